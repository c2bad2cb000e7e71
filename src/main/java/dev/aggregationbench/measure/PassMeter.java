package dev.aggregationbench.measure;

import dev.aggregationbench.measurement.AllocationMeasurement;
import dev.aggregationbench.measurement.GcEvent;
import dev.aggregationbench.measurement.GcMeasurement;
import dev.aggregationbench.measurement.HeapMeasurement;
import dev.aggregationbench.measurement.IdleJvm;
import dev.aggregationbench.measurement.PassFigures;
import dev.aggregationbench.measurement.PoolPeak;
import dev.aggregationbench.measurement.ProcessMeasurement;
import dev.aggregationbench.measurement.SampleSeries;
import dev.aggregationbench.measurement.TimeMeasurement;

import java.lang.management.MemoryUsage;
import java.util.List;

/**
 * Measures passes: {@link #start()} resets the peaks and reads every counter, {@link Running#finish} reads them
 * again and turns the differences into {@link PassFigures}. One per worker JVM; owns the GC listener and the
 * sampler thread, which are set up before anything is measured.
 */
public final class PassMeter implements AutoCloseable {

    private final JvmCounters counters;
    private final GcEventRecorder gcEvents;
    private final Sampler sampler;
    private final long intervalMillis;
    private Long idleLiveSetBytes;

    public PassMeter(long intervalMillis) {
        this.counters = new JvmCounters();
        this.gcEvents = new GcEventRecorder(counters.heapPools(), counters.gc());
        this.sampler = new Sampler(counters);
        this.intervalMillis = intervalMillis;
    }

    /** The JVM before any pass, after one explicit GC. */
    public IdleJvm idleJvm() {
        GcEventRecorder.RawEvent gc = gcEvents.explicitGc();
        MemoryUsage heap = counters.memory().getHeapMemoryUsage();
        idleLiveSetBytes = gc == null ? null : gc.heapAfterBytes();
        return new IdleJvm(counters.uptimeMillis(), gc == null ? null : gc.heapAfterBytes(), heap.getUsed(),
                heap.getCommitted(), counters.memory().getNonHeapMemoryUsage().getUsed(),
                counters.threads().getThreadCount(), counters.threads().getDaemonThreadCount(),
                counters.proc().rssBytes());
    }

    /** One explicit GC outside any pass, so the next pass does not inherit the previous one's garbage. */
    public void collectGarbage() {
        gcEvents.explicitGc();
    }

    /** Resets the peaks, reads every counter and starts the sampler: the pass starts now. */
    public Running start() {
        gcEvents.beginWindow();
        counters.heapPools().resetPeaks();
        counters.threads().resetPeakThreadCount();
        boolean rssPeakReset = counters.proc().resetPeakRss();
        CounterReadings start = CounterReadings.read(counters);
        sampler.start(intervalMillis, start.nanos(), start.allocatedBytes(), start.gc().totalCount(),
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
         * explicit GC (outside the pass) for the final live set.
         *
         * @param ordersFetched orders the variant received, for bytes per order
         */
        public PassFigures finish(long ordersFetched) {
            CounterReadings end = CounterReadings.read(counters);
            List<PoolPeak> peaks = counters.heapPools().peaks();
            int peakThreads = counters.threads().getPeakThreadCount();
            Long peakRss = counters.proc().peakRssBytes();
            Long rss = counters.proc().rssBytes();
            long committed = counters.memory().getHeapMemoryUsage().getCommitted();
            long maxHeap = counters.memory().getHeapMemoryUsage().getMax();
            long wallNanos = end.nanos() - start.nanos();
            SampleSeries samples = sampler.stop(wallNanos);
            Long samplerAllocated = sampler.allocatedSinceStartBytes();
            List<GcEvent> events = gcEvents.endWindow(end.gc().totalCount(), start.uptimeMillis());
            boolean eventsComplete = gcEvents.lastWindowComplete();
            GcEventRecorder.RawEvent finalGc = gcEvents.explicitGc();

            TimeMeasurement time = new TimeMeasurement(start.uptimeMillis(), end.uptimeMillis(), wallNanos,
                    end.processCpuTimeNanos() - start.processCpuTimeNanos());
            long allocated = end.allocatedBytes() - start.allocatedBytes();
            AllocationMeasurement allocation = new AllocationMeasurement(allocated,
                    ordersFetched > 0 ? (double) allocated / ordersFetched : null,
                    wallNanos > 0 ? allocated * 1e9 / wallNanos : 0, samplerAllocated);
            GcMeasurement gc = GcFigures.of(end.gcSince(start), events, eventsComplete);
            HeapMeasurement heap = HeapFigures.of(peaks, events, finalGc, idleLiveSetBytes, committed,
                    maxHeap);
            ProcessMeasurement process = new ProcessMeasurement(peakRss,
                    peakRss == null ? null : rssPeakReset ? "pass" : "process", rss, peakThreads,
                    end.threadsStarted() - start.threadsStarted());
            return new PassFigures(time, allocation, gc, heap, process, samples);
        }
    }
}
