package dev.aggregationbench.api;

import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.RunEvent;
import dev.aggregationbench.run.RunOptions;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes one run's engine events into progress (persisted), benchmark metrics and the event streams. The engine's
 * own {@code run-finished}/{@code run-failed} are held back: the service sends exactly one final event itself,
 * carrying their figures, once the run's final status is persisted. In a matrix there is one per cell, each event
 * marked with the cell. Never throws into the engine.
 */
final class EngineEventHandler implements Consumer<RunEvent> {

    private static final Logger log = LoggerFactory.getLogger(EngineEventHandler.class);

    private final RunEntry entry;
    private final RunStore store;
    private final BenchmarkMetrics metrics;
    private final RunOptions options;
    private final String cell;
    private volatile String isolation;
    private volatile Map<String, Object> terminalFigures = Map.of();

    EngineEventHandler(RunEntry entry, RunStore store, BenchmarkMetrics metrics) {
        this(entry, store, metrics, entry.options(), null);
    }

    /** For one cell of a matrix: its options, and its name on every event. */
    EngineEventHandler(RunEntry entry, RunStore store, BenchmarkMetrics metrics, RunOptions options, String cell) {
        this.entry = entry;
        this.store = store;
        this.metrics = metrics;
        this.options = options;
        this.cell = cell;
        this.isolation = options.isolation().id();
    }

    Map<String, Object> terminalFigures() {
        return terminalFigures;
    }

    @Override
    public void accept(RunEvent event) {
        try {
            handle(event);
        } catch (RuntimeException e) {
            log.warn(
                    "Could not handle event {} of run {}", event, entry.record().id(), e);
        }
    }

    private void handle(RunEvent event) {
        if (event == null || event.type() == null) {
            return;
        }
        switch (event.type()) {
            case RUN_FINISHED, RUN_FAILED -> {
                terminalFigures = event.figures();
                return;
            }
            case RUN_STARTED -> {
                Object resolved = event.figures().get("isolation"); // auto resolved to docker or process
                if (resolved instanceof IsolationMode mode) {
                    isolation = mode.id();
                } else if (resolved instanceof String name && !name.isBlank()) {
                    isolation = name.trim().toLowerCase(Locale.ROOT);
                }
            }
            case VARIANT_STARTED -> progress(event, false);
            case REPETITION_FINISHED -> {
                progress(event, true);
                metrics.repetitionFinished(
                        event.variant(), options.gc().displayName(), options.cpus(), isolation, event.figures());
            }
            default -> {
                // other event types are streamed as they are
            }
        }
        String id = entry.record().id();
        entry.publish(seq -> RunEventView.of(seq, id, RunStatus.RUNNING, event, cell));
    }

    private void progress(RunEvent event, boolean repetitionDone) {
        synchronized (entry) {
            RunProgress before = entry.record().progress();
            RunProgress now = before.at(
                    event.variant(),
                    event.repetition(),
                    event.repetitions(),
                    before.repetitionsFinished() + (repetitionDone ? 1 : 0));
            entry.record(entry.record().withProgress(now));
            store.save(entry.record());
        }
    }
}
