package dev.aggregationbench.support;

import dev.aggregationbench.client.RequestWatch;
import dev.aggregationbench.scenario.FanOutListener;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A fail-fast fan-out's listener for tests: which aggregations failed by themselves, and the client's page requests
 * sent when the first one did, to count those sent after it once the client is quiet ({@link #sentAfter}).
 */
public final class FirstFailure implements FanOutListener {

    private final RequestWatch requests;
    private final List<Integer> failed = new CopyOnWriteArrayList<>();
    private final AtomicLong sentAtFirst = new AtomicLong(-1);

    public FirstFailure(RequestWatch requests) {
        this.requests = requests;
    }

    @Override
    public void failed(int aggregation, long startNanos, long endNanos) {
        sentAtFirst.compareAndSet(-1, requests.sent());
        failed.add(aggregation);
    }

    /** Marks the first failure now: for a fan-out a test writes itself, without a listener. */
    public void now() {
        sentAtFirst.compareAndSet(-1, requests.sent());
    }

    /** The aggregations that failed by themselves, in the order they did. */
    public List<Integer> failed() {
        return List.copyOf(failed);
    }

    /**
     * Waits until the client has had nothing in flight and sent nothing for {@code quietMillis} (at most 30 s), then
     * gives the page requests it sent after the first failure.
     */
    public long sentAfter(long quietMillis) throws InterruptedException {
        long giveUp = System.nanoTime() + 30_000_000_000L;
        while (requests.inFlight() > 0 || System.nanoTime() - requests.lastActivityNanos() < quietMillis * 1_000_000) {
            if (System.nanoTime() > giveUp) {
                throw new AssertionError("the client was still sending 30 s after the fan-out returned");
            }
            Thread.sleep(20);
        }
        if (sentAtFirst.get() < 0) {
            throw new AssertionError("no aggregation failed");
        }
        return requests.sent() - sentAtFirst.get();
    }
}
