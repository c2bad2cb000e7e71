package dev.aggregationbench.api;

import dev.aggregationbench.compare.RunComparison;
import dev.aggregationbench.compare.RunComparison.Change;
import dev.aggregationbench.compare.RunComparison.Difference;
import dev.aggregationbench.compare.RunComparison.Verdict;
import dev.aggregationbench.compare.TransportControl;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.Units;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** {@code ./benchmark.sh compare} over HTTP: two ended runs of this service, with the same noise rules. */
@RestController
@Tag(name = "compare")
class CompareController {

    /**
     * The answer: the conditions that differ, and (when compared) one change per variant and figure; {@code control}
     * is the transport row's own change in time and CPU, {@code relativeToTransport} each variant's time and CPU as a
     * ratio to the transport row of its run, compared by the same rule ({@link TransportControl}); both are empty
     * when a run has no transport row; {@code partialRuns} says, one line each, which run compared is partial
     * (only with {@code allowPartial=true}; empty otherwise).
     */
    public record Comparison(
            String baseline,
            String current,
            List<String> partialRuns,
            List<Difference> differences,
            boolean compared,
            List<ChangeView> changes,
            long regressions,
            long improvements,
            double alpha,
            double minEffectPercent,
            List<ChangeView> control,
            List<ChangeView> relativeToTransport) {

        static Comparison of(
                String baseline, String current, RunResults before, RunResults now, boolean allowDifferentConditions) {
            List<Difference> differences = RunComparison.differences(before, now);
            boolean compared = differences.isEmpty() || allowDifferentConditions;
            List<Change> changes = compared ? RunComparison.changes(before, now) : List.of();
            List<String> partialRuns = new ArrayList<>();
            if (before.partial() != null) {
                partialRuns.add(partialLine("baseline", baseline, before));
            }
            if (now.partial() != null) {
                partialRuns.add(partialLine("current", current, now));
            }
            return new Comparison(
                    baseline,
                    current,
                    List.copyOf(partialRuns),
                    differences,
                    compared,
                    changes.stream().map(ChangeView::of).toList(),
                    changes.stream()
                            .filter(c -> c.verdict() == Verdict.REGRESSION)
                            .count(),
                    changes.stream()
                            .filter(c -> c.verdict() == Verdict.IMPROVEMENT)
                            .count(),
                    RunComparison.ALPHA,
                    RunComparison.MIN_EFFECT_PERCENT,
                    compared
                            ? TransportControl.control(before, now).stream()
                                    .map(ChangeView::of)
                                    .toList()
                            : List.of(),
                    compared
                            ? TransportControl.relative(before, now).stream()
                                    .map(ChangeView::ratio)
                                    .toList()
                            : List.of());
        }

        private static String partialLine(String parameter, String id, RunResults run) {
            return parameter + " run " + id + " is partial (" + run.partial().describe()
                    + "); only the repetitions it finished are compared";
        }
    }

    /**
     * One figure of one variant; {@code baselineText}/{@code currentText} are formatted as the CLI prints them,
     * {@code verdict} is {@code regression}, {@code improvement}, {@code not-resolved} or {@code not-comparable}.
     */
    public record ChangeView(
            String variant,
            String figure,
            Double baselineMedian,
            Double currentMedian,
            String baselineText,
            String currentText,
            Double changePercent,
            Double pValue,
            String verdict) {

        static ChangeView of(Change c) {
            return of(c, median -> Units.of(c.figure(), median));
        }

        /** A change of a ratio to the transport row: the medians are ratios, their texts "1.175x". */
        static ChangeView ratio(Change c) {
            return of(c, TransportControl::ratio);
        }

        private static ChangeView of(Change c, Function<Double, String> text) {
            return new ChangeView(
                    c.variant(),
                    c.figure().id(),
                    c.baselineMedian(),
                    c.currentMedian(),
                    text.apply(c.baselineMedian()),
                    text.apply(c.currentMedian()),
                    c.changePercent(),
                    c.pValue(),
                    c.verdict().id());
        }
    }

    private final RunResultsReader results;

    public CompareController(RunResultsReader results) {
        this.results = results;
    }

    @GetMapping(path = "/api/compare", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            summary = "Compare two ended runs as ./benchmark.sh compare does",
            description = "A change is a regression or improvement only outside the noise of both runs (Welch's "
                    + "t-test p < alpha, non-overlapping intervals, a median change of at least minEffectPercent). "
                    + "Runs measured under different conditions are only listed, not compared, unless "
                    + "allowDifferentConditions=true. A partial run (cancelled or interrupted) is refused unless "
                    + "allowPartial=true; then partialRuns says which run is partial")
    @ApiResponse(responseCode = "200", description = "The comparison")
    @ApiResponse(
            responseCode = "400",
            description = "A parameter is wrong, or a run cannot be compared: it has not ended, wrote no "
                    + "results.json, its results.json is not a complete one (the detail says what is wrong), or it "
                    + "is a partial run and allowPartial is not true")
    public Comparison compare(
            @RequestParam String baseline,
            @RequestParam String current,
            @RequestParam(defaultValue = "false") boolean allowDifferentConditions,
            @RequestParam(defaultValue = "false") boolean allowPartial) {
        return Comparison.of(
                baseline,
                current,
                results.comparable("baseline", baseline, allowPartial),
                results.comparable("current", current, allowPartial),
                allowDifferentConditions);
    }
}
