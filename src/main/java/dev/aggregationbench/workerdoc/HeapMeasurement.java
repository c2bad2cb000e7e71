package dev.aggregationbench.workerdoc;

import com.fasterxml.jackson.annotation.JsonAlias;
import java.util.List;

/**
 * The heap during the pass.
 *
 * @param pools                        each heap pool's peak, exact (its peak was reset when the pass started)
 * @param sumOfPoolPeaksBytes          the sum of those peaks: an upper bound of the peak heap use, since pools do
 *                                     not peak at the same moment
 * @param maxLiveSetAfterGcBytes       the largest heap use right after a collection during the pass: what stays
 *                                     reachable while the variant works (O(total orders) or O(page size)).
 *                                     {@code null} when no collection happened during the pass
 * @param liveSetAfterGcNote           how it was obtained, or why it is {@code null}
 * @param maxLiveSetAboveBaselineBytes maxLiveSetAfterGcBytes minus the worker JVM's own live set before the first
 *                                     pass ({@code baselineJvm.heapUsedAfterGcBytes}): what the variant itself
 *                                     kept reachable. {@code null} when either is {@code null}
 *                                     ({@code maxLiveSetAboveIdleBytes} in older documents, still read)
 * @param medianLiveSetAfterGcBytes    the median of the same readings: the typical live set, which, unlike the
 *                                     maximum, does not creep up with the number of collections in the pass.
 *                                     {@code null} when no collection happened during the pass
 * @param finalLiveSetBytes            heap used right after one explicit {@code System.gc()} at the end of the
 *                                     pass (the variant's result is still reachable); {@code null} if that GC did
 *                                     not run
 * @param finalLiveSetNote             how it was obtained, or why it is {@code null}
 */
public record HeapMeasurement(
        List<PoolPeak> pools,
        long sumOfPoolPeaksBytes,
        Long maxLiveSetAfterGcBytes,
        String liveSetAfterGcNote,
        @JsonAlias("maxLiveSetAboveIdleBytes") Long maxLiveSetAboveBaselineBytes,
        Long medianLiveSetAfterGcBytes,
        Long finalLiveSetBytes,
        String finalLiveSetNote,
        long committedAtEndBytes,
        long maxHeapBytes) {

    public HeapMeasurement {
        pools = List.copyOf(pools);
    }
}
