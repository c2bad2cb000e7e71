package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.Variant;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
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

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean OS =
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
            decoderAlone(baseUri, pageSize);
            if (passes > 0) { // --passes=0: the decoder alone
                passesOverHttp(baseUri, executor, warmup, passes);
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
        report(
                "Order records, from byte[]",
                pages,
                body -> decoder.decode(body, pageSize).data().size());
        report(
                "Order records, from InputStream",
                pages,
                body -> decoder.decode(new ByteArrayInputStream(body), pageSize)
                        .data()
                        .size());
        report("Order records, non-blocking, 16 KiB", pages, body -> nonBlocking(decoder, body, 16_384));
        report(
                "floor (no Order), from InputStream",
                pages,
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
        System.out.printf(
                Locale.ROOT,
                "  %-34s %12.1f %12.0f%n",
                name,
                best.bytesPerOrder(),
                (double) best.cpuNanos() / best.orders());
    }

    /** The body fed to {@link OrderPageSubscriber} in buffers of {@code bufferBytes}, as the HttpClient would. */
    private static int nonBlocking(OrderPageDecoder decoder, byte[] body, int bufferBytes) {
        OrderPageSubscriber subscriber = new OrderPageSubscriber(decoder, 1000);
        subscriber.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {}
        });
        for (int from = 0; from < body.length; from += bufferBytes) {
            subscriber.onNext(List.of(ByteBuffer.wrap(body, from, Math.min(bufferBytes, body.length - from))));
        }
        subscriber.onComplete();
        return subscriber.getBody().toCompletableFuture().join().data().size();
    }

    private static Figures decodeAll(List<byte[]> pages, ToIntFunction<byte[]> decode) {
        long wall = System.nanoTime();
        long cpu = THREADS.getCurrentThreadCpuTime();
        long bytes = THREADS.getCurrentThreadAllocatedBytes();
        long orders = 0;
        for (byte[] page : pages) {
            orders += decode.applyAsInt(page);
        }
        return new Figures(
                orders,
                System.nanoTime() - wall,
                THREADS.getCurrentThreadCpuTime() - cpu,
                THREADS.getCurrentThreadAllocatedBytes() - bytes);
    }

    private static List<byte[]> firstPages(URI baseUri, int count) throws Exception {
        List<byte[]> pages = new ArrayList<>();
        try (HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(baseUri));
                HttpClient http = HttpClient.newHttpClient()) {
            String cursor = null;
            while (pages.size() < count) {
                String uri = baseUri + "/orders" + (cursor == null ? "" : "?cursor=" + cursor);
                pages.add(http.send(
                                HttpRequest.newBuilder(URI.create(uri)).build(),
                                HttpResponse.BodyHandlers.ofByteArray())
                        .body());
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

    private static void passesOverHttp(URI baseUri, String executorName, int warmup, int passes) {
        ExecutorService pool = executorName.equals("pool")
                ? Executors.newSingleThreadExecutor(
                        Thread.ofPlatform().name("http-pool").daemon().factory())
                : null;
        Executor executor =
                switch (executorName) {
                    case "direct" -> HttpOrdersClient.DIRECT;
                    case "default" -> null;
                    case "pool" -> pool;
                    default -> throw new IllegalArgumentException("--executor must be direct, default or pool");
                };
        try (HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(baseUri), executor)) {
            Map<String, LongSupplier> walks = new LinkedHashMap<>();
            walks.put("baseline: fetchPage, Order records", () -> {
                long n = 0;
                String cursor = null;
                OrderPage page;
                do {
                    page = client.fetchPage(cursor);
                    n += page.data().size();
                    cursor = page.nextCursor();
                } while (page.hasMore());
                return n;
            });
            walks.put("floor: same requests, no Order", () -> {
                FloorPageDecoder decoder = new FloorPageDecoder(new OrderStatsAccumulator());
                String cursor = null;
                FloorPageDecoder.PageEnd page;
                do {
                    page = client.fetchStreaming(cursor, decoder::decode);
                    cursor = page.nextCursor();
                } while (page.hasMore());
                return decoder.stats().count();
            });
            for (Variant variant : List.of(Variant.ITERATOR, Variant.ASYNC, Variant.REACTOR)) {
                walks.put(
                        "variant " + variant.id(),
                        () -> variant.newAggregator().aggregate(client).count());
            }
            System.out.printf(
                    Locale.ROOT,
                    "%nPasses over HTTP (mock in its own JVM, HttpClient executor: %s): %d "
                            + "warm-up passes each, then %d measured, in turn%n",
                    executorName,
                    warmup,
                    passes);
            for (int i = 0; i < warmup; i++) {
                walks.values().forEach(ClientBenchmark::pass);
            }
            Map<String, List<Figures>> figures = new LinkedHashMap<>();
            for (int i = 0; i < passes; i++) {
                walks.forEach((name, walk) ->
                        figures.computeIfAbsent(name, n -> new ArrayList<>()).add(pass(walk)));
            }
            System.out.printf(
                    Locale.ROOT,
                    "  %-34s %16s %16s %16s   (median (min-max))%n",
                    "path",
                    "wall ms/pass",
                    "CPU ms/pass",
                    "B/order");
            figures.forEach(ClientBenchmark::print);
        } finally {
            if (pool != null) {
                pool.shutdown();
            }
        }
    }

    private static Figures pass(LongSupplier walk) {
        long wall = System.nanoTime();
        long cpu = OS.getProcessCpuTime();
        long bytes = THREADS.getTotalThreadAllocatedBytes();
        long orders = walk.getAsLong();
        return new Figures(
                orders,
                System.nanoTime() - wall,
                OS.getProcessCpuTime() - cpu,
                THREADS.getTotalThreadAllocatedBytes() - bytes);
    }

    private static void print(String name, List<Figures> passes) {
        long[] wall = passes.stream().mapToLong(Figures::wallNanos).sorted().toArray();
        long[] cpu = passes.stream().mapToLong(Figures::cpuNanos).sorted().toArray();
        double[] bytes =
                passes.stream().mapToDouble(Figures::bytesPerOrder).sorted().toArray();
        System.out.printf(
                Locale.ROOT,
                "  %-34s %5.0f (%4.0f-%4.0f) %5.0f (%4.0f-%4.0f) %5.0f (%4.0f-%4.0f)%n",
                name,
                wall[wall.length / 2] / 1e6,
                wall[0] / 1e6,
                wall[wall.length - 1] / 1e6,
                cpu[cpu.length / 2] / 1e6,
                cpu[0] / 1e6,
                cpu[cpu.length - 1] / 1e6,
                bytes[bytes.length / 2],
                bytes[0],
                bytes[bytes.length - 1]);
    }

    // --- the mock, in its own JVM ----------------------------------------------------------------------------

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
