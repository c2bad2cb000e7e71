package dev.aggregationbench.api;

import dev.aggregationbench.files.AtomicFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunEventType;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.support.BadDocuments;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A real, deliberately slow {@link BenchmarkEngine} for the service's tests (the service is under test, not the
 * engine): each repetition sleeps and allocates a little, measures itself with the JVM's own counters, reports the
 * figures the real engine reports, and the run writes the three result files. It records how many runs overlapped
 * and can hold runs at a gate. Interrupting it cancels the run, as the real engine's contract says.
 */
public final class SlowTestEngine implements BenchmarkEngine {

    /** One repetition's figures as reported in its {@code repetition-finished} event. */
    public record Reported(String variant, int repetition, Map<String, Object> figures) {}

    private final Duration perRepetition;
    private final AtomicInteger active = new AtomicInteger();
    private final AtomicInteger maxActive = new AtomicInteger();
    private final AtomicInteger started = new AtomicInteger();
    private final AtomicInteger cancelled = new AtomicInteger();
    private final List<Reported> reported = Collections.synchronizedList(new ArrayList<>());
    private volatile CountDownLatch gate = new CountDownLatch(0);
    private final JsonMapper json = JsonMapper.builder().build();
    private static final JsonNode TEMPLATE = JsonMapper.builder().build().readTree(BadDocuments.RESULTS_JSON.toFile());

    public SlowTestEngine(Duration perRepetition) {
        this.perRepetition = perRepetition;
    }

    /** Runs that start from now on wait (after run-started) until {@link #openGate()}. */
    public void closeGate() {
        gate = new CountDownLatch(1);
    }

    public void openGate() {
        gate.countDown();
    }

    public int maxConcurrentRuns() {
        return maxActive.get();
    }

    public int runsStarted() {
        return started.get();
    }

    public int runsCancelled() {
        return cancelled.get();
    }

    public int runsActive() {
        return active.get();
    }

    public List<Reported> reported() {
        synchronized (reported) {
            return List.copyOf(reported);
        }
    }

    @Override
    public RunOutcome run(RunOptions options, Path outputDir, Consumer<RunEvent> events) {
        int now = active.incrementAndGet();
        maxActive.accumulateAndGet(now, Math::max);
        started.incrementAndGet();
        try {
            events.accept(new RunEvent(RunEventType.RUN_STARTED, null, 0, 0, Map.of("isolation", "process")));
            if (!gate.await(5, TimeUnit.MINUTES)) {
                throw new IllegalStateException("the test gate was never opened");
            }
            List<Map<String, Object>> rows = new ArrayList<>();
            for (String variant : options.variants()) {
                for (int rep = 1; rep <= options.repetitions(); rep++) {
                    events.accept(
                            new RunEvent(RunEventType.VARIANT_STARTED, variant, rep, options.repetitions(), Map.of()));
                    Map<String, Object> figures = measureOneRepetition(options.orders());
                    reported.add(new Reported(variant, rep, figures));
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("variant", variant);
                    row.put("repetition", rep);
                    row.putAll(figures);
                    rows.add(row);
                    events.accept(new RunEvent(
                            RunEventType.REPETITION_FINISHED, variant, rep, options.repetitions(), figures));
                }
            }
            Path resultsJson = writeResults(options, outputDir, rows);
            events.accept(new RunEvent(
                    RunEventType.RUN_FINISHED,
                    null,
                    0,
                    0,
                    Map.of("variants", options.variants().size())));
            return new RunOutcome(true, null, outputDir, resultsJson);
        } catch (InterruptedException e) {
            cancelled.incrementAndGet();
            throw new CancellationException("interrupted");
        } finally {
            active.decrementAndGet();
        }
    }

    private Map<String, Object> measureOneRepetition(long orders) throws InterruptedException {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long gcBefore = gcCount();
        long allocatedBefore = threads.getCurrentThreadAllocatedBytes();
        long start = System.nanoTime();
        List<long[]> work = new ArrayList<>();
        for (long i = 0; i < Math.min(orders, 10_000); i++) {
            work.add(new long[] {i, i * 31});
        }
        Thread.sleep(perRepetition);
        long durationNanos = System.nanoTime() - start;
        long allocatedBytes = threads.getCurrentThreadAllocatedBytes() - allocatedBefore;
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("durationNanos", durationNanos);
        figures.put("allocatedBytes", allocatedBytes);
        figures.put("allocatedBytesPerOrder", (double) allocatedBytes / orders);
        figures.put("gcPauseCount", gcCount() - gcBefore);
        figures.put(
                "liveHeapAfterGcBytes",
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        figures.put("workItems", work.size());
        return figures;
    }

    private static long gcCount() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionCount)
                .filter(c -> c >= 0)
                .sum();
    }

    private Path writeResults(RunOptions options, Path outputDir, List<Map<String, Object>> rows) {
        try {
            Files.createDirectories(outputDir);
            // A results.json every reader accepts (the service checks what it serves), written whole or not at all
            // as the real engine writes it: the run's options, the committed run's conditions, no variant rows;
            // this engine's own rows under testEngineRepetitions
            ObjectNode document = json.createObjectNode();
            document.put("schemaVersion", RunResults.SCHEMA_VERSION);
            document.put("runId", outputDir.getFileName().toString());
            document.set("options", json.valueToTree(options));
            ObjectNode conditions = (ObjectNode) TEMPLATE.get("conditions").deepCopy();
            conditions.put("isolation", "test-engine");
            conditions.put("orders", options.orders());
            conditions.put("pageSize", options.pageSize());
            document.set("conditions", conditions);
            document.putArray("variants");
            document.put("succeeded", true);
            document.put("status", RunResults.COMPLETE);
            document.set("testEngineRepetitions", json.valueToTree(rows));
            Path resultsJson = outputDir.resolve("results.json");
            AtomicFiles.write(resultsJson, out -> json.writeValue(out, document));
            StringBuilder csv = new StringBuilder("variant,repetition,durationNanos,allocatedBytes\n");
            StringBuilder md = new StringBuilder("| Variant | Repetition | Duration (ns) |\n|---|---|---|\n");
            for (Map<String, Object> row : rows) {
                csv.append(row.get("variant"))
                        .append(',')
                        .append(row.get("repetition"))
                        .append(',')
                        .append(row.get("durationNanos"))
                        .append(',')
                        .append(row.get("allocatedBytes"))
                        .append('\n');
                md.append("| ")
                        .append(row.get("variant"))
                        .append(" | ")
                        .append(row.get("repetition"))
                        .append(" | ")
                        .append(row.get("durationNanos"))
                        .append(" |\n");
            }
            Files.writeString(outputDir.resolve("results.csv"), csv);
            Files.writeString(outputDir.resolve("summary.md"), md);
            return resultsJson;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
