package dev.aggregationbench.worker;

import dev.aggregationbench.order.OrderStats;

/**
 * The sequential, latency and faults scenarios: one walk of the whole set by the row's own code (the mock adds the
 * latency and the faults).
 */
record WalkWorkload(Row row) implements Workload {

    @Override
    public OrderStats run(CountingOrdersClient client) {
        return row.walk().aggregate(client);
    }
}
