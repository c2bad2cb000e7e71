package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.MockAndClient;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every variant on the spring client (RestClient and WebClient on Reactor Netty) over real HTTP: the sequential walk,
 * the pipelined walk, the binding row's way of reading and a small fan-out each equal the mock's ground truth.
 */
class SpringClientContractTest {

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(2_503, 10).withSpringClient(); // 251 pages, the last one short

    static Stream<Variant> variants() {
        return Arrays.stream(Variant.values());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theWalkIsExact(Variant variant) {
        assertThat(variant.newAggregator().aggregate(api.spring()))
                .isEqualTo(api.http().fetchExpectedStats());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void thePipelinedWalkIsExact(Variant variant) {
        assertThat(variant.newPipelined().aggregate(api.spring()))
                .isEqualTo(api.http().fetchExpectedStats());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aSmallFanOutIsExactInEveryPartition(Variant variant) {
        int k = 20;
        List<OrderStats> results =
                variant.newFanOut().aggregateAll(api.spring(), FanOutSettings.of(k, 3), FanOutListener.NONE);
        List<OrderStats> expected = IntStream.range(0, k)
                .mapToObj(i -> api.http().forPartition(i, k).fetchExpectedStats())
                .toList();
        assertThat(results).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aFanOutOnSpringsVirtualThreadExecutorIsExact(Variant variant) {
        int k = 12;
        StartingThreads threads = new StartingThreads();
        List<OrderStats> results = variant.newFanOut()
                .aggregateAll(api.spring(), new FanOutSettings(k, 3, false, "none", 0, 0, true, false), threads);
        assertThat(results)
                .isEqualTo(IntStream.range(0, k)
                        .mapToObj(i -> api.http().forPartition(i, k).fetchExpectedStats())
                        .toList());
        if (Set.of(Variant.NAIVE, Variant.STREAM, Variant.ITERATOR).contains(variant)) {
            assertThat(threads.names())
                    .as("Spring's executor: a virtual thread per aggregation")
                    .containsOnly("virtual task-N");
        }
    }

    @org.junit.jupiter.api.Test
    void theBufferedPathBindsTheSamePages() {
        var first = api.spring().fetchPageBuffered(null);
        assertThat(first).isEqualTo(api.http().fetchPageBuffered(null));
        assertThat(api.spring().fetchPageBuffered(first.nextCursor()))
                .isEqualTo(api.http().fetchPage(first.nextCursor()));
    }
}
