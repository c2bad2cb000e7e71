package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.http.HttpHeader;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * WireMock extension {@value #NAME}: answers the page a request asks for ({@code cursor} and {@code limit}, or
 * the first page of {@code partition} of {@code partitions}) from the {@link OrderGenerator}, late by the page's
 * {@link Latency} and with its {@link PageFaults fault}, if any. The stub mappings in {@code mock-api/mappings} route
 * {@code GET /orders} here. A request with {@code X-Mock-Fault: none} meets no injected latency or fault and is not
 * counted by {@code --fail-every} (for warm-ups and capacity checks).
 */
public final class OrdersPageTransformer extends NamedTransformer {

    public static final String NAME = "orders-page";
    /** {@code X-Mock-Fault: none}: no injected latency or fault for this request. */
    static final String FAULT_HEADER = "X-Mock-Fault";

    private final OrderGenerator generator;
    private final MockSettings settings;
    private final PageCache pages;
    private final PageFaults faults;
    private final AtomicLong pageRequests = new AtomicLong();
    private final AtomicLong servedDelayMillis = new AtomicLong();
    private final AtomicLong failEveryCount = new AtomicLong();
    private final ContextIds contextIds = new ContextIds();

    public OrdersPageTransformer(OrderGenerator generator, MockSettings settings) {
        super(NAME);
        this.generator = generator;
        this.settings = settings;
        this.pages = new PageCache(generator, settings.pageCacheMegabytes() * 1024L * 1024L);
        this.faults = new PageFaults(settings.faults(), settings.seed());
    }

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        Request request = serveEvent.getRequest();
        OrderRange walk;
        int limit;
        try {
            walk = OrdersQuery.walk(request, generator.totalOrders());
            limit = OrdersQuery.limit(request, settings.pageSize());
        } catch (BadParameterException e) {
            return MockResponses.badRequest(e.parameter(), e.getMessage());
        }
        pageRequests.incrementAndGet();
        contextIds.record(request, walk, generator.totalOrders());
        HttpHeader faultHeader = request.header(FAULT_HEADER);
        if (faultHeader.isPresent() && faultHeader.firstValue().equals("none")) {
            byte[] body = pages.page(walk, limit);
            return page(body, body.length).build();
        }
        int delayMillis = settings.latency()
                .delayMillis(Seeded.uniform(settings.seed(), Seeded.LATENCY, walk.start(), walk.end()));
        Integer stubDelay = serveEvent.getResponseDefinition().getFixedDelayMilliseconds();
        delayMillis = Math.max(delayMillis, stubDelay == null ? 0 : stubDelay);
        if (settings.failEvery() > 0 && failEveryCount.incrementAndGet() % settings.failEvery() == 0) {
            return delayed(unavailable("injected fault (fail-every=" + settings.failEvery() + ")"), delayMillis);
        }
        Faults.Kind fault = faults.next(walk.start(), walk.end());
        byte[] body = pages.page(walk, limit);
        if (fault == null) {
            return delayed(page(body, body.length), delayMillis);
        }
        return switch (fault) {
            case UNAVAILABLE -> delayed(unavailable("injected fault (fault-rate)"), delayMillis);
            case RESET ->
                delayed(new ResponseDefinitionBuilder().withFault(Fault.CONNECTION_RESET_BY_PEER), delayMillis);
            case SLOW ->
                delayed(page(body, body.length), delayMillis + settings.faults().slowMillis());
            case MALFORMED -> delayed(page(body, body.length / 2), delayMillis);
        };
    }

    /**
     * What the pages served so far add up to, read at once for {@code /orders/info}.
     *
     * @param pageRequests      page requests answered (400s aside)
     * @param servedDelayMillis the delays added to page answers (the latency, plus a slow fault's extra): what a
     *                          client that waited for each answer in turn waited for the mock, whatever the latency's
     *                          distribution
     * @param injectedFaults    faults injected, per kind
     * @param contextIds        page requests by the context they carried ({@link ContextIds}): right, none, wrong
     * @param cachedPages       pages rendered once and kept ({@link PageCache})
     * @param cachedBytes       their bytes
     */
    record Served(
            long pageRequests,
            long servedDelayMillis,
            Map<String, Long> injectedFaults,
            Map<String, Long> contextIds,
            int cachedPages,
            long cachedBytes) {}

    Served served() {
        return new Served(
                pageRequests.get(),
                servedDelayMillis.get(),
                faults.injected(),
                contextIds.counts(),
                pages.cachedPages(),
                pages.cachedBytes());
    }

    /** A page's first {@code length} bytes: the whole page, or a truncated (malformed) one. */
    private static ResponseDefinitionBuilder page(byte[] body, int length) {
        return new ResponseDefinitionBuilder()
                .withStatus(200)
                .withHeader("Content-Type", "application/json")
                .withHeader("Content-Length", Integer.toString(length))
                .withBody(length == body.length ? body : Arrays.copyOf(body, length));
    }

    private static ResponseDefinitionBuilder unavailable(String message) {
        return new ResponseDefinitionBuilder()
                .withStatus(503)
                .withHeader("Content-Type", "application/json")
                .withBody("{\"error\":\"unavailable\",\"message\":\"" + message + "\"}");
    }

    private ResponseDefinition delayed(ResponseDefinitionBuilder response, int delayMillis) {
        if (delayMillis > 0) {
            servedDelayMillis.addAndGet(delayMillis);
            response.withFixedDelay(delayMillis);
        }
        return response.build();
    }
}
