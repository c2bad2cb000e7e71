package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.FaultyPages;
import dev.aggregationbench.support.FirstFailure;
import dev.aggregationbench.support.TestClients;
import dev.aggregationbench.variant.async.AsyncAggregator;
import dev.aggregationbench.variant.async.AsyncFailFastFanOut;
import dev.aggregationbench.variant.reactor.ReactorAggregator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Flux;
import reactor.util.concurrent.Queues;

/**
 * Fail-fast, the wrong way beside the right way (docs/scenarios/fail-fast.md). Four walks of 40 pages of 50 ms; partition 0's first page
 * answers 500 after 100 ms every time, so its chain fails about 300 ms in, 6 pages into the others' 40.
 *
 * <p>Wrong: at the first failure, {@code cancel(true)} every other chain's future. Each future is now done and
 * cancelled, as far as the caller can see, and the chains behind them go on: they send every page they had left.
 * {@code cancel} completes a CompletableFuture; it does not reach the work that would have completed it (its
 * {@code mayInterruptIfRunning} "has no effect", says its Javadoc).
 *
 * <p>Right ({@link AsyncFailFastFanOut}): every chain checks a shared flag before it sends its next page; the
 * first failure sets it. At most the request each chain was about to send goes out after the failure.
 *
 * <p>Reactor: {@code flatMap}'s default is right ({@code ReactorFailFastFanOut}); {@code flatMapDelayError}, which
 * a reader may reach for to "collect every error", keeps every other walk running to its end.
 */
class FailFastPitfallsTest {

    private static final int PARTITIONS = 4;

    private OrdersMock mock;
    private HttpOrdersClient http;

    @BeforeEach
    void start() {
        mock = FaultyPages.firstWalkFailing(PARTITIONS); // 40 pages of 50 ms each; partition 0's first fails
        http = TestClients.clientFor(mock);
    }

    @AfterEach
    void stop() {
        http.close();
        mock.close();
    }

    @Test
    void cancelOnTheOtherFuturesStopsNoPage() throws InterruptedException {
        FirstFailure first = new FirstFailure(http.requests());
        ExecutorService continuations = Executors.newFixedThreadPool(2);
        List<CompletableFuture<OrderStats>> chains = IntStream.range(0, PARTITIONS)
                .mapToObj(i -> AsyncAggregator.aggregateAsync(http.forPartition(i, PARTITIONS), continuations))
                .toList();
        CompletableFuture<Object> anyFailed = new CompletableFuture<>();
        chains.forEach(chain -> chain.whenComplete((stats, error) -> {
            if (error != null) {
                anyFailed.complete(error);
            }
        }));
        anyFailed.join();
        first.now();
        chains.forEach(chain -> chain.cancel(true)); // the wrong idiom: completes the futures, stops nothing

        assertThat(chains.subList(1, PARTITIONS))
                .as("to the caller, every other chain looks cancelled")
                .allMatch(CompletableFuture::isCancelled);
        long after = first.sentAfter(500);
        continuations.shutdown();
        System.out.println("cancel(true) on the other futures: " + after + " page requests sent after the failure");
        assertThat(after)
                .as("the three other walks go on to their last page: about 100 pages")
                .isGreaterThan(60);
    }

    @Test
    void reactorsFlatMapDelayErrorLetsEveryOtherWalkRunOn() throws InterruptedException {
        FirstFailure first = new FirstFailure(http.requests());
        try {
            Flux.range(0, PARTITIONS)
                    .flatMapDelayError(
                            i -> ReactorAggregator.statsOf(ReactorAggregator.pages(http.forPartition(i, PARTITIONS)))
                                    .doOnError(e -> first.now()),
                            PARTITIONS,
                            Queues.XS_BUFFER_SIZE)
                    .then()
                    .block();
        } catch (OrdersApiException expected) {
            // delivered once every walk has ended
        }
        long after = first.sentAfter(500);

        System.out.println("flatMapDelayError: " + after + " page requests sent after the failure");
        assertThat(after)
                .as("the three other walks go on to their last page: about 100 pages")
                .isGreaterThan(60);
    }

    @Test
    void aFlagCheckedBeforeEachSendStopsThem() throws InterruptedException {
        FirstFailure first = new FirstFailure(http.requests());

        List<OrderStats> results = new AsyncFailFastFanOut()
                .aggregateAll(http, FanOutSettings.of(PARTITIONS, 2).withFailFast(true), first);
        long after = first.sentAfter(500);

        System.out.println("a flag checked before each sendAsync: " + after + " page requests sent after the failure");
        assertThat(results).containsOnlyNulls();
        assertThat(after).as("at most two per walk, of the 34 each had left").isLessThanOrEqualTo(2 * (PARTITIONS - 1));
    }
}
