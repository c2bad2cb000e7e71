package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

/**
 * Pitfall (issue 25): SLF4J's MDC is a ThreadLocal map. Put on the caller's thread, it is on every request that
 * thread builds, and on none that a later stage builds after a hop ({@code thenComposeAsync} on another executor):
 * that thread has its own, empty MDC. Counted by the real mock from the {@code X-Context-Id} each request carried,
 * read from the MDC as the client builds the request. The fix beside it: capture the MDC where it is set and put
 * it back around the stage ({@code AggregationContext.continuations} does it once per aggregation, as a wrapping
 * executor).
 */
class MdcLostAfterAHopTest {

    private static final String KEY = "contextId";
    private static final String ID = "k1p0-mdc"; // partition 0 of 1: the whole data set

    @Test
    void theMdcOfTheCallerIsOnTheFirstRequestAndNotOnTheOneSentAfterAHop() {
        try (HttpMock api = HttpMock.start(40, 10);
                ExecutorService hop = Executors.newSingleThreadExecutor()) {
            HttpOrdersClient client =
                    api.http().carryingContext(() -> MDC.get(KEY)).forPartition(0, 1);
            MDC.put(KEY, ID);
            try {
                WireIds before = WireIds.now(api);
                client.fetchPageAsync(null) // built here: the caller's MDC
                        .thenComposeAsync(page -> client.fetchPageAsync(page.nextCursor()), hop) // built on hop
                        .join();
                assertThat(WireIds.since(before, api))
                        .as("the request built after the hop has no id")
                        .isEqualTo(new WireIds(1, 1, 0));

                Map<String, String> captured = MDC.getCopyOfContextMap(); // fixed: captured where it is set...
                WireIds beforeFixed = WireIds.now(api);
                client.fetchPageAsync(null)
                        .thenComposeAsync(
                                page -> withMdc(captured, () -> client.fetchPageAsync(page.nextCursor())),
                                hop) // ...and put back around the stage
                        .join();
                assertThat(WireIds.since(beforeFixed, api)).isEqualTo(new WireIds(2, 0, 0));
            } finally {
                MDC.remove(KEY);
            }
        }
    }

    /** Runs {@code stage} with {@code mdc} as this thread's MDC, then puts this thread's own back. */
    private static <T> CompletableFuture<T> withMdc(Map<String, String> mdc, Supplier<CompletableFuture<T>> stage) {
        Map<String, String> own = MDC.getCopyOfContextMap();
        MDC.setContextMap(mdc);
        try {
            return stage.get();
        } finally {
            if (own == null) {
                MDC.clear();
            } else {
                MDC.setContextMap(own);
            }
        }
    }
}
