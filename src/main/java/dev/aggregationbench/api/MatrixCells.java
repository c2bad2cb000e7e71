package dev.aggregationbench.api;

import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.orchestration.MatrixRun;
import dev.aggregationbench.orchestration.MatrixRun.CellRun;
import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunEventType;
import dev.aggregationbench.run.RunOutcome;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A matrix run in the service: the CLI's {@link MatrixRun} (each cell a whole run of the engine, one after
 * another, then matrix.json, summary.md and index.html), its events into the run's stream. Each cell's run lies
 * between a {@code cell-started} and a {@code cell-finished} event, and its own events name the cell. The run's
 * progress says which cell runs.
 */
final class MatrixCells implements MatrixRun.Listener {

    private final RunEntry entry;
    private final RunStore store;
    private final BenchmarkMetrics metrics;
    private final int count;
    private int number;
    private String isolationDecided;

    MatrixCells(RunEntry entry, RunStore store, BenchmarkMetrics metrics) {
        this.entry = entry;
        this.store = store;
        this.metrics = metrics;
        this.count = entry.matrix().cells().size();
    }

    /**
     * Runs every cell; the run succeeded when every cell did. Interrupted, it throws the engine's
     * {@link java.util.concurrent.CancellationException} after the matrix files of the cells that ran are written.
     */
    RunOutcome run(BenchmarkEngine engine, Supplier<String> interruptReason) {
        Path dir = store.runDir(entry.record().id());
        List<CellRun> runs = new MatrixRun(
                        engine, () -> Isolations.dockerEngine().answers())
                .run(entry.matrix(), dir, this, interruptReason);
        List<String> failed = runs.stream()
                .filter(r -> !r.outcome().succeeded())
                .map(r -> r.cell().name() + ": "
                        + (r.outcome().failureReason() != null ? r.outcome().failureReason() : "did not succeed"))
                .toList();
        return new RunOutcome(
                failed.isEmpty(),
                failed.isEmpty() ? null : "not every cell succeeded: " + String.join("; ", failed),
                dir,
                null);
    }

    /** What the final event carries: how many cells ran and how many succeeded. */
    Map<String, Object> terminalFigures() {
        return Map.of("cells", count, "cellsStarted", number);
    }

    @Override
    public void isolationDecided(IsolationMode mode, String why) {
        isolationDecided = "--isolation=auto decided once for the whole matrix: " + mode.id() + " (" + why + ")";
    }

    @Override
    public Consumer<RunEvent> starting(Matrix.Cell cell) {
        number++;
        synchronized (entry) {
            entry.record(entry.record().withProgress(entry.record().progress().inCell(cell.name(), number, count)));
            store.save(entry.record());
        }
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("cellNumber", number);
        figures.put("cells", count);
        figures.put("describe", cell.describe());
        figures.put("directory", cell.name());
        if (isolationDecided != null) {
            figures.put("isolation", isolationDecided);
        }
        String id = entry.record().id();
        entry.publish(seq -> RunEventView.cell(seq, RunEventType.CELL_STARTED, id, cell.name(), figures));
        return new EngineEventHandler(entry, store, metrics, cell.options(), cell.name());
    }

    @Override
    public void finished(CellRun run) {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("cellNumber", number);
        figures.put("cells", count);
        figures.put("succeeded", run.outcome().succeeded());
        if (run.outcome().failureReason() != null) {
            figures.put("failureReason", run.outcome().failureReason());
        }
        String id = entry.record().id();
        entry.publish(seq -> RunEventView.cell(
                seq, RunEventType.CELL_FINISHED, id, run.cell().name(), figures));
    }
}
