package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.ContextCarrier;
import dev.aggregationbench.scenario.FanOutContexts;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.MockAndClient;
import dev.aggregationbench.workerdoc.ApiReading;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 25 end to end: each style's fan-out with each carrier, as written and fixed, against the real mock, which
 * counts the id each page request carried. K = 6 aggregations of 4 pages each on a pool of 2 platform threads.
 * Whatever the context does, every aggregation's statistics stay exact.
 */
class ContextAcrossStylesTest {

    private static final int PARTITIONS = 6;

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(
                    MockSettings.of(PARTITIONS * 20, 5, 42).withLatencyMillis(2)) // 4 pages each
            .withPartitions(PARTITIONS);

    /** Right, none, wrong: the page requests of one fan-out as the mock counted them. */
    record Counts(long right, long none, long wrong) {}

    static Counts run(Variant variant, String carrier, String propagation) {
        Map<String, Long> before = ids();
        HttpOrdersClient carrying = api.http().carryingContext(ContextCarrier.of(carrier)::current);
        List<OrderStats> results;
        try (FanOutContexts contexts = FanOutContexts.open(carrier, propagation)) {
            results = variant.newFanOut()
                    .aggregateAll(contexts.wrap(carrying), FanOutSettings.of(PARTITIONS, 2), FanOutListener.NONE);
        }
        assertThat(results).as("exact whatever the context").isEqualTo(api.expected());
        Map<String, Long> after = ids();
        return new Counts(
                after.get("right") - before.get("right"),
                after.get("none") - before.get("none"),
                after.get("wrong") - before.get("wrong"));
    }

    private static Map<String, Long> ids() {
        return ApiReading.of(api.http().fetchApiInfo()).contextIds();
    }

    /** Every page request: K aggregations of 4 pages. */
    private static final long PAGES = PARTITIONS * 4L;

    @ParameterizedTest
    @EnumSource(
            value = Variant.class,
            names = {"NAIVE", "STREAM", "ITERATOR", "VIRTUAL_THREADS"})
    void aThreadLocalSetWhereTheAggregationRunsIsOnEveryRequestOfABlockingStyle(Variant variant) {
        for (String carrier : List.of("thread-local", "mdc")) {
            assertThat(run(variant, carrier, "as-written")).as(carrier).isEqualTo(new Counts(PAGES, 0, 0));
        }
    }

    @Test
    void anInheritableThreadLocalOnAPoolCarriesTheIdOfTheAggregationThatCreatedTheThread() {
        Counts pooled = run(Variant.NAIVE, "inheritable", "as-written");
        assertThat(pooled.wrong()).as("requests with another aggregation's id").isPositive();
        assertThat(pooled.none()).isZero();
        assertThat(run(Variant.VIRTUAL_THREADS, "inheritable", "as-written"))
                .as("a new thread per aggregation inherits the right one")
                .isEqualTo(new Counts(PAGES, 0, 0));
        assertThat(run(Variant.NAIVE, "inheritable", "fixed"))
                .as("captured at submit, restored in the task")
                .isEqualTo(new Counts(PAGES, 0, 0));
    }

    @ParameterizedTest
    @EnumSource(
            value = Variant.class,
            names = {"ASYNC", "REACTOR"})
    void aThreadLocalIsLostAfterTheFirstHopOfAsyncAndReactorAndRestoredByTheFix(Variant variant) {
        for (String carrier : List.of("thread-local", "mdc")) {
            Counts asWritten = run(variant, carrier, "as-written");
            assertThat(asWritten.right())
                    .as(carrier + ": at least each first page")
                    .isGreaterThanOrEqualTo(PARTITIONS);
            assertThat(asWritten.none()).as(carrier + ": pages after a hop").isPositive();
            assertThat(asWritten.wrong()).isZero();
            assertThat(run(variant, carrier, "fixed")).as(carrier).isEqualTo(new Counts(PAGES, 0, 0));
        }
    }

    @Test
    void theReactorContextReachesTheRequestsOnlyWithAutomaticContextPropagation() {
        assertThat(run(Variant.REACTOR, "reactor-context", "as-written")).isEqualTo(new Counts(0, PAGES, 0));
        assertThat(run(Variant.REACTOR, "reactor-context", "fixed")).isEqualTo(new Counts(PAGES, 0, 0));
    }

    @Test
    void withoutAContextNoRequestCarriesAnId() {
        assertThat(run(Variant.ASYNC, "none", "as-written")).isEqualTo(new Counts(0, PAGES, 0));
    }
}
