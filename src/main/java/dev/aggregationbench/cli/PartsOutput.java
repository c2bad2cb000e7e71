package dev.aggregationbench.cli;

import dev.aggregationbench.report.ReportOpener;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunOutcome;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.IntStream;

/**
 * What a set of runs prints, part by part: the teaching set's scenarios, a matrix's cells. As a part starts, a line
 * naming it and a fresh progress display on stderr; as it ends, its table on stdout (after a heading, for people) and
 * how it ended on stderr; at the end, the set's wall time, which parts did not succeed, the index opened with
 * {@code --open}, and the exit code: the worst of the parts'.
 */
final class PartsOutput {

    private final PrintStream out;
    private final PrintStream err;
    private final boolean quiet;
    private final RunOutput output;
    /** What a part is called: {@code scenario}, {@code cell}. */
    private final String kind;

    private Progress progress;

    PartsOutput(PrintStream out, PrintStream err, boolean quiet, RunOutput output, String kind) {
        this.out = out;
        this.err = err;
        this.quiet = quiet;
        this.output = output;
        this.kind = kind;
        this.progress = new Progress(err, quiet, 0);
    }

    /** A set-up message (an image build, the mock starting), on the current part's progress display. */
    void message(String line) {
        progress.message(line);
    }

    /** A part is about to start: its line, and a progress display for its {@code jvms}; returns where its events go. */
    Consumer<RunEvent> starting(String name, String description, int jvms) {
        err.println("benchmark.sh: " + kind + " " + name + " (" + description + ")");
        progress = new Progress(err, quiet, jvms);
        return progress::event;
    }

    /** A part ended: its table, and one line saying how it ended and where its files are. */
    void finished(String name, String description, RunOutcome outcome, Path directory) {
        progress.close();
        if (outcome.resultsJson() == null) {
            err.println("benchmark.sh: " + kind + " " + name + " could not start: " + outcome.failureReason());
            return;
        }
        RunResults results = ResultsFiles.read(outcome.resultsJson());
        if (output.forPeople()) { // json and csv stay one parseable document per part
            out.println(output.wrap("== " + Character.toUpperCase(kind.charAt(0)) + kind.substring(1) + " " + name
                    + " (" + description + ") =="));
        }
        out.print(output.render(results, directory));
        out.flush();
        err.println(output.wrap("benchmark.sh: " + kind + " " + name + " "
                + (outcome.succeeded() ? "ok" : "not every variant ok: " + outcome.failureReason())
                + "; files in " + directory));
    }

    /** The set was interrupted: the progress display ends. */
    void interrupted() {
        progress.close();
    }

    /**
     * The set ended: its wall time, the index opened with {@code --open}, the parts that did not succeed; returns the
     * exit code, the worst of the parts'.
     *
     * @param set the set's name in the wall-time line: "teaching set", "matrix"
     */
    int ended(String set, long startNanos, Path index, boolean open, List<String> failed, IntStream exitCodes) {
        List<Integer> codes = exitCodes.boxed().toList();
        err.println(output.wrap(String.format(
                Locale.ROOT,
                "benchmark.sh: the %s took %.1f s of wall time (%d %ss)",
                set,
                (System.nanoTime() - startNanos) / 1e9,
                codes.size(),
                kind)));
        if (open) {
            ReportOpener.open(index, err);
        }
        if (!failed.isEmpty()) {
            err.println("benchmark.sh: not every variant succeeded in " + String.join(", ", failed) + " (see each "
                    + kind + "'s summary.md)");
        }
        return codes.stream().mapToInt(Integer::intValue).max().orElse(0);
    }
}
