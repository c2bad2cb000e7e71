package dev.aggregationbench.variant.virtualthreads;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.OrderAggregator;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * <h2>Virtual threads: plain blocking code, on a virtual thread</h2>
 *
 * <p>The loop is the simplest one there is: fetch a page (blocking), add its orders, follow the cursor. It runs on a
 * virtual thread: while it waits for the answer, the virtual thread is parked and unmounted, and its carrier (a
 * platform thread of a small ForkJoinPool) is free for other work.
 *
 * <p><b>What to notice:</b> virtual threads make <em>waiting</em> cheap, not a single sequence of requests faster:
 * cursor pagination is a chain where each request needs the previous answer, so one virtual thread does exactly the
 * work one platform thread would. The payoff comes when thousands of such loops run at once (one per user, per
 * tenant, per report). And check that the code really runs on a virtual thread: a {@code Thread.ofVirtual()} that
 * is built but never started, or an executor that is not the virtual-thread-per-task one, silently gives a
 * "virtual threads" benchmark of platform threads.
 *
 * <p><b>Pinning:</b> a virtual thread that blocks where it cannot unmount holds its carrier. On JDK 25 blocking
 * inside {@code synchronized} no longer pins (JEP 491, JDK 24), but blocking in a class initializer or under a
 * native frame still does; JFR's {@code jdk.VirtualThreadPinned} event shows it. This loop never blocks in socket I/O
 * itself. {@code HttpClient.send} is {@code sendAsync(...).get()} (JDK 25, {@code HttpClientImpl.send}): the
 * virtual thread parks in that future until the headers arrive, then in the body stream's queue
 * ({@code HttpResponseInputStream}, an {@code ArrayBlockingQueue}) until the body's bytes arrive. The client's
 * SelectorManager, a platform thread, reads the socket and hands the bytes over. Parking in a future or a queue
 * unmounts, so the loop does not pin.
 *
 * <p><b>Where memory goes:</b> O(page size) for the page, plus the virtual thread's stack, which lives on the heap
 * as a stack chunk object and is copied there each time the thread parks.
 *
 * @see "dev.aggregationbench.pitfalls.VirtualThreadsThatWereNeverVirtualTest (test sources): virtual threads that
 *      never ran on a virtual thread"
 * @see "dev.aggregationbench.pitfalls.VirtualThreadPinningTest (test sources): what pins on this JDK, seen with JFR"
 * @see "docs/variants/06-virtual-threads.md"
 */
public final class VirtualThreadsAggregator implements OrderAggregator {

    @Override
    public OrderStats aggregate(OrdersClient client) {
        return onVirtualThread(() -> aggregateBlocking(client));
    }

    /** Runs {@code task} on a new virtual thread and waits for it; its failure is rethrown as it was. */
    static <T> T onVirtualThread(Callable<T> task) {
        try (ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<T> result = executor.submit(task);
            return result.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while aggregating", e);
        }
    }

    /** The loop that runs on the virtual thread: ordinary blocking code. */
    static OrderStats aggregateBlocking(OrdersClient client) {
        OrderStatsAccumulator stats = new OrderStatsAccumulator();
        String cursor = null;
        OrderPage page;
        do {
            page = client.fetchPage(cursor);
            stats.addAll(page.data());
            cursor = page.nextCursor();
        } while (page.hasMore());
        return stats.toStats();
    }
}
