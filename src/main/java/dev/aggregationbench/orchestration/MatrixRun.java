package dev.aggregationbench.orchestration;

import dev.aggregationbench.compare.MatrixComparison;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.report.MatrixIndex;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunOutcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A {@link Matrix}: each cell, one after another, as a whole run of the engine into its own directory
 * {@code <output>/<cell>/} (results.json, results.csv, summary.md, report.html as for any run), each worker JVM on its
 * cell's JDK with its cell's collector; then the matrix files beside them ({@link MatrixIndex}: matrix.json,
 * matrix.csv, summary.md, index.html). A cell that fails does not stop the matrix. {@code --isolation=auto} is decided
 * once: process when a cell's workers run on a JDK of their own (Docker would first build an image of each JDK's
 * runtime: that is asked for with {@code --isolation=docker}), else as for one run; the cells that run on the current
 * JDK get the decision, the others keep {@code auto} so that their conditions say why they run in processes.
 */
public final class MatrixRun {

    /** One cell as it ended; {@code directory} holds its files. */
    public record CellRun(Matrix.Cell cell, RunOutcome outcome, Path directory) {

        /** The CLI's exit code for this cell alone: 0 when every variant ended ok, else 1. */
        public int exitCode() {
            return outcome.succeeded() ? 0 : 1;
        }
    }

    /** What the caller sees: each cell's events while it runs, and each cell when it ends. */
    public interface Listener {

        /** Where {@code auto} isolation was decided for the matrix, and why. */
        default void isolationDecided(IsolationMode mode, String why) {}

        /** A cell is about to start; returns where its run's events go. */
        Consumer<RunEvent> starting(Matrix.Cell cell);

        void finished(CellRun run);
    }

    private final BenchmarkEngine engine;
    private final BooleanSupplier dockerEngineAnswers;

    /** @param dockerEngineAnswers whether a Docker engine answers now; asked once per matrix, for {@code auto} */
    public MatrixRun(BenchmarkEngine engine, BooleanSupplier dockerEngineAnswers) {
        this.engine = engine;
        this.dockerEngineAnswers = dockerEngineAnswers;
    }

    /**
     * Runs every cell into {@code outputDir}; the matrix files are written after the last cell, and also when the
     * matrix is interrupted (then {@link CancellationException} is thrown, the running cell written as a partial run).
     */
    public List<CellRun> run(Matrix matrix, Path outputDir, Listener listener, Supplier<String> interruptReason) {
        List<Matrix.Cell> cells = decideIsolation(matrix.cells(), listener);
        return new PartsInSequence<Matrix.Cell, CellRun>(
                        cell -> outputDir.resolve(cell.name()),
                        (cell, dir) -> engine.run(cell.options(), dir, listener.starting(cell), interruptReason),
                        CellRun::new)
                .run(cells, listener::finished, runs -> write(matrix, runs, outputDir), interruptReason);
    }

    /**
     * After the process running a matrix was killed: each cell's results rebuilt from its complete worker documents
     * where the cell had started and wrote none ({@link ResultsFromRepetitions#rebuild}), then the matrix files of
     * every cell that has a results.json, each as its results.json says it ended. Returns how many cells that is.
     */
    public static int rebuild(Matrix matrix, Path outputDir, String reason, String startedAt, Consumer<String> log) {
        List<CellRun> runs = new ArrayList<>();
        for (Matrix.Cell cell : matrix.cells()) {
            Path dir = outputDir.resolve(cell.name());
            if (Files.isDirectory(dir.resolve("jvms"))) {
                ResultsFromRepetitions.rebuild(cell.options(), dir, reason, startedAt, log);
            }
            Path json = dir.resolve(ResultsFiles.RESULTS_JSON);
            if (Files.isRegularFile(json)) {
                var results = ResultsFiles.read(json);
                runs.add(new CellRun(
                        cell, new RunOutcome(results.succeeded(), results.failureReason(), dir, json), dir));
            }
        }
        write(matrix, runs, outputDir);
        return runs.size();
    }

    /** The cells side by side, the first the reference. */
    public static MatrixComparison comparison(List<CellRun> runs) {
        return MatrixComparison.of(runs.stream()
                .map(r -> new MatrixComparison.Cell(
                        r.cell().name(),
                        r.cell().describe(),
                        r.outcome().resultsJson() == null
                                ? null
                                : ResultsFiles.read(r.outcome().resultsJson()),
                        r.outcome().succeeded(),
                        r.outcome().failureReason()))
                .toList());
    }

    private List<Matrix.Cell> decideIsolation(List<Matrix.Cell> cells, Listener listener) {
        if (cells.getFirst().options().isolation() != IsolationMode.AUTO) {
            return cells;
        }
        AutoIsolation auto =
                AutoIsolation.decide(cells.stream().anyMatch(c -> !c.options().currentJdk()), dockerEngineAnswers);
        IsolationMode mode = auto.mode();
        listener.isolationDecided(mode, auto.why());
        return cells.stream()
                .map(c -> c.options().currentJdk()
                        ? new Matrix.Cell(c.name(), c.coordinates(), c.options().with(Knob.ISOLATION, mode.id()))
                        : c)
                .toList();
    }

    private static void write(Matrix matrix, List<CellRun> runs, Path outputDir) {
        if (runs.isEmpty()) {
            return;
        }
        MatrixIndex.write(
                matrix.varied().stream().map(d -> d.knob().definition().field()).toList(),
                runs.stream()
                        .map(r -> new MatrixIndex.Entry(
                                r.cell(), outputDir.relativize(r.directory()).toString()))
                        .toList(),
                comparison(runs),
                outputDir);
    }
}
