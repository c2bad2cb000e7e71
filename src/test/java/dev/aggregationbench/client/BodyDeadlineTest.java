package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The deadline's timer and the client's thread signal the body in series: a deadline that fires while a buffer is
 * being delivered waits until that delivery has returned, and nothing reaches the body after its error. The body
 * here records its signals; the buffer's delivery waits up to {@link #IN_ON_NEXT} for an error that would overlap it.
 */
class BodyDeadlineTest {

    private static final Duration DEADLINE = Duration.ofMillis(50);
    private static final long IN_ON_NEXT = 1_000;

    @Test
    void aDeadlineDuringABuffersDeliveryFailsTheBodyAfterItAndNothingFollowsTheError() throws Exception {
        RecordingBody body = new RecordingBody();
        CountDownLatch cancelled = new CountDownLatch(1);
        BodyDeadline<Void> deadline = new BodyDeadline<>(body, DEADLINE);

        deadline.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {
                cancelled.countDown();
            }
        });
        deadline.onNext(List.of(ByteBuffer.allocate(1))); // the deadline passes while the body is in onNext
        assertThat(cancelled.await(5, TimeUnit.SECONDS))
                .as("the timed-out body's subscription is cancelled")
                .isTrue();
        deadline.onNext(List.of(ByteBuffer.allocate(1)));
        deadline.onError(new IOException("the connection closed by the cancel"));
        deadline.onComplete();

        assertThat(body.signals)
                .containsExactly("subscribe", "next", "error: " + HttpTimeoutException.class.getSimpleName());
        assertThat(body.overlapped)
                .as("a signal arrived while another was being delivered")
                .isFalse();
    }

    /** Records its signals; onNext waits for an error that would arrive while it runs. */
    private static final class RecordingBody implements BodySubscriber<Void> {

        final List<String> signals = new CopyOnWriteArrayList<>();
        final CountDownLatch errored = new CountDownLatch(1);
        volatile boolean inside;
        volatile boolean overlapped;

        @Override
        public CompletionStage<Void> getBody() {
            return new CompletableFuture<>();
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            signal("subscribe");
        }

        @Override
        public void onNext(List<ByteBuffer> item) {
            signal("next");
            inside = true;
            try {
                errored.await(IN_ON_NEXT, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                inside = false;
            }
        }

        @Override
        public void onError(Throwable throwable) {
            signal("error: " + throwable.getClass().getSimpleName());
            errored.countDown();
        }

        @Override
        public void onComplete() {
            signal("complete");
        }

        private void signal(String name) {
            overlapped |= inside;
            signals.add(name);
        }
    }
}
