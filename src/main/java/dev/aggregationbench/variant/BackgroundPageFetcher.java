package dev.aggregationbench.variant;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ThreadFactory;

/**
 * The producer half of a blocking pipeline, written once for iterator, stream and virtual threads: a thread of the
 * caller's choosing walks the cursor and puts each page into a bounded hand-off queue; the consumer takes pages
 * through this {@link Iterator}. While the consumer processes page n, the producer is already fetching page n+1.
 *
 * <p>The queue's capacity bounds how far ahead the producer runs: with capacity 1 it holds at most one page in the
 * queue and one in hand, so memory stays O(page size) and a slow consumer slows the producer (back-pressure by
 * blocking {@code put}). A failure on the producer's side is handed over like a page and rethrown, unchanged, by
 * {@link #next()}. {@link #close()} interrupts the producer (a blocked {@code put} or HTTP request ends) so an
 * abandoned walk does not keep fetching.
 */
public final class BackgroundPageFetcher implements Iterator<OrderPage>, AutoCloseable {

    /** What the producer hands over: a page, or the failure that ended its walk. */
    private sealed interface HandOff {}

    private record Page(OrderPage page) implements HandOff {}

    private record Failure(Throwable error) implements HandOff {}

    private final BlockingQueue<HandOff> queue;
    private final Thread producer;
    private boolean lastPageTaken;

    /** Starts fetching at once, on a new thread from {@code threads}; at most {@code capacity} pages wait. */
    public BackgroundPageFetcher(OrdersClient client, ThreadFactory threads, int capacity) {
        this.queue = new ArrayBlockingQueue<>(capacity);
        this.producer = threads.newThread(() -> produce(client));
        producer.start();
    }

    private void produce(OrdersClient client) {
        try {
            String cursor = null;
            OrderPage page;
            do {
                page = client.fetchPage(cursor);
                queue.put(new Page(page)); // blocks while the queue is full: the consumer sets the pace
                cursor = page.nextCursor();
            } while (page.hasMore());
        } catch (InterruptedException e) {
            // closed by the consumer: nobody is waiting for more pages
        } catch (Throwable e) {
            try {
                queue.put(new Failure(e));
            } catch (InterruptedException closed) {
                // closed by the consumer while handing over the failure: nobody is waiting for it
            }
        }
    }

    @Override
    public boolean hasNext() {
        return !lastPageTaken;
    }

    /** The next page, waiting for the producer if it has not arrived; the producer's failure if its walk failed. */
    @Override
    public OrderPage next() {
        if (lastPageTaken) {
            throw new NoSuchElementException("the last page was taken");
        }
        HandOff handOff;
        try {
            handOff = queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the next page", e);
        }
        return switch (handOff) {
            case Page(OrderPage page) -> {
                lastPageTaken = !page.hasMore();
                yield page;
            }
            case Failure(RuntimeException error) -> throw error;
            case Failure(Error error) -> throw error;
            case Failure(Throwable error) -> throw new IllegalStateException(error);
        };
    }

    /** Stops the producer if it is still running (interrupts it; it ends at its next blocking point). */
    @Override
    public void close() {
        producer.interrupt();
    }
}
