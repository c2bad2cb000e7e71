package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.scenario.WorkPerOrder;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.MockAndClient;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Pipelined walks overlap: the fetch of page n+1 is called before the processing of page n has ended. Sequential
 * walks never do, Reactor's included (no publishOn: the page is reduced inside its onNext, and expand asks for the
 * next page only when that returns). Asserted on the order of events (a logical clock), not on time; the mock adds
 * 20 ms per page and each order costs 2 ms of CPU (12 ms per page), so both sides take long enough to overlap.
 */
@IntegrationTest
class PipelinedOverlapTest {

    private static final int ORDERS = 60;
    private static final int PAGE_SIZE = 6;

    @RegisterExtension
    static final MockAndClient api =
            MockAndClient.of(MockSettings.of(ORDERS, PAGE_SIZE, 42).withLatencyMillis(20));

    private static final WorkPerOrder WORK = WorkPerOrder.ofMicros(2_000);

    @ParameterizedTest
    @EnumSource(value = Variant.class, mode = EnumSource.Mode.EXCLUDE, names = "NAIVE")
    void pipelinedWalksFetchTheNextPageBeforeTheCurrentOneIsProcessed(Variant variant) {
        PageTimelineClient timeline = new PageTimelineClient(WORK.applyTo(api.http()));

        assertThat(variant.newPipelined().aggregate(timeline))
                .isEqualTo(api.http().fetchExpectedStats());

        report(variant, "pipelined", timeline);
        assertThat(timeline.pages()).isEqualTo(ORDERS / PAGE_SIZE);
        assertThat(timeline.overlappedPages())
                .as("pages whose successor was requested before they were processed")
                .isGreaterThanOrEqualTo((timeline.pages() - 1) / 2);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void sequentialWalksNeverOverlapReactorWithoutPublishOnIncluded(Variant variant) {
        PageTimelineClient timeline = new PageTimelineClient(WORK.applyTo(api.http()));

        assertThat(variant.newAggregator().aggregate(timeline))
                .isEqualTo(api.http().fetchExpectedStats());

        report(variant, "sequential", timeline);
        assertThat(timeline.overlappedPages()).isZero();
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = "NAIVE")
    void naiveStaysSequentialInThePipelinedScenario(Variant variant) {
        PageTimelineClient timeline = new PageTimelineClient(WORK.applyTo(api.http()));

        assertThat(variant.newPipelined().aggregate(timeline))
                .isEqualTo(api.http().fetchExpectedStats());

        assertThat(timeline.overlappedPages()).isZero();
    }

    private static void report(Variant variant, String walk, PageTimelineClient timeline) {
        System.out.printf(
                "%s %s: %d of %d pages overlapped with the next page's fetch%n",
                variant.id(), walk, timeline.overlappedPages(), timeline.pages() - 1);
    }
}
