package dev.aggregationbench.variant.virtualthreads;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutListener;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.support.TestClients;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The trap of {@link VirtualThreadsBoundedFanOut}: where the permit is taken. Taken inside each virtual thread
 * (right), all K aggregations start at once and only their fetches wait. Taken in the loop that submits them
 * (wrong), the caller blocks on the semaphore: aggregation M+1 starts only when one has ended, so the start is
 * serialised and the caller can do nothing else meanwhile. Asserted on how many had started when the first ended
 * (pages take 300 ms; starting a virtual thread takes microseconds), not on time.
 */
class BoundedFanOutPitfallsTest {

    private static final int K = 6;
    private static final int M = 2;

    @Test
    void thePermitTakenInsideEachVirtualThreadLetsAllKStartAtOnce() {
        try (OrdersMock mock = slowMock();
                HttpOrdersClient client = TestClients.clientFor(mock)) {
            StartsBeforeFirstEnd listener = new StartsBeforeFirstEnd();

            List<OrderStats> results = new VirtualThreadsBoundedFanOut()
                    .aggregateAll(client, new FanOutSettings(K, 200, false, "none", M), listener);

            assertThat(results).hasSize(K);
            assertThat(listener.startedWhenFirstEnded())
                    .as("aggregations started when the first ended")
                    .isEqualTo(K);
        }
    }

    @Test
    void thePermitTakenInTheSubmittingLoopSerialisesTheStart() throws Exception {
        try (OrdersMock mock = slowMock();
                HttpOrdersClient client = TestClients.clientFor(mock)) {
            StartsBeforeFirstEnd listener = new StartsBeforeFirstEnd();
            Semaphore permits = new Semaphore(M);
            List<Future<OrderStats>> walks = new ArrayList<>();
            try (ExecutorService perTask = Executors.newVirtualThreadPerTaskExecutor()) {
                for (int i = 0; i < K; i++) {
                    int index = i;
                    OrdersClient partition = client.forPartition(index, K);
                    permits.acquire(); // WRONG: the caller waits here, not the virtual thread
                    walks.add(perTask.submit(() -> {
                        try {
                            long start = System.nanoTime();
                            listener.started(index, start);
                            OrderStats stats = VirtualThreadsAggregator.aggregateBlocking(partition);
                            listener.finished(index, start, System.nanoTime());
                            return stats;
                        } finally {
                            permits.release();
                        }
                    }));
                }
            }
            for (Future<OrderStats> walk : walks) {
                assertThat(walk.get()).isNotNull();
            }
            assertThat(listener.startedWhenFirstEnded())
                    .as("aggregations started when the first ended")
                    .isEqualTo(M);
        }
    }

    /** One page per partition, 300 ms each. */
    private static OrdersMock slowMock() {
        return OrdersMock.start(MockSettings.of(K * 10L, 10, 42).withLatencyMillis(300));
    }

    /** How many aggregations had started when the first one ended. */
    private static final class StartsBeforeFirstEnd implements FanOutListener {
        private final AtomicInteger started = new AtomicInteger();
        private final AtomicInteger startedWhenFirstEnded = new AtomicInteger(-1);

        @Override
        public void started(int aggregation, long startNanos) {
            started.incrementAndGet();
        }

        @Override
        public void finished(int aggregation, long startNanos, long endNanos) {
            startedWhenFirstEnded.compareAndSet(-1, started.get());
        }

        int startedWhenFirstEnded() {
            return startedWhenFirstEnded.get();
        }
    }
}
