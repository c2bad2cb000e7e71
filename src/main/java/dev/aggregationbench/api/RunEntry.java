package dev.aggregationbench.api;

import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunOptions;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.LongFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.MediaType;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * One run in memory: its record, its options (null for runs loaded from disk; a matrix's first cell's), its matrix
 * (null for a run that is no matrix, and for runs loaded from disk), the events so far (replayed to late
 * subscribers) and the open event streams. Emitters leave on completion, timeout, error and failed sends.
 */
final class RunEntry {

    private static final Logger log = LoggerFactory.getLogger(RunEntry.class);
    private static final int MAX_HISTORY = 5_000;

    private final RunOptions options;
    private final Matrix matrix;
    private final List<RunEventView> history = new ArrayList<>();
    private final List<SseEmitter> emitters = new CopyOnWriteArrayList<>();
    private volatile RunRecord record;
    private volatile boolean cancelRequested;
    private long sequence;

    RunEntry(RunRecord record, RunOptions options) {
        this(record, options, null);
    }

    RunEntry(RunRecord record, RunOptions options, Matrix matrix) {
        this.record = record;
        this.options = options;
        this.matrix = matrix;
    }

    RunRecord record() {
        return record;
    }

    void record(RunRecord newRecord) {
        this.record = newRecord;
    }

    RunOptions options() {
        return options;
    }

    Matrix matrix() {
        return matrix;
    }

    boolean cancelRequested() {
        return cancelRequested;
    }

    void requestCancel() {
        cancelRequested = true;
    }

    /**
     * Numbers the event (1, 2, ...), records it and sends it to every open stream; a final event also completes
     * them.
     */
    synchronized RunEventView publish(LongFunction<RunEventView> eventWithSequence) {
        RunEventView event = eventWithSequence.apply(++sequence);
        if (history.size() < MAX_HISTORY || event.isFinal()) {
            history.add(event);
        }
        for (SseEmitter emitter : emitters) {
            if (send(emitter, event) && event.isFinal()) {
                emitter.complete();
            }
        }
        if (event.isFinal()) {
            emitters.clear();
        }
        return event;
    }

    /** Replays what happened so far, then keeps the stream open until the run ends (or completes it at once). */
    synchronized void subscribe(SseEmitter emitter, Function<RunRecord, RunEventView> finalEventIfNoHistory) {
        emitter.onCompletion(() -> emitters.remove(emitter));
        emitter.onTimeout(() -> {
            emitters.remove(emitter);
            emitter.complete();
        });
        emitter.onError(e -> emitters.remove(emitter));
        for (RunEventView event : history) {
            if (!send(emitter, event)) {
                return;
            }
        }
        boolean ended = history.stream().anyMatch(RunEventView::isFinal);
        if (!ended && record.status().isFinal()) {
            send(emitter, finalEventIfNoHistory.apply(record));
            ended = true;
        }
        if (ended) {
            emitter.complete();
        } else {
            emitters.add(emitter);
        }
    }

    int openStreams() {
        return emitters.size();
    }

    private boolean send(SseEmitter emitter, RunEventView event) {
        try {
            emitter.send(SseEmitter.event()
                    .id(Long.toString(event.sequence()))
                    .name(event.type().id())
                    .data(event, MediaType.APPLICATION_JSON));
            return true;
        } catch (IOException | IllegalStateException e) {
            log.debug("Dropping an event stream of run {}: {}", record.id(), e.getMessage());
            emitters.remove(emitter);
            return false;
        }
    }
}
