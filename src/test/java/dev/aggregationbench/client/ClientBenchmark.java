package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatsAccumulator;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.ToIntFunction;

/**
 * <h2>Client benchmark: bytes and CPU per order of the decoders, and of a whole pass over HTTP</h2>
 *
 * <p>Prints figures; asserts nothing. Two parts:
 * <ol>
 *   <li><b>Decoder alone</b>: the first pages of the data set, fetched once, decoded again and again from memory on
 *   this thread. Bytes per order from {@code ThreadMXBean.getCurrentThreadAllocatedBytes} (exact, whatever the
 *   load), CPU per order from the thread's CPU time (the best of several rounds: load only adds to it).</li>
 *   <li><b>Passes over HTTP</b>: every page of the data set from the mock in a separate JVM (so the process CPU and
 *   allocation measured here are the client's alone): the baseline path ({@link HttpOrdersClient#fetchPage},
 *   Order records) and the floor of this stack (the same client and requests, {@link FloorPageDecoder}). The two
 *   alternate pass by pass after warm-up, so load from elsewhere hits both alike.</li>
 * </ol>
 *
 * <p>Run (JDK 25; {@code --orders}, {@code --page-size}, {@code --warmup}, {@code --passes} optional):
 * <pre>
 * ./mvnw -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/test.classpath -Dmdep.includeScope=test
 * /usr/lib/jvm/temurin-25-jdk-amd64/bin/java -XX:ActiveProcessorCount=1 \
 *     -cp target/test-classes:target/classes:$(cat target/test.classpath) dev.aggregationbench.client.ClientBenchmark
 * </pre>
 */
public final class ClientBenchmark {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private ClientBenchmark() {
    }

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
        System.out.printf(Locale.ROOT, "JDK %s, %d available processors, load average %.2f; %,d orders, pages of %d%n",
                Runtime.version(), Runtime.getRuntime().availableProcessors(), OS.getSystemLoadAverage(), orders,
                pageSize);
        Process mock = startMock(orders, pageSize);
        try {
            URI baseUri = URI.create(readListeningUri(mock));
            decoderAlone(baseUri, pageSize);
            if (passes > 0) { // --passes=0: the decoder alone
                passesOverHttp(baseUri, warmup, passes);
            }
        } finally {
            mock.destroy();
            mock.waitFor();
        }
    }

    // --- the decoder alone -----------------------------------------------------------------------------------

    private static void decoderAlone(URI baseUri, int pageSize) throws Exception {
        List<byte[]> pages = firstPages(baseUri, Math.max(1, 50_000 / pageSize));
        OrderPageDecoder decoder = new OrderPageDecoder();
        FloorPageDecoder floor = new FloorPageDecoder(new OrderStatsAccumulator());
        System.out.printf(Locale.ROOT, "%nDecoder alone: %d pages in memory, decoded on this thread%n", pages.size());
        System.out.printf(Locale.ROOT, "  %-34s %12s %12s%n", "decoder", "B/order", "ns CPU/order");
        report("Order records, from byte[]", pages, body -> decoder.decode(body, pageSize).data().size());
        report("Order records, from InputStream", pages,
                body -> decoder.decode(new ByteArrayInputStream(body), pageSize).data().size());
        report("floor (no Order), from InputStream", pages,
                body -> floor.decode(new ByteArrayInputStream(body)).orders());
    }

    private static void report(String name, List<byte[]> pages, ToIntFunction<byte[]> decode) {
        for (int i = 0; i < 30; i++) { // warm up: ~1.5 M orders through the decoder before measuring
            decodeAll(pages, decode);
        }
        Figures best = null;
        for (int round = 0; round < 7; round++) {
            Figures f = decodeAll(pages, decode);
            best = best == null || f.cpuNanos() < best.cpuNanos() ? f : best;
        }
        System.out.printf(Locale.ROOT, "  %-34s %12.1f %12.0f%n", name, best.bytesPerOrder(),
                (double) best.cpuNanos() / best.orders());
    }

    private static Figures decodeAll(List<byte[]> pages, ToIntFunction<byte[]> decode) {
        long wall = System.nanoTime();
        long cpu = THREADS.getCurrentThreadCpuTime();
        long bytes = THREADS.getCurrentThreadAllocatedBytes();
        long orders = 0;
        for (byte[] page : pages) {
            orders += decode.applyAsInt(page);
        }
        return new Figures(orders, System.nanoTime() - wall, THREADS.getCurrentThreadCpuTime() - cpu,
                THREADS.getCurrentThreadAllocatedBytes() - bytes);
    }

    private static List<byte[]> firstPages(URI baseUri, int count) throws Exception {
        List<byte[]> pages = new ArrayList<>();
        try (HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(baseUri));
             HttpClient http = HttpClient.newHttpClient()) {
            String cursor = null;
            while (pages.size() < count) {
                String uri = baseUri + "/orders" + (cursor == null ? "" : "?cursor=" + cursor);
                pages.add(http.send(HttpRequest.newBuilder(URI.create(uri)).build(),
                        HttpResponse.BodyHandlers.ofByteArray()).body());
                OrderPage page = client.fetchPage(cursor);
                if (!page.hasMore()) {
                    break;
                }
                cursor = page.nextCursor();
            }
        }
        return pages;
    }

    // --- whole passes over HTTP ------------------------------------------------------------------------------

    private static void passesOverHttp(URI baseUri, int warmup, int passes) {
        try (HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(baseUri))) {
            LongSupplier baseline = () -> {
                long n = 0;
                String cursor = null;
                OrderPage page;
                do {
                    page = client.fetchPage(cursor);
                    n += page.data().size();
                    cursor = page.nextCursor();
                } while (page.hasMore());
                return n;
            };
            LongSupplier floor = () -> {
                FloorPageDecoder decoder = new FloorPageDecoder(new OrderStatsAccumulator());
                String cursor = null;
                FloorPageDecoder.PageEnd page;
                do {
                    page = client.fetchStreaming(cursor, decoder::decode);
                    cursor = page.nextCursor();
                } while (page.hasMore());
                return decoder.stats().count();
            };
            System.out.printf(Locale.ROOT, "%nPasses over HTTP (mock in its own JVM): %d warm-up passes each, then %d "
                    + "measured, alternating%n", warmup, passes);
            for (int i = 0; i < warmup; i++) {
                pass(baseline);
                pass(floor);
            }
            List<Figures> baselinePasses = new ArrayList<>();
            List<Figures> floorPasses = new ArrayList<>();
            for (int i = 0; i < passes; i++) {
                baselinePasses.add(pass(baseline));
                floorPasses.add(pass(floor));
            }
            System.out.printf(Locale.ROOT, "  %-34s %14s %14s %10s   (median, min-max)%n", "path", "wall ms/pass",
                    "CPU ms/pass", "B/order");
            print("baseline: fetchPage, Order records", baselinePasses);
            print("floor: same requests, no Order", floorPasses);
        }
    }

    private static Figures pass(LongSupplier walk) {
        long wall = System.nanoTime();
        long cpu = OS.getProcessCpuTime();
        long bytes = THREADS.getTotalThreadAllocatedBytes();
        long orders = walk.getAsLong();
        return new Figures(orders, System.nanoTime() - wall, OS.getProcessCpuTime() - cpu,
                THREADS.getTotalThreadAllocatedBytes() - bytes);
    }

    private static void print(String name, List<Figures> passes) {
        long[] wall = passes.stream().mapToLong(Figures::wallNanos).sorted().toArray();
        long[] cpu = passes.stream().mapToLong(Figures::cpuNanos).sorted().toArray();
        double[] bytes = passes.stream().mapToDouble(Figures::bytesPerOrder).sorted().toArray();
        System.out.printf(Locale.ROOT, "  %-34s %5.0f (%.0f-%.0f) %5.0f (%.0f-%.0f) %6.0f (%.0f-%.0f)%n", name,
                wall[wall.length / 2] / 1e6, wall[0] / 1e6, wall[wall.length - 1] / 1e6,
                cpu[cpu.length / 2] / 1e6, cpu[0] / 1e6, cpu[cpu.length - 1] / 1e6,
                bytes[bytes.length / 2], bytes[0], bytes[bytes.length - 1]);
    }

    // --- the mock, in its own JVM ----------------------------------------------------------------------------

    private static Process startMock(long orders, int pageSize) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "dev.aggregationbench.mock.MockMain", "--orders=" + orders, "--page-size=" + pageSize, "--port=0")
                .redirectErrorStream(true).start();
    }

    private static String readListeningUri(Process mock) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(mock.getInputStream(), StandardCharsets.UTF_8));
        for (String line; (line = out.readLine()) != null; ) {
            int at = line.indexOf("listening on ");
            if (at >= 0) {
                Thread.ofPlatform().daemon().start(() -> out.lines().forEach(l -> { })); // keep its pipe drained
                return line.substring(at + "listening on ".length()).split(" ")[0];
            }
        }
        throw new IllegalStateException("the mock exited before listening");
    }

    private static long option(String[] args, String name, long defaultValue) {
        return Arrays.stream(args).filter(a -> a.startsWith("--" + name + "="))
                .map(a -> Long.parseLong(a.substring(name.length() + 3))).findFirst().orElse(defaultValue);
    }
}
