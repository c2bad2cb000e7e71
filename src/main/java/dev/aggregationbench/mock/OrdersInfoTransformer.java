package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/**
 * WireMock extension {@value #NAME}: describes the data set being served and the latency and faults injected
 * ({@code GET /orders/info}), so a worker can record what it measured against, and counts what was served so far
 * (page requests, faults injected per kind, requests late for their deadline) and the mock's own CPU time, so a run can report the faults its
 * clients met and the mock's CPU per page (the difference of two readings over the difference in page requests),
 * in a container too.
 */
public final class OrdersInfoTransformer extends NamedTransformer {

    public static final String NAME = "orders-info";
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    /**
     * The body of {@code GET /orders/info}.
     *
     * @param latency       the {@code --latency-millis} value: {@code 50}, {@code lognormal:p50=20,p99=120}, ...
     * @param latencyMillis the fixed latency, null when it is a distribution
     * @param servedDelayMillis the delays added to page answers so far (latency and slow faults), whatever the
     *                          latency's distribution: a pass's share is the difference over the pass
     * @param processCpuNanos the mock JVM's CPU time so far (user + system), null where the JVM cannot say
     * @param pageCacheMegabytes the budget of rendered pages kept ({@code --page-cache-megabytes})
     * @param cachedPages   pages rendered once and kept so far; a page outside the cache is rendered per request
     * @param cachedBytes   their bytes
     * @param contextIds    page requests so far by the {@code X-Context-Id} they carried: right, none, wrong
     * @param apiMaxInFlight page requests admitted at once ({@code --api-max-in-flight}), null: no limit
     * @param throttledRequests page requests answered 429 so far, because more than that many were in flight
     * @param peakInFlight  the most page requests in flight at once so far
     * @param faultsPersist whether a faulty page answers its fault on every attempt ({@code --faults-persist})
     * @param deadlinedRequests page requests so far that carried their aggregation's deadline
     * @param lateRequests  page requests so far that arrived after the deadline they carried ({@link LateRequests})
     * @param javaVendor    who built the JDK the mock runs on ({@code java.vendor})
     * @param javaRuntimeVersion its exact version ({@code java.runtime.version}): which JDK serves the pages depends
     *                      on the isolation, not on the workers' {@code --jdk}
     */
    public record Info(
            long totalOrders,
            int pageSize,
            long seed,
            String latency,
            Integer latencyMillis,
            int failEvery,
            double faultRate,
            String faults,
            int faultSlowMillis,
            long pageRequests,
            long servedDelayMillis,
            Map<String, Long> injectedFaults,
            Long processCpuNanos,
            int availableProcessors,
            int pageCacheMegabytes,
            int cachedPages,
            long cachedBytes,
            Map<String, Long> contextIds,
            Integer apiMaxInFlight,
            long throttledRequests,
            int peakInFlight,
            boolean faultsPersist,
            long deadlinedRequests,
            long lateRequests,
            String javaVendor,
            String javaRuntimeVersion) {}

    private final MockSettings settings;
    private final MockCounts counts;

    OrdersInfoTransformer(MockSettings settings, MockCounts counts) {
        super(NAME);
        this.settings = settings;
        this.counts = counts;
    }

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        Faults faults = settings.faults();
        Integer fixed = settings.latency() instanceof Latency.Fixed f ? f.millis() : null;
        OrdersPageTransformer.Served served = counts.pages().served();
        InFlightLimit.Admissions admissions = counts.limit().admissions();
        LateRequests.Deadlines deadlines = counts.late().deadlines();
        Info info = new Info(
                settings.totalOrders(),
                settings.pageSize(),
                settings.seed(),
                settings.latency().spec(),
                fixed,
                settings.failEvery(),
                faults.rate(),
                faults.kindsSpec(),
                faults.slowMillis(),
                served.pageRequests(),
                served.servedDelayMillis(),
                served.injectedFaults(),
                processCpuNanos(),
                Runtime.getRuntime().availableProcessors(),
                settings.pageCacheMegabytes(),
                served.cachedPages(),
                served.cachedBytes(),
                served.contextIds(),
                settings.apiMaxInFlight() == 0 ? null : settings.apiMaxInFlight(),
                admissions.throttled(),
                admissions.peakInFlight(),
                faults.persistent(),
                deadlines.deadlined(),
                deadlines.late(),
                System.getProperty("java.vendor"),
                System.getProperty("java.runtime.version"));
        return MockResponses.json(200, MAPPER.writeValueAsString(info));
    }

    private static Long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os) {
            long nanos = os.getProcessCpuTime();
            return nanos < 0 ? null : nanos;
        }
        return null;
    }
}
