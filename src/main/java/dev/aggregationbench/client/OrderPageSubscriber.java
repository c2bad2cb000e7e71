package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * Decodes a page while it arrives, without blocking and without holding the body: each buffer the HttpClient
 * delivers goes to a {@link PageFeed} (Jackson's non-blocking parser into a {@link PageAssembler}), so a buffer is
 * garbage as soon as {@link #onNext} returns. The decoding runs on the thread that delivers the buffers (see
 * {@link HttpOrdersClient} for which one that is).
 */
final class OrderPageSubscriber implements BodySubscriber<OrderPage> {

    private final CompletableFuture<OrderPage> result = new CompletableFuture<>();
    private final PageFeed feed;
    private Flow.Subscription subscription;

    OrderPageSubscriber(OrderPageDecoder decoder, int expectedOrders) {
        this.feed = new PageFeed(decoder, expectedOrders);
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
                feed.accept(buffer);
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
            result.complete(feed.end());
        } catch (RuntimeException e) {
            fail(e);
            return;
        }
        feed.close();
    }

    private void fail(Throwable error) {
        result.completeExceptionally(error);
        feed.close();
    }
}
