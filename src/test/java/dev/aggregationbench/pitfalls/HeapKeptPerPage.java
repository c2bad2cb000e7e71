package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import java.lang.management.ManagementFactory;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * What an aggregation keeps on the heap per page while it walks: {@value #PAGES} copies of one page, each future
 * completed later on another thread (as a response is), the heap used after a full GC read at page
 * {@value #FIRST_READ} and at the last one.
 */
final class HeapKeptPerPage {

    static final int PAGES = 110_000;
    static final int FIRST_READ = 10_000;

    private HeapKeptPerPage() {}

    /** Heap used after a full GC at the last page minus at page {@value #FIRST_READ}, per page between. */
    static double measure(OrderPage page, Function<OrdersClient, Object> aggregation) {
        long[] usedAfterGc = new long[2];
        ExecutorService completer = Executors.newSingleThreadExecutor();
        try {
            RepeatedPageClient client = new RepeatedPageClient(page, PAGES, completer, n -> {
                if (n == FIRST_READ) {
                    usedAfterGc[0] = heapUsedAfterGc();
                } else if (n == PAGES) {
                    usedAfterGc[1] = heapUsedAfterGc();
                }
            });
            aggregation.apply(client);
            assertThat(client.pagesFetched()).isEqualTo(PAGES);
        } finally {
            completer.shutdown();
        }
        return (double) (usedAfterGc[1] - usedAfterGc[0]) / (PAGES - FIRST_READ);
    }

    private static long heapUsedAfterGc() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
