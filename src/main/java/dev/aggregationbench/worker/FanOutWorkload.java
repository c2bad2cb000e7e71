package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.RequestWatch;
import dev.aggregationbench.client.RetryCounts;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOutContexts;
import dev.aggregationbench.scenario.FanOutSettings;
import dev.aggregationbench.workerdoc.ApiReading;
import dev.aggregationbench.workerdoc.ContextFigures;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.OrdersApiInfo;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The fan-out scenario: one fan-out per K of the sweep, K aggregations at once, each over its own partition and
 * each result checked against its partition's ground truth. Every partition of every K exact, the pass's result
 * is the whole set's ground truth (the partitions tile the order set); otherwise it fails {@code wrong-result}. An
 * aggregation that timed out ({@link Deadlines}), failed or was cancelled ({@link FailFast}) is not checked, and
 * never counted as correct.
 */
final class FanOutWorkload implements Workload {

    /** Ground-truth requests at once before a fan-out of more partitions than this. */
    private static final int TRUTH_FETCHERS = 8;

    private final Row row;
    private final ScenarioSettings settings;
    private final HttpOrdersClient truth;
    /** The page requests of the client the rows fetch with; null when it does not count them (spring). */
    private final RequestWatch requests;

    private final Map<Integer, List<OrderStats>> partitionTruth = new HashMap<>();
    private OrderStats wholeTruth;
    private volatile List<FanOutFigures> fanOuts;
    /** Orders of the last pass read on a thread without the aggregation's context: none, another (issue 25). */
    private volatile long[] ordersOffContext = {0, 0};

    FanOutWorkload(Row row, ScenarioSettings settings, HttpOrdersClient truth, RequestWatch requests) {
        this.row = row;
        this.settings = settings;
        this.truth = truth;
        this.requests = requests;
    }

    @Override
    public OrderStats run(CountingOrdersClient client) {
        List<FanOutFigures> measured = new ArrayList<>();
        long[] offContext = {0, 0};
        for (int k : settings.concurrency()) {
            for (String bound : settings.maxInFlight()) {
                measured.add(fanOut(client, k, bound.equals("none") ? 0 : Integer.parseInt(bound), offContext));
            }
        }
        ordersOffContext = offContext;
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
        int bounds = settings.maxInFlight().size();
        long walks =
                settings.concurrency().stream().mapToLong(Integer::longValue).sum() * bounds;
        return PageBudget.of(api, expected, settings.concurrency().size() * bounds, walks);
    }

    @Override
    public List<FanOutFigures> fanOuts() {
        return fanOuts;
    }

    /** Without a {@code --context}: nothing; else the requests' ids as the mock counted them, and the orders. */
    @Override
    public ContextFigures context(ApiReading before, ApiReading after) {
        if (settings.context().equals(Knob.CONTEXT.definition().defaultValue())) {
            return null;
        }
        Map<String, Long> ids = before.contextIds() == null || after.contextIds() == null
                ? null
                : RetryCounts.since(before.contextIds(), after.contextIds());
        return new ContextFigures(
                settings.context(),
                settings.contextPropagation(),
                ids == null ? null : ids.get("right"),
                ids == null ? null : ids.get("none"),
                ids == null ? null : ids.get("wrong"),
                ordersOffContext[0],
                ordersOffContext[1]);
    }

    /** One fan-out of K aggregations, at most {@code bound} at once (0: unbounded). */
    private FanOutFigures fanOut(CountingOrdersClient client, int k, int bound, long[] offContext) {
        List<OrderStats> expected = partitionTruth.computeIfAbsent(k, this::fetchPartitionTruth);
        FanOutSettings fanOutSettings = new FanOutSettings(
                k,
                settings.threads(),
                settings.threadPerAggregation(),
                settings.lock(),
                bound,
                settings.deadline(),
                settings.springVirtualThreads(),
                settings.failFast());
        ThrottleReading throttles = ThrottleReading.start(truth);
        long pagesBefore = client.pagesFetched();
        FanOutMeter meter = new FanOutMeter(k, Math.min(k, fanOutSettings.platformThreads()));
        FailFast failFast = new FailFast(fanOutSettings, row, meter, requests);
        Deadlines deadlines = Deadlines.start(fanOutSettings, row, truth, requests);
        List<OrderStats> results;
        try (FanOutContexts contexts = FanOutContexts.open(settings.context(), settings.contextPropagation())) {
            results = row.fanOut().aggregateAll(contexts.wrap(fanOutSettings.locked(client)), fanOutSettings, failFast);
            offContext[0] += contexts.ordersWithoutContext();
            offContext[1] += contexts.ordersWithAnotherContext();
        } catch (RuntimeException | Error e) {
            deadlines.clear(); // the pass fails: no later request may carry this fan-out's deadline
            throw e;
        }
        long pages = client.pagesFetched() - pagesBefore;
        int wrong = 0;
        for (int i = 0; i < k; i++) {
            boolean unchecked = deadlines.timedOut(results, i) || failFast.ended(results, i); // never correct
            if (!unchecked && !row.exact(expected.get(i), results.get(i))) {
                wrong++;
            }
        }
        FanOutMeter.Ended ended = meter.stop(fanOutSettings.platformThreads(), wrong, pages);
        ThrottleReading.Limits limits = throttles.read(bound);
        // work that goes on after the fan-out returned: counted once the client has fallen quiet
        Long quietNanos = deadlines.waitsForQuiet() || failFast.waitsForQuiet() ? Quiet.await(requests) : null;
        Deadlines.Counts deadline = deadlines.counts(results, quietNanos != null);
        return ended.figures(limits, deadline, failFast.counts(results, quietNanos));
    }

    /**
     * Each partition's ground truth, fetched before the fan-out is measured (once per K and JVM, in its first pass):
     * one after another up to {@value #TRUTH_FETCHERS} partitions, else on {@value #TRUTH_FETCHERS} platform threads
     * at once, each fetching every {@value #TRUTH_FETCHERS}th partition. One after another, K = 100,000 took minutes.
     * The threads have ended before the fan-out's meter starts (the pool is closed), so its thread figures do not
     * count them; the pass's own do, in the pass that fetches.
     */
    private List<OrderStats> fetchPartitionTruth(int k) {
        OrderStats[] expected = new OrderStats[k];
        int fetchers = k <= TRUTH_FETCHERS ? 1 : TRUTH_FETCHERS;
        if (fetchers == 1) {
            fetchEveryNth(expected, 0, 1);
            return List.of(expected);
        }
        List<Future<?>> stripes = new ArrayList<>(fetchers);
        try (ExecutorService threads = Executors.newFixedThreadPool(fetchers)) {
            for (int first = 0; first < fetchers; first++) {
                int stripe = first;
                stripes.add(threads.submit(() -> fetchEveryNth(expected, stripe, fetchers)));
            }
            for (Future<?> stripe : stripes) {
                stripe.get();
            }
        } catch (ExecutionException e) {
            switch (e.getCause()) {
                case RuntimeException cause -> throw cause;
                case Error cause -> throw cause;
                default -> throw new IllegalStateException(e.getCause());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while fetching the partitions' ground truth", e);
        }
        return List.of(expected);
    }

    private void fetchEveryNth(OrderStats[] expected, int first, int step) {
        int k = expected.length;
        for (int i = first; i < k; i += step) {
            expected[i] = truth.forPartition(i, k).fetchExpectedStats();
        }
    }
}
