package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.AllocationMeasurement;
import dev.aggregationbench.workerdoc.BaselineJvm;
import dev.aggregationbench.workerdoc.GcEvent;
import dev.aggregationbench.workerdoc.GcMeasurement;
import dev.aggregationbench.workerdoc.HeapMeasurement;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.PassEnding;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.PoolPeak;
import dev.aggregationbench.workerdoc.ProcessMeasurement;
import dev.aggregationbench.workerdoc.SampleSeries;
import dev.aggregationbench.workerdoc.TimeMeasurement;
import dev.aggregationbench.workerdoc.WarmupPass;
import java.lang.management.MemoryUsage;
import java.util.List;

/**
 * Measures passes: {@link #start()} resets the peaks and reads every counter, {@link Running#finish} reads them
 * again and turns the differences and the pass's outcome into a {@link PassResult}. Warm-up passes get a lighter
 * reading ({@link #lap()}: time, CPU, allocation, JIT compilation). One per worker JVM; owns the GC listener and
 * the sampler thread, which are set up before anything is measured.
 */
public final class PassMeter implements AutoCloseable {

    private final JvmCounters counters;
    private final GcEventRecorder gcEvents;
    private final Sampler sampler;
    private final long intervalMillis;
    private Long baselineLiveSetBytes;

    public PassMeter(long intervalMillis) {
        this.counters = JvmCounters.ofThisJvm();
        this.gcEvents = new GcEventRecorder(counters.heapPools(), counters.gc());
        this.sampler = new Sampler(counters);
        this.intervalMillis = intervalMillis;
    }

    /** The baseline JVM: the JVM before any pass, after one explicit GC. */
    public BaselineJvm baselineJvm() {
        GcEventRecorder.RawEvent gc = gcEvents.explicitGc();
        MemoryUsage heap = counters.memory().getHeapMemoryUsage();
        baselineLiveSetBytes = gc == null ? null : gc.heapAfterBytes();
        return new BaselineJvm(
                counters.uptimeMillis(),
                gc == null ? null : gc.heapAfterBytes(),
                heap.getUsed(),
                heap.getCommitted(),
                counters.memory().getNonHeapMemoryUsage().getUsed(),
                counters.threads().getThreadCount(),
                counters.threads().getDaemonThreadCount(),
                counters.proc().rssBytes());
    }

    /** One explicit GC outside any pass, so the next pass does not inherit the previous one's garbage. */
    public void collectGarbage() {
        gcEvents.explicitGc();
    }

    /** Reads the counters a warm-up pass reports: the warm-up pass starts now. */
    public Lap lap() {
        return new Lap(CounterReadings.start(counters));
    }

    /** Resets the peaks, reads every counter and starts the sampler: the pass starts now. */
    public Running start() {
        gcEvents.beginWindow();
        counters.heapPools().resetPeaks();
        counters.threads().resetPeakThreadCount();
        boolean rssPeakReset = counters.proc().resetPeakRss();
        CounterReadings start = CounterReadings.start(counters);
        sampler.start(
                intervalMillis,
                start.nanos(),
                start.allocatedBytes(),
                start.gc().totalCount(),
                start.processCpuTimeNanos());
        return new Running(start, rssPeakReset);
    }

    @Override
    public void close() {
        sampler.close();
        gcEvents.close();
    }

    /** A pass in progress. */
    public final class Running {

        private final CounterReadings start;
        private final boolean rssPeakReset;

        private Running(CounterReadings start, boolean rssPeakReset) {
            this.start = start;
            this.rssPeakReset = rssPeakReset;
        }

        /**
         * Ends the pass: reads every counter, stops the sampler, collects the pass's GC events, then runs one
         * explicit GC (outside the pass) for the final live set; last, ends the pass's recording of virtual threads,
         * if any. The outcome arguments are the pass's own (see {@link PassResult}); they go into the result unchanged.
         *
         * @param virtualThreads the JFR recording started for this pass; {@code null} when none (n/a in the result)
         */
        public PassResult finish(int number, PassEnding ended, VirtualThreadRecorder virtualThreads) {
            long ordersFetched = ended.ordersFetched();
            CounterReadings end = CounterReadings.end(counters);
            List<PoolPeak> peaks = counters.heapPools().peaks();
            int peakThreads = counters.threads().getPeakThreadCount();
            Long peakRss = counters.proc().peakRssBytes();
            Long rss = counters.proc().rssBytes();
            long committed = counters.memory().getHeapMemoryUsage().getCommitted();
            long maxHeap = counters.memory().getHeapMemoryUsage().getMax();
            long wallNanos = end.nanos() - start.nanos();
            SampleSeries samples = sampler.stop(wallNanos);
            Long samplerAllocated = sampler.allocatedSinceStartBytes();
            List<GcEvent> events = gcEvents.endWindow(start.gc(), end.gc(), start.uptimeMillis());
            boolean eventsComplete = gcEvents.lastWindowComplete();
            GcEventRecorder.RawEvent finalGc = gcEvents.explicitGc();

            CounterReadings.CpuTime cpu = end.cpuSince(start);
            TimeMeasurement time = new TimeMeasurement(
                    start.uptimeMillis(),
                    end.uptimeMillis(),
                    wallNanos,
                    cpu.nanos(),
                    end.compilationMillisSince(start),
                    ended.responseWaitNanos(),
                    cpu.clock());
            long allocated = end.allocatedBytes() - start.allocatedBytes();
            AllocationMeasurement allocation = new AllocationMeasurement(
                    allocated,
                    ordersFetched > 0 ? (double) allocated / ordersFetched : null,
                    wallNanos > 0 ? allocated * 1e9 / wallNanos : 0,
                    samplerAllocated);
            GcMeasurement gc = GcFigures.of(end.gcSince(start), events, eventsComplete);
            HeapMeasurement heap = HeapFigures.of(peaks, events, finalGc, baselineLiveSetBytes, committed, maxHeap);
            ProcessMeasurement process = new ProcessMeasurement(
                    peakRss,
                    peakRss == null ? null : rssPeakReset ? "pass" : "process",
                    rss,
                    peakThreads,
                    end.threadsStarted() - start.threadsStarted());
            return new PassResult(
                    number,
                    ended.outcome(),
                    ended.correct(),
                    ended.error(),
                    ended.pagesFetched(),
                    ordersFetched,
                    ended.stats(),
                    time,
                    allocation,
                    gc,
                    heap,
                    process,
                    samples,
                    virtualThreads == null ? null : virtualThreads.finish());
        }
    }

    /** A warm-up pass in progress. */
    public final class Lap {

        private final CounterReadings start;

        private Lap(CounterReadings start) {
            this.start = start;
        }

        /**
         * Ends the warm-up pass.
         *
         * @param quietCompilationMillis the steady rule's threshold: the pass is quiet when the JIT compiled at
         *                               most this long during it
         */
        public WarmupPass finish(
                int number, Outcome outcome, Boolean correct, long ordersFetched, long quietCompilationMillis) {
            CounterReadings end = CounterReadings.end(counters);
            Long compilationMillis = end.compilationMillisSince(start);
            return new WarmupPass(
                    number,
                    outcome,
                    correct,
                    end.nanos() - start.nanos(),
                    end.cpuSince(start).nanos(),
                    end.allocatedBytes() - start.allocatedBytes(),
                    ordersFetched,
                    compilationMillis,
                    compilationMillis == null ? null : compilationMillis <= quietCompilationMillis);
        }
    }
}
