package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.client.RetryCounts;
import dev.aggregationbench.measurement.FanOutFigures;
import dev.aggregationbench.measurement.OrdersApiInfo;
import dev.aggregationbench.measurement.ScenarioFigures;
import dev.aggregationbench.measurement.WorkerResult;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.scenario.Scenario;
import dev.aggregationbench.scenario.WorkPerOrder;
import dev.aggregationbench.variant.Variant;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A pass of the chosen scenario (docs/scenarios/): the sequential walk for {@code sequential}, {@code latency} and
 * {@code faults} (the mock adds the latency and faults), the variant's pipelined walk with per-order work for
 * {@code pipelined}, and for {@code fan-out} one fan-out per K of the sweep, each of its K results checked exactly
 * against its partition's ground truth. Keeps what the last pass measured ({@link #figures()}).
 */
final class ScenarioWorkload implements Workload {

    /** Scenario knobs as the worker gets them. */
    record Settings(Scenario scenario, int workPerOrderMicros, List<Integer> concurrency, int threads,
                    boolean threadPerAggregation) {
    }

    private final String variantId;
    private final Settings settings;
    private final HttpOrdersClient truth;
    private final Workload walk;
    private final WorkPerOrder work;
    private final Map<Integer, List<OrderStats>> partitionTruth = new HashMap<>();
    private OrderStats wholeTruth;
    private volatile ScenarioFigures figures;

    ScenarioWorkload(String variantId, Settings settings, HttpOrdersClient truth) {
        this.variantId = variantId;
        this.settings = settings;
        this.truth = truth;
        this.work = settings.workPerOrderMicros() == 0 ? WorkPerOrder.NONE
                : WorkPerOrder.ofMicros(settings.workPerOrderMicros());
        Workload sequential = Workload.forId(variantId);
        boolean transport = WorkerResult.TRANSPORT.equals(variantId);
        this.walk = settings.scenario() == Scenario.PIPELINED && !transport
                ? client -> Variant.fromId(variantId).newPipelined().aggregate(work.applyTo(client))
                : sequential;
    }

    @Override
    public OrderStats run(OrdersClient client) {
        Map<String, Long> faultsBefore = faultsInjected();
        long requestsBefore = pageRequests();
        Map<String, Long> retriesBefore = truth.retries().byKind();
        long pagesBefore = client instanceof CountingOrdersClient c ? c.pagesFetched() : 0;
        long ordersBefore = client instanceof CountingOrdersClient c ? c.ordersFetched() : 0;
        OrderStats stats;
        List<FanOutFigures> fanOuts = null;
        if (settings.scenario() == Scenario.FAN_OUT) {
            fanOuts = new ArrayList<>();
            for (int k : settings.concurrency()) {
                fanOuts.add(fanOut(client, k));
            }
            int wrong = fanOuts.stream().mapToInt(FanOutFigures::wrongPartitions).sum();
            if (wrong > 0) {
                throw new WrongResultException(wrong + " of the fan-outs' partition results differ from their "
                        + "ground truth: " + fanOuts.stream().filter(f -> !f.correct())
                        .map(f -> "K=" + f.concurrency() + ": " + f.wrongPartitions() + " wrong").toList());
            }
            stats = wholeTruth(); // every partition of every K exact, and the partitions tile the order set
        } else {
            stats = walk.run(client);
        }
        long pages = (client instanceof CountingOrdersClient c ? c.pagesFetched() : 0) - pagesBefore;
        Map<String, Long> retries = RetryCounts.since(retriesBefore, truth.retries().byKind());
        Map<String, Long> faultsAfter = faultsInjected();
        long requestsAfter = pageRequests();
        long retried = retries.values().stream().mapToLong(Long::longValue).sum();
        Long resent = requestsBefore < 0 || requestsAfter < 0 ? null : requestsAfter - requestsBefore - pages - retried;
        Map<String, Long> faults = faultsBefore == null || faultsAfter == null ? null
                : RetryCounts.since(faultsBefore, faultsAfter);
        long orders = (client instanceof CountingOrdersClient c ? c.ordersFetched() : 0) - ordersBefore;
        Long latencyNanos = fixedLatencyNanos();
        boolean bounded = latencyNanos != null && pages > 0
                && (settings.scenario() == Scenario.LATENCY || settings.scenario() == Scenario.PIPELINED);
        boolean worked = settings.scenario() == Scenario.PIPELINED && !WorkerResult.TRANSPORT.equals(variantId);
        long workNanos = worked ? settings.workPerOrderMicros() * 1_000L : 0; // the transport row does no work
        figures = new ScenarioFigures(settings.scenario().id(),
                settings.scenario() == Scenario.PIPELINED ? settings.workPerOrderMicros() : null, pages,
                retried, retries, faults, resent, fanOuts,
                bounded ? pages * latencyNanos + orders * workNanos : null,
                bounded && settings.scenario() == Scenario.PIPELINED
                        ? pages * Math.max(latencyNanos, orders * workNanos / pages) : null);
        return stats;
    }

    /** A fan-out pass walks the whole set once per K of the sweep, in K partitions each. */
    @Override
    public PageBudget pageBudget(OrdersApiInfo api, OrderStats expected) {
        if (settings.scenario() != Scenario.FAN_OUT) {
            return Workload.super.pageBudget(api, expected);
        }
        long walks = settings.concurrency().stream().mapToLong(Integer::longValue).sum();
        return PageBudget.of(api, expected, settings.concurrency().size(), walks);
    }

    ScenarioFigures figures() {
        return figures;
    }

    private FanOutFigures fanOut(OrdersClient client, int k) {
        List<OrderStats> expected = partitionTruth.computeIfAbsent(k, this::fetchPartitionTruth);
        FanOutSettings fanOutSettings = new FanOutSettings(k, settings.threads(), settings.threadPerAggregation());
        long pagesBefore = client instanceof CountingOrdersClient c ? c.pagesFetched() : 0;
        FanOutMeter meter = new FanOutMeter();
        List<OrderStats> results = fanOutOf(variantId).aggregateAll(client, fanOutSettings, meter);
        long pages = (client instanceof CountingOrdersClient c ? c.pagesFetched() : 0) - pagesBefore;
        int wrong = 0;
        for (int i = 0; i < k; i++) {
            if (transportRow() ? results.get(i) != null : !expected.get(i).equals(results.get(i))) {
                wrong++;
            }
        }
        return meter.finish(k, fanOutSettings.platformThreads(), wrong, pages);
    }

    private boolean transportRow() {
        return WorkerResult.TRANSPORT.equals(variantId);
    }

    /** The variant's fan-out; for the transport row K walks on virtual threads that fetch and drop every page. */
    private static FanOut fanOutOf(String variantId) {
        if (!WorkerResult.TRANSPORT.equals(variantId)) {
            return Variant.fromId(variantId).newFanOut();
        }
        return (client, fanOutSettings, listener) -> {
            try (var executor = Executors.newVirtualThreadPerTaskExecutor()) {
                List<Future<OrderStats>> futures = new ArrayList<>();
                for (int i = 0; i < fanOutSettings.concurrency(); i++) {
                    int partition = i;
                    OrdersClient view = client.forPartition(partition, fanOutSettings.concurrency());
                    futures.add(executor.submit(() -> {
                        long start = System.nanoTime();
                        listener.started(partition, start);
                        Workload.forId(WorkerResult.TRANSPORT).run(view);
                        listener.finished(partition, start, System.nanoTime());
                        return null;
                    }));
                }
                List<OrderStats> results = new ArrayList<>();
                for (Future<OrderStats> future : futures) {
                    results.add(future.get());
                }
                return results;
            } catch (Exception e) {
                throw new IllegalStateException("transport fan-out failed: " + e, e);
            }
        };
    }

    private List<OrderStats> fetchPartitionTruth(int k) {
        List<OrderStats> expected = new ArrayList<>(k);
        for (int i = 0; i < k; i++) {
            expected.add(truth.forPartition(i, k).fetchExpectedStats());
        }
        return expected;
    }

    private OrderStats wholeTruth() {
        if (wholeTruth == null) {
            wholeTruth = truth.fetchExpectedStats();
        }
        return wholeTruth;
    }

    /** The mock's fixed per-page latency, null when it is a distribution or not reported. */
    private Long fixedLatencyNanos() {
        try {
            return truth.fetchApiInfo().get("latencyMillis") instanceof Number n ? n.longValue() * 1_000_000L : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The mock's count of page requests served so far, -1 when it does not say. */
    private long pageRequests() {
        try {
            return truth.fetchApiInfo().get("pageRequests") instanceof Number n ? n.longValue() : -1;
        } catch (RuntimeException e) {
            return -1;
        }
    }

    /** The faults the mock answered so far, per kind; null when it does not say. */
    private Map<String, Long> faultsInjected() {
        try {
            if (!(truth.fetchApiInfo().get("injectedFaults") instanceof Map<?, ?> injected)) {
                return null;
            }
            Map<String, Long> counts = new LinkedHashMap<>();
            injected.forEach((kind, count) -> counts.put(String.valueOf(kind), ((Number) count).longValue()));
            return counts;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** A fan-out whose partition results are not all exact: the pass's outcome is {@code wrong-result}. */
    static final class WrongResultException extends RuntimeException {
        WrongResultException(String message) {
            super(message);
        }
    }
}
