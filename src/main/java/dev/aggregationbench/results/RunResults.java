package dev.aggregationbench.results;

import dev.aggregationbench.run.RunOptions;
import java.util.List;

/**
 * {@code results.json}: a whole run. Every worker document is inside (samples included), with the run's options,
 * conditions and the per-figure summaries the table shows.
 *
 * @param ranking     one line ranking the variants by median duration, saying which differences the repetitions
 *                    do not resolve
 * @param succeeded   false when any variant was wrong, failed, ran out of memory or timed out
 * @param wallTimeMillis the whole run's wall time: mock start, every JVM, the result files (not the build before);
 *                       {@code null} in results written before it was recorded, and in a run rebuilt after a kill
 * @param status    {@code complete}, or {@code partial} when the run was interrupted, cancelled or killed before
 *                  every repetition ran (results written before this field read as complete)
 * @param partial   what a partial run finished and what it did not, and why; {@code null} when complete
 * @param mockShare how much of the fastest variant's pass waited for the mock, against the 20% goal; computed from
 *                  the conditions and the variants when not given (and for results written before it was kept);
 *                  {@code null} when the mock did not report its CPU time
 */
public record RunResults(
        int schemaVersion,
        String runId,
        String startedAt,
        String finishedAt,
        RunOptions options,
        Conditions conditions,
        List<VariantResults> variants,
        String ranking,
        boolean succeeded,
        String failureReason,
        Long wallTimeMillis,
        String status,
        Partial partial,
        MockShare mockShare) {

    public static final int SCHEMA_VERSION = 1;
    public static final String COMPLETE = "complete";
    public static final String PARTIAL = "partial";

    public RunResults {
        variants = List.copyOf(variants);
        status = partial != null ? PARTIAL : COMPLETE;
        if (mockShare == null) {
            mockShare = MockShare.of(conditions, variants);
        }
    }
}
