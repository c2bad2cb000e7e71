package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.async.ByteBufferFeeder;

/**
 * Decodes a page while it arrives, without blocking and without holding the body: each buffer the HttpClient
 * delivers is fed to Jackson's non-blocking parser, and the tokens it completes go into a {@link PageAssembler}
 * at once, so a buffer is garbage as soon as {@link #onNext} returns. The decoding runs on the thread that
 * delivers the buffers (see {@link HttpOrdersClient} for which one that is).
 */
final class OrderPageSubscriber implements BodySubscriber<OrderPage> {

    private final CompletableFuture<OrderPage> result = new CompletableFuture<>();
    private final JsonParser parser;
    private final ByteBufferFeeder feeder;
    private final PageAssembler page;
    private Flow.Subscription subscription;

    OrderPageSubscriber(OrderPageDecoder decoder, int expectedOrders) {
        this.parser = decoder.nonBlocking();
        this.feeder = (ByteBufferFeeder) parser.nonBlockingInputFeeder();
        this.page = new PageAssembler(expectedOrders);
    }

    @Override
    public CompletionStage<OrderPage> getBody() {
        return result;
    }

    @Override
    public void onSubscribe(Flow.Subscription newSubscription) {
        subscription = newSubscription;
        newSubscription.request(Long.MAX_VALUE); // each buffer is consumed within onNext: nothing queues up
    }

    @Override
    public void onNext(List<ByteBuffer> buffers) {
        if (result.isDone()) {
            return; // failed already; the subscription is cancelled
        }
        try {
            for (ByteBuffer buffer : buffers) {
                feeder.feedInput(buffer);
                pushAvailableTokens();
            }
        } catch (RuntimeException e) {
            subscription.cancel();
            fail(e);
        }
    }

    @Override
    public void onError(Throwable error) {
        fail(error);
    }

    @Override
    public void onComplete() {
        if (result.isDone()) {
            return;
        }
        try {
            feeder.endOfInput();
            pushAvailableTokens();
            result.complete(page.page());
        } catch (RuntimeException e) {
            fail(e);
            return;
        }
        parser.close();
    }

    /** Every token the input so far completes; the parser keeps a token cut between buffers for the next one. */
    private void pushAvailableTokens() {
        for (JsonToken token; (token = parser.nextToken()) != null && token != JsonToken.NOT_AVAILABLE; ) {
            page.accept(parser, token);
        }
    }

    private void fail(Throwable error) {
        result.completeExceptionally(error);
        parser.close();
    }
}
