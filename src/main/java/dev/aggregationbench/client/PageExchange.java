package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.net.http.HttpResponse.BodySubscribers;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * One attempt at one page over the JDK's {@link HttpClient}, without retries ({@link HttpOrdersClient} retries around
 * it): the request ({@link PageRequests}, built for the view's partition and context), the status check ({@link PageFailures}) and the decoding, blocking (as the
 * body's stream is read, or once it is complete) or not ({@link OrderPageSubscriber}, as each buffer arrives). The
 * blocking path measures how long its caller waited for the answer ({@link ResponseWait}); each request is counted as
 * sent and answered ({@link RequestWatch}); every body is read to its end before it is closed, so that the
 * connection is reused ({@code ConnectionReuseTest}).
 */
final class PageExchange {

    private final HttpClient http;
    private final PageRequests requests;

    private final OrderPageDecoder decoder = new OrderPageDecoder();
    private final ResponseWait responseWait = new ResponseWait();
    private final PageSizing sizing;

    PageExchange(HttpClient http, PageRequests requests) {
        this.http = http;
        this.requests = requests;
        this.sizing = new PageSizing(requests.settings());
    }

    /** How long callers of the blocking path waited for the server's answers. */
    ResponseWait responseWait() {
        return responseWait;
    }

    /** The page, decoded from the body's stream as it is read. */
    OrderPage page(String cursor) {
        return streaming(cursor, body -> sizing.sized(cursor, decoder.decode(body, sizing.expectedOrders())));
    }

    /** The body's stream given to any decoder (the Order-building one, or a benchmark's minimal one). */
    <T> T streaming(String cursor, Function<InputStream, T> decode) {
        HttpResponse<InputStream> response = send(cursor, BodyHandlers.ofInputStream()); // queues the bytes
        try (InputStream body = response.body()) {
            PageFailures.requireOk(cursor, response.statusCode(), response.headers(), body::readNBytes);
            T decoded = decode.apply(body);
            // The decoder stops at the page's closing brace. Closed before its end (the HttpClient's onComplete
            // not seen yet), the stream cancels the exchange and the connection is dropped, not reused.
            while (body.read() != -1) {
                // usually nothing is left but the end (transferTo would allocate 8 KiB per page)
            }
            return decoded;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The page, bound from the whole body once it has arrived (the binding row's way). */
    OrderPage buffered(String cursor) {
        HttpResponse<byte[]> response = send(cursor, BodyHandlers.ofByteArray());
        PageFailures.requireOk(cursor, response.statusCode(), response.headers(), n -> response.body());
        return PageFailures.notLooping(cursor, decoder.bind(response.body(), sizing.expectedOrders()));
    }

    /** The page, decoded without blocking as each buffer of the body arrives. */
    CompletableFuture<OrderPage> async(String cursor) {
        return http.sendAsync(
                        requests.of(cursor),
                        bodyDeadline(info -> info.statusCode() == 200
                                ? new OrderPageSubscriber(decoder, sizing.expectedOrders())
                                : BodySubscribers.mapping(BodySubscribers.ofByteArray(), body -> {
                                    PageFailures.requireOk(cursor, info.statusCode(), info.headers(), n -> body);
                                    throw new IllegalStateException(
                                            "unreachable: HTTP " + info.statusCode() + " is not OK");
                                })))
                .whenComplete((response, error) -> requests.watch().answered())
                .thenApply(response -> sizing.sized(cursor, response.body()));
    }

    private <T> HttpResponse<T> send(String cursor, HttpResponse.BodyHandler<T> handler) {
        long start = System.nanoTime();
        try {
            return http.send(requests.of(cursor), bodyDeadline(handler));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OrdersApiException(cursor, -1, false, "interrupted", e);
        } finally {
            requests.watch().answered();
            responseWait.add(System.nanoTime() - start);
        }
    }

    /**
     * {@code handler} with a deadline for the body: the request's timeout ends with the headers, so the body gets
     * the same budget again from there ({@link BodyDeadline}); a stalled body fails the attempt as a timeout.
     */
    private <T> HttpResponse.BodyHandler<T> bodyDeadline(HttpResponse.BodyHandler<T> handler) {
        return info ->
                new BodyDeadline<>(handler.apply(info), requests.settings().requestTimeout());
    }
}
