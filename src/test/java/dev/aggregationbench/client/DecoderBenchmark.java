package dev.aggregationbench.client;

import static dev.aggregationbench.client.ClientBenchmark.THREADS;

import dev.aggregationbench.client.ClientBenchmark.Figures;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatsAccumulator;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Flow;
import java.util.function.ToIntFunction;

/**
 * {@link ClientBenchmark}'s first part, the decoder alone: the first pages of the data set, fetched once, decoded
 * again and again from memory on this thread. Bytes per order from {@code ThreadMXBean.getCurrentThreadAllocatedBytes}
 * (exact, whatever the load), CPU per order from the thread's CPU time (the best of several rounds: load only adds
 * to it).
 */
final class DecoderBenchmark {

    private DecoderBenchmark() {}

    static void decoderAlone(URI baseUri, int pageSize) throws Exception {
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
}
