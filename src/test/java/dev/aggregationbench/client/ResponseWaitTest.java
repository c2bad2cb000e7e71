package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.TestClients;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The client measures how long its blocking callers wait for the server's answers ({@link ResponseWait}): against
 * a mock that holds every page for 30 ms before answering, a walk of 10 pages waits at least 10 x 30 ms and at most
 * the walk's own wall time, one response per page. A walk with {@code sendAsync} has no caller waiting in
 * {@code send}: its wait is not measured (null, n/a), never 0.
 */
@IntegrationTest
class ResponseWaitTest {

    private static final int PAGES = 10;
    private static final int LATENCY_MILLIS = 30;
    private static OrdersMock mock;

    @BeforeAll
    static void start() {
        mock = OrdersMock.start(MockSettings.of(PAGES * 10, 10, 42).withLatencyMillis(LATENCY_MILLIS));
    }

    @AfterAll
    static void stop() {
        mock.close();
    }

    @Test
    void aBlockingWalkWaitsAtLeastTheLatencyOfEachPageAndAtMostItsWallTime() {
        assertBlockingWaitMeasured(HttpOrdersClient::fetchPage);
    }

    @Test
    void aBufferedBlockingWalkIsMeasuredToo() {
        assertBlockingWaitMeasured(HttpOrdersClient::fetchPageBuffered);
    }

    @Test
    void anAsyncWalkHasNoCallerWaitingSoItsWaitIsNotMeasured() {
        try (HttpOrdersClient client = TestClients.clientFor(mock)) {
            ResponseWait.Snapshot before = client.responseWait().snapshot();
            int pages = walk(client, (c, cursor) -> c.fetchPageAsync(cursor).join());
            ResponseWait.Snapshot after = client.responseWait().snapshot();

            assertThat(pages).isEqualTo(PAGES);
            assertThat(after.responses()).isEqualTo(before.responses());
            assertThat(after.nanosSince(before)).as("not measured").isNull();
        }
    }

    private static void assertBlockingWaitMeasured(BiFunction<HttpOrdersClient, String, OrderPage> fetch) {
        try (HttpOrdersClient client = TestClients.clientFor(mock)) {
            ResponseWait.Snapshot before = client.responseWait().snapshot();
            long start = System.nanoTime();
            int pages = walk(client, fetch);
            long wallNanos = System.nanoTime() - start;
            ResponseWait.Snapshot after = client.responseWait().snapshot();

            System.out.printf(
                    "%d pages at %d ms: waited %.1f ms of a %.1f ms walk%n",
                    pages, LATENCY_MILLIS, after.nanosSince(before) / 1e6, wallNanos / 1e6);
            assertThat(pages).isEqualTo(PAGES);
            assertThat(after.responses() - before.responses())
                    .as("one response per page")
                    .isEqualTo(PAGES);
            assertThat(after.nanosSince(before))
                    .isGreaterThanOrEqualTo(PAGES * LATENCY_MILLIS * 1_000_000L)
                    .isLessThanOrEqualTo(wallNanos);
        }
    }

    private static int walk(HttpOrdersClient client, BiFunction<HttpOrdersClient, String, OrderPage> fetch) {
        int pages = 0;
        String cursor = null;
        OrderPage page;
        do {
            page = fetch.apply(client, cursor);
            cursor = page.nextCursor();
            pages++;
        } while (page.hasMore());
        return pages;
    }
}
