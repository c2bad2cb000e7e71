package dev.aggregationbench.mock;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The client side of {@code mock --throughput}: walks every page of the data set and only counts the bytes
 * (nothing is decoded, so nothing a variant does is timed). With a concurrency of N, N walks run at once on virtual
 * threads, each over its own partition (partition i of N), on N connections; with 1, one walk over the whole set.
 * Requests carry {@code X-Mock-Fault: none}. {@link #pagesWithin} is the bounded form a run uses at its start
 * ({@link MockCapacityCheck}): the walks start over until a time window has passed, and only the pages that arrive
 * inside the window count.
 */
final class ThroughputClient implements AutoCloseable {

    private static final Pattern NEXT_CURSOR = Pattern.compile("\"nextCursor\":\"([^\"]+)\"");

    /** What one pass fetched. */
    record Pass(long pages, long bytes) {}

    /** Pages that arrived within a window of {@code durationNanos}. */
    record Window(long pages, long durationNanos) {}

    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

    /**
     * The body handler runs on the thread that delivers the bytes (as in the project's client): no hand-off to a pool
     * thread per response, which on a loaded machine costs a scheduling delay each and made the check measure the
     * client's waits, not the mock.
     */
    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .executor(Runnable::run)
            .build();

    private final ExecutorService walkers = Executors.newVirtualThreadPerTaskExecutor();
    private final URI base;
    private final int pageSize;
    private final int concurrency;

    ThroughputClient(URI base, int pageSize, int concurrency) {
        this.base = base;
        this.pageSize = pageSize;
        this.concurrency = concurrency;
    }

    /** Every page once: one walk, or {@code concurrency} walks over the partitions at once. */
    Pass fetchAll() throws IOException, InterruptedException {
        if (concurrency == 1) {
            return walk("");
        }
        List<Future<Pass>> walks = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            String partition = "&partition=" + i + "&partitions=" + concurrency;
            walks.add(walkers.submit(() -> walk(partition)));
        }
        long pages = 0;
        long bytes = 0;
        for (Future<Pass> walk : walks) {
            try {
                pages += walk.get().pages();
                bytes += walk.get().bytes();
            } catch (ExecutionException e) {
                throw new IOException("a walk failed: " + e.getCause().getMessage(), e.getCause());
            }
        }
        return new Pass(pages, bytes);
    }

    /**
     * {@code concurrency} walks (each over its own partition when more than one) that start over at their end, for
     * {@code settle} (connections opened, the client's JIT warming) and then for {@code window}: the pages that
     * arrived in the window and its exact length. Every walk is stopped after the window, requests in flight finish.
     */
    Window pagesWithin(Duration settle, Duration window) throws IOException, InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong pages = new AtomicLong();
        List<Future<Void>> walks = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            String partition = concurrency == 1 ? "" : "&partition=" + i + "&partitions=" + concurrency;
            walks.add(walkers.submit(() -> {
                while (!stop.get()) {
                    walk(partition, stop, pages);
                }
                return null;
            }));
        }
        try {
            Thread.sleep(settle);
            long pagesBefore = pages.get();
            long start = System.nanoTime();
            Thread.sleep(window);
            long pagesAfter = pages.get();
            long durationNanos = System.nanoTime() - start;
            stop.set(true);
            for (Future<Void> walk : walks) {
                walk.get();
            }
            return new Window(pagesAfter - pagesBefore, durationNanos);
        } catch (ExecutionException e) {
            throw new IOException("a walk failed: " + e.getCause().getMessage(), e.getCause());
        } finally {
            stop.set(true);
        }
    }

    private Pass walk(String firstPageQuery) throws IOException, InterruptedException {
        return walk(firstPageQuery, new AtomicBoolean(), new AtomicLong());
    }

    /** One walk to its end, or until {@code stop}; each page arrived is added to {@code arrived} too. */
    private Pass walk(String firstPageQuery, AtomicBoolean stop, AtomicLong arrived)
            throws IOException, InterruptedException {
        long pages = 0;
        long bytes = 0;
        String cursor = null;
        do {
            String uri = base + "/orders?limit=" + pageSize + (cursor == null ? firstPageQuery : "&cursor=" + cursor);
            HttpResponse<byte[]> response = http.send(
                    HttpRequest.newBuilder(URI.create(uri))
                            .header(OrdersPageTransformer.FAULT_HEADER, "none")
                            .timeout(REQUEST_TIMEOUT)
                            .build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            if (response.statusCode() != 200) {
                throw new IOException("mock answered " + response.statusCode() + " for " + uri);
            }
            byte[] body = response.body();
            pages++;
            arrived.incrementAndGet();
            bytes += body.length;
            int tail = Math.max(0, body.length - 200);
            Matcher next = NEXT_CURSOR.matcher(new String(body, tail, body.length - tail, StandardCharsets.US_ASCII));
            cursor = next.find() ? next.group(1) : null;
        } while (cursor != null && !stop.get());
        return new Pass(pages, bytes);
    }

    @Override
    public void close() {
        walkers.close();
        http.close();
    }
}
