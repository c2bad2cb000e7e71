package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;

/** {@link WorkPerOrder#applyTo}: the same pages, whose orders cost the work when they are read. */
final class WorkingOrdersClient extends ReadingOrdersClient {

    private final WorkPerOrder work;

    WorkingOrdersClient(OrdersClient delegate, WorkPerOrder work) {
        super(delegate);
        this.work = work;
    }

    @Override
    void onRead() {
        work.performOne();
    }

    @Override
    OrdersClient over(OrdersClient view, int partition, int partitions) {
        return new WorkingOrdersClient(view, work);
    }
}
