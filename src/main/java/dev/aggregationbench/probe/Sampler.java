package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.Sample;
import dev.aggregationbench.workerdoc.SampleSeries;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Reads the counters at a fixed rate during a pass, on one daemon platform thread that lives as long as the
 * worker (so it is not counted as a thread the variant started). Produces a timeline for charts, labelled
 * "sampled"; the sampler also measures its own cost: the CPU time and the allocations of its thread.
 */
final class Sampler implements AutoCloseable {

    private final JvmCounters counters;
    private final ScheduledExecutorService executor;
    private final Thread thread;

    private long intervalMillis;
    private long startNanos;
    private long startAllocatedBytes;
    private long startGcCount;
    private long startCpuNanos;
    private Long startSamplerCpuNanos;
    private Long startSamplerAllocatedBytes;
    private List<Sample> samples;
    private int missed;
    private ScheduledFuture<?> schedule;

    public Sampler(JvmCounters counters) {
        this.counters = counters;
        Thread[] created = new Thread[1];
        this.executor = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread t = Thread.ofPlatform().name("aggbench-sampler").daemon().unstarted(task);
            created[0] = t;
            return t;
        });
        try {
            executor.submit(() -> {}).get(); // start the thread now, before anything is measured
        } catch (InterruptedException | ExecutionException e) {
            throw new IllegalStateException("could not start the sampler thread", e);
        }
        this.thread = created[0];
    }

    /** Starts sampling now (first sample at once), counting cumulative values from the given pass-start readings. */
    public synchronized void start(
            long intervalMillis, long passStartNanos, long allocatedBytes, long gcCount, long processCpuNanos) {
        if (schedule != null) {
            throw new IllegalStateException("the sampler is already running");
        }
        this.intervalMillis = intervalMillis;
        this.startNanos = passStartNanos;
        this.startAllocatedBytes = allocatedBytes;
        this.startGcCount = gcCount;
        this.startCpuNanos = processCpuNanos;
        this.samples = new ArrayList<>(1024);
        this.missed = 0;
        this.startSamplerCpuNanos = counters.threadCpuTimeNanos(thread.threadId());
        this.startSamplerAllocatedBytes = counters.allocation().threadAllocatedBytes(thread.threadId());
        schedule = executor.scheduleAtFixedRate(this::sampleSafely, 0, intervalMillis, TimeUnit.MILLISECONDS);
    }

    /** Takes one last sample and stops; {@code durationNanos} is the pass's duration, to express the sampler's cost. */
    public synchronized SampleSeries stop(long durationNanos) {
        if (schedule == null) {
            throw new IllegalStateException("the sampler is not running");
        }
        schedule.cancel(false);
        schedule = null;
        try {
            executor.submit(this::sampleSafely).get(); // runs after any sample in progress: the list is complete
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            missed++;
        }
        Long cpuNanos = delta(startSamplerCpuNanos, counters.threadCpuTimeNanos(thread.threadId()));
        Double fraction = cpuNanos == null || durationNanos <= 0 ? null : (double) cpuNanos / durationNanos;
        return new SampleSeries(
                SampleSeries.LABEL, intervalMillis, samples.size(), missed, cpuNanos, fraction, samples);
    }

    /** Bytes the sampler thread allocated since {@link #start}, or {@code null} when unsupported. */
    public Long allocatedSinceStartBytes() {
        Long now = counters.allocation().threadAllocatedBytes(thread.threadId());
        return now == null || startSamplerAllocatedBytes == null ? null : now - startSamplerAllocatedBytes;
    }

    public long threadId() {
        return thread.threadId();
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }

    private void sampleSafely() {
        try {
            MemoryUsage heap = counters.memory().getHeapMemoryUsage();
            samples.add(new Sample(
                    (System.nanoTime() - startNanos) / 1_000_000,
                    heap.getUsed(),
                    heap.getCommitted(),
                    counters.allocation().totalAllocatedBytes() - startAllocatedBytes,
                    counters.gc().totalCount() - startGcCount,
                    counters.processCpuTimeNanos() - startCpuNanos,
                    counters.proc().rssBytes()));
        } catch (RuntimeException | OutOfMemoryError e) {
            missed++; // a failing sample must not cancel the schedule (a throwing periodic task is never run again)
        }
    }

    private static Long delta(Long before, Long after) {
        return before == null || after == null ? null : after - before;
    }
}
