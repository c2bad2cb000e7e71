package dev.aggregationbench.worker;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.probe.CompilerThreadsCpu;
import dev.aggregationbench.probe.EnvironmentProbe;
import dev.aggregationbench.probe.PassMeter;
import dev.aggregationbench.probe.VirtualThreadRecorder;
import dev.aggregationbench.workerdoc.BaselineJvm;
import dev.aggregationbench.workerdoc.EnvironmentInfo;
import dev.aggregationbench.workerdoc.Failure;
import dev.aggregationbench.workerdoc.OrdersApiInfo;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.PassEnding;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WarmupEnd;
import dev.aggregationbench.workerdoc.WarmupPass;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerSettings;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The worker's sequence: fetch the ground truth, record the environment and the baseline JVM, run the warm-up
 * passes (a fixed number, or until the JVM is steady: {@link WarmupPlan}), then the measured passes, each between two
 * explicit GCs. A pass that runs on virtual threads is recorded with JFR around its window
 * ({@link VirtualThreadRecorder}): its pinned events and carrier threads. JFR is started before the warm-ups for such
 * a workload, so its start-up cost falls there, not in the measured pass. Stops at the first pass that is not correct:
 * it is kept in the document with what was measured, but nothing after it runs.
 */
final class WorkerRun {

    private final String variantId;
    private final Workload workload;
    private final WorkerSettings settings;
    private final WarmupPlan warmupPlan;
    /** The ground truth and the API's counters. */
    private final HttpOrdersClient truth;
    /** The client the workload fetches its pages with: {@code truth} itself, or the spring client. */
    private final OrdersClient pages;

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
            HttpOrdersClient truth,
            OrdersClient pages) {
        this.variantId = variantId;
        this.workload = workload;
        this.settings = settings;
        this.warmupPlan = warmupPlan;
        this.truth = truth;
        this.pages = pages;
    }

    WorkerResult run() {
        EnvironmentInfo environment = EnvironmentProbe.collect();
        OrderStats expected;
        OrdersApiInfo api;
        try {
            expected = truth.fetchExpectedStats();
            api = OrdersApiInfo.of(settings.url(), truth.fetchApiInfo());
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
        GcThrash.listening(); // a heap too small ends as out of memory, not as minutes of collections
        OutOfMemoryElsewhere.install(); // so does an OutOfMemoryError on another thread than the pass's
        BaselineJvm baselineJvm;
        AutoCloseable jfr = jfrForAllPasses();
        try (PassMeter meter = new PassMeter(settings.intervalMillis())) {
            baselineJvm = meter.baselineJvm();
            runWarmups(meter, expected);
            if (failure == null) {
                meter.collectGarbage();
                runMeasuredPasses(meter, expected);
            }
        } finally {
            close(jfr);
        }
        return result(environment, api, expected, baselineJvm);
    }

    /**
     * For a workload on virtual threads, JFR started before the warm-ups ({@link VirtualThreadRecorder#primeForPasses}),
     * so that its start-up is not inside the measured pass; {@code null} for other workloads or without jdk.jfr.
     */
    private static void close(AutoCloseable jfr) {
        if (jfr == null) {
            return;
        }
        try {
            jfr.close();
        } catch (Exception e) { // what was measured stands
            System.err.println("worker: the JFR recording of every pass did not close: " + e);
        }
    }

    private AutoCloseable jfrForAllPasses() {
        return onVirtualThreadsWithJfr(VirtualThreadRecorder::primeForPasses, noJfrModule -> {});
    }

    private void runWarmups(PassMeter meter, OrderStats expected) {
        long start = System.nanoTime();
        while (failure == null && warmupPlan.another(warmups, System.nanoTime() - start)) {
            int n = warmups.size() + 1;
            PassMeter.Lap lap = meter.lap();
            PassEnding attempt = PassAttempt.run(workload, pages, expected, budget);
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
            VirtualThreadRecorder recorder = virtualThreadRecorder();
            if (recorder != null) {
                // JFR's start-up made ~10 MB of garbage (EveryVariantAgainstItsGcLogTest): not the pass's
                meter.collectGarbage();
            }
            PassMeter.Running pass = meter.start();
            PassEnding attempt = PassAttempt.run(workload, pages, expected, budget);
            passes.add(pass.finish(n, attempt, recorder));
            failIfNotOk(attempt, "measured", n);
        }
    }

    /** A JFR recording for a pass on virtual threads; none for other passes, or in a runtime without jdk.jfr. */
    private VirtualThreadRecorder virtualThreadRecorder() {
        return onVirtualThreadsWithJfr(
                VirtualThreadRecorder::start,
                noJfrModule -> System.err.println("worker: no jdk.jfr in this runtime (" + noJfrModule
                        + "): pinned events and carrier threads n/a"));
    }

    /** What {@code jfr} makes, for a workload on virtual threads in a runtime with jdk.jfr; null otherwise. */
    private <T> T onVirtualThreadsWithJfr(Supplier<T> jfr, Consumer<LinkageError> noJfrModule) {
        if (!workload.runsOnVirtualThreads()) {
            return null;
        }
        try {
            return jfr.get();
        } catch (LinkageError missing) {
            noJfrModule.accept(missing);
            return null;
        }
    }

    private void failIfNotOk(PassEnding attempt, String phase, int number) {
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
