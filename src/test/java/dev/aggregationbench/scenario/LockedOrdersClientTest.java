package dev.aggregationbench.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fan-out's {@code --lock}: each aggregation (each partition's view) fetches every page holding a lock of its
 * own, not another aggregation's; {@code none} leaves the client as it is; another value is refused naming the knob.
 */
class LockedOrdersClientTest {

    /** Records, at each fetch, which of the two partitions' locks the fetching thread holds. */
    private static final class Recording implements OrdersClient {
        final List<String> held = new ArrayList<>();
        LockedOrdersClient first;
        LockedOrdersClient second;

        @Override
        public OrderPage fetchPage(String cursor) {
            held.add(cursor + ": first " + first.heldByCurrentThread() + ", second " + second.heldByCurrentThread());
            return OrderPage.handingOver(List.of(), null, false);
        }

        @Override
        public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
            return CompletableFuture.completedFuture(fetchPage(cursor));
        }

        @Override
        public OrderPage fetchPageBuffered(String cursor) {
            return fetchPage(cursor);
        }

        @Override
        public OrdersClient forPartition(int partition, int partitions) {
            return this;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"synchronized", "reentrant"})
    void eachAggregationFetchesHoldingALockOfItsOwn(String lock) {
        Recording api = new Recording();
        OrdersClient locked = new FanOutSettings(2, 200, false, lock).locked(api);
        api.first = (LockedOrdersClient) locked.forPartition(0, 2);
        api.second = (LockedOrdersClient) locked.forPartition(1, 2);

        api.first.fetchPage("a");
        api.second.fetchPageAsync("b").join();
        api.first.fetchPageBuffered("c");

        assertThat(api.held)
                .containsExactly(
                        "a: first true, second false", "b: first false, second true", "c: first true, second false");
        assertThat(api.first.heldByCurrentThread())
                .as("released after the fetch")
                .isFalse();
    }

    @Test
    void withoutALockTheClientIsTheSameAndAnotherLockIsRefused() {
        Recording api = new Recording();
        assertThat(FanOutSettings.of(4, 200).locked(api)).isSameAs(api);
        assertThat(new FanOutSettings(4, 200, false, "none").locked(api)).isSameAs(api);
        assertThatThrownBy(() -> new FanOutSettings(4, 200, false, "stamped"))
                .hasMessage("lock must be one of none, synchronized, reentrant, was 'stamped'");
    }
}
