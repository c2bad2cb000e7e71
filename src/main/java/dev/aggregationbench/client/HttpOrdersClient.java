package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatus;
import java.io.InputStream;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * {@link OrdersClient} over the JDK's {@link HttpClient} (HTTP/1.1). Retries 5xx, 429, connection failures and bodies
 * that are not JSON (cut short) with the {@link RetryPolicy}, counting each retry by {@link FailureKind}
 * ({@link #retries()}), by one decision for the blocking and the non-blocking path ({@link PageRetries}); everything
 * else (4xx, a JSON page with wrong content) fails at once with an {@link OrdersApiException}. One attempt at a page
 * (request, status check, decoding) is a {@link PageExchange}.
 *
 * <p><b>Which thread decodes.</b> The HttpClient's executor is {@link #DIRECT}: a task runs on the thread that
 * hands it over. The JDK reads the socket on its SelectorManager thread and, with its default executor (a cached
 * pool), hands every delivery of body bytes to a pool thread; here the SelectorManager delivers them itself, which
 * saves a thread hand-off per buffer (measured with {@code ClientBenchmark --executor=direct|default|pool}). It
 * can, because nothing the client runs there blocks: the blocking methods only queue the bytes there and decode
 * on the thread that called them ({@link #fetchPage}: as the InputStream is read; {@link #fetchPageBuffered}: once
 * the body is complete), and {@link #fetchPageAsync} decodes as each buffer arrives (non-blocking parsing,
 * {@link OrderPageSubscriber}) on the thread that delivers it: the SelectorManager thread, or, when the response is
 * already readable as the request goes out, the thread that sent it (then a 404's stack trace shows the sender's
 * frames too). The cost: decoding for concurrent async requests of one client is serialised on the one
 * SelectorManager thread. What runs after a {@code sendAsync} future completes runs on
 * {@code CompletableFuture}'s default executor whatever the client's executor (the JDK hands it over there).
 * {@code DecodingThreadTest} records the thread per variant.
 *
 * <p>Every body is read to its end before it is closed: a response stream closed early makes the HttpClient
 * cancel the exchange and drop the connection instead of reusing it ({@code ConnectionReuseTest}).
 *
 * <p><b>Another server than our mock</b> ({@code ForeignOrdersApiTest}): requests go below the base URI's path;
 * a page whose {@code nextCursor} is its own cursor fails as a cursor loop ({@link PageFailures#notLooping}); an
 * order whose {@code status} is not one of the five {@link OrderStatus}es fails its page naming the order's id and
 * the value (refused, never counted elsewhere: the statistics have a bucket per known status only); a missing or
 * misshapen ground truth fails naming the URL and the shape expected ({@link ApiDocuments}).
 */
public final class HttpOrdersClient implements OrdersClient, ResponseWait.Measured, AutoCloseable {

    /** Runs each task on the thread that hands it over: see the class comment for which thread that is. */
    static final Executor DIRECT = Runnable::run;

    /** How long {@link #close()} lets the exchanges in flight end before it aborts them. */
    static final Duration CLOSE_GRACE = Duration.ofSeconds(2);

    private final HttpClient http;
    /** False for a {@link #forPartition} view: the HttpClient belongs to the client it was made from. */
    private final boolean ownsHttp;
    /** This view's page requests: its partition and context; their watch is shared with the other views. */
    private final PageRequests pageRequests;
    /** The retry decision of both fetch paths; its counts are shared with the partition views. */
    private final PageRetries pageRetries;
    /** One attempt at a page: this view's own decoder, page sizing and wait. */
    private final PageExchange exchange;

    private final ApiDocuments documents;

    public HttpOrdersClient(ClientSettings settings) {
        this(settings, DIRECT);
    }

    /** @param executor the HttpClient's executor; {@code null} for the JDK's default (a cached thread pool) */
    HttpOrdersClient(ClientSettings settings, Executor executor) {
        this(
                httpClient(executor),
                true,
                new PageRequests(settings, null, null, new RequestWatch()),
                new PageRetries(settings.retryPolicy(), new RetryCounts()));
    }

    private static HttpClient httpClient(Executor executor) {
        HttpClient.Builder builder =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5));
        if (executor != null) {
            builder.executor(executor);
        }
        return builder.build();
    }

    private HttpOrdersClient(HttpClient http, boolean ownsHttp, PageRequests pageRequests, PageRetries pageRetries) {
        this.http = http;
        this.ownsHttp = ownsHttp;
        this.pageRequests = pageRequests;
        this.pageRetries = pageRetries;
        this.exchange = new PageExchange(http, pageRequests);
        this.documents = new ApiDocuments(http, pageRequests.settings());
    }

    /**
     * A view that walks partition {@code partition} of {@code partitions} of the whole order set (a view of a view
     * too): same HttpClient, settings and retry counts; its first page request carries {@code partition} and
     * {@code partitions}, later ones the cursor only; {@link #fetchExpectedStats} gives that partition's stats.
     * Closing the view does nothing; closing this client closes the connections of all its views.
     */
    @Override
    public HttpOrdersClient forPartition(int partition, int partitions) {
        return new HttpOrdersClient(
                http, false, pageRequests.forPartition(new Partition(partition, partitions)), pageRetries);
    }

    /**
     * A view whose page requests (its partition views' too) carry {@code X-Context-Id: <contextId.get()>}, read on
     * the thread that builds each request as it builds it; no header when it gives {@code null}. Issue 25: which
     * context each request really carried is counted by the mock, from the wire.
     */
    public HttpOrdersClient carryingContext(Supplier<String> contextId) {
        return new HttpOrdersClient(http, false, pageRequests.carrying(contextId), pageRetries);
    }

    /**
     * The retries this client and its partition views made so far, per kind. Not in it: a GET whose pooled connection
     * fails before any response byte, which the JDK HttpClient resends once by itself ({@code RetriesCountedTest}).
     */
    public RetryCounts retries() {
        return pageRetries.counts();
    }

    /** The page requests this client and its views sent so far, and the deadline they carry. */
    public RequestWatch requests() {
        return pageRequests.watch();
    }

    /** The partition this client walks, or {@code null} for the whole order set. */
    Partition partition() {
        return pageRequests.partition();
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        return pageRetries.blocking(cursor, () -> exchange.page(cursor));
    }

    /**
     * The blocking path with any decoder of the body's stream (retries included): {@link #fetchPage} with the
     * Order-building decoder, or a benchmark's minimal one.
     */
    <T> T fetchStreaming(String cursor, Function<InputStream, T> decode) {
        return pageRetries.blocking(cursor, () -> exchange.streaming(cursor, decode));
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        return pageRetries.blocking(cursor, () -> exchange.buffered(cursor));
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        return pageRetries.async(cursor, () -> exchange.async(cursor));
    }

    /**
     * The ground truth the mock computes from its generator: {@code GET <base>/orders/stats}, or for a partition
     * view {@code GET <base>/orders/stats?partition=i&partitions=K}. A 404 or a body of another shape fails with a
     * message naming the URL and the shape expected.
     */
    public OrderStats fetchExpectedStats() {
        Partition partition = pageRequests.partition();
        return documents.stats(partition == null ? "" : "?" + partition.queryParameters());
    }

    /**
     * What the API says it serves: {@code GET <base>/orders/info}, e.g. {@code {"totalOrders":..,"pageSize":..,
     * "seed":..}} from the mock; empty when the server has no such endpoint (404).
     */
    public Map<String, Object> fetchApiInfo() {
        return documents.info();
    }

    /** How long callers of the blocking path waited for the server's answers ({@link ResponseWait}). */
    @Override
    public ResponseWait responseWait() {
        return exchange.responseWait();
    }

    /**
     * Closes the HttpClient it owns in bounded time. {@code HttpClient.close()} waits for every exchange still open,
     * and one that a cancelled walk left behind may never end (ClientCloseTest): shut down, give what is in flight
     * {@link #CLOSE_GRACE} to end, then abort the rest.
     */
    @Override
    public void close() {
        if (!ownsHttp) {
            return;
        }
        http.shutdown();
        try {
            if (!http.awaitTermination(CLOSE_GRACE)) {
                http.shutdownNow();
                http.awaitTermination(CLOSE_GRACE);
            }
        } catch (InterruptedException e) {
            http.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
