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
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/**
 * What a set of runs prints, part by part: the teaching set's scenarios, a matrix's cells. As a part starts, a line
 * naming it and a fresh progress display on stderr; as it ends, its table on stdout (after a heading, for people) and
 * how it ended on stderr; at the end, the set's wall time, which parts did not succeed, the index opened with
 * {@code --open}, and the exit code: the worst of the parts'. Interrupted by Ctrl-C or SIGTERM, a line says the set
 * is partial and where its files are, and the exit code is 128 + the signal's number.
 */
final class PartsOutput {

    private final PrintStream out;
    private final PrintStream err;
    private final boolean quiet;
    private final RunOutput output;
    /** What the set is called: {@code teaching set}, {@code matrix}. */
    private final String set;
    /** What a part is called: {@code scenario}, {@code cell}. */
    private final String kind;

    private Progress progress;

    PartsOutput(PrintStream out, PrintStream err, boolean quiet, RunOutput output, String set, String kind) {
        this.out = out;
        this.err = err;
        this.quiet = quiet;
        this.output = output;
        this.set = set;
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

    /**
     * Runs the set, Ctrl-C and SIGTERM handled ({@link RunSignals}), then returns what {@code ended} makes of its
     * parts. Interrupted, the set has written the parts that ran and its index: the progress display ends, a line
     * says the set is partial, why and where its files are, and the exit code is 128 + the signal's number.
     *
     * @param parts the set's run, given the reason it would be interrupted with; returns its parts as they ended
     * @param index what the set writes beside its parts: "the index", "the matrix files"
     */
    <R> int run(Function<Supplier<String>, List<R>> parts, String index, Path outputDir, ToIntFunction<List<R>> ended) {
        List<R> runs;
        try (RunSignals signals =
                RunSignals.install(Thread.currentThread(), line -> err.println("benchmark.sh: " + line))) {
            try {
                runs = parts.apply(signals::reason);
            } catch (CancellationException interrupted) {
                Thread.interrupted(); // handled here; the finished parts and the index are written
                progress.close();
                err.println("benchmark.sh: PARTIAL " + set.toUpperCase(Locale.ROOT) + ", " + signals.reason()
                        + "; the " + kind + "s that ran (the last one partial) and " + index + ": "
                        + outputDir.toAbsolutePath());
                return signals.exitCode();
            }
        }
        return ended.applyAsInt(runs);
    }

    /**
     * The set ended: its wall time, the index opened with {@code --open}, the parts that did not succeed (by
     * {@code name}); returns the exit code, the worst of the parts'.
     */
    <R> int ended(
            long startNanos, Path index, boolean open, List<R> runs, Function<R, String> name, ToIntFunction<R> exit) {
        List<String> failed =
                runs.stream().filter(r -> exit.applyAsInt(r) != 0).map(name).toList();
        List<Integer> codes = runs.stream().map(exit::applyAsInt).toList();
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
