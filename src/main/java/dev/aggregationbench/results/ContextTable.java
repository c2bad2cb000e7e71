package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.ContextFigures;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The fan-out's context rows (issue 25, part of {@link ScenarioTable}), when the run had a {@code --context}: per
 * variant the page requests that carried the aggregation's own id, none, or another aggregation's (as the mock
 * counted them, from the wire), the orders read on a thread whose context was not the aggregation's, and what a
 * page cost in allocation and CPU. The cost of carrying the context is the difference from the same run with
 * {@code --context=none}. Each cell: median over the repetitions that ended ok, then min-max.
 */
final class ContextTable {

    private ContextTable() {}

    /** Nothing without a context (and for runs before issue 25). */
    static List<String> lines(RunResults results) {
        String carrier = results.options().context();
        if (carrier == null || carrier.equals("none")) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.add("Context " + carrier + ", " + results.options().contextPropagation()
                + ": the id each page request carried (X-Context-Id, counted by the mock), orders added on a thread "
                + "without the aggregation's context, and a page's cost (compare with --context=none)");
        lines.add(ScenarioTable.header(
                "Variant",
                "Requests right",
                "Requests none",
                "Requests wrong",
                "Orders off context",
                "Alloc/page KB",
                "CPU/page us",
                "Every result exact"));
        for (VariantResults v : results.variants()) {
            List<Measured> measured = measured(v);
            lines.add(ScenarioTable.row(
                    v.variant(),
                    count(measured, c -> c.requestsRight()),
                    count(measured, c -> c.requestsNone()),
                    count(measured, c -> c.requestsWrong()),
                    ScenarioTable.cell(
                            measured,
                            m -> m.context().ordersWithoutContext()
                                    + m.context().ordersWithAnotherContext()),
                    ScenarioTable.cell(measured, m -> m.pass().allocation().allocatedBytes() / 1e3 / m.pages()),
                    ScenarioTable.cell(measured, m -> m.pass().time().processCpuTimeNanos() / 1e3 / m.pages()),
                    FaultsTable.exact(v)));
        }
        return lines;
    }

    /** One repetition's measured pass with its context figures. */
    private record Measured(PassResult pass, ContextFigures context, long pages) {}

    private static List<Measured> measured(VariantResults v) {
        return v.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK)
                .filter(r -> r.worker() != null && r.measuredPass() != null)
                .map(r -> measured(r.worker(), r.measuredPass()))
                .filter(Objects::nonNull)
                .toList();
    }

    private static Measured measured(WorkerResult worker, PassResult pass) {
        if (worker.scenario() == null || worker.scenario().context() == null) {
            return null;
        }
        long pages = Math.max(1, worker.scenario().pagesFetched());
        return new Measured(pass, worker.scenario().context(), pages);
    }

    private static String count(List<Measured> measured, Function<ContextFigures, Long> count) {
        List<Measured> said =
                measured.stream().filter(m -> count.apply(m.context()) != null).toList();
        return ScenarioTable.cell(said, m -> count.apply(m.context()));
    }
}
