package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.client.OrdersApiException;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.support.RecordingOrdersClient;
import dev.aggregationbench.variant.reactor.ReactorAggregator;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/**
 * How {@link ReactorAggregator}'s pipeline sequences requests and reductions (docs/variants/05-reactor.md), over real
 * HTTP, with every step logged in order:
 * <ul>
 *   <li>{@code expand} subscribes to page k+1's Mono (which sends its request) only after its {@code onNext} of page
 *       k has returned, and that {@code onNext} runs {@code concatMapIterable} and {@code reduceWith} over all of page
 *       k's orders synchronously: no request is in flight while a page is reduced.</li>
 *   <li>With {@code publishOn(scheduler, 2)} after the pages, {@code onNext} only queues the page, so page k+1 is
 *       requested while page k is reduced on the scheduler's thread: the overlap needs a thread boundary.</li>
 *   <li>{@code concatMapIterable} asks for 32 pages up front (its prefetch, {@code Queues.XS_BUFFER_SIZE}) and
 *       {@code reduceWith} for an unbounded number of orders, so demand never holds the pipeline back in a run of a few hundred pages.</li>
 *   <li>{@code Mono.fromFuture(future)} caches the one future: {@code retry} resubscribes and gets the same failed
 *       future, sending nothing; the supplier form sends a new request per subscription.</li>
 * </ul>
 * The sequence diagram of docs/variants/05-reactor.md is generated from the first test's log ({@link #diagram}), and
 * that test checks that the page shows what it recorded.
 */
class ReactorExpandSequencingTest {

    private static final int PAGES = 20;
    private static final int PAGE_SIZE = 25;

    private static final AtomicInteger served = new AtomicInteger();

    private static HttpMock api;

    @BeforeAll
    static void startMock() {
        api = HttpMock.start(PAGES * PAGE_SIZE, PAGE_SIZE);
        api.mock().server().addMockServiceRequestListener((request, response) -> served.incrementAndGet());
    }

    @AfterAll
    static void stopMock() {
        api.close();
    }

    @Test
    void withoutAThreadBoundaryTheNextPageIsRequestedOnlyAfterThisPageHasBeenReduced() throws IOException {
        List<String> log = new CopyOnWriteArrayList<>();

        OrderStats stats = reduceLogging(pagesLogging(log), log, 0).block();

        assertThat(stats).isEqualTo(api.expected());
        System.out.println("reactor expand, no publishOn: " + String.join(" ", log));
        assertThat(overlaps(log))
                .as("pages requested while the previous page was still being reduced")
                .isZero();
        String diagram = diagram(log, 3);
        assertThat(Files.readString(ChildJvms.projectDir().resolve("docs/variants/05-reactor.md")))
                .as("05-reactor.md shows the sequence this run recorded:%n%s", diagram)
                .contains("```mermaid\n" + diagram + "```");
    }

    @Test
    void publishOnLetsTheNextRequestOverlapTheReduction() {
        List<String> log = new CopyOnWriteArrayList<>();
        Scheduler reducer = Schedulers.newSingle("reducer");
        try {
            OrderStats stats = reduceLogging(pagesLogging(log).publishOn(reducer, 2), log, 20)
                    .block();

            assertThat(stats).isEqualTo(api.expected());
            System.out.println("reactor expand, publishOn(single, 2): " + String.join(" ", log));
            assertThat(overlaps(log))
                    .as("pages requested while the previous page was still being reduced")
                    .isGreaterThanOrEqualTo(PAGES / 2);
        } finally {
            reducer.dispose();
        }
    }

    @Test
    void concatMapIterableAndReduceWithAskForMoreThanOnePage() {
        List<Long> pagesRequested = new CopyOnWriteArrayList<>();
        List<Long> ordersRequested = new CopyOnWriteArrayList<>();

        OrderStats stats = ReactorAggregator.pages(api.http())
                .doOnRequest(pagesRequested::add)
                .concatMapIterable(OrderPage::data)
                .doOnRequest(ordersRequested::add)
                .reduceWith(OrderStatsAccumulator::new, OrderStatsAccumulator::add)
                .map(OrderStatsAccumulator::toStats)
                .block();

        assertThat(stats).isEqualTo(api.expected());
        System.out.printf(
                "reactor demand over %d pages: concatMapIterable requested pages %s, reduceWith requested"
                        + " orders %s%n",
                PAGES, pagesRequested, ordersRequested);
        assertThat(pagesRequested.getFirst())
                .as("first request of pages by concatMapIterable")
                .isGreaterThan((long) PAGES);
        assertThat(ordersRequested).as("requests of orders by reduceWith").containsExactly(Long.MAX_VALUE);
    }

    @Test
    void retryResubscribesToTheSameFutureWithFromFutureOfAFutureButSendsAgainWithASupplier() {
        String badCursor = "not-a-cursor-the-mock-issued"; // answered 400: not retried by the client itself
        RecordingOrdersClient client = new RecordingOrdersClient(api.http());

        long before = requestsServed();
        CompletableFuture<OrderPage> once = client.fetchPageAsync(badCursor);
        assertThatThrownBy(() -> Mono.fromFuture(once).retry(2).block()).isInstanceOf(OrdersApiException.class);
        long sentWithFuture = requestsServed() - before;

        before = requestsServed();
        assertThatThrownBy(() -> Mono.fromFuture(() -> client.fetchPageAsync(badCursor))
                        .retry(2)
                        .block())
                .isInstanceOf(OrdersApiException.class);
        long sentWithSupplier = requestsServed() - before;

        System.out.printf(
                "retry(2): Mono.fromFuture(future) sent %d request(s), Mono.fromFuture(() -> future)" + " sent %d%n",
                sentWithFuture, sentWithSupplier);
        assertThat(sentWithFuture)
                .as("requests sent by fromFuture(future).retry(2)")
                .isEqualTo(1);
        assertThat(sentWithSupplier)
                .as("requests sent by fromFuture(supplier).retry(2)")
                .isEqualTo(3);
    }

    /**
     * Requests the mock has answered so far, counted by a WireMock request listener (its journal is off). The
     * listener runs after the response is written, so give it a moment to catch up with what the client saw.
     */
    private static long requestsServed() {
        sleep(200);
        return served.get();
    }

    /** {@link ReactorAggregator#pages} with "request k" logged when page k's request is sent (k from 1). */
    private static Flux<OrderPage> pagesLogging(List<String> log) {
        AtomicInteger requested = new AtomicInteger();
        OrdersClient client = new OrdersClient() {
            @Override
            public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
                log.add("request" + requested.incrementAndGet());
                return api.http().fetchPageAsync(cursor);
            }

            @Override
            public OrderPage fetchPage(String cursor) {
                throw new UnsupportedOperationException("the reactor variant fetches asynchronously");
            }

            @Override
            public OrderPage fetchPageBuffered(String cursor) {
                throw new UnsupportedOperationException("the reactor variant fetches asynchronously");
            }
        };
        return ReactorAggregator.pages(client);
    }

    /** The aggregator's reduction, with "reduced k" logged after the last order of page k has been added. */
    private static Mono<OrderStats> reduceLogging(Flux<OrderPage> pages, List<String> log, long sleepPerPageMillis) {
        AtomicInteger orders = new AtomicInteger();
        return pages.concatMapIterable(OrderPage::data)
                .reduceWith(OrderStatsAccumulator::new, (stats, order) -> {
                    stats.add(order);
                    int n = orders.incrementAndGet();
                    if (n % PAGE_SIZE == 0) {
                        sleep(sleepPerPageMillis); // a slower reduction, so that an overlap has time to show
                        log.add("reduced" + n / PAGE_SIZE);
                    }
                    return stats;
                })
                .map(OrderStatsAccumulator::toStats);
    }

    /** A Mermaid sequence diagram of the log's entries for the first {@code pages} pages, in the order logged. */
    static String diagram(List<String> log, int pages) {
        StringBuilder out = new StringBuilder("sequenceDiagram\n")
                .append("    participant E as expand\n")
                .append("    participant H as HTTP client and mock\n")
                .append("    participant R as concatMapIterable + reduceWith\n");
        for (String entry : log) {
            int page = Integer.parseInt(entry.replaceAll("\\D", ""));
            if (page <= pages) {
                out.append(
                        entry.startsWith("request")
                                ? "    E->>H: request page " + page + " (subscribe to its Mono)\n"
                                : "    Note over R: page " + page + " reduced (its last order added)\n");
            }
        }
        return out.toString();
    }

    /** How many "request k+1" entries come before "reduced k". */
    private static int overlaps(List<String> log) {
        List<String> entries = new ArrayList<>(log);
        int overlaps = 0;
        for (int k = 1; k < PAGES; k++) {
            if (entries.indexOf("request" + (k + 1)) < entries.indexOf("reduced" + k)) {
                overlaps++;
            }
        }
        return overlaps;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
