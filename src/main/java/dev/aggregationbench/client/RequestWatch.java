package dev.aggregationbench.client;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Every page request a client and its partition views send, as the client sees it: how many were sent (each
 * attempt, retries included), how many are in flight, and when the last one was sent or answered. A worker reads it
 * to count the requests sent after a moment (fail-fast's first failure: exact, since the count and the moment are
 * on one JVM's clock) and to wait until its client is quiet. It also holds the deadline the worker gives the
 * requests of a deadlined fan-out: each carries {@value #DEADLINE_HEADER}{@code : k<K>p<i>;<epoch millis>}, its
 * aggregation's id and deadline, and the mock counts the ones that arrive after it.
 */
public final class RequestWatch {

    /** The header that carries a page request's aggregation id and its deadline (epoch milliseconds). */
    public static final String DEADLINE_HEADER = "X-Aggregation-Deadline";

    private final AtomicLong sent = new AtomicLong();
    private final AtomicInteger inFlight = new AtomicInteger();
    private volatile long lastActivityNanos = System.nanoTime();
    private volatile long deadlineEpochMillis;

    /** Page requests sent so far, every attempt. */
    public long sent() {
        return sent.get();
    }

    /** Page requests sent and not yet answered (nor failed). */
    public int inFlight() {
        return inFlight.get();
    }

    /** The {@link System#nanoTime()} of the last request sent or answered. */
    public long lastActivityNanos() {
        return lastActivityNanos;
    }

    /** From now on, each page request carries this deadline (epoch ms); 0: none. */
    public void deadline(long epochMillis) {
        deadlineEpochMillis = epochMillis;
    }

    /** A request is about to be sent. */
    void sending() {
        sent.incrementAndGet();
        inFlight.incrementAndGet();
        lastActivityNanos = System.nanoTime();
    }

    /** A request was answered, or failed. */
    void answered() {
        inFlight.decrementAndGet();
        lastActivityNanos = System.nanoTime();
    }

    /** The deadline header's value for a request walking {@code partition}; null without a deadline or partition. */
    String deadlineHeader(Partition partition) {
        long deadline = deadlineEpochMillis;
        return deadline == 0 || partition == null
                ? null
                : "k" + partition.count() + "p" + partition.index() + ";" + deadline;
    }
}
