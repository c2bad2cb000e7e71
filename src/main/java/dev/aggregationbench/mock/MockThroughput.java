package dev.aggregationbench.mock;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code ./benchmark.sh mock --throughput}: how fast the mock serves pages when it has one core. The mock runs in a
 * child JVM limited to one CPU ({@code -XX:ActiveProcessorCount=1}, and pinned with {@code taskset} to core 0 when
 * available); this JVM reads every page's bytes without decoding them (nothing a variant does is timed here).
 * A mock much faster than any variant cannot be the bottleneck of the benchmark.
 */
final class MockThroughput {

    private static final Pattern NEXT_CURSOR = Pattern.compile("\"nextCursor\":\"([^\"]+)\"");
    private static final int WARMUP_PASSES = 2;
    private static final int MEASURED_PASSES = 5;

    private MockThroughput() {
    }

    static int run(MockSettings settings) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        boolean pinned = Files.isExecutable(Path.of("/usr/bin/taskset")) && Runtime.getRuntime().availableProcessors() > 1;
        if (pinned) {
            command.addAll(List.of("/usr/bin/taskset", "-c", "0"));
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        command.addAll(List.of(java, "-XX:ActiveProcessorCount=1", "-XX:+UseG1GC", "-Xms128m", "-Xmx256m",
                "-cp", System.getProperty("java.class.path"), MockMain.class.getName(),
                "--orders=" + settings.totalOrders(), "--page-size=" + settings.pageSize(), "--seed=" + settings.seed(),
                "--port=0"));
        Process mock = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            URI base = awaitListening(mock);
            try (HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
                System.out.printf("mock: %d orders, page size %d, 1 CPU%s; client in a separate JVM%n",
                        settings.totalOrders(), settings.pageSize(), pinned ? " (pinned to core 0)" : " (not pinned)");
                for (int pass = 1; pass <= WARMUP_PASSES + MEASURED_PASSES; pass++) {
                    Long cpuBefore = cpuTicks(mock.pid());
                    long start = System.nanoTime();
                    long[] pagesAndBytes = fetchAll(http, base, settings.pageSize());
                    double seconds = (System.nanoTime() - start) / 1e9;
                    Long cpuAfter = cpuTicks(mock.pid());
                    String mockCpu = cpuBefore == null || cpuAfter == null ? "n/a"
                            : String.format("%.2f s", (cpuAfter - cpuBefore) / 100.0);
                    System.out.printf("%s pass %d: %d pages, %.1f MB in %.3f s = %.0f pages/s, %.1f MB/s; "
                                    + "mock CPU %s%n", pass <= WARMUP_PASSES ? "warm-up " : "measured", pass,
                            pagesAndBytes[0], pagesAndBytes[1] / 1e6, seconds, pagesAndBytes[0] / seconds,
                            pagesAndBytes[1] / 1e6 / seconds, mockCpu);
                }
            }
            return 0;
        } finally {
            mock.destroy();
            mock.waitFor();
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

    private static long[] fetchAll(HttpClient http, URI base, int pageSize) throws IOException, InterruptedException {
        long pages = 0;
        long bytes = 0;
        String cursor = null;
        do {
            String uri = base + "/orders?limit=" + pageSize + (cursor == null ? "" : "&cursor=" + cursor);
            HttpResponse<byte[]> response = http.send(HttpRequest.newBuilder(URI.create(uri)).build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            if (response.statusCode() != 200) {
                throw new IOException("mock answered " + response.statusCode() + " for " + uri);
            }
            pages++;
            bytes += response.body().length;
            int tail = Math.max(0, response.body().length - 200);
            Matcher next = NEXT_CURSOR.matcher(new String(response.body(), tail, response.body().length - tail,
                    StandardCharsets.US_ASCII));
            cursor = next.find() ? next.group(1) : null;
        } while (cursor != null);
        return new long[] {pages, bytes};
    }

    private static URI awaitListening(Process mock) throws IOException {
        InputStream out = mock.getInputStream();
        StringBuilder line = new StringBuilder();
        int c;
        while ((c = out.read()) != -1) {
            if (c == '\n') {
                Matcher m = Pattern.compile("listening on (\\S+)").matcher(line);
                if (m.find()) {
                    return URI.create(m.group(1));
                }
                line.setLength(0);
            } else {
                line.append((char) c);
            }
        }
        throw new IOException("the mock exited before listening: " + line);
    }
}
