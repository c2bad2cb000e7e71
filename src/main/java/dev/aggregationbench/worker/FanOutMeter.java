package dev.aggregationbench.worker;

import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.workerdoc.FanOutFigures;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.management.ObjectName;
import org.HdrHistogram.ConcurrentHistogram;

/**
 * Measures one fan-out: each aggregation's latency into an HdrHistogram (recorded from whatever thread ends it), the
 * most aggregations in flight at once, the JVM's peak and started threads (ThreadMXBean), CPU, and NMT's Thread
 * figure read through the DiagnosticCommand MBean ({@code VM.native_memory summary}, the same text jcmd prints).
 * NMT is read while the fan-out's threads run: by the first aggregation to end after
 * {@code min(K, platform threads allowed)} aggregations have started, when a blocking style's pool has started every
 * thread it will start and they have walked (read after the fan-out, a shut-down pool's stacks were partly gone;
 * read as the last thread started, its stack was barely touched); and again, if it comes, by the first to end after
 * all K started: then a style that starts more than the pool's number at once (virtual threads, async, bounded or
 * not) has them all in flight. The later reading stands. The heap in use is read at the same instant: where parked
 * virtual threads keep their stacks. No aggregation starts after its K-th, so in flight only falls from then on: the
 * reading is close to the most in flight, but it is one reading, not a peak. Each reading costs that aggregation one
 * diagnostic command (about a millisecond), at most twice per fan-out. The time to start all K is taken by the K-th
 * aggregation to start: with a pool smaller than K, when the last one left the pool's queue.
 */
final class FanOutMeter implements FanOutListener {

    private static final Pattern NMT_THREAD =
            Pattern.compile("-\\s+Thread \\(reserved=(\\d+)KB, committed=(\\d+)KB\\)");

    private final ConcurrentHistogram latencyNanos = new ConcurrentHistogram(TimeUnit.HOURS.toNanos(1), 3);
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger maxInFlight = new AtomicInteger();
    private final AtomicInteger aggregationsStarted = new AtomicInteger();
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final long threadsStartedBefore;
    private final Long cpuBefore;
    private final long startNanos;
    private final int concurrency;
    private final int startedToReadNmt;
    /** The readings taken while running: 0 none, 1 after min(K, pool) started, 2 after all K started. */
    private final AtomicInteger readingsTaken = new AtomicInteger();
    /** The last reading's NMT Thread line; guarded by this meter, with {@link #heapInFlightBytes}. */
    private long[] nmtWhileRunning;
    /** Heap in use at the last reading while running; null (n/a) until then. */
    private Long heapInFlightBytes;
    /** From the fan-out's start until its K-th aggregation started; null (n/a) while not all K have started. */
    private volatile Long timeToStartAllNanos;

    /**
     * @param concurrency      K
     * @param startedToReadNmt how many aggregations started make the first NMT and heap reading: min(K, pool)
     */
    FanOutMeter(int concurrency, int startedToReadNmt) {
        this.concurrency = concurrency;
        this.startedToReadNmt = startedToReadNmt;
        nmtThread(); // the first call starts the platform MBean server: hundreds of ms, before the fan-out, not in it
        threads.resetPeakThreadCount();
        threadsStartedBefore = threads.getTotalStartedThreadCount();
        cpuBefore = processCpuNanos();
        startNanos = System.nanoTime();
    }

    @Override
    public void started(int aggregation, long start) {
        maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
        if (aggregationsStarted.incrementAndGet() == concurrency) {
            timeToStartAllNanos = System.nanoTime() - startNanos;
        }
    }

    @Override
    public void finished(int aggregation, long start, long end) {
        int started = aggregationsStarted.get();
        int due = started >= concurrency ? 2 : started >= startedToReadNmt ? 1 : 0;
        if (due > readingsTaken.get()) {
            readWhileRunning(due);
        }
        inFlight.decrementAndGet();
        latencyNanos.recordValue(Math.max(0, end - start));
    }

    /** The heap in use and NMT's Thread line, now, unless a reading as late was taken meanwhile. */
    private synchronized void readWhileRunning(int reading) {
        if (reading > readingsTaken.get()) {
            heapInFlightBytes =
                    ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
            nmtWhileRunning = nmtThread();
            readingsTaken.set(reading);
        }
    }

    /**
     * The fan-out's figures, waiting for what is read after its end: the bound's 429s and retries, the deadline's
     * and fail-fast's counts (read once the client is quiet). The meter's own readings are taken before it.
     */
    @FunctionalInterface
    interface Ended {
        FanOutFigures figures(ThrottleReading.Limits limits, Deadlines.Counts deadline, FailFast.Counts failFast);
    }

    /**
     * Right after the fan-out returned: its wall time, threads, CPU and NMT's Thread line, the heap after a GC,
     * then the latencies and the readings taken while running. An aggregation that ends later (work that goes on
     * past a deadline) changes none of these.
     */
    synchronized Ended stop(int platformThreads, int wrongPartitions, long pages) {
        long wallNanos = System.nanoTime() - startNanos;
        int peak = threads.getPeakThreadCount();
        long started = threads.getTotalStartedThreadCount() - threadsStartedBefore;
        Long cpuAfter = processCpuNanos();
        Long cpuNanos = cpuBefore == null || cpuAfter == null ? null : cpuAfter - cpuBefore;
        long[] nmt = readingsTaken.get() > 0 ? nmtWhileRunning : nmtThread(); // none read while running: now
        Long nmtReserved = nmt == null ? null : nmt[0];
        Long nmtCommitted = nmt == null ? null : nmt[1];
        System.gc();
        long heapAfterGc =
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        Double p50 = latencyMillis(50);
        Double p95 = latencyMillis(95);
        Double p99 = latencyMillis(99);
        Double max = latencyMillis(100);
        int mostInFlight = maxInFlight.get();
        Long toStartAll = timeToStartAllNanos;
        Long heapInFlight = heapInFlightBytes;
        double seconds = wallNanos / 1e9;
        return (limits, deadline, failFast) -> new FanOutFigures(
                concurrency,
                platformThreads,
                wrongPartitions == 0,
                wrongPartitions,
                wallNanos,
                concurrency / seconds,
                pages / seconds,
                p50,
                p95,
                p99,
                max,
                mostInFlight,
                peak,
                started,
                nmtReserved,
                nmtCommitted,
                cpuNanos,
                heapAfterGc,
                toStartAll,
                heapInFlight,
                limits.inFlightLimit(),
                limits.throttledRequests(),
                limits.retries(),
                deadline.deadlineMillis(),
                deadline.metDeadline(),
                deadline.timedOut(),
                deadline.requestsAfterDeadline(),
                failFast.failed(),
                failFast.cancelled(),
                failFast.requestsAfterFirstFailure(),
                failFast.quietAfterFirstFailureMillis());
    }

    /** A percentile of the completed aggregations' latency (100: the max); null (n/a) when none completed. */
    private Double latencyMillis(double percentile) {
        if (latencyNanos.getTotalCount() == 0) {
            return null; // every aggregation timed out, failed or was cancelled: no latency was measured
        }
        long nanos = percentile == 100 ? latencyNanos.getMaxValue() : latencyNanos.getValueAtPercentile(percentile);
        return nanos / 1e6;
    }

    private static Long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            long nanos = os.getProcessCpuTime();
            return nanos < 0 ? null : nanos;
        }
        return null;
    }

    /** NMT's "Thread" line, reserved and committed bytes; null when NMT is off or the MBean cannot say. */
    static long[] nmtThread() {
        try {
            Object text = ManagementFactory.getPlatformMBeanServer()
                    .invoke(
                            new ObjectName("com.sun.management:type=DiagnosticCommand"),
                            "vmNativeMemory",
                            new Object[] {new String[] {"summary"}},
                            new String[] {String[].class.getName()});
            Matcher m = NMT_THREAD.matcher(String.valueOf(text));
            return m.find() ? new long[] {Long.parseLong(m.group(1)) * 1024, Long.parseLong(m.group(2)) * 1024} : null;
        } catch (Exception | LinkageError notAvailable) {
            return null;
        }
    }
}
