package dev.aggregationbench.cli;

import dev.aggregationbench.compare.MatrixTable;
import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.orchestration.BenchmarkRunner;
import dev.aggregationbench.orchestration.MatrixRun;
import dev.aggregationbench.orchestration.MatrixRun.CellRun;
import dev.aggregationbench.orchestration.ResultsFromRepetitions;
import dev.aggregationbench.report.MatrixIndex;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunEvent;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code ./benchmark.sh --jdk=21,25 --gc=G1,Parallel}: a {@link Matrix}, each cell a run of its own into
 * {@code <output>/<cell>/}; each cell's table is printed as it ends ({@link PartsOutput}), then the matrix table (every
 * cell against the first) and the matrix files (matrix.json, matrix.csv, summary.md, index.html). The exit code is the
 * worst of the cells'. Ctrl-C or SIGTERM stops the running cell, written as a partial run, writes the matrix files of
 * the cells that ran and exits with 128 + the signal's number.
 */
record MatrixCommand(PrintStream out, PrintStream err, RunOutput output, PartsOutput parts) {

    static MatrixCommand of(PrintStream out, PrintStream err, boolean quiet, RunOutput output) {
        return new MatrixCommand(out, err, output, new PartsOutput(out, err, quiet, output, "matrix", "cell"));
    }

    int run(Matrix matrix, Path outputDir, boolean open) {
        long startNanos = System.nanoTime();
        List<Matrix.Cell> cells = matrix.cells();
        int jvms = ResultsFromRepetitions.plannedIds(cells.getFirst().options()).size()
                * cells.getFirst().options().repetitions();
        err.println(output.wrap("benchmark.sh: a matrix of " + cells.size() + " cells ("
                + String.join(", ", cells.stream().map(Matrix.Cell::name).toList())
                + "), one run each, one after another; the first is the reference"));
        BenchmarkRunner runner = new BenchmarkRunner(IsolationSettings.defaults(), parts::message);
        MatrixRun run = new MatrixRun(runner, () -> Isolations.dockerEngine().answers());
        return parts.<CellRun>run(
                interruptReason -> run.run(matrix, outputDir, listener(jvms), interruptReason),
                "the matrix files",
                outputDir,
                runs -> ended(runs, outputDir, startNanos, open));
    }

    /** The matrix table (every cell against the first), where the files are, and the exit code. */
    private int ended(List<CellRun> runs, Path outputDir, long startNanos, boolean open) {
        if (output.forPeople()) { // json and csv stay one parseable document per cell; matrix.json has the rest
            out.println(output.wrap(
                    "== The matrix: each cell against " + runs.getFirst().cell().name() + " =="));
            out.print(MatrixTable.render(MatrixRun.comparison(runs)));
            out.flush();
        }
        err.println(output.wrap(
                "Results: " + outputDir.toAbsolutePath() + " (one directory per cell; " + MatrixIndex.MATRIX_JSON + ", "
                        + MatrixIndex.MATRIX_CSV + ", summary.md, " + MatrixIndex.INDEX_HTML + ")"));
        return parts.ended(
                startNanos,
                outputDir.resolve(MatrixIndex.INDEX_HTML),
                open,
                runs,
                r -> r.cell().name(),
                CellRun::exitCode);
    }

    private MatrixRun.Listener listener(int jvms) {
        return new MatrixRun.Listener() {
            @Override
            public void isolationDecided(IsolationMode mode, String why) {
                err.println(output.wrap("benchmark.sh: --isolation=auto decided once for the whole matrix: " + mode.id()
                        + " (" + why + ")"));
            }

            @Override
            public Consumer<RunEvent> starting(Matrix.Cell cell) {
                return parts.starting(cell.name(), cell.describe(), jvms);
            }

            @Override
            public void finished(CellRun run) {
                parts.finished(run.cell().name(), run.cell().describe(), run.outcome(), run.directory());
            }
        };
    }
}
