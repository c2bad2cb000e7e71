package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Pitfall (issue 25): a ThreadLocal set by a task on a pooled thread and not removed stays on that thread. The next
 * task there that sets nothing (here: a request that came without an id) sends the previous request's id: another
 * customer's trace, tenant or user. Counted by the real mock as a wrong id, from the wire. The fix beside it: set it
 * in {@code try}, put back what was there in {@code finally} ({@code ContextCarrier.call}); the second request
 * then goes without an id, which is true.
 */
class PooledThreadKeepsThePreviousIdTest {

    private static final ThreadLocal<String> CONTEXT = new ThreadLocal<>();

    @Test
    void aTaskThatSetsNothingSendsThePreviousTasksIdWhenNobodyRemovedIt() throws Exception {
        try (HttpMock api = HttpMock.start(40, 10);
                ExecutorService pool = Executors.newSingleThreadExecutor()) {
            HttpOrdersClient client = api.http().carryingContext(CONTEXT::get);
            WireIds before = WireIds.now(api);
            pool.submit(() -> {
                        CONTEXT.set("k2p0-first"); // set for the first request, never removed
                        return client.forPartition(0, 2).fetchPage(null);
                    })
                    .get();
            pool.submit(() -> client.forPartition(1, 2).fetchPage(null)).get(); // a request without an id
            assertThat(WireIds.since(before, api))
                    .as("the second request carried the first one's id")
                    .isEqualTo(new WireIds(1, 0, 1));

            pool.submit(() -> CONTEXT.remove()).get();
            WireIds beforeFixed = WireIds.now(api);
            pool.submit(() -> inContext(
                            "k2p0-again", () -> client.forPartition(0, 2).fetchPage(null)))
                    .get();
            pool.submit(() -> client.forPartition(1, 2).fetchPage(null)).get();
            assertThat(WireIds.since(beforeFixed, api)).isEqualTo(new WireIds(1, 1, 0));
        }
    }

    /** Set, run, put back: the thread is as it was after, whatever the body did. */
    private static <T> T inContext(String id, Supplier<T> body) {
        String before = CONTEXT.get();
        CONTEXT.set(id);
        try {
            return body.get();
        } finally {
            if (before == null) {
                CONTEXT.remove();
            } else {
                CONTEXT.set(before);
            }
        }
    }
}
