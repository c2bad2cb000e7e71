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
    record Settings(
            Scenario scenario,
            int workPerOrderMicros,
            List<Integer> concurrency,
            int threads,
            boolean threadPerAggregation) {}

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
        this.work = settings.workPerOrderMicros() == 0
                ? WorkPerOrder.NONE
                : WorkPerOrder.ofMicros(settings.workPerOrderMicros());
        Workload sequential = Workload.forId(variantId);
        this.walk = settings.scenario() == Scenario.PIPELINED && !controlRow()
                ? client -> Variant.fromId(variantId).newPipelined().aggregate(work.applyTo(client))
                : sequential;
    }

    @Override
    public OrderStats run(OrdersClient client) {
        MockReading before = MockReading.of(truth);
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
            int wrong =
                    fanOuts.stream().mapToInt(FanOutFigures::wrongPartitions).sum();
            if (wrong > 0) {
                throw new WrongResultException(wrong + " of the fan-outs' partition results differ from their "
                        + "ground truth: "
                        + fanOuts.stream()
                                .filter(f -> !f.correct())
                                .map(f -> "K=" + f.concurrency() + ": " + f.wrongPartitions() + " wrong")
                                .toList());
            }
            stats = wholeTruth(); // every partition of every K exact, and the partitions tile the order set
        } else {
            stats = walk.run(client);
        }
        long pages = (client instanceof CountingOrdersClient c ? c.pagesFetched() : 0) - pagesBefore;
        Map<String, Long> retries =
                RetryCounts.since(retriesBefore, truth.retries().byKind());
        MockReading after = MockReading.of(truth);
        long retried = retries.values().stream().mapToLong(Long::longValue).sum();
        Long resent = before.pageRequests() < 0 || after.pageRequests() < 0
                ? null
                : after.pageRequests() - before.pageRequests() - pages - retried;
        Map<String, Long> faults = before.faults() == null || after.faults() == null
                ? null
                : RetryCounts.since(before.faults(), after.faults());
        long orders = (client instanceof CountingOrdersClient c ? c.ordersFetched() : 0) - ordersBefore;
        boolean worked = settings.scenario() == Scenario.PIPELINED && !controlRow();
        long workNanos = worked ? settings.workPerOrderMicros() * 1_000L : 0; // a control row does no work
        Long fixed = after.fixedLatencyNanos();
        Long waitedNanos = waitedForTheMockNanos(pages, before, after);
        figures = new ScenarioFigures(
                settings.scenario().id(),
                settings.scenario() == Scenario.PIPELINED ? settings.workPerOrderMicros() : null,
                pages,
                retried,
                retries,
                faults,
                resent,
                fanOuts,
                waitedNanos == null ? null : waitedNanos + orders * workNanos,
                fixed != null && pages > 0 && settings.scenario() == Scenario.PIPELINED
                        ? pages * Math.max(fixed, orders * workNanos / pages)
                        : null);
        return stats;
    }

    /** A fan-out pass walks the whole set once per K of the sweep, in K partitions each. */
    @Override
    public PageBudget pageBudget(OrdersApiInfo api, OrderStats expected) {
        if (settings.scenario() != Scenario.FAN_OUT) {
            return Workload.super.pageBudget(api, expected);
        }
        long walks =
                settings.concurrency().stream().mapToLong(Integer::longValue).sum();
        return PageBudget.of(api, expected, settings.concurrency().size(), walks);
    }

    ScenarioFigures figures() {
        return figures;
    }

    private FanOutFigures fanOut(OrdersClient client, int k) {
        List<OrderStats> expected = partitionTruth.computeIfAbsent(k, this::fetchPartitionTruth);
        FanOutSettings fanOutSettings = new FanOutSettings(k, settings.threads(), settings.threadPerAggregation());
        long pagesBefore = client instanceof CountingOrdersClient c ? c.pagesFetched() : 0;
        FanOutMeter meter = new FanOutMeter(Math.min(k, fanOutSettings.platformThreads()));
        List<OrderStats> results = fanOutOf(variantId).aggregateAll(client, fanOutSettings, meter);
        long pages = (client instanceof CountingOrdersClient c ? c.pagesFetched() : 0) - pagesBefore;
        int wrong = 0;
        for (int i = 0; i < k; i++) {
            if (controlRow() ? results.get(i) != null : !expected.get(i).equals(results.get(i))) {
                wrong++;
            }
        }
        return meter.finish(k, fanOutSettings.platformThreads(), wrong, pages);
    }

    /** The transport or the binding row: fetches every page, computes nothing. */
    private boolean controlRow() {
        return WorkerResult.isControl(variantId);
    }

    /** The variant's fan-out; for a control row K walks on virtual threads that fetch and drop every page. */
    private static FanOut fanOutOf(String variantId) {
        if (!WorkerResult.isControl(variantId)) {
            return Variant.fromId(variantId).newFanOut();
        }
        Workload dropEveryPage = Workload.forId(variantId);
        return (client, fanOutSettings, listener) -> {
            try (var executor = Executors.newVirtualThreadPerTaskExecutor()) {
                List<Future<OrderStats>> futures = new ArrayList<>();
                for (int i = 0; i < fanOutSettings.concurrency(); i++) {
                    int partition = i;
                    OrdersClient view = client.forPartition(partition, fanOutSettings.concurrency());
                    futures.add(executor.submit(() -> {
                        long start = System.nanoTime();
                        listener.started(partition, start);
                        dropEveryPage.run(view);
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
                throw new IllegalStateException(variantId + " fan-out failed: " + e, e);
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

    /**
     * What a walk that waits for each answer in turn waits for the mock, null where there is no such bound (the
     * sequential scenario has no latency, fan-out waits in parallel): pages x a fixed latency, or, under a latency
     * distribution or with faults (slow pages, retried pages), the delays the mock says it added during the pass.
     */
    private Long waitedForTheMockNanos(long pages, MockReading before, MockReading after) {
        Scenario scenario = settings.scenario();
        if (pages == 0 || scenario == Scenario.SEQUENTIAL || scenario == Scenario.FAN_OUT) {
            return null;
        }
        if (after.fixedLatencyNanos() != null && scenario != Scenario.FAULTS) {
            return pages * after.fixedLatencyNanos();
        }
        if (before.servedDelayMillis() < 0 || after.servedDelayMillis() < 0) {
            return null;
        }
        return (after.servedDelayMillis() - before.servedDelayMillis()) * 1_000_000L;
    }

    /**
     * One reading of the mock's {@code /orders/info}: its page requests, faults and added delays so far (-1 or null
     * where it does not say, e.g. another API than the mock), and its fixed latency (null for a distribution).
     */
    private record MockReading(
            long pageRequests, Map<String, Long> faults, long servedDelayMillis, Long fixedLatencyNanos) {

        static MockReading of(HttpOrdersClient truth) {
            Map<String, Object> info;
            try {
                info = truth.fetchApiInfo();
            } catch (RuntimeException e) {
                return new MockReading(-1, null, -1, null);
            }
            Map<String, Long> faults = null;
            if (info.get("injectedFaults") instanceof Map<?, ?> injected) {
                faults = new LinkedHashMap<>();
                for (Map.Entry<?, ?> e : injected.entrySet()) {
                    faults.put(String.valueOf(e.getKey()), ((Number) e.getValue()).longValue());
                }
            }
            return new MockReading(
                    number(info, "pageRequests"),
                    faults,
                    number(info, "servedDelayMillis"),
                    info.get("latencyMillis") instanceof Number n ? n.longValue() * 1_000_000L : null);
        }

        private static long number(Map<String, Object> info, String field) {
            return info.get(field) instanceof Number n ? n.longValue() : -1;
        }
    }

    /** A fan-out whose partition results are not all exact: the pass's outcome is {@code wrong-result}. */
    static final class WrongResultException extends RuntimeException {
        WrongResultException(String message) {
            super(message);
        }
    }
}
