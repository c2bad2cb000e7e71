package dev.aggregationbench.mock;

import dev.aggregationbench.text.Echo;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.commons.statistics.descriptive.Median;

/**
 * {@code ./benchmark.sh mock --throughput [--throughput-concurrency=N]}: how fast the mock serves pages when it has
 * one core. The mock runs in a child JVM limited to one CPU ({@code -XX:ActiveProcessorCount=1}, and pinned with
 * {@code taskset} to core 0 when available); this JVM reads every page's bytes without decoding them
 * ({@link ThroughputClient}), with one walk or N at once over the partitions. It prints each pass, then the median of
 * the measured passes as one {@code capacity:} line a scenario run can quote: the mock's pages/s at that
 * concurrency, and its own CPU per page.
 */
final class MockThroughput {

    private static final int WARMUP_PASSES = 2;
    private static final int MEASURED_PASSES = 5;

    private MockThroughput() {}

    /** {@code pageCacheMegabytes}: for the mock's JVM; null for its default (a quarter of its heap). */
    static int run(MockSettings settings, int concurrency, Integer pageCacheMegabytes)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        boolean pinned = Files.isExecutable(Path.of("/usr/bin/taskset"))
                && Runtime.getRuntime().availableProcessors() > 1;
        if (pinned) {
            command.addAll(List.of("/usr/bin/taskset", "-c", "0"));
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        command.addAll(List.of(
                java,
                "-XX:ActiveProcessorCount=1",
                "-XX:+UseG1GC",
                "-Xms256m",
                "-Xmx256m",
                "-cp",
                System.getProperty("java.class.path"),
                MockMain.class.getName(),
                "--orders=" + settings.totalOrders(),
                "--page-size=" + settings.pageSize(),
                "--seed=" + settings.seed(),
                "--port=0"));
        if (pageCacheMegabytes != null) {
            command.add("--page-cache-megabytes=" + pageCacheMegabytes);
        }
        Process mock = new ProcessBuilder(command).redirectErrorStream(true).start();
        Thread stopMock = new Thread(mock::destroy, "stop-mock");
        Runtime.getRuntime().addShutdownHook(stopMock);
        try (ThroughputClient client = new ThroughputClient(awaitListening(mock), settings.pageSize(), concurrency)) {
            System.out.printf(
                    "mock: %d orders, page size %d, 1 CPU%s; client in a separate JVM, %s%n",
                    settings.totalOrders(),
                    settings.pageSize(),
                    pinned ? " (pinned to core 0)" : " (not pinned)",
                    concurrency == 1 ? "one walk" : concurrency + " walks at once over as many partitions");
            double[] pagesPerSecond = new double[MEASURED_PASSES];
            double[] cpuMillisPerPage = new double[MEASURED_PASSES];
            for (int pass = 1; pass <= WARMUP_PASSES + MEASURED_PASSES; pass++) {
                Long cpuBefore = cpuTicks(mock.pid());
                long start = System.nanoTime();
                ThroughputClient.Pass fetched = client.fetchAll();
                double seconds = (System.nanoTime() - start) / 1e9;
                Long cpuAfter = cpuTicks(mock.pid());
                double cpuSeconds = cpuBefore == null || cpuAfter == null ? Double.NaN : (cpuAfter - cpuBefore) / 100.0;
                System.out.printf(
                        "%s pass %d: %d pages, %.1f MB in %.3f s = %.0f pages/s, %.1f MB/s; mock CPU %s%n",
                        pass <= WARMUP_PASSES ? "warm-up " : "measured",
                        pass,
                        fetched.pages(),
                        fetched.bytes() / 1e6,
                        seconds,
                        fetched.pages() / seconds,
                        fetched.bytes() / 1e6 / seconds,
                        Double.isNaN(cpuSeconds) ? "n/a" : String.format("%.2f s", cpuSeconds));
                if (pass > WARMUP_PASSES) {
                    pagesPerSecond[pass - WARMUP_PASSES - 1] = fetched.pages() / seconds;
                    cpuMillisPerPage[pass - WARMUP_PASSES - 1] = cpuSeconds * 1000 / fetched.pages();
                }
            }
            double cpu = Median.withDefaults().evaluate(cpuMillisPerPage);
            double pages = Median.withDefaults().evaluate(pagesPerSecond);
            System.out.printf(
                    "capacity: concurrency %d, %.0f pages/s (median of %d passes, min %.0f, max %.0f), "
                            + "mock CPU %s ms per page, load average %s%n",
                    concurrency,
                    pages,
                    MEASURED_PASSES,
                    Arrays.stream(pagesPerSecond).min().orElseThrow(),
                    Arrays.stream(pagesPerSecond).max().orElseThrow(),
                    Double.isNaN(cpu) ? "n/a" : String.format("%.2f", cpu),
                    loadAverage());
            return 0;
        } finally {
            mock.destroy();
            mock.waitFor();
            Runtime.getRuntime().removeShutdownHook(stopMock);
        }
    }

    /** The 1-minute load average from /proc (other processes compete for the cores), or "n/a". */
    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "n/a";
        }
    }

    /** User + system CPU of a process in clock ticks (1/100 s on Linux) from /proc; null elsewhere. */
    private static Long cpuTicks(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The URI the child mock prints once it listens; its last line when it exits before. */
    private static URI awaitListening(Process mock) throws IOException {
        // not closed: the child keeps writing to it while it serves
        BufferedReader out = new BufferedReader(new InputStreamReader(mock.getInputStream(), StandardCharsets.UTF_8));
        String last = "";
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            Optional<URI> uri = MockMain.listeningUri(line);
            if (uri.isPresent()) {
                return uri.get();
            }
            last = line.isBlank() ? last : line;
        }
        throw new IOException("the mock exited before listening: " + Echo.quote(last));
    }
}
