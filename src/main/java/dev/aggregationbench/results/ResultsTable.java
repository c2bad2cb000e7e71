package dev.aggregationbench.results;

import com.github.freva.asciitable.AsciiTable;
import com.github.freva.asciitable.Column;
import com.github.freva.asciitable.HorizontalAlign;
import dev.aggregationbench.workerdoc.WarmupEnd;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The detailed results tables ({@code --details}, summary.md), as text (box drawing) or Markdown, with their legend,
 * the conditions ({@link ConditionsText}) and the ranking under them. Each cell is the median over the repetitions that ended
 * ok, then its spread: min-max, and a 95% confidence interval of the mean when there are at least 3.
 */
public final class ResultsTable {

    /** A column: its header and the figures shown in it. */
    private record Col(String header, Function<VariantResults, String> cell) {}

    private static final Col VARIANT = new Col("Variant", VariantResults::variant);

    /** The main table: the figures of {@link FigurePlace#TABLE}, then the result. */
    private static final List<Col> COLUMNS =
            columns(List.of(VARIANT), FigurePlace.TABLE, List.of(new Col("Result", ResultsTable::result)));

    /** The second table: the measured pass (steady) beside the JVM's first pass (cold), and how warm-up ended. */
    private static final List<Col> COLD_AND_STEADY =
            columns(List.of(VARIANT, new Col("Steady", ResultsTable::steady)), FigurePlace.COLD_AND_STEADY, List.of());

    /** The third table: the measured pass's platform threads, and its virtual threads' carriers and pinning. */
    private static final List<Col> THREADS = columns(List.of(VARIANT), FigurePlace.THREADS, List.of());

    private static final String THREADS_TITLE =
            "Threads (the measured pass; carriers and pinned: n/a where it ran no " + "virtual threads):";

    private static List<Col> columns(List<Col> first, FigurePlace place, List<Col> last) {
        List<Col> columns = new ArrayList<>(first);
        for (Figure figure : place.figures()) {
            columns.add(new Col(figure.definition().label(), v -> cell(v, figure)));
        }
        columns.addAll(last);
        return List.copyOf(columns);
    }

    private ResultsTable() {}

    public static String text(RunResults results) {
        return text(results, COLUMNS) + "\n" + COLD_AND_STEADY_TITLE + "\n" + text(results, COLD_AND_STEADY) + "\n"
                + THREADS_TITLE + "\n" + text(results, THREADS) + "\n"
                + ScenarioTable.text(results) + legend(results) + "\n" + ConditionsText.of(results) + "\n"
                + results.ranking()
                + "\n";
    }

    private static final String COLD_AND_STEADY_TITLE = "Cold (the JVM's first pass) and steady (the measured pass):";

    private static String text(RunResults results, List<Col> cols) {
        Column[] columns = cols.stream()
                .map(c -> new Column()
                        .header(c.header())
                        .dataAlign(
                                c == VARIANT || c.header().equals("Result")
                                        ? HorizontalAlign.LEFT
                                        : HorizontalAlign.RIGHT))
                .toArray(Column[]::new);
        String[][] rows = results.variants().stream()
                .map(v -> cols.stream().map(c -> c.cell().apply(v)).toArray(String[]::new))
                .toArray(String[][]::new);
        return AsciiTable.builder()
                .border(AsciiTable.FANCY_ASCII)
                .data(columns, rows)
                .asString();
    }

    public static String markdown(RunResults results) {
        return markdown(results, COLUMNS) + "\n" + COLD_AND_STEADY_TITLE + "\n\n" + markdown(results, COLD_AND_STEADY)
                + "\n" + THREADS_TITLE + "\n\n" + markdown(results, THREADS)
                + ScenarioTable.text(results) + "\n" + legend(results) + "\n\n"
                + ConditionsText.of(results).replace("\n", "  \n") + "\n\n"
                + results.ranking() + "\n";
    }

    private static String markdown(RunResults results, List<Col> cols) {
        StringBuilder md = new StringBuilder();
        md.append('|')
                .append(String.join("|", cols.stream().map(Col::header).toList()))
                .append("|\n");
        md.append('|').append("---|".repeat(cols.size())).append('\n');
        for (VariantResults v : results.variants()) {
            md.append('|');
            for (Col c : cols) {
                md.append(c.cell().apply(v).replace("\n", "<br>")).append('|');
            }
            md.append('\n');
        }
        return md.toString();
    }

    /** "3/3": the JVMs whose warm-up ended steady (2 quiet passes in a row), of those with a document. */
    static String steady(VariantResults v) {
        List<Boolean> flags = v.repetitions().stream()
                .filter(r -> r.worker() != null && r.worker().warmupEnd() != null)
                .map(r -> r.worker().warmupEnd().steady())
                .toList();
        if (flags.isEmpty() || flags.stream().allMatch(java.util.Objects::isNull)) {
            return Units.NOT_MEASURED;
        }
        return flags.stream().filter(Boolean.TRUE::equals).count() + "/" + flags.size();
    }

    /** One cell: the median, then min–max, then the CI, one per line; "n/a" when not measured. */
    public static String cell(VariantResults v, Figure figure) {
        FigureSummary s = v.figure(figure);
        if (s.median() == null) {
            if (figure == Figure.LIVE_HEAP_AFTER_GC_BYTES && s.missing() > 0) {
                return Units.NOT_MEASURED + "\n(no GC)";
            }
            return Units.NOT_MEASURED;
        }
        String text = Units.of(figure, s.median());
        if (s.n() > 1) {
            text += "\n" + Units.bare(figure, s.min()) + "–" + Units.bare(figure, s.max());
        }
        if (s.ciLow() != null) {
            text += "\nCI " + Units.bare(figure, Math.max(0, s.ciLow())) + "–" + Units.bare(figure, s.ciHigh());
        }
        if (s.missing() > 0) {
            text += "\n(" + s.missing() + " n/a)";
        }
        return text;
    }

    /**
     * The Result cell: "ok (3/3)" or, e.g., "out-of-memory (1/3 ok)"; a second line with what became of a fan-out's
     * aggregations when some were given up ("150 exact, 2,850 timed out": {@link AggregationTally}); a line
     * {@value MockBound#LABEL} when the row's single walk reached {@link MockBound#SHARE} of the mock's capacity
     * (fan-out rows are marked in the scenario table, per K).
     */
    public static String result(VariantResults v) {
        long ok = v.repetitions().stream()
                .filter(r -> r.status() == RepetitionStatus.OK)
                .count();
        String mark = MockBound.walkMarked(v) ? "\n" + MockBound.LABEL : "";
        if (v.status() == RepetitionStatus.OK) {
            return "ok (" + ok + "/" + v.repetitions().size() + ")"
                    + AggregationTally.of(v).map(tally -> "\n" + tally.words()).orElse("")
                    + mark;
        }
        return v.status().id() + " (" + ok + "/" + v.repetitions().size() + " ok)" + mark;
    }

    public static String legend(RunResults results) {
        return "Each cell: median over the repetitions that ended ok (one fresh JVM each), then min–max, then the 95% "
                + "CI of the mean (n >= 3).\nAll figures are JVM/kernel counters of the measured pass (steady, after "
                + "the warm-up), none is sampled (allocation: the JVM's per-thread counter, documented as approximate, "
                + "within 1% of what -Xlog:gc implies: AllocationCounterAgainstGcLogTest); cold = the same counters over "
                + "the JVM's first pass. Steady = JVMs whose "
                + "last 2 warm-up passes each compiled <= 50 ms (the warm-up may stop at its cap before). Peak heap = sum of the heap pools' peaks (an upper bound; it tracks GC sizing more than "
                + "need).\nLive set = the most heap in use right after any GC of the pass: what the variant "
                + "kept reachable. GCs = stop-the-world pauses. MB = 10^6 bytes. binding = read each whole page and bind it to objects, then drop it. transport = fetch and decode every "
                + "page, no aggregation.\nIdle = wall minus CPU of the measured pass (one CPU): no worker thread ran, "
                + "it waited for the mock. In send = the callers' time inside HttpClient.send until each answer's "
                + "headers (blocking styles only): the wait plus the HttpClient's own work on the same CPU."
                + (MockBound.anyMarked(results) ? "\n" + MockBound.footnote() : "")
                + warmupCutShort(results);
    }

    /**
     * A line naming the variants whose warm-up the cap in seconds stopped before the JVM was steady (a pinned pass
     * of ~40 s is warmed up once), or nothing.
     */
    static String warmupCutShort(RunResults results) {
        List<String> variants = new ArrayList<>();
        long capSeconds = 0;
        for (VariantResults v : results.variants()) {
            List<WarmupEnd> cut = v.repetitions().stream()
                    .filter(r -> r.worker() != null && r.worker().warmupEnd() != null)
                    .map(r -> r.worker().warmupEnd())
                    .filter(ResultsTable::stoppedByTimeCap)
                    .toList();
            if (!cut.isEmpty()) {
                capSeconds = cut.getFirst().maxSeconds();
                long jvms =
                        v.repetitions().stream().filter(r -> r.worker() != null).count();
                int passes = cut.stream().mapToInt(WarmupEnd::passesUsed).max().orElse(0);
                variants.add(v.variant() + " (" + cut.size() + " of " + jvms + " JVMs, after at most " + passes
                        + " pass" + (passes == 1 ? "" : "es") + ")");
            }
        }
        return variants.isEmpty()
                ? ""
                : "\nWarm-up cut short by its cap of " + capSeconds + " s before the JIT was quiet (one more pass "
                        + "would have ended past it): " + String.join(", ", variants) + ". Their measured pass is "
                        + "not steady.";
    }

    private static boolean stoppedByTimeCap(WarmupEnd end) {
        return WarmupEnd.AUTO.equals(end.mode())
                && Boolean.FALSE.equals(end.steady())
                && end.passesUsed() < end.maxPasses();
    }
}
