package dev.aggregationbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which collectors count as pauses, and whose "heap after" is a live-set reading, for the collectors HotSpot has. */
class GcCollectorsTest {

    private static final Set<String> G1_POOLS = Set.of("G1 Eden Space", "G1 Survivor Space", "G1 Old Gen");

    @Test
    void g1YoungAndFullCollectionsAreLiveSetReadingsButRemarkAndCleanupAreNot() {
        assertThat(GcCollectors.afterGcIsLiveSet(
                        "G1 Young Generation",
                        new String[] {"G1 Eden Space", "G1 Survivor Space", "G1 Old Gen"},
                        G1_POOLS))
                .isTrue();
        assertThat(GcCollectors.afterGcIsLiveSet(
                        "G1 Old Generation",
                        new String[] {"G1 Eden Space", "G1 Survivor Space", "G1 Old Gen"},
                        G1_POOLS))
                .isTrue();
        assertThat(GcCollectors.afterGcIsLiveSet("G1 Concurrent GC", new String[] {"G1 Old Gen"}, G1_POOLS))
                .isFalse();
    }

    @Test
    void aYoungCollectorOfParallelOrSerialIsAReadingItEmptiesEden() {
        Set<String> parallel = Set.of("PS Eden Space", "PS Survivor Space", "PS Old Gen");
        assertThat(GcCollectors.afterGcIsLiveSet(
                        "PS Scavenge", new String[] {"PS Eden Space", "PS Survivor Space"}, parallel))
                .isTrue();
        Set<String> serial = Set.of("Eden Space", "Survivor Space", "Tenured Gen");
        assertThat(GcCollectors.afterGcIsLiveSet("Copy", new String[] {"Eden Space", "Survivor Space"}, serial))
                .isTrue();
    }

    @Test
    void concurrentCollectorsCyclesAreReadingsAndTheirPausesAreNot() {
        Set<String> shenandoah = Set.of("Shenandoah");
        assertThat(GcCollectors.afterGcIsLiveSet("Shenandoah Cycles", new String[] {"Shenandoah"}, shenandoah))
                .isTrue();
        assertThat(GcCollectors.afterGcIsLiveSet("Shenandoah Pauses", new String[] {"Shenandoah"}, shenandoah))
                .isFalse();
        assertThat(GcCollectors.kindOf("ZGC Major Cycles")).isEqualTo(GcCollectors.CYCLES);
        assertThat(GcCollectors.kindOf("ZGC Major Pauses")).isEqualTo(GcCollectors.PAUSES);
        assertThat(GcCollectors.kindOf("G1 Concurrent GC")).isEqualTo(GcCollectors.PAUSES);
    }
}
