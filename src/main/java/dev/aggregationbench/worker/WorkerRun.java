package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.measure.CompilerThreadsCpu;
import dev.aggregationbench.measure.EnvironmentProbe;
import dev.aggregationbench.measure.PassMeter;
import dev.aggregationbench.measurement.BaselineJvm;
import dev.aggregationbench.measurement.EnvironmentInfo;
import dev.aggregationbench.measurement.Failure;
import dev.aggregationbench.measurement.OrdersApiInfo;
import dev.aggregationbench.measurement.Outcome;
import dev.aggregationbench.measurement.PassResult;
import dev.aggregationbench.measurement.WarmupEnd;
import dev.aggregationbench.measurement.WarmupPass;
import dev.aggregationbench.measurement.WorkerResult;
import dev.aggregationbench.measurement.WorkerSettings;
import dev.aggregationbench.order.OrderStats;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The worker's sequence: fetch the ground truth, record the environment and the baseline JVM, run the warm-up
 * passes (a fixed number, or until the JVM is steady: {@link WarmupPlan}), then the measured passes, each between two
 * explicit GCs. Stops at the first pass that is not correct:
 * it is kept in the document with what was measured, but nothing after it runs.
 */
final class WorkerRun {

    private final String variantId;
    private final Workload workload;
    private final WorkerSettings settings;
    private final WarmupPlan warmupPlan;
    private final HttpOrdersClient client;

    private final List<WarmupPass> warmups = new ArrayList<>();
    private final List<PassResult> passes = new ArrayList<>();
    private WarmupEnd warmupEnd;
    private PageBudget budget;
    private Failure failure;

    WorkerRun(
            String variantId,
            Workload workload,
            WorkerSettings settings,
            WarmupPlan warmupPlan,
            HttpOrdersClient client) {
        this.variantId = variantId;
        this.workload = workload;
        this.settings = settings;
        this.warmupPlan = warmupPlan;
        this.client = client;
    }

    WorkerResult run() {
        EnvironmentInfo environment = EnvironmentProbe.collect();
        OrderStats expected;
        OrdersApiInfo api;
        try {
            expected = client.fetchExpectedStats();
            api = OrdersApiInfo.of(settings.url(), client.fetchApiInfo());
        } catch (RuntimeException e) {
            failure = new Failure(
                    Outcome.SETUP_ERROR,
                    "cannot fetch the ground truth from " + settings.url() + ": "
                            + (e instanceof UncheckedIOException || e instanceof IllegalStateException
                                    ? e.getMessage() // the client's own words: what it asked, what happened
                                    : PassAttempt.describe(e)),
                    "setup",
                    null,
                    null,
                    null);
            return result(environment, OrdersApiInfo.unknown(settings.url()), null, null);
        }
        budget = workload.pageBudget(api, expected);
        BaselineJvm baselineJvm;
        try (PassMeter meter = new PassMeter(settings.intervalMillis())) {
            baselineJvm = meter.baselineJvm();
            runWarmups(meter, expected);
            if (failure == null) {
                meter.collectGarbage();
                runMeasuredPasses(meter, expected);
            }
        }
        return result(environment, api, expected, baselineJvm);
    }

    private void runWarmups(PassMeter meter, OrderStats expected) {
        long start = System.nanoTime();
        while (failure == null && warmupPlan.another(warmups, System.nanoTime() - start)) {
            int n = warmups.size() + 1;
            PassMeter.Lap lap = meter.lap();
            PassAttempt attempt = PassAttempt.run(workload, client, expected, budget);
            warmups.add(lap.finish(
                    n,
                    attempt.outcome(),
                    attempt.correct(),
                    attempt.ordersFetched(),
                    warmupPlan.quietCompilationMillis()));
            failIfNotOk(attempt, "warmup", n);
        }
        warmupEnd = warmupPlan.result(warmups, System.nanoTime() - start, CompilerThreadsCpu.nanos());
    }

    private void runMeasuredPasses(PassMeter meter, OrderStats expected) {
        for (int n = 1; n <= settings.passes() && failure == null; n++) {
            PassMeter.Running pass = meter.start();
            PassAttempt attempt = PassAttempt.run(workload, client, expected, budget);
            passes.add(pass.finish(
                    n,
                    attempt.outcome(),
                    attempt.correct(),
                    attempt.error(),
                    attempt.stats(),
                    attempt.pagesFetched(),
                    attempt.ordersFetched(),
                    attempt.responseWaitNanos()));
            failIfNotOk(attempt, "measured", n);
        }
    }

    private void failIfNotOk(PassAttempt attempt, String phase, int number) {
        if (!attempt.ok()) {
            failure = new Failure(
                    attempt.outcome(), attempt.error(), phase, number, attempt.pagesFetched(), attempt.ordersFetched());
        }
    }

    private WorkerResult result(
            EnvironmentInfo environment, OrdersApiInfo api, OrderStats expected, BaselineJvm baselineJvm) {
        Outcome outcome = failure == null ? Outcome.OK : failure.outcome();
        return new WorkerResult(
                WorkerResult.SCHEMA_VERSION,
                variantId,
                outcome,
                WorkerExitCodes.forOutcome(outcome),
                failure,
                settings,
                environment,
                api,
                expected,
                baselineJvm,
                warmupEnd,
                warmups,
                passes,
                null);
    }
}
