package dev.aggregationbench.orchestration;

import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.run.RunOutcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The parts of a run that is several runs (a matrix's cells, {@link MatrixRun}; the teaching set's scenarios,
 * {@link TeachingSetRun}), one after another, each a whole run of the engine into a directory of its own. The files
 * over the parts (an index) are written after the last part, and also when the run is interrupted: then the running
 * part is among them as a partial run if the engine wrote the repetitions that finished, and the engine's
 * {@link CancellationException} is thrown on.
 *
 * @param <P> a part: a matrix's cell, the options of a teaching set's scenario
 * @param <R> a part as it ended
 */
final class PartsInSequence<P, R> {

    /** A part as it ended, made of the part, its outcome and its directory. */
    interface Ended<P, R> {
        R of(P part, RunOutcome outcome, Path directory);
    }

    private final Function<P, Path> directory;
    private final BiFunction<P, Path, RunOutcome> run;
    private final Ended<P, R> ended;

    /**
     * @param directory where a part's files go
     * @param run       the engine's run of a part into its directory
     * @param ended     what is kept of a part that ended
     */
    PartsInSequence(Function<P, Path> directory, BiFunction<P, Path, RunOutcome> run, Ended<P, R> ended) {
        this.directory = directory;
        this.run = run;
        this.ended = ended;
    }

    /** Runs every part; {@code finished} hears each as it ends, {@code index} writes the files over those that ran. */
    List<R> run(List<P> parts, Consumer<R> finished, Consumer<List<R>> index, Supplier<String> interruptReason) {
        List<R> runs = new ArrayList<>();
        for (P part : parts) {
            Path dir = directory.apply(part);
            R one;
            try {
                one = ended.of(part, run.apply(part, dir), dir);
            } catch (CancellationException e) {
                Path partial = dir.resolve(ResultsFiles.RESULTS_JSON);
                if (Files.isRegularFile(partial)) { // the engine wrote the repetitions that finished
                    runs.add(ended.of(
                            part,
                            new RunOutcome(false, interruptReason.get() + " (a partial run)", dir, partial),
                            dir));
                }
                index.accept(runs);
                throw e;
            }
            runs.add(one);
            finished.accept(one);
        }
        index.accept(runs);
        return List.copyOf(runs);
    }
}
