package dev.aggregationbench.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.FaultyPages;
import dev.aggregationbench.support.FirstFailure;
import dev.aggregationbench.support.TestClients;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each style's fail-fast form ({@code --fail-fast}) over real HTTP. Four walks of 40 pages of 50 ms; partition 0's
 * first page answers 500 after 100 ms, every time, so its aggregation fails once its 3 attempts are spent (about
 * 300 ms in), while the other walks are 6 pages into their 40. The failure cancels them in each
 * style's idiom: interrupted threads (pooled or virtual), a flag checked before each {@code sendAsync}, Reactor's
 * {@code flatMap} error. Every style stops: after the first failure its client sends at most the request each walk
 * was about to send, or two (a walk between pages when the cancel comes
 * sends the next before it sees the interrupt). Counted with the client's own count of its requests ({@code RequestWatch}), not on time.
 * Without fail-fast, the same fan-out fails as a whole; without a failure, every result is exact.
 */
class FailFastFanOutTest {

    static final int PARTITIONS = 4;
    private static OrdersMock mock;
    private static HttpOrdersClient http;
    private static List<OrderStats> expected;

    @BeforeAll
    static void start() {
        mock = FaultyPages.firstWalkFailing(PARTITIONS); // 40 pages of 50 ms each; partition 0's first fails
        http = TestClients.clientFor(mock);
        expected = IntStream.range(0, 2)
                .mapToObj(i -> http.forPartition(i, 2).fetchExpectedStats())
                .toList();
    }

    @AfterAll
    static void stop() {
        http.close();
        mock.close();
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void theFirstFailureCancelsTheOthersAndEveryStyleStopsItsWalks(Variant variant) throws InterruptedException {
        FirstFailure first = new FirstFailure(http.requests());

        List<OrderStats> results = variant.newFanOut()
                .aggregateAll(http, FanOutSettings.of(PARTITIONS, 200).withFailFast(true), first);
        long after = first.sentAfter(500);

        assertThat(first.failed()).as("failed by itself").containsExactly(0);
        assertThat(results)
                .as("the failed one and the cancelled ones: null, never a result")
                .containsOnlyNulls();
        assertThat(after)
                .as("page requests sent after the first failure: at most two per walk, of the 34 each had left")
                .isLessThanOrEqualTo(2 * (PARTITIONS - 1));
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void withoutFailFastTheFanOutFailsAsAWhole(Variant variant) {
        assertThatThrownBy(() ->
                        variant.newFanOut().aggregateAll(http, FanOutSettings.of(PARTITIONS, 200), FanOutListener.NONE))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("database on fire");
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void withoutAFailureEveryResultIsExact(Variant variant) {
        List<OrderStats> results = variant.newFanOut() // 2 partitions: the failing page is partition 0 of 4's
                .aggregateAll(http, FanOutSettings.of(2, 200).withFailFast(true), FanOutListener.NONE);

        assertThat(results).isEqualTo(expected);
    }
}
