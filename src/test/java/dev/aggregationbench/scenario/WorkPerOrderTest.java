package dev.aggregationbench.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.support.MockServers;
import dev.aggregationbench.support.RecordingOrdersClient;
import dev.aggregationbench.support.TestClients;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The per-order work costs what it says, in CPU time (not wall time: other processes share the CPU), and is paid by
 * the thread that reads the orders, not by the one that fetches the page.
 */
class WorkPerOrderTest {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    @Test
    void isCalibratedOncePerJvmAndCostsAboutItsMicrosecondsOfCpu() {
        WorkPerOrder.Calibration calibration = WorkPerOrder.calibration();
        assertThat(WorkPerOrder.calibration()).isSameAs(calibration);
        assertThat(calibration.tokensPerMicrosecond()).isPositive();

        WorkPerOrder work = WorkPerOrder.ofMicros(50);
        assertThat(work.tokensPerOrder()).isEqualTo(Math.round(50 * calibration.tokensPerMicrosecond()));
        long start = THREADS.getCurrentThreadCpuTime();
        for (int i = 0; i < 2_000; i++) {
            work.performOne();
        }
        long cpuMicros = (THREADS.getCurrentThreadCpuTime() - start) / 1_000;
        System.out.printf("calibration %s; 2,000 x 50 us took %d us of thread CPU%n", calibration, cpuMicros);
        assertThat(cpuMicros).as("thread CPU for 2,000 x 50 us").isBetween(50_000L, 300_000L);
    }

    @Test
    void noneAndNegativeWork() {
        assertThat(WorkPerOrder.ofMicros(0)).isSameAs(WorkPerOrder.NONE);
        OrdersClient client = new RecordingOrdersClient(null);
        assertThat(WorkPerOrder.NONE.applyTo(client)).isSameAs(client);
        assertThatThrownBy(() -> WorkPerOrder.ofMicros(-1)).hasMessageContaining("was -1");
    }

    @Test
    void theThreadThatReadsTheOrdersPaysNotTheOneThatFetches() throws Exception {
        try (OrdersMock mock = MockServers.start(200, 200);
                HttpOrdersClient http = TestClients.clientFor(mock)) {
            OrdersClient working = WorkPerOrder.ofMicros(500).applyTo(http);
            long fetchStart = THREADS.getCurrentThreadCpuTime();
            OrderPage page = working.fetchPage(null);
            long fetchCpuMicros = (THREADS.getCurrentThreadCpuTime() - fetchStart) / 1_000;

            AtomicLong readerCpuMicros = new AtomicLong();
            OrderStatsAccumulator stats = new OrderStatsAccumulator();
            Thread reader = Thread.ofPlatform().start(() -> {
                long start = THREADS.getCurrentThreadCpuTime();
                stats.addAll(page.data());
                readerCpuMicros.set((THREADS.getCurrentThreadCpuTime() - start) / 1_000);
            });
            reader.join();

            System.out.printf(
                    "fetching 200 orders: %d us CPU; reading them at 500 us each: %d us CPU%n",
                    fetchCpuMicros, readerCpuMicros.get());
            assertThat(stats.toStats()).isEqualTo(http.fetchExpectedStats());
            assertThat(readerCpuMicros.get()).as("reader's CPU, 200 x 500 us").isGreaterThan(50_000);
            assertThat(fetchCpuMicros).as("fetcher's CPU").isLessThan(readerCpuMicros.get() / 2);
        }
    }
}
