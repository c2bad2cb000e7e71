package dev.aggregationbench.variant.async;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Where the async style's continuations run, and how one hands a failure on: the executors every form of the style
 * passes to {@code whenCompleteAsync}, so that adding up a page never runs on the HTTP client's threads.
 */
final class Continuations {

    private Continuations() {}

    /** One aggregation's: a single daemon platform thread, {@code async-continuations}. */
    static ExecutorService oneThread() {
        return Executors.newSingleThreadExecutor(
                Thread.ofPlatform().name("async-continuations").daemon().factory());
    }

    /** A fan-out's: as many daemon platform threads as CPUs, {@code async-continuations-0}, {@code -1}... */
    static ExecutorService perCpu() {
        return Executors.newFixedThreadPool(
                Runtime.getRuntime().availableProcessors(),
                Thread.ofPlatform().name("async-continuations-", 0).daemon().factory());
    }

    /**
     * Whether the page's future failed; if so {@code result} fails with the failure itself, not the
     * {@link CompletionException} around it, and the continuation should return.
     */
    static boolean failed(Throwable error, CompletableFuture<?> result) {
        if (error != null) {
            result.completeExceptionally(error instanceof CompletionException ce ? ce.getCause() : error);
        }
        return error != null;
    }
}
