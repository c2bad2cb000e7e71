package dev.aggregationbench.workerdoc;

import com.fasterxml.jackson.annotation.JsonAlias;
import dev.aggregationbench.order.OrderStats;
import java.util.List;

/**
 * The one JSON document a worker JVM writes: which variant ran where, how it ended, and what each measured pass
 * cost. Raw units throughout (bytes, nanoseconds, milliseconds, named in each field); {@code null} means "not
 * measured" and is always accompanied by a field saying why. The schema is documented in docs/worker-document.md.
 *
 * @param schemaVersion  {@link #SCHEMA_VERSION}; bumped only for changes that are not purely additive
 * @param variant        the variant id, or a control row: {@value #TRANSPORT} (fetch and decode only, no
 *                       aggregation) or {@value #BINDING} (fetch and bind whole bodies only)
 * @param outcome        the worst outcome over all passes, or {@code setup-error}
 * @param exitCode       the worker's process exit code for this outcome
 * @param failure        what went wrong first, {@code null} when the outcome is {@code ok}
 * @param expectedStats  the ground truth ({@code GET /orders/stats}); {@code null} if it could not be fetched
 * @param baselineJvm    the JVM before any pass ({@link BaselineJvm}; {@code idleJvm} in older documents)
 * @param warmupEnd      how warm-up ended: passes used, whether the JVM was steady ({@link WarmupEnd};
 *                       {@code steadyState} in older documents)
 * @param warmups        the unmeasured passes, in order; the first one of a fresh JVM is its cold pass
 * @param passes         the measured passes, in order; a pass that failed is kept with what was measured
 * @param scenario       what the scenario measured in the last pass beyond the pass figures ({@link ScenarioFigures});
 *                       {@code null} in documents written before scenarios or when no pass ran
 */
public record WorkerResult(
        int schemaVersion,
        String variant,
        Outcome outcome,
        int exitCode,
        Failure failure,
        WorkerSettings settings,
        EnvironmentInfo environment,
        OrdersApiInfo api,
        OrderStats expectedStats,
        @JsonAlias("idleJvm") BaselineJvm baselineJvm,
        @JsonAlias("steadyState") WarmupEnd warmupEnd,
        List<WarmupPass> warmups,
        List<PassResult> passes,
        ScenarioFigures scenario) {

    /** The {@code variant} of the transport-only row: every page fetched and decoded, then dropped. */
    public static final String TRANSPORT = "transport";

    /**
     * The {@code variant} of the binding row: every page read whole and bound with Jackson's data binding (a first
     * draft's way of reading a response), then dropped. Minus the transport row: what that way of reading costs.
     */
    public static final String BINDING = "binding";

    /** The rows that are not variants: they fetch every page and compute no statistics. */
    public static final List<String> CONTROLS = List.of(TRANSPORT, BINDING);

    /** True for {@link #CONTROLS}: a row that is not a variant, so it is not ranked and has no statistics. */
    public static boolean isControl(String id) {
        return CONTROLS.contains(id);
    }

    public static final int SCHEMA_VERSION = 1;

    public WorkerResult {
        warmups = warmups == null ? List.of() : List.copyOf(warmups);
        passes = passes == null ? List.of() : List.copyOf(passes);
    }

    /** This document with the scenario's figures. */
    public WorkerResult withScenario(ScenarioFigures figures) {
        return new WorkerResult(
                schemaVersion,
                variant,
                outcome,
                exitCode,
                failure,
                settings,
                environment,
                api,
                expectedStats,
                baselineJvm,
                warmupEnd,
                warmups,
                passes,
                figures);
    }

    /** The first pass of this fresh JVM, {@code null} when there was no warm-up (the measured pass was cold). */
    public WarmupPass coldPass() {
        return warmups.isEmpty() ? null : warmups.getFirst();
    }
}
