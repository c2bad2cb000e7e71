package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.measurement.FanOutFigures;
import dev.aggregationbench.measurement.OrdersApiInfo;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutSettings;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The fan-out scenario: one fan-out per K of the sweep, K aggregations at once, each over its own partition and
 * each result checked against its partition's ground truth. Every partition of every K exact, the pass's result
 * is the whole set's ground truth (the partitions tile the order set); otherwise it fails {@code wrong-result}.
 */
final class FanOutWorkload implements Workload {

    private final Row row;
    private final ScenarioWorkload.Settings settings;
    private final HttpOrdersClient truth;
    private final Map<Integer, List<OrderStats>> partitionTruth = new HashMap<>();
    private OrderStats wholeTruth;
    private volatile List<FanOutFigures> fanOuts;

    FanOutWorkload(Row row, ScenarioWorkload.Settings settings, HttpOrdersClient truth) {
        this.row = row;
        this.settings = settings;
        this.truth = truth;
    }

    @Override
    public OrderStats run(CountingOrdersClient client) {
        List<FanOutFigures> measured = new ArrayList<>();
        for (int k : settings.concurrency()) {
            measured.add(fanOut(client, k));
        }
        fanOuts = List.copyOf(measured);
        int wrong = measured.stream().mapToInt(FanOutFigures::wrongPartitions).sum();
        if (wrong > 0) {
            throw new WrongResultException(wrong + " of the fan-outs' partition results differ from their "
                    + "ground truth: "
                    + measured.stream()
                            .filter(f -> !f.correct())
                            .map(f -> "K=" + f.concurrency() + ": " + f.wrongPartitions() + " wrong")
                            .toList());
        }
        if (wholeTruth == null) {
            wholeTruth = truth.fetchExpectedStats();
        }
        return wholeTruth;
    }

    /** A fan-out pass walks the whole set once per K of the sweep, in K partitions each. */
    @Override
    public PageBudget pageBudget(OrdersApiInfo api, OrderStats expected) {
        long walks =
                settings.concurrency().stream().mapToLong(Integer::longValue).sum();
        return PageBudget.of(api, expected, settings.concurrency().size(), walks);
    }

    @Override
    public List<FanOutFigures> fanOuts() {
        return fanOuts;
    }

    private FanOutFigures fanOut(CountingOrdersClient client, int k) {
        List<OrderStats> expected = partitionTruth.computeIfAbsent(k, this::fetchPartitionTruth);
        FanOutSettings fanOutSettings =
                new FanOutSettings(k, settings.threads(), settings.threadPerAggregation(), settings.lock());
        long pagesBefore = client.pagesFetched();
        FanOutMeter meter = new FanOutMeter(Math.min(k, fanOutSettings.platformThreads()));
        List<OrderStats> results = row.fanOut().aggregateAll(fanOutSettings.locked(client), fanOutSettings, meter);
        long pages = client.pagesFetched() - pagesBefore;
        int wrong = 0;
        for (int i = 0; i < k; i++) {
            if (!row.exact(expected.get(i), results.get(i))) {
                wrong++;
            }
        }
        return meter.finish(k, fanOutSettings.platformThreads(), wrong, pages);
    }

    private List<OrderStats> fetchPartitionTruth(int k) {
        List<OrderStats> expected = new ArrayList<>(k);
        for (int i = 0; i < k; i++) {
            expected.add(truth.forPartition(i, k).fetchExpectedStats());
        }
        return expected;
    }
}
