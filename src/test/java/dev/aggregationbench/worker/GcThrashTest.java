package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The worker's GC overhead rule on made-up collections; WorkerProcessTest shows it on a real JVM. */
class GcThrashTest {

    private static final long MAX = 100L * 1024 * 1024;

    /** A collection of {@code pauseMillis} starting every 10 ms, leaving {@code freePercent} of the heap free. */
    private static void collect(GcThrash guard, int count, long pauseMillis, int freePercent) {
        for (int i = 0; i < count; i++) {
            long start = i * 10L;
            guard.collected(new GcThrash.Collection(
                    start, start + pauseMillis, pauseMillis, MAX - MAX * freePercent / 100, MAX));
        }
    }

    @Test
    void fiveCollectionsInARowThatFreeLittleAndTakeMostOfTheTimeTripIt() {
        GcThrash guard = new GcThrash();
        collect(guard, 4, 9, 5);
        guard.check(); // four are not enough

        collect(guard, 1, 9, 5);

        assertThatThrownBy(guard::check)
                .isInstanceOf(OutOfMemoryError.class)
                .hasMessageContaining("GC overhead: the last 5 collections each left under 10% of the heap free");
        assertThat(guard.failure()).isNotNull();
    }

    @Test
    void collectionsThatLeaveTheHeapFreeNeverTripIt() {
        GcThrash guard = new GcThrash();
        collect(guard, 20, 9, 50); // a busy young generation: most of each collection's time, but it frees half

        guard.check();
        assertThat(guard.failure()).isNull();
    }

    @Test
    void aFullHeapThatIsRarelyCollectedDoesNotTripIt() {
        GcThrash guard = new GcThrash();
        collect(guard, 20, 2, 5); // 2 ms of every 10: the program still runs most of the time

        assertThat(guard.failure()).isNull();
    }

    @Test
    void oneCollectionThatFreesEnoughBreaksTheRun() {
        GcThrash guard = new GcThrash();
        collect(guard, 4, 9, 5);
        collect(guard, 1, 9, 40);
        collect(guard, 4, 9, 5);

        assertThat(guard.failure()).isNull();
    }
}
