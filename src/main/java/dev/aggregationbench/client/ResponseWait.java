package dev.aggregationbench.client;

import java.util.concurrent.atomic.LongAdder;

/**
 * How long callers waited for the server: the time spent inside {@code HttpClient.send} until a response's status
 * line and headers had arrived, summed over every blocking request (retries included), and how many there were.
 * That is the blocking styles' wait for the API (its service time, the network, and the HttpClient's hand-over
 * from its selector thread to the caller). Requests sent with {@code sendAsync} (async, reactor) are not in it: no
 * caller thread waits for them, so for those styles the wait is not measured (n/a). Measured, not sampled: two
 * {@code System.nanoTime} readings per request.
 */
public final class ResponseWait {

    private final LongAdder nanos = new LongAdder();
    private final LongAdder responses = new LongAdder();

    void add(long waitedNanos) {
        nanos.add(waitedNanos);
        responses.increment();
    }

    /** A client that measures its blocking callers' wait. */
    public interface Measured {
        ResponseWait responseWait();
    }

    public Snapshot snapshot() {
        return new Snapshot(responses.sum(), nanos.sum());
    }

    /** The totals at one moment. */
    public record Snapshot(long responses, long nanos) {

        /** Nanoseconds waited since {@code before}; {@code null} when no blocking request was made in between. */
        public Long nanosSince(Snapshot before) {
            return responses == before.responses ? null : nanos - before.nanos;
        }
    }
}
