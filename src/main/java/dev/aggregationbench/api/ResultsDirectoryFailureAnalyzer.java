package dev.aggregationbench.api;

import dev.aggregationbench.api.ResultsDirectoryLock.ResultsDirectoryUnusableException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** A start refused because of the results directory is reported as one clear message, not a stack trace. */
class ResultsDirectoryFailureAnalyzer extends AbstractFailureAnalyzer<ResultsDirectoryUnusableException> {

    @Override
    protected FailureAnalysis analyze(Throwable root, ResultsDirectoryUnusableException cause) {
        return new FailureAnalysis(
                cause.getMessage(),
                "Point --aggbench.results-dir at a writable directory that "
                        + "no other running aggregation-bench service uses.",
                cause);
    }
}
