package dev.aggregationbench.worker;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.Scenario;
import dev.aggregationbench.scenario.WorkPerOrder;
import dev.aggregationbench.variant.ExecutorFanOut;
import dev.aggregationbench.variant.OrderAggregator;
import dev.aggregationbench.variant.virtualthreads.VirtualThreadsBoundedFanOut;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;

/**
 * A control row: every page fetched one way and dropped, no statistics, no per-order work. What is left of a
 * variant's cost after subtracting the transport row is its own; the binding row minus the transport row is what
 * reading a body whole and binding it costs. A control row's fan-out is K such walks on virtual threads.
 */
enum ControlRow implements Row {
    /** The streaming decode every variant uses (the blocking ones through this very method). */
    TRANSPORT(WorkerResult.TRANSPORT, OrdersClient::fetchPage),
    /** A first draft's way: the whole body as a byte[], then Jackson's data binding. */
    BINDING(WorkerResult.BINDING, OrdersClient::fetchPageBuffered);

    private final String id;
    private final BiFunction<OrdersClient, String, OrderPage> fetch;

    ControlRow(String id, BiFunction<OrdersClient, String, OrderPage> fetch) {
        this.id = id;
        this.fetch = fetch;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public OrderAggregator walk() {
        return this::dropEveryPage;
    }

    /** No work: a control row's pipelined walk is its walk. */
    @Override
    public OrderAggregator pipelined(WorkPerOrder work) {
        return walk();
    }

    @Override
    public FanOut fanOut() {
        return (client, settings, listener) -> {
            OrdersClient permits = settings.bounded() // one set of M permits for all K walks
                    ? VirtualThreadsBoundedFanOut.permitPerFetch(client, settings.maxInFlight())
                    : client;
            try (var executor = Executors.newVirtualThreadPerTaskExecutor()) {
                if (settings.failFast()) { // the first failure cancels the other walks, as virtual-threads does
                    return ExecutorFanOut.runAll(
                            executor, permits, settings.concurrency(), this::dropEveryPage, listener, true);
                }
                List<Future<OrderStats>> walks = new ArrayList<>();
                for (int i = 0; i < settings.concurrency(); i++) {
                    int partition = i;
                    OrdersClient view = permits.forPartition(partition, settings.concurrency());
                    walks.add(executor.submit(() -> {
                        long start = System.nanoTime();
                        listener.started(partition, start);
                        dropEveryPage(view);
                        listener.finished(partition, start, System.nanoTime());
                        return null;
                    }));
                }
                List<OrderStats> results = new ArrayList<>();
                for (Future<OrderStats> walk : walks) {
                    results.add(walk.get());
                }
                return results;
            } catch (ExecutionException | InterruptedException e) {
                throw new IllegalStateException(id + " fan-out failed: " + e, e);
            }
        };
    }

    /** It computes no statistics: right when it returned none. */
    @Override
    public boolean exact(OrderStats expected, OrderStats result) {
        return result == null;
    }

    @Override
    public WorkPerOrder workDone(WorkPerOrder work) {
        return WorkPerOrder.NONE;
    }

    /** Its fan-out's K walks run on virtual threads; its other walks on the worker's own thread. */
    @Override
    public boolean runsOnVirtualThreads(Scenario scenario) {
        return scenario == Scenario.FAN_OUT;
    }

    private OrderStats dropEveryPage(OrdersClient client) {
        String cursor = null;
        OrderPage page;
        do {
            page = fetch.apply(client, cursor);
            cursor = page.nextCursor();
        } while (page.hasMore());
        return null;
    }
}
