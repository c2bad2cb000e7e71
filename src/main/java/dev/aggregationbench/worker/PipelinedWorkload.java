package dev.aggregationbench.worker;

import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.WorkPerOrder;

/** The pipelined scenario: the row's walk that works on each page's orders while it fetches the next page. */
record PipelinedWorkload(Row row, WorkPerOrder work) implements Workload {

    @Override
    public OrderStats run(CountingOrdersClient client) {
        return row.pipelined(work).aggregate(client);
    }
}
