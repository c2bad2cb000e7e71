package dev.aggregationbench.variant.async;

import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;

/**
 * At most M asynchronous operations started and not yet completed: one more waits in a queue, and is started by
 * whichever thread completes an earlier one. Nothing blocks: {@link #submit} returns a future at once.
 */
final class AsyncLimiter {

    private final Semaphore permits;
    private final Queue<Runnable> waiting = new ConcurrentLinkedQueue<>();

    AsyncLimiter(int maxInFlight) {
        this.permits = new Semaphore(maxInFlight);
    }

    /** {@code operation} started now if fewer than M are in flight, else when one completes; its result. */
    <T> CompletableFuture<T> submit(Supplier<CompletableFuture<T>> operation) {
        CompletableFuture<T> result = new CompletableFuture<>();
        waiting.add(() -> {
            CompletableFuture<T> started;
            try {
                started = operation.get();
            } catch (RuntimeException e) {
                started = CompletableFuture.failedFuture(e);
            }
            started.whenComplete((value, error) -> {
                permits.release(); // before the result: the next one starts even if a dependent throws
                startWaiting();
                if (error != null) {
                    result.completeExceptionally(error);
                } else {
                    result.complete(value);
                }
            });
        });
        startWaiting();
        return result;
    }

    /** Starts waiting operations while permits are free (a permit taken and nothing to start is given back). */
    private void startWaiting() {
        while (!waiting.isEmpty() && permits.tryAcquire()) {
            Runnable next = waiting.poll();
            if (next == null) {
                permits.release();
            } else {
                next.run();
            }
        }
    }
}
