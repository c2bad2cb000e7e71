package dev.aggregationbench.worker;

import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.Scenario;
import dev.aggregationbench.scenario.WorkPerOrder;
import dev.aggregationbench.variant.OrderAggregator;
import dev.aggregationbench.variant.Variant;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What one worker JVM measures: a variant, or a control row beside them (the transport and the binding row: fetch
 * every page one way, keep nothing: {@link ControlRow}). Each scenario's workload asks its row for the walk it needs,
 * so no workload tells a control row apart from a variant.
 */
sealed interface Row permits Row.OfVariant, ControlRow {

    /** A control row's id or a variant id. */
    String id();

    /** The sequential walk over the whole set (or one partition of it). */
    OrderAggregator walk();

    /** The walk that does {@code work} per order while it fetches the next page (the pipelined scenario). */
    OrderAggregator pipelined(WorkPerOrder work);

    /** K walks at once, each over its own partition (the fan-out scenario). */
    FanOut fanOut();

    /** Whether {@code result} is right: the ground truth for a variant; none at all for a control row. */
    boolean exact(OrderStats expected, OrderStats result);

    /** The per-order work the row does in a pipelined walk of {@code work}: a control row does none. */
    WorkPerOrder workDone(WorkPerOrder work);

    /** Whether the row's code for {@code scenario} runs on virtual threads (a control row's fan-out does). */
    boolean runsOnVirtualThreads(Scenario scenario);

    /** Every row: the control rows, then each variant. */
    static List<Row> all() {
        List<Row> rows = new ArrayList<>(List.of(ControlRow.values()));
        Arrays.stream(Variant.values()).map(OfVariant::new).forEach(rows::add);
        return List.copyOf(rows);
    }

    /** A control row's id or a variant id; the exception lists the valid ids. */
    static Row of(String id) {
        for (ControlRow control : ControlRow.values()) {
            if (control.id().equals(id)) {
                return control;
            }
        }
        try {
            return new OfVariant(Variant.fromId(id));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    e.getMessage() + ", " + String.join(", ", WorkerResult.CONTROLS) + " (the control rows)");
        }
    }

    /** A variant: its own code for each walk, a new instance per pass. */
    record OfVariant(Variant variant) implements Row {

        @Override
        public String id() {
            return variant.id();
        }

        @Override
        public OrderAggregator walk() {
            return variant.newAggregator();
        }

        @Override
        public OrderAggregator pipelined(WorkPerOrder work) {
            OrderAggregator pipelined = variant.newPipelined();
            return client -> pipelined.aggregate(work.applyTo(client));
        }

        @Override
        public FanOut fanOut() {
            return variant.newFanOut();
        }

        @Override
        public boolean exact(OrderStats expected, OrderStats result) {
            return Objects.equals(expected, result);
        }

        @Override
        public WorkPerOrder workDone(WorkPerOrder work) {
            return work;
        }

        @Override
        public boolean runsOnVirtualThreads(Scenario scenario) {
            return variant.runsOnVirtualThreads();
        }
    }
}
