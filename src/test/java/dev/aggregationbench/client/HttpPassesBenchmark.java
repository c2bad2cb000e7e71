package dev.aggregationbench.client;

import static dev.aggregationbench.client.ClientBenchmark.OS;
import static dev.aggregationbench.client.ClientBenchmark.THREADS;

import dev.aggregationbench.client.ClientBenchmark.Figures;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.Variant;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.LongSupplier;

/**
 * {@link ClientBenchmark}'s second part, whole passes over HTTP: every page of the data set from the mock in a
 * separate JVM (so the process CPU and allocation measured here are the client's alone), by the baseline path, the
 * floor of this stack and the iterator, async and reactor variants, taking turns pass by pass after warm-up.
 */
final class HttpPassesBenchmark {

    private HttpPassesBenchmark() {}

    static void passesOverHttp(URI baseUri, String executorName, int warmup, int passes) {
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
                walks.values().forEach(HttpPassesBenchmark::pass);
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
            figures.forEach(HttpPassesBenchmark::print);
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
}
