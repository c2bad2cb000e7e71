package dev.aggregationbench.api;

import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunEventType;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.text.Echo;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Service;

/**
 * The run registry and its single executor: one benchmark at a time (parallel runs would disturb each other's
 * measurements); the others wait in a bounded FIFO queue. Every state change is persisted (run.json) before it is
 * visible, so a restart lists every run again; runs the previous process left running or queued become failed.
 * A matrix is one run here: its cells run one after another in it ({@link MatrixCells}). How a run runs and ends
 * is {@link RunExecution}'s.
 */
@Service
class RunService implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(RunService.class);

    private final RunStore store;
    private final ApiProperties properties;
    private final RunExecution execution;
    private final int machineCpus = Runtime.getRuntime().availableProcessors();
    private final Map<String, RunEntry> runs = new ConcurrentHashMap<>();
    private final BlockingQueue<RunEntry> queue;
    private final Object lock = new Object();
    private RunEntry current;
    private Thread worker;
    private volatile boolean stopping;

    public RunService(BenchmarkEngine engine, RunStore store, BenchmarkMetrics metrics, ApiProperties properties) {
        this.store = store;
        this.properties = properties;
        this.execution = new RunExecution(engine, store, metrics, () -> stopping);
        this.queue = new LinkedBlockingQueue<>(properties.queueCapacity());
        recoverPersistedRuns();
        metrics.watchQueue(queue::size, () -> {
            synchronized (lock) {
                return current == null ? 0 : 1;
            }
        });
    }

    private void recoverPersistedRuns() {
        Instant now = Instant.now();
        for (RunRecord run : store.loadAll()) {
            RunRecord recovered = RunRecovery.recover(run, store, machineCpus, now);
            if (recovered != run) {
                store.save(recovered);
                log.warn(
                        "Run {} was {} when the service stopped; marked {}",
                        run.id(),
                        run.status().id(),
                        recovered.status().id());
            }
            runs.put(run.id(), new RunEntry(recovered, null));
        }
        log.info("Loaded {} persisted runs from {}", runs.size(), store.root());
    }

    /**
     * Validates and queues a run, or a matrix of them (a dimension knob with several values); throws
     * {@link InvalidRunRequestException} or {@link QueueFullException}.
     */
    public RunRecord submit(RunRequest request) {
        Matrix matrix = request.toRunnableMatrix(machineCpus).orElse(null);
        RunOptions options = matrix != null
                ? matrix.cells().getFirst().options() // every cell has the same isolation
                : request.toRunnableOptions(machineCpus);
        if (options.isolation() == IsolationMode.DOCKER) { // as the CLI: refused now, not failed later
            Isolations.EngineCheck engine = Isolations.dockerEngine();
            if (!engine.answers()) {
                throw new InvalidRunRequestException(
                        "isolation", "docker, but no Docker engine answers: " + engine.detail());
            }
        }
        synchronized (lock) {
            if (stopping) {
                throw new QueueFullException(properties.queueCapacity(), properties.retryAfterSeconds());
            }
            if (queue.remainingCapacity() == 0) {
                throw new QueueFullException(properties.queueCapacity(), properties.retryAfterSeconds());
            }
            Instant now = Instant.now();
            RunRecord record = RunRecord.queued(
                    store.newId(now), matrix != null ? RunRequest.of(matrix) : RunRequest.of(options), now);
            store.save(record);
            RunEntry entry = new RunEntry(record, options, matrix);
            runs.put(record.id(), entry);
            entry.publish(seq -> RunEventView.lifecycle(
                    seq, RunEventType.QUEUED, record, Map.of("queuePosition", queue.size() + 1)));
            queue.add(entry);
            return record;
        }
    }

    public RunEntry find(String id) {
        RunEntry entry = RunStore.isWellFormed(id) ? runs.get(id) : null;
        if (entry == null) {
            throw new RunNotFoundException("no run with id " + Echo.quote(id));
        }
        return entry;
    }

    /** Runs newest first. */
    public List<RunRecord> list() {
        return runs.values().stream()
                .map(RunEntry::record)
                .sorted(Comparator.comparing(RunRecord::createdAt)
                        .thenComparing(RunRecord::id)
                        .reversed())
                .toList();
    }

    /** Cancels a queued run at once, or asks the running one to stop (the engine removes its processes). */
    public RunRecord cancel(String id) {
        RunEntry entry = find(id);
        synchronized (lock) {
            RunStatus status = entry.record().status();
            if (status == RunStatus.QUEUED) {
                queue.remove(entry);
                entry.requestCancel();
                execution.finish(entry, RunStatus.CANCELLED, "cancelled before it started", Map.of());
                publishQueuePositions();
            } else if (status == RunStatus.RUNNING) {
                entry.requestCancel();
                if (current == entry) {
                    worker.interrupt();
                }
            } else {
                throw new RunConflictException("run " + id + " already ended: " + status.id());
            }
            return entry.record();
        }
    }

    private void workLoop() {
        while (!stopping) {
            RunEntry entry;
            try {
                entry = queue.take();
            } catch (InterruptedException e) {
                continue;
            }
            synchronized (lock) {
                if (stopping || entry.record().status() != RunStatus.QUEUED) {
                    continue;
                }
                current = entry;
                entry.record(entry.record().running(Instant.now()));
                store.save(entry.record());
                publishQueuePositions();
            }
            try {
                execution.execute(entry);
            } finally {
                synchronized (lock) {
                    current = null;
                    Thread.interrupted(); // a cancel aimed at this run must not hit the next one
                }
            }
        }
    }

    /** After a run left the queue (it started, or was cancelled): each waiting run's new place, as a queued event. */
    private void publishQueuePositions() {
        int place = 0;
        for (RunEntry waiting : queue) {
            int position = ++place;
            RunRecord record = waiting.record();
            waiting.publish(
                    seq -> RunEventView.lifecycle(seq, RunEventType.QUEUED, record, Map.of("queuePosition", position)));
        }
    }

    @Override
    public void start() {
        synchronized (lock) {
            stopping = false;
            worker = Thread.ofPlatform().name("benchmark-runner").daemon(true).unstarted(this::workLoop);
            worker.start();
        }
    }

    @Override
    public void stop() {
        Thread toJoin;
        synchronized (lock) {
            stopping = true;
            toJoin = worker;
            if (toJoin != null) {
                toJoin.interrupt();
            }
        }
        if (toJoin != null) {
            try {
                toJoin.join(Duration.ofSeconds(60));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (lock) {
            for (RunEntry entry : List.copyOf(queue)) {
                queue.remove(entry);
                execution.finish(entry, RunStatus.FAILED, "the service shut down before this run started", Map.of());
            }
            worker = null;
        }
    }

    @Override
    public boolean isRunning() {
        synchronized (lock) {
            return worker != null;
        }
    }
}
