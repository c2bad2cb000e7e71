package dev.aggregationbench.client;

import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A deadline for a response's body. {@code HttpRequest.timeout} ends once the status line and headers have arrived;
 * a body that then stalls (a server that stops writing, or one whose writer thread died) would keep its reader
 * waiting forever, and with it the walk. This wraps any {@link BodySubscriber} (the InputStream of the blocking
 * path, the byte array, the non-blocking {@link OrderPageSubscriber}) and gives its body the same budget again,
 * counted from the headers: a body not complete by then is cut (the subscription cancelled) and fails with an
 * {@link HttpTimeoutException}, which the retry decision counts as a {@link FailureKind#TIMEOUT}
 * ({@code BodyTimeoutTest}).
 */
final class BodyDeadline<T> implements BodySubscriber<T> {

    private final BodySubscriber<T> body;
    private final Duration timeout;
    /** Completed once by whichever comes first: the body's end (or error), or the deadline (a TimeoutException). */
    private final CompletableFuture<Void> ended = new CompletableFuture<>();

    BodyDeadline(BodySubscriber<T> body, Duration timeout) {
        this.body = body;
        this.timeout = timeout;
    }

    @Override
    public CompletionStage<T> getBody() {
        return body.getBody();
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        // orTimeout's timer is removed as soon as the body ends: nothing waits 'timeout' per page in a queue.
        ended.orTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS).whenComplete((done, error) -> {
            if (error instanceof TimeoutException) {
                // the body fails first, so that its reader sees the timeout, not the cancellation that follows
                body.onError(new HttpTimeoutException(
                        "the body did not end within " + timeout.toMillis() + " ms of the headers"));
                subscription.cancel(); // the JDK then closes the connection: it is not reused
            }
        });
        body.onSubscribe(subscription);
    }

    @Override
    public void onNext(List<ByteBuffer> buffers) {
        if (!ended.isDone()) {
            body.onNext(buffers);
        }
    }

    @Override
    public void onError(Throwable error) {
        if (ended.complete(null)) {
            body.onError(error);
        }
    }

    @Override
    public void onComplete() {
        if (ended.complete(null)) {
            body.onComplete();
        }
    }
}
