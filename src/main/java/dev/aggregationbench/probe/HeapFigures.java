package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.GcEvent;
import dev.aggregationbench.workerdoc.HeapMeasurement;
import dev.aggregationbench.workerdoc.PoolPeak;
import java.util.List;
import org.apache.commons.statistics.descriptive.Median;

/** Turns a pass's pool peaks and GC events into a {@link HeapMeasurement}, saying how each figure was obtained. */
final class HeapFigures {

    static final String NO_GC = "no GC during the pass: not measured";

    private HeapFigures() {}

    /** The median heap use after GC (Commons Statistics: the mean of the two middle readings when even), rounded. */
    static Long median(List<GcEvent> readings) {
        double[] values = readings.stream().mapToDouble(GcEvent::heapAfterBytes).toArray();
        return values.length == 0 ? null : Math.round(Median.withDefaults().evaluate(values));
    }

    static HeapMeasurement of(
            List<PoolPeak> peaks,
            List<GcEvent> events,
            GcEventRecorder.RawEvent finalGc,
            Long baselineLiveSetBytes,
            long committedBytes,
            long maxHeapBytes) {
        long sumOfPeaks = peaks.stream().mapToLong(PoolPeak::peakUsedBytes).sum();
        List<GcEvent> readings = events.stream().filter(GcEvent::liveSetReading).toList();
        Long liveSet = readings.stream()
                .mapToLong(GcEvent::heapAfterBytes)
                .boxed()
                .max(Long::compare)
                .orElse(null);
        String liveSetNote;
        if (events.isEmpty()) {
            liveSetNote = NO_GC;
        } else if (readings.isEmpty()) {
            liveSetNote = events.size() + " GC event(s) during the pass, none of a collector that empties the young"
                    + " generation (only phases of a concurrent cycle): not measured";
        } else {
            liveSetNote = "max heap used after GC over " + readings.size() + " collection(s) during the pass";
        }
        Long finalLiveSet = finalGc == null ? null : finalGc.heapAfterBytes();
        String finalNote = finalGc == null
                ? "System.gc() after the pass did not collect (explicit GC disabled?): not measured"
                : "heap used after one System.gc() right after the pass (" + finalGc.collector() + ", "
                        + finalGc.action() + "); the pass's result was still reachable";
        Long aboveBaseline = liveSet == null || baselineLiveSetBytes == null ? null : liveSet - baselineLiveSetBytes;
        return new HeapMeasurement(
                peaks,
                sumOfPeaks,
                liveSet,
                liveSetNote,
                aboveBaseline,
                median(readings),
                finalLiveSet,
                finalNote,
                committedBytes,
                maxHeapBytes);
    }
}
