package dev.aggregationbench.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * <h2>Client benchmark: bytes and CPU per order of the decoders, and of a whole pass over HTTP</h2>
 *
 * <p>Prints figures; asserts nothing. Two parts ({@link DecoderBenchmark}, {@link HttpPassesBenchmark}):
 * <ol>
 *   <li><b>Decoder alone</b>: the first pages of the data set, fetched once, decoded again and again from memory on
 *   this thread. Bytes per order from {@code ThreadMXBean.getCurrentThreadAllocatedBytes} (exact, whatever the
 *   load), CPU per order from the thread's CPU time (the best of several rounds: load only adds to it).</li>
 *   <li><b>Passes over HTTP</b>: every page of the data set from the mock in a separate JVM (so the process CPU and
 *   allocation measured here are the client's alone): the baseline path ({@link HttpOrdersClient#fetchPage},
 *   Order records), the floor of this stack (the same client and requests, {@link FloorPageDecoder}), and the
 *   iterator, async and reactor variants. They take turns pass by pass after warm-up, so load from elsewhere hits
 *   all alike.</li>
 * </ol>
 *
 * <p>Run (JDK 25; {@code --orders}, {@code --page-size}, {@code --warmup}, {@code --passes}, and
 * {@code --executor=direct|default|pool} (the HttpClient's executor: the client's choice, the JDK's default cached
 * pool, one pooled thread) optional; {@code --passes=0} measures the decoder alone):
 * <pre>
 * ./mvnw -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/test.classpath -Dmdep.includeScope=test
 * /usr/lib/jvm/temurin-25-jdk-amd64/bin/java -XX:ActiveProcessorCount=1 \
 *     -cp target/test-classes:target/classes:$(cat target/test.classpath) dev.aggregationbench.client.ClientBenchmark
 * </pre>
 */
public final class ClientBenchmark {

    static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private ClientBenchmark() {}

    /** One measured stretch: wall, CPU and allocated bytes, per order. */
    record Figures(long orders, long wallNanos, long cpuNanos, long allocatedBytes) {
        double bytesPerOrder() {
            return (double) allocatedBytes / orders;
        }
    }

    public static void main(String[] args) throws Exception {
        long orders = option(args, "orders", 500_000);
        int pageSize = (int) option(args, "page-size", 1000);
        int warmup = (int) option(args, "warmup", 15);
        int passes = (int) option(args, "passes", 5);
        String executor = Arrays.stream(args)
                .filter(a -> a.startsWith("--executor="))
                .map(a -> a.substring(11))
                .findFirst()
                .orElse("direct");
        System.out.printf(
                Locale.ROOT,
                "JDK %s, %d available processors, load average %.2f; %,d orders, pages of %d%n",
                Runtime.version(),
                Runtime.getRuntime().availableProcessors(),
                OS.getSystemLoadAverage(),
                orders,
                pageSize);
        Process mock = startMock(orders, pageSize);
        try {
            URI baseUri = URI.create(readListeningUri(mock));
            DecoderBenchmark.decoderAlone(baseUri, pageSize);
            if (passes > 0) { // --passes=0: the decoder alone
                HttpPassesBenchmark.passesOverHttp(baseUri, executor, warmup, passes);
            }
        } finally {
            mock.destroy();
            mock.waitFor();
        }
    }

    private static Process startMock(long orders, int pageSize) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        return new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        "dev.aggregationbench.mock.MockMain",
                        "--orders=" + orders,
                        "--page-size=" + pageSize,
                        "--port=0")
                .redirectErrorStream(true)
                .start();
    }

    private static String readListeningUri(Process mock) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(mock.getInputStream(), StandardCharsets.UTF_8));
        for (String line; (line = out.readLine()) != null; ) {
            int at = line.indexOf("listening on ");
            if (at >= 0) {
                Thread.ofPlatform().daemon().start(() -> out.lines().forEach(l -> {})); // keep its pipe drained
                return line.substring(at + "listening on ".length()).split(" ")[0];
            }
        }
        throw new IllegalStateException("the mock exited before listening");
    }

    private static long option(String[] args, String name, long defaultValue) {
        return Arrays.stream(args)
                .filter(a -> a.startsWith("--" + name + "="))
                .map(a -> Long.parseLong(a.substring(name.length() + 3)))
                .findFirst()
                .orElse(defaultValue);
    }
}
