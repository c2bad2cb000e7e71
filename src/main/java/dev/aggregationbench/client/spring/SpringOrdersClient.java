package dev.aggregationbench.client.spring;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.client.PageFeed;
import dev.aggregationbench.client.PageHandling;
import dev.aggregationbench.client.ResponseWait;
import dev.aggregationbench.client.RetryCounts;
import dev.aggregationbench.order.OrderPage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.MediaType;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClient;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientRequestException;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * <h2>The orders API as a Spring Boot service calls it: RestClient to block, WebClient not to</h2>
 *
 * <p>The blocking methods use {@link RestClient} on the request factory Spring Boot picks by default
 * ({@link SpringClients#restClient}); {@link #fetchPageAsync} uses {@link WebClient} on Reactor Netty and hands
 * its {@code Mono} over as a future ({@code toFuture()}). Everything but sending and receiving is shared with the JDK
 * client ({@link PageHandling}): the URI, the status check, the incremental decoder, the retry policy and its
 * counts. So a row on this client differs from the same row on the JDK client by the HTTP stack only.
 *
 * <p><b>What to notice:</b> the decoder is the same, fed differently. RestClient's {@code exchange} hands over the
 * body as an InputStream, which the blocking decoder reads as it arrives (Spring copies each Netty buffer into a
 * {@code byte[]} for it). WebClient's {@code bodyToFlux(DataBuffer.class)} delivers Netty's pooled buffers, each fed
 * to the non-blocking decoder and released at once. The idiomatic {@code body(OrderPage.class)} would bind the whole
 * body instead: that is {@link #fetchPageBuffered}, the binding row.
 *
 * <p><b>Which thread runs what:</b> Reactor Netty's event loops ({@code reactor-http-epoll-N}, at least 4 of them)
 * read every socket, for both clients. On the blocking path the caller parks in {@code Mono.block()} until the
 * headers arrive, then in the body's InputStream. On the non-blocking path the event loop decodes each page and
 * completes its future, so a variant's continuations run on the event loop too (with the JDK client they run on
 * the common pool).
 *
 * <p><b>Where memory goes:</b> as the JDK client: one page of orders per walk. Netty's pooled buffers are direct
 * memory, outside the heap figures.
 */
public final class SpringOrdersClient implements OrdersClient, ResponseWait.Measured, AutoCloseable {

    private static final byte[] EMPTY = new byte[0];

    private final PageHandling pages;
    private final RestClient rest;
    private final WebClient web;

    /** @param retries where retries are counted: pass the ground-truth client's to count them in one place */
    public SpringOrdersClient(ClientSettings settings, RetryCounts retries) {
        this(
                new PageHandling(settings, retries),
                SpringClients.restClient(settings),
                SpringClients.webClient(settings));
    }

    private SpringOrdersClient(PageHandling pages, RestClient rest, WebClient web) {
        this.pages = pages;
        this.rest = rest;
        this.web = web;
    }

    /** How long callers of the blocking path waited for the answers' headers. */
    @Override
    public ResponseWait responseWait() {
        return pages.responseWait();
    }

    @Override
    public OrderPage fetchPage(String cursor) {
        return pages.blocking(cursor, () -> exchange(cursor, body -> pages.decode(cursor, body)));
    }

    @Override
    public OrderPage fetchPageBuffered(String cursor) {
        return pages.blocking(cursor, () -> exchange(cursor, body -> pages.bind(cursor, body.readAllBytes())));
    }

    @Override
    public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
        return pages.async(
                cursor,
                () -> web.get()
                        .uri(pages.pageUri(cursor))
                        .accept(MediaType.APPLICATION_JSON)
                        .exchangeToMono(response -> response.statusCode().value() == 200
                                ? decoded(cursor, response.bodyToFlux(DataBuffer.class))
                                : response.bodyToMono(byte[].class)
                                        .defaultIfEmpty(EMPTY)
                                        .map(body -> notOk(
                                                cursor,
                                                response.statusCode().value(),
                                                response.headers()
                                                        .asHttpHeaders()
                                                        .getFirst("Retry-After"),
                                                body)))
                        .onErrorMap(WebClientRequestException.class, SpringOrdersClient::connectionFailure)
                        .toFuture());
    }

    @Override
    public SpringOrdersClient forPartition(int partition, int partitions) {
        return new SpringOrdersClient(pages.forPartition(partition, partitions), rest, web);
    }

    /** Nothing to close: both clients use Reactor Netty's global resources, which live as long as the JVM. */
    @Override
    public void close() {}

    // --- blocking: RestClient ----------------------------------------------------------------------------------

    private OrderPage exchange(String cursor, BodyReader read) {
        long start = System.nanoTime();
        boolean[] answered = {false};
        try {
            return rest.get()
                    .uri(pages.pageUri(cursor))
                    .accept(MediaType.APPLICATION_JSON)
                    .exchangeForRequiredValue(
                            (request, response) -> {
                                answered[0] = true;
                                pages.waited(System.nanoTime() - start);
                                InputStream body = response.getBody();
                                pages.requireOk(
                                        cursor,
                                        response.getStatusCode().value(),
                                        response.getHeaders().getFirst("Retry-After"),
                                        body);
                                return read.page(body);
                            },
                            true); // closing drains what is left, so the connection goes back to the pool
        } catch (ResourceAccessException e) { // an IOException of the request or of the exchange function
            throw e.getCause() instanceof IOException io ? new UncheckedIOException(io) : e;
        } finally {
            if (!answered[0]) {
                pages.waited(System.nanoTime() - start);
            }
        }
    }

    @FunctionalInterface
    private interface BodyReader {
        OrderPage page(InputStream body) throws IOException;
    }

    // --- non-blocking: WebClient -------------------------------------------------------------------------------

    /** Feeds each buffer to one page's decoder as it arrives, releasing it at once; the page when the body ends. */
    private Mono<OrderPage> decoded(String cursor, Flux<DataBuffer> body) {
        return Mono.using(
                pages::feed,
                feed -> body.doOnNext(buffer -> feedAndRelease(feed, buffer))
                        .then(Mono.fromCallable(() -> pages.finish(cursor, feed))),
                PageFeed::close);
    }

    private static void feedAndRelease(PageFeed feed, DataBuffer buffer) {
        try (DataBuffer.ByteBufferIterator parts = buffer.readableByteBuffers()) {
            while (parts.hasNext()) {
                feed.accept(parts.next());
            }
        } finally {
            DataBufferUtils.release(buffer);
        }
    }

    private OrderPage notOk(String cursor, int status, String retryAfter, byte[] body) {
        pages.requireOk(cursor, status, retryAfter, body);
        throw new IllegalStateException("unreachable: HTTP " + status + " is not OK");
    }

    /** No answer (refused, reset, timed out): as an IOException, which both clients retry. */
    private static Throwable connectionFailure(WebClientRequestException e) {
        return e.getCause() instanceof IOException io ? io : new IOException(e.getMessage(), e.getCause());
    }
}
