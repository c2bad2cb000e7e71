package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import tools.jackson.databind.json.JsonMapper;

import java.util.Map;

/**
 * WireMock extension {@value #NAME}: describes the data set being served and the latency and faults injected
 * ({@code GET /orders/info}), so a worker can record what it measured against, and counts what was served so far
 * (page requests, faults injected per kind), so a run can report the faults its clients met.
 */
public final class OrdersInfoTransformer extends NamedTransformer {

    public static final String NAME = "orders-info";
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    /**
     * The body of {@code GET /orders/info}.
     *
     * @param latency       the {@code --latency-millis} value: {@code 50}, {@code lognormal:p50=20,p99=120}, ...
     * @param latencyMillis the fixed latency, null when it is a distribution
     */
    public record Info(long totalOrders, int pageSize, long seed, String latency, Integer latencyMillis,
                       int failEvery, double faultRate, String faults, int faultSlowMillis, long pageRequests,
                       Map<String, Long> injectedFaults) {
    }

    private final MockSettings settings;
    private final OrdersPageTransformer pages;

    public OrdersInfoTransformer(MockSettings settings, OrdersPageTransformer pages) {
        super(NAME);
        this.settings = settings;
        this.pages = pages;
    }

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        Faults faults = settings.faults();
        Integer fixed = settings.latency() instanceof Latency.Fixed(int millis) ? millis : null;
        Info info = new Info(settings.totalOrders(), settings.pageSize(), settings.seed(), settings.latency().spec(),
                fixed, settings.failEvery(), faults.rate(), faults.kindsSpec(), faults.slowMillis(),
                pages.pageRequests(), pages.injectedFaults());
        return MockResponses.json(200, MAPPER.writeValueAsString(info));
    }
}
