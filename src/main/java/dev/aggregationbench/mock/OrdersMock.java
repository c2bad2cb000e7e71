package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.common.ConsoleNotifier;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The orders API: a WireMock server whose stub mappings ({@code mock-api/mappings}, packaged on the classpath, or a
 * directory given as root) route requests to the page and stats generators. The request journal is off: it would
 * keep every request and grow the heap without bound. The server is WireMock's Jetty without its admin API, taking
 * GET and HEAD only, answering every error as problem+json ({@link OrdersHttpServer}). A start that fails throws
 * {@link MockStartException}, one line naming the cause ({@link MockStartup}).
 */
public final class OrdersMock implements AutoCloseable {

    /** Where the mappings live on the classpath (the build copies {@code mock-api/} there). */
    public static final String CLASSPATH_ROOT = "mock-api";
    /** Threads that send delayed responses when their time comes (WireMock's scheduled executor). */
    static final int ASYNC_RESPONSE_THREADS = 4;
    /**
     * Connections the kernel may hold for the mock before it accepts them (the listen backlog). Jetty's default, the
     * JDK's 50, drops the connections of 10,000 walks that start at once: each comes back a second later (the SYN's
     * retransmission), or fails the client's connect timeout. Linux caps it at {@code net.core.somaxconn}, 4,096 by
     * default.
     */
    static final int ACCEPT_QUEUE = 4_096;

    private final WireMockServer server;
    private final OrdersHttpServer http;
    private final int port;
    private final OrderGenerator generator;
    private final MockSettings settings;
    private final MockCounts counts;

    private OrdersMock(
            WireMockServer server,
            OrdersHttpServer http,
            OrderGenerator generator,
            MockSettings settings,
            MockCounts counts) {
        this.server = server;
        this.http = http;
        this.port = server.port();
        this.generator = generator;
        this.settings = settings;
        this.counts = counts;
    }

    /** Starts a mock with the mappings from the classpath. */
    public static OrdersMock start(MockSettings settings) {
        return start(settings, null);
    }

    /**
     * Starts a mock; {@code rootDir} overrides the packaged mappings with a {@code mock-api}-like directory.
     *
     * @throws MockStartException when it cannot start, with one line naming the cause
     */
    public static OrdersMock start(MockSettings settings, Path rootDir) {
        MockStartup.checkBindAddress(settings.bindAddress());
        OrderGenerator generator = new OrderGenerator(settings.seed(), settings.totalOrders());
        MockCounts counts = new MockCounts(
                new OrdersPageTransformer(generator, settings),
                new InFlightLimit(settings.apiMaxInFlight()),
                new LateRequests());
        AtomicReference<OrdersHttpServer> http = new AtomicReference<>();
        WireMockConfiguration options = WireMockConfiguration.options()
                .bindAddress(settings.bindAddress())
                .port(settings.port())
                .disableRequestJournal()
                .stubRequestLoggingDisabled(true)
                .notifier(new ConsoleNotifier(false))
                .gzipDisabled(true)
                .maxLoggedResponseSize(0)
                .asynchronousResponseEnabled(true)
                .asynchronousResponseThreads(ASYNC_RESPONSE_THREADS)
                .jettyAcceptQueueSize(ACCEPT_QUEUE)
                // no admin API, GET and HEAD only, Jetty's errors as problem+json, a bad query: 400, not 500
                .httpServerFactory((o, admin, stubs) -> {
                    OrdersHttpServer server = new OrdersHttpServer(o, admin, stubs);
                    server.addPageFilters(counts.late(), counts.limit()); // a request answered 429 arrived, late or not
                    http.set(server);
                    return server;
                })
                .extensions(
                        counts.pages(),
                        new OrdersStatsTransformer(generator),
                        new OrdersInfoTransformer(settings, counts));
        if (rootDir != null) {
            MockStartup.checkRootDir(rootDir);
            options.usingFilesUnderDirectory(rootDir.toString());
        } else {
            options.usingFilesUnderClasspath(CLASSPATH_ROOT);
        }
        WireMockServer server = MockStartup.start(options, settings, rootDir);
        return new OrdersMock(server, http.get(), generator, settings, counts);
    }

    /** The port it listens on (the one it got, with port 0); still known after it stopped. */
    public int port() {
        return port;
    }

    public URI baseUri() {
        return URI.create("http://" + hostForUri(settings.bindAddress()) + ":" + port());
    }

    public OrderGenerator generator() {
        return generator;
    }

    public MockSettings settings() {
        return settings;
    }

    /** How many page requests were answered so far (400s aside). */
    public long pageRequests() {
        return counts.pages().served().pageRequests();
    }

    /** How many page requests were answered 429 so far ({@code --api-max-in-flight}). */
    public long throttledRequests() {
        return counts.limit().admissions().throttled();
    }

    /** Page requests so far that arrived after the deadline they carried ({@link LateRequests}). */
    public long lateRequests() {
        return counts.late().deadlines().late();
    }

    /** The most page requests in flight at once so far, as /orders/info says ({@code peakInFlight}). */
    public int peakInFlight() {
        return counts.limit().admissions().peakInFlight();
    }

    /** How many faults of each kind ({@code unavailable}, {@code reset}, ...) were injected so far. */
    public Map<String, Long> injectedFaults() {
        return counts.pages().served().injectedFaults();
    }

    /** The underlying server, for tests that add fault stubs on top of the mappings. */
    public WireMockServer server() {
        return server;
    }

    /**
     * Waits until the server has stopped, whatever stopped it ({@link #close}, or the server failing): a mock whose
     * port is closed must not keep its JVM running.
     */
    public void awaitStopped() throws InterruptedException {
        http.join();
    }

    @Override
    public void close() {
        server.stop();
    }

    private static String hostForUri(String bindAddress) {
        if (bindAddress.equals("0.0.0.0")) {
            return "127.0.0.1";
        }
        return bindAddress.contains(":") ? "[" + bindAddress + "]" : bindAddress;
    }
}
