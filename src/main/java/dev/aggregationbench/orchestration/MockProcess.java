package dev.aggregationbench.orchestration;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.isolation.JvmLaunch;
import dev.aggregationbench.isolation.Launched;
import dev.aggregationbench.mock.MockCapacityCheck;
import dev.aggregationbench.mock.MockMain;
import dev.aggregationbench.results.MockCapacity;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.Scenarios;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The orders API mock for a run, in its own JVM (and container), with its own CPU: started once, used by every
 * worker, stopped at the end. Its JVM flags are explicit too, so its behaviour does not depend on the host.
 *
 * @param launched its JVM (or container), which {@link #stop} ends
 * @param url the URL the workers use
 * @param hostUrl where this host reaches it (the orchestrator's own readings: load, capacity)
 */
record MockProcess(Launched launched, String url, String hostUrl) {

    static final String MOCK_MAIN = "dev.aggregationbench.mock.MockMain";
    private static final double MOCK_CPUS = 1;
    /** The port the mock binds inside its container in Docker bridge networking (published on a host port). */
    static final int CONTAINER_PORT = 8080;

    static final Duration READY_TIMEOUT = Duration.ofSeconds(90);
    private static final int WARM_UP_PAGES = 1_000;
    private static final int WARM_UP_PASSES = 3;

    /**
     * Starts the mock and waits until it serves. It binds port 0 and says in its console log which port it got
     * ({@link MockMain#listeningUri}), so no other program can take the port between a choice and the bind. In
     * Docker bridge networking it binds {@value #CONTAINER_PORT} inside its container's own network namespace, where
     * nothing else listens; Docker publishes it on a host port it chooses as it binds it, read back with
     * {@code docker port} ({@link Launched#hostPort}). No port is ever chosen here.
     *
     * @throws IOException when it exits or is not ready in time, with its own one-line reason
     */
    static MockProcess start(Isolation isolation, RunOptions options, Path logDir, Consumer<String> log)
            throws IOException, InterruptedException {
        boolean published = isolation.id().equals("docker") && "bridge".equals(options.dockerNetwork());
        int port = published ? CONTAINER_PORT : 0;
        List<String> args = new ArrayList<>(List.of(
                "--orders=" + options.orders(),
                "--page-size=" + options.pageSize(),
                "--seed=" + options.seed(),
                "--port=" + port,
                "--bind=" + isolation.listenAddress(),
                "--latency-millis=" + options.latencyMillis()));
        MockMemory memory = MockMemory.forOrders(options.orders()).forRequestsAtOnce(requestsAtOnce(options));
        args.add("--page-cache-megabytes=" + memory.pageCacheMegabytes());
        if (options.faultRate() != null && options.faultRate() > 0) {
            args.add("--fault-rate=" + options.faultRate());
            args.add("--fault-kinds=" + String.join(",", options.faultKinds()));
            if (options.failingFast()) {
                args.add("--faults-persist"); // fail-fast: a faulty page fails every attempt, so its walk fails
            }
        }
        if (!"none".equals(options.apiMaxInFlight())) {
            args.add("--api-max-in-flight=" + options.apiMaxInFlight());
        }
        String heap = memory.heapMegabytes() + "m";
        Launched launched = isolation.start(
                new JvmLaunch(
                        "mock",
                        JvmLaunch.Role.MOCK,
                        List.of("-Xms" + heap, "-Xmx" + heap, "-XX:+UseG1GC"),
                        MOCK_MAIN,
                        args,
                        MOCK_CPUS,
                        memory.containerMemory(),
                        published ? List.of(CONTAINER_PORT) : List.of(),
                        null),
                logDir);
        log.accept("orders API mock starting (" + options.orders() + " orders, page size " + options.pageSize()
                + ", latency " + options.latencyMillis() + " ms, heap " + heap + " with a page cache of "
                + memory.pageCacheMegabytes() + " MB"
                + (options.faultRate() != null && options.faultRate() > 0 ? ", fault rate " + options.faultRate() : "")
                + ("none".equals(options.apiMaxInFlight()) ? "" : ", at most " + options.apiMaxInFlight() + " at once")
                + ")");
        MockReadiness.Ready ready = MockReadiness.awaitReady(launched, READY_TIMEOUT);
        log.accept("warming up the mock (its JIT), so the first variant does not pay for it");
        warmUp(ready.hostPort(), options.pageSize());
        return new MockProcess(
                launched, "http://" + launched.address() + ":" + ready.port(), "http://127.0.0.1:" + ready.hostPort());
    }

    /**
     * Throws when the mock is no longer running: a run must not launch a variant against a dead mock, whose
     * failures would be reported as the variant's.
     *
     * @param during what the run was doing since the last check, e.g. "variant naive-2"
     */
    void checkAlive(String during) throws MockExited, InterruptedException {
        if (launched.isAlive()) {
            return;
        }
        int exitCode = launched.awaitExit(Duration.ofSeconds(10));
        throw new MockExited("the orders mock (PID " + launched.hostPid() + ") exited with code " + exitCode
                + " during " + during + MockReadiness.lastWords(launched));
    }

    /** The mock's CPU time and page requests now ({@link MockLoad}); {@code null} when it cannot say. */
    MockLoad load() {
        return MockLoad.read(hostUrl);
    }

    /** The mock's capacity at each concurrency the run uses ({@link MockCapacityProbe}); null when not measured. */
    List<MockCapacity> capacity(RunOptions options, Consumer<String> log) throws InterruptedException {
        return MockCapacityProbe.measure(URI.create(hostUrl), options, log);
    }

    /**
     * The most page requests the run may keep in flight at the mock at once: a fan-out's largest K, its walks' and
     * the capacity check's; a K too large for one process's connections (the check is not run) only as many as the
     * largest bound M when every form is bounded; 1 otherwise.
     */
    static long requestsAtOnce(RunOptions options) {
        if (!Scenarios.FAN_OUT.equals(options.scenario()) || options.concurrency() == null) {
            return 1;
        }
        long k = options.concurrency().stream()
                .mapToLong(Integer::longValue)
                .max()
                .orElse(1);
        List<String> bounds = options.maxInFlight() == null ? List.of("none") : options.maxInFlight();
        if (MockCapacityCheck.measurable(k) || bounds.contains("none")) {
            return k;
        }
        return Math.min(k, bounds.stream().mapToLong(Long::parseLong).max().orElse(k));
    }

    void stop() {
        launched.stop();
    }

    /**
     * Fetches up to {@value #WARM_UP_PAGES} pages, {@value #WARM_UP_PASSES} times, discarding them: a cold mock
     * serves its first few hundred pages several times slower (interpreter, then C1), which would penalise
     * whichever variant runs first. Nothing of this is measured. The requests carry {@code X-Mock-Fault: none}, so a
     * mock started with latency or faults answers them at once and without faults.
     */
    private static void warmUp(int port, int pageSize) throws IOException, InterruptedException {
        try (HttpClient http =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
            for (int pass = 0; pass < WARM_UP_PASSES; pass++) {
                String cursor = null;
                for (int page = 0; page < WARM_UP_PAGES; page++) {
                    URI uri = URI.create("http://127.0.0.1:" + port + "/orders?limit=" + pageSize
                            + (cursor == null ? "" : "&cursor=" + cursor));
                    HttpResponse<String> response = http.send(
                            HttpRequest.newBuilder(uri)
                                    .header("X-Mock-Fault", "none")
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
                    if (response.statusCode() != 200) {
                        throw new IOException("the mock answered " + response.statusCode() + " while warming up");
                    }
                    int at = response.body().lastIndexOf("\"nextCursor\":\"");
                    if (at < 0) {
                        break;
                    }
                    int start = at + "\"nextCursor\":\"".length();
                    cursor = response.body().substring(start, response.body().indexOf('"', start));
                }
            }
        }
    }
}
