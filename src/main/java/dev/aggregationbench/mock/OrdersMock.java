package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.common.ConsoleNotifier;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The orders API: a WireMock server whose stub mappings ({@code mock-api/mappings}, packaged on the classpath, or a
 * directory given as root) route requests to the page and stats generators. The request journal is off: it would
 * keep every request and grow the heap without bound. A query that is not valid percent-encoding gets 400 before
 * WireMock reads it ({@link QueryEncodingFilter}).
 */
public final class OrdersMock implements AutoCloseable {

    /** Where the mappings live on the classpath (the build copies {@code mock-api/} there). */
    public static final String CLASSPATH_ROOT = "mock-api";
    /** Threads that send delayed responses when their time comes (WireMock's scheduled executor). */
    static final int ASYNC_RESPONSE_THREADS = 4;

    private final WireMockServer server;
    private final OrderGenerator generator;
    private final MockSettings settings;
    private final OrdersPageTransformer pages;

    private OrdersMock(
            WireMockServer server, OrderGenerator generator, MockSettings settings, OrdersPageTransformer pages) {
        this.server = server;
        this.generator = generator;
        this.settings = settings;
        this.pages = pages;
    }

    /** Starts a mock with the mappings from the classpath. */
    public static OrdersMock start(MockSettings settings) {
        return start(settings, null);
    }

    /** Starts a mock; {@code rootDir} overrides the packaged mappings with a {@code mock-api}-like directory. */
    public static OrdersMock start(MockSettings settings, Path rootDir) {
        OrderGenerator generator = new OrderGenerator(settings.seed(), settings.totalOrders());
        OrdersPageTransformer pages = new OrdersPageTransformer(generator, settings);
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
                .httpServerFactory(OrdersHttpServer.FACTORY) // a query it cannot decode: 400, not 500
                .extensions(pages, new OrdersStatsTransformer(generator), new OrdersInfoTransformer(settings, pages));
        if (rootDir != null) {
            if (!Files.isDirectory(rootDir.resolve("mappings"))) {
                throw new IllegalArgumentException("mock root " + rootDir + " has no mappings/ directory");
            }
            options.usingFilesUnderDirectory(rootDir.toString());
        } else {
            options.usingFilesUnderClasspath(CLASSPATH_ROOT);
        }
        WireMockServer server = new WireMockServer(options);
        server.start();
        return new OrdersMock(server, generator, settings, pages);
    }

    public int port() {
        return server.port();
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
        return pages.pageRequests();
    }

    /** How many faults of each kind ({@code unavailable}, {@code reset}, ...) were injected so far. */
    public Map<String, Long> injectedFaults() {
        return pages.injectedFaults();
    }

    /** The underlying server, for tests that add fault stubs on top of the mappings. */
    public WireMockServer server() {
        return server;
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
