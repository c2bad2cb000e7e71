package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.support.MockServers;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The non-blocking decoder gives the same page as the blocking one however the body is cut into buffers (tokens,
 * strings and numbers split anywhere), on a real page of the mock; and it fails, cancelling the exchange, on a body
 * that is wrong or cut short.
 */
class OrderPageSubscriberTest {

    private static byte[] realPage;
    private final OrderPageDecoder decoder = new OrderPageDecoder();

    @BeforeAll
    static void fetchARealPage() throws Exception {
        try (OrdersMock mock = MockServers.start(500, 100);
                HttpClient http = HttpClient.newHttpClient()) {
            realPage = http.send(
                            HttpRequest.newBuilder(URI.create(mock.baseUri() + "/orders"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofByteArray())
                    .body();
        }
    }

    @AfterAll
    static void release() {
        realPage = null;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 7, 64, 1000, 16_384, Integer.MAX_VALUE})
    void aPageCutIntoBuffersOfAnySizeDecodesToTheSamePage(int bufferBytes) {
        OrderPage blocking = decoder.decode(realPage, 100);

        OrderPage incremental =
                feed(realPage, bufferBytes, 3).getBody().toCompletableFuture().join();

        assertThat(blocking.data()).hasSize(100);
        assertThat(incremental).isEqualTo(blocking);
    }

    @Test
    void aBodyCutShortFails() {
        byte[] truncated = Arrays.copyOf(realPage, realPage.length / 2);

        assertThatThrownBy(() ->
                        feed(truncated, 1000, 1).getBody().toCompletableFuture().join())
                .isInstanceOf(CompletionException.class)
                .hasMessageContaining("Unexpected end-of-input");
    }

    @Test
    void malformedJsonFailsAtOnceAndCancelsTheExchange() {
        byte[] body = "{\"data\":[{\"id\":\"a\",,]}".getBytes(StandardCharsets.UTF_8);
        AtomicBoolean cancelled = new AtomicBoolean();
        OrderPageSubscriber subscriber = new OrderPageSubscriber(decoder, 10);
        subscriber.onSubscribe(subscription(cancelled));

        subscriber.onNext(List.of(ByteBuffer.wrap(body)));

        assertThat(cancelled).isTrue();
        assertThatThrownBy(() -> subscriber.getBody().toCompletableFuture().join())
                .hasMessageContaining("Unexpected character (','");
    }

    /** Feeds the body in buffers of {@code bufferBytes}, {@code perList} buffers per onNext, then completes. */
    private OrderPageSubscriber feed(byte[] body, int bufferBytes, int perList) {
        OrderPageSubscriber subscriber = new OrderPageSubscriber(decoder, 100);
        subscriber.onSubscribe(subscription(new AtomicBoolean()));
        List<ByteBuffer> list = new ArrayList<>();
        for (int from = 0; from < body.length; from += Math.min(bufferBytes, body.length - from)) {
            int length = Math.min(bufferBytes, body.length - from);
            list.add(ByteBuffer.wrap(Arrays.copyOfRange(body, from, from + length))); // a buffer of its own
            if (list.size() == perList) {
                subscriber.onNext(List.copyOf(list));
                list.clear();
            }
        }
        if (!list.isEmpty()) {
            subscriber.onNext(List.copyOf(list));
        }
        subscriber.onComplete();
        return subscriber;
    }

    private static Flow.Subscription subscription(AtomicBoolean cancelled) {
        return new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {
                cancelled.set(true);
            }
        };
    }
}
