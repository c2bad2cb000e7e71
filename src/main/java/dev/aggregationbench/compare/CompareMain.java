package dev.aggregationbench.compare;

import com.github.freva.asciitable.AsciiTable;
import com.github.freva.asciitable.Column;
import com.github.freva.asciitable.HorizontalAlign;
import dev.aggregationbench.compare.RunComparison.Change;
import dev.aggregationbench.compare.RunComparison.Difference;
import dev.aggregationbench.compare.RunComparison.Verdict;
import dev.aggregationbench.knob.UsageErrors;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.Units;
import dev.aggregationbench.text.Echo;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ./benchmark.sh compare BASELINE CURRENT}: what changed between two runs, and whether it is noise. */
@Command(
        name = "benchmark.sh compare",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        usageHelpWidth = 110,
        description = "Compares two runs (run directories or results.json files), per variant and figure.",
        footer = {
            "",
            "Exit codes: 0 compared; 1 a regression and --fail-on-regression; 2 bad input (a file that is not a "
                    + "complete results.json, a partial run without --allow-partial) or different conditions."
        })
public final class CompareMain implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "BASELINE", description = "The earlier run: directory or results.json.")
    Path baseline;

    @Parameters(index = "1", paramLabel = "CURRENT", description = "The run to judge: directory or results.json.")
    Path current;

    @Option(names = "--fail-on-regression", description = "Exit 1 when any figure regressed outside the noise.")
    boolean failOnRegression;

    @Option(
            names = "--allow-partial",
            description = "Compare even when a run is partial (interrupted or cancelled): only the repetitions it "
                    + "finished are compared, and the output says which run was partial.")
    boolean allowPartial;

    @Option(
            names = "--allow-different-conditions",
            description = "Compare even when orders, page size, cpus, heap, GC, JDK or isolation differ (they are "
                    + "listed: two cells of a matrix, one JDK against another).")
    boolean allowDifferentConditions;

    @Spec
    CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;

    CompareMain(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        Function<String, CommandLine.ParameterException> usage =
                message -> new CommandLine.ParameterException(spec.commandLine(), message);
        RunResults before = RunComparison.read("BASELINE", baseline, allowPartial, usage);
        RunResults now = RunComparison.read("CURRENT", current, allowPartial, usage);
        List<Difference> differences = RunComparison.differences(before, now);
        if (!differences.isEmpty() && !allowDifferentConditions) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(),
                    "the runs were measured under different " + "conditions (" + RunComparison.describe(differences)
                            + "); add --allow-different-conditions to compare anyway");
        }
        List<Change> changes = RunComparison.changes(before, now);
        out.println("Baseline: " + Echo.bare(before.runId()) + "   Current: " + Echo.bare(now.runId()));
        for (RunResults run : List.of(before, now)) {
            if (run.partial() != null) {
                out.println("Partial run compared (--allow-partial): " + Echo.bare(run.runId()) + " is partial, "
                        + run.partial().describe() + "; only the repetitions it finished are compared.");
            }
        }
        if (!differences.isEmpty()) {
            out.println("Different conditions (compared anyway): " + RunComparison.describe(differences));
        }
        out.print(table(changes));
        long regressions =
                changes.stream().filter(c -> c.verdict() == Verdict.REGRESSION).count();
        long improvements =
                changes.stream().filter(c -> c.verdict() == Verdict.IMPROVEMENT).count();
        out.printf(
                Locale.ROOT,
                "%d regression(s), %d improvement(s) outside the noise (Welch's t-test p < %.2f, "
                        + "non-overlapping intervals and a median change of at least %.0f%%); everything else is not "
                        + "resolved by these runs, which does not show that there is no difference.%n",
                regressions,
                improvements,
                RunComparison.ALPHA,
                RunComparison.MIN_EFFECT_PERCENT);
        printControl(before, now);
        return failOnRegression && regressions > 0 ? 1 : 0;
    }

    /** The transport row as the control, and each variant's time and CPU relative to it (when both runs have it). */
    private void printControl(RunResults before, RunResults now) {
        List<Change> control = TransportControl.control(before, now);
        if (control.isEmpty()) {
            out.println("Control: n/a (a run has no transport row, so a change of the machine cannot be told from a "
                    + "change of the code).");
            return;
        }
        out.println();
        out.println("Control: " + TransportControl.describe(control) + ". When only a variant's code changed, this "
                + "row should not move; if it did, the machine did, and every row's time moved with it.");
        out.println("Relative to the transport row of the same run (variant median / transport median):");
        List<Change> relative = TransportControl.relative(before, now);
        out.print(table(relative, CompareMain::ratio));
        out.printf(
                Locale.ROOT,
                "%d regression(s), %d improvement(s) relative to the transport row, by the same rule. "
                        + "Where the change under test is in the shared client, the transport row moves for a real reason: "
                        + "read the absolute table then.%n",
                relative.stream().filter(c -> c.verdict() == Verdict.REGRESSION).count(),
                relative.stream()
                        .filter(c -> c.verdict() == Verdict.IMPROVEMENT)
                        .count());
    }

    private static String ratio(Figure figure, Double value) {
        return TransportControl.ratio(value);
    }

    static String table(List<Change> changes) {
        return table(changes, Units::of);
    }

    private static String table(List<Change> changes, BiFunction<Figure, Double, String> format) {
        Column[] columns = {
            new Column().header("Variant").dataAlign(HorizontalAlign.LEFT),
            new Column().header("Figure").dataAlign(HorizontalAlign.LEFT),
            new Column().header("Baseline").dataAlign(HorizontalAlign.RIGHT),
            new Column().header("Current").dataAlign(HorizontalAlign.RIGHT),
            new Column().header("Change").dataAlign(HorizontalAlign.RIGHT),
            new Column().header("p").dataAlign(HorizontalAlign.RIGHT),
            new Column().header("Verdict").dataAlign(HorizontalAlign.LEFT)
        };
        String[][] rows = changes.stream()
                .map(c -> new String[] {
                    c.variant(),
                    c.figure().id(),
                    format.apply(c.figure(), c.baselineMedian()),
                    format.apply(c.figure(), c.currentMedian()),
                    RunComparison.percent(c.changePercent()),
                    c.pValue() == null ? "n/a" : String.format(Locale.ROOT, "%.3f", c.pValue()),
                    c.verdict().label()
                })
                .toArray(String[][]::new);
        return AsciiTable.builder()
                        .border(AsciiTable.FANCY_ASCII)
                        .data(columns, rows)
                        .asString() + "\n";
    }

    public static void main(String[] args) {
        System.exit(execute(args, System.out, System.err));
    }

    static int execute(String[] args, PrintStream out, PrintStream err) {
        CommandLine cli = new CommandLine(new CompareMain(out, err));
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        cli.setParameterExceptionHandler(new UsageErrors("benchmark.sh compare", "./benchmark.sh compare --help"));
        cli.setExecutionExceptionHandler((e, c, p) -> { // a bug: one line, not a stack
            err.println("benchmark.sh compare: stopped by an unexpected "
                    + e.getClass().getSimpleName() + ": " + Echo.bare(String.valueOf(e.getMessage()))
                    + " (a bug: please report it with the command line)");
            return 1;
        });
        return cli.execute(args);
    }
}
