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
import java.util.concurrent.locks.ReentrantLock;

/**
 * A deadline for a response's body. {@code HttpRequest.timeout} ends once the status line and headers have arrived;
 * a body that then stalls (a server that stops writing, or one whose writer thread died) would keep its reader
 * waiting forever, and with it the walk. This wraps any {@link BodySubscriber} (the InputStream of the blocking
 * path, the byte array, the non-blocking {@link OrderPageSubscriber}) and gives its body the same budget again,
 * counted from the headers: a body not complete by then is cut (the subscription cancelled) and fails with an
 * {@link HttpTimeoutException}, which the retry decision counts as a {@link FailureKind#TIMEOUT}
 * ({@code BodyTimeoutTest}).
 *
 * <p>The deadline fires on a timer thread while the client's own thread may be delivering a buffer. Reactive Streams
 * wants a subscriber's signals in series, so every signal to the wrapped body goes through one lock, and nothing
 * reaches it after its first terminal signal (its end, its error or the timeout) ({@code BodyDeadlineTest}).
 */
final class BodyDeadline<T> implements BodySubscriber<T> {

    private final BodySubscriber<T> body;
    private final Duration timeout;
    /** Completed when the body ends: it removes the deadline's timer, so nothing waits 'timeout' per page. */
    private final CompletableFuture<Void> ended = new CompletableFuture<>();
    /** Held while a signal is delivered to {@link #body}. */
    private final ReentrantLock signals = new ReentrantLock();
    /** Guarded by {@link #signals}: the body got its terminal signal. */
    private boolean terminated;

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
        signals.lock(); // a deadline that fires at once still waits for the body's onSubscribe
        try {
            ended.orTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS).whenComplete((done, error) -> {
                // the body fails first, so that its reader sees the timeout, not the cancellation that follows
                if (error instanceof TimeoutException
                        && terminate(() -> body.onError(new HttpTimeoutException(
                                "the body did not end within " + timeout.toMillis() + " ms of the headers")))) {
                    subscription.cancel(); // outside the lock; the JDK then closes the connection: it is not reused
                }
            });
            body.onSubscribe(subscription);
        } finally {
            signals.unlock();
        }
    }

    @Override
    public void onNext(List<ByteBuffer> buffers) {
        signals.lock();
        try {
            if (!terminated) {
                body.onNext(buffers);
            }
        } finally {
            signals.unlock();
        }
    }

    @Override
    public void onError(Throwable error) {
        terminate(() -> body.onError(error));
    }

    @Override
    public void onComplete() {
        terminate(body::onComplete);
    }

    /** Delivers this terminal signal unless the body already got one; false if it did. */
    private boolean terminate(Runnable signal) {
        signals.lock();
        try {
            if (terminated) {
                return false;
            }
            terminated = true;
            signal.run();
        } finally {
            signals.unlock();
        }
        ended.complete(null);
        return true;
    }
}
