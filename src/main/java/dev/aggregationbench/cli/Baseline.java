package dev.aggregationbench.cli;

import dev.aggregationbench.compare.RunComparison;
import dev.aggregationbench.files.QuotedPath;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.RunOptions;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * {@code --baseline RUN}: the earlier run that report.html compares this one with, read and checked before anything
 * starts. It must be readable, complete (unless {@code --allow-partial}) and measured under this run's conditions
 * (unless {@code --allow-different-conditions}, which the report then lists).
 *
 * @param path                     as given on the command line, for messages
 * @param results                  the baseline's results
 * @param allowDifferentConditions whether the report compares runs whose conditions differ
 */
record Baseline(Path path, RunResults results, boolean allowDifferentConditions) {

    /** The baseline, read and checked; null when {@code path} is null (no {@code --baseline}). */
    static Baseline read(
            Path path,
            RunOptions options,
            boolean allowPartial,
            boolean allowDifferentConditions,
            Function<String, ? extends RuntimeException> usage) {
        if (path == null) {
            return null;
        }
        RunResults results = RunComparison.read("--baseline", path, allowPartial, usage);
        List<RunComparison.Difference> differences = RunComparison.differences(results, options);
        if (!differences.isEmpty() && !allowDifferentConditions) {
            throw usage.apply("--baseline " + QuotedPath.of(path) + " was measured under different conditions ("
                    + RunComparison.describe(differences) + "); add --allow-different-conditions to compare anyway");
        }
        return new Baseline(path, results, allowDifferentConditions);
    }
}
