package dev.aggregationbench.pitfalls;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.support.RecordingOrdersClient;
import dev.aggregationbench.variant.Variant;
import dev.aggregationbench.variant.async.AsyncAggregator;
import dev.aggregationbench.variant.iterator.IteratorAggregator;
import dev.aggregationbench.variant.reactor.ReactorAggregator;
import dev.aggregationbench.variant.stream.StreamAggregator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import reactor.core.Disposable;

/**
 * The rows of docs/styles-compared.md that no other test shows, over real HTTP with a mock that takes 10 ms per
 * page: how each style is cancelled (and whether the requests stop), and how much of the story a failure's stack
 * trace tells (is the caller's frame in it? the variant's own code?).
 */
class StylesComparedTest {

    private static final int PAGES = 30;
    private static final int PAGE_SIZE = 10;

    private static HttpMock api;

    @BeforeAll
    static void startMock() {
        api = HttpMock.start(
                MockSettings.of((long) PAGES * PAGE_SIZE, PAGE_SIZE, 42).withLatencyMillis(10));
    }

    @AfterAll
    static void stopMock() {
        api.close();
    }

    @Test
    void pullStylesStopFetchingWhenTheConsumerStopsPulling() {
        RecordingOrdersClient streamed = new RecordingOrdersClient(api.http());
        assertThat(StreamAggregator.orders(streamed).limit(3L * PAGE_SIZE).count())
                .isEqualTo(3L * PAGE_SIZE);

        RecordingOrdersClient iterated = new RecordingOrdersClient(api.http());
        int seen = 0;
        for (Order ignored : IteratorAggregator.orders(iterated)) {
            if (++seen == 3 * PAGE_SIZE) {
                break;
            }
        }

        System.out.printf(
                "stopping after 3 pages' orders: stream.limit fetched %d pages, iterator break %d (of %d)%n",
                streamed.fetchCount(), iterated.fetchCount(), PAGES);
        assertThat(streamed.fetchCount()).as("stream pages fetched").isEqualTo(3);
        assertThat(iterated.fetchCount()).as("iterator pages fetched").isEqualTo(3);
    }

    @Test
    void cancellingTheVirtualThreadsFutureInterruptsTheBlockingRequest() throws Exception {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());
        try (ExecutorService virtualThreads = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<OrderStats> result = virtualThreads.submit(() -> BlockingLoop.aggregate(client));
            awaitFetches(client, 3);
            result.cancel(true);
        }
        int fetched = fetchesOnceSettled(client);

        System.out.printf(
                "virtual threads: Future.cancel(true) after 3 pages: %d of %d pages fetched%n", fetched, PAGES);
        assertThat(fetched).as("pages fetched after cancel(true) at page 3").isLessThanOrEqualTo(4);
    }

    @Test
    void disposingTheReactorSubscriptionCancelsThePipeline() throws Exception {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());
        Disposable subscription = ReactorAggregator.pages(client).subscribe();
        awaitFetches(client, 3);
        subscription.dispose();
        int fetched = fetchesOnceSettled(client);

        System.out.printf("reactor: dispose() after 3 pages: %d of %d pages fetched%n", fetched, PAGES);
        assertThat(fetched).as("pages fetched after dispose() at page 3").isLessThanOrEqualTo(4);
    }

    /**
     * A CompletableFuture is only a result: cancelling it completes it, and nothing tells the chain that fills it.
     * {@link AsyncAggregator}'s continuations do not look at the result before sending the next request.
     */
    @Test
    void cancellingAsyncAggregatorsFutureDoesNotStopItsRequests() throws Exception {
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());
        try (ExecutorService continuations = Executors.newSingleThreadExecutor()) {
            CompletableFuture<OrderStats> result = AsyncAggregator.aggregateAsync(client, continuations);
            awaitFetches(client, 3);
            assertThat(result.cancel(true)).as("cancel(true) on the result").isTrue();
            awaitFetches(client, PAGES); // fails after 10 s if the requests stopped
            int fetched = fetchesOnceSettled(client);

            System.out.printf(
                    "async: CompletableFuture.cancel(true) after 3 pages: %d of %d pages fetched%n", fetched, PAGES);
            assertThat(result).isCancelled();
            assertThat(fetched).as("pages fetched after cancel(true) at page 3").isEqualTo(PAGES);
        }
    }

    /** A 404 on the second page, for every variant: where the exception's frames come from. */
    @Test
    void aFailuresStackTraceShowsTheCallerOnlyInTheBlockingStyles() {
        String secondPage = api.http().fetchPage(null).nextCursor();
        api.mock()
                .server()
                .stubFor(get(urlPathEqualTo("/orders"))
                        .atPriority(1)
                        .withQueryParam("cursor", equalTo(secondPage))
                        .willReturn(aResponse().withStatus(404).withBody("{\"error\":\"gone\"}")));
        Map<Variant, List<StackTraceElement>> frames = new LinkedHashMap<>();
        try {
            for (Variant variant : Variant.values()) {
                try {
                    variant.newAggregator().aggregate(api.http());
                    throw new AssertionError(variant.id() + " did not fail on a 404");
                } catch (OrdersApiException e) {
                    frames.put(variant, allFrames(e));
                }
            }
        } finally {
            api.mock().server().resetToDefaultMappings();
        }

        Map<Variant, String> seen = new LinkedHashMap<>();
        frames.forEach((variant, stack) -> seen.put(
                variant, "caller frame " + hasCaller(stack) + ", variant frame " + hasVariant(stack, variant)));
        seen.forEach((variant, what) -> System.out.printf("404 on page 2, %s: %s%n", variant.id(), what));
        for (Variant blocking : List.of(Variant.NAIVE, Variant.STREAM, Variant.ITERATOR)) {
            assertThat(seen.get(blocking)).as(blocking.id()).isEqualTo("caller frame true, variant frame true");
        }
        assertThat(seen.get(Variant.VIRTUAL_THREADS))
                .as("virtual-threads: the loop's own thread, not the caller's")
                .isEqualTo("caller frame false, variant frame true");
        // async: thrown on the thread that completed the response. The client's HttpClient runs its tasks where they
        // are handed over (HttpOrdersClient.DIRECT), so when the 404 is already readable as the request goes out,
        // that is the variant's continuation thread, whose frames are then in the trace; else the SelectorManager.
        assertThat(seen.get(Variant.ASYNC))
                .as("async: thrown on the thread that completed the response")
                .startsWith("caller frame false, variant frame ");
        assertThat(seen.get(Variant.REACTOR))
                .as("reactor: block() adds the caller's frames as a suppressed exception")
                .isEqualTo("caller frame true, variant frame true");
    }

    private static boolean hasCaller(List<StackTraceElement> stack) {
        return stack.stream().anyMatch(f -> f.getClassName().equals(StylesComparedTest.class.getName()));
    }

    private static boolean hasVariant(List<StackTraceElement> stack, Variant variant) {
        String variantPackage = variant.newAggregator().getClass().getPackageName() + ".";
        return stack.stream().anyMatch(f -> f.getClassName().startsWith(variantPackage));
    }

    /** The frames of the exception, its causes and their suppressed exceptions. */
    private static List<StackTraceElement> allFrames(Throwable t) {
        List<StackTraceElement> frames = new ArrayList<>();
        List<Throwable> todo = new ArrayList<>(List.of(t));
        List<Throwable> done = new ArrayList<>();
        while (!todo.isEmpty()) {
            Throwable next = todo.removeLast();
            if (done.contains(next)) {
                continue;
            }
            done.add(next);
            frames.addAll(List.of(next.getStackTrace()));
            if (next.getCause() != null) {
                todo.add(next.getCause());
            }
            todo.addAll(List.of(next.getSuppressed()));
        }
        return frames;
    }

    private static void awaitFetches(RecordingOrdersClient client, int fetches) {
        await().atMost(Duration.ofSeconds(10))
                .pollInterval(Duration.ofMillis(1)) // a page takes 10 ms: act on the one the test waits for
                .untilAsserted(() -> assertThat(client.fetchCount())
                        .as("pages fetched within 10 s")
                        .isGreaterThanOrEqualTo(fetches));
    }

    /** The fetch count once it has not changed for 200 ms (20 pages' worth of mock latency), at most 10 s. */
    private static int fetchesOnceSettled(RecordingOrdersClient client) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        int last = -1;
        while (System.nanoTime() < deadline) {
            int now = client.fetchCount();
            if (now == last) {
                return now;
            }
            last = now;
            Thread.sleep(200);
        }
        return client.fetchCount();
    }
}
