package dev.aggregationbench.results;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * All repetitions of one variant (or of the transport row) and the summary of each figure over the repetitions that
 * ended {@code ok} (a wrong or failed run is never averaged in).
 *
 * @param pageRates the row's served page rate beside the mock's capacity, per concurrency ({@link MockBound});
 *                  {@code null} in results.json files written before it was recorded
 */
public record VariantResults(
        String variant,
        String description,
        RepetitionStatus status,
        List<Repetition> repetitions,
        Map<Figure, FigureSummary> summary,
        List<PageRate> pageRates) {

    public VariantResults {
        repetitions = List.copyOf(repetitions);
        pageRates = pageRates == null ? null : List.copyOf(pageRates);
    }

    /** Without a measured mock capacity: the page rates are recorded, the mark is not set (n/a). */
    public static VariantResults of(String variant, String description, List<Repetition> repetitions) {
        return of(variant, description, repetitions, List.of());
    }

    /** @param mockCapacity the mock's capacity per concurrency, measured at the run's start (empty: not measured) */
    public static VariantResults of(
            String variant, String description, List<Repetition> repetitions, List<MockCapacity> mockCapacity) {
        List<Repetition> ok = repetitions.stream()
                .filter(r -> r.status() == RepetitionStatus.OK)
                .toList();
        Map<Figure, FigureSummary> summary = new EnumMap<>(Figure.class);
        for (Figure figure : Figure.values()) {
            summary.put(
                    figure,
                    FigureSummary.of(ok.stream().map(r -> figure.of(r.worker())).toList()));
        }
        RepetitionStatus status = repetitions.stream()
                .map(Repetition::status)
                .filter(s -> s != RepetitionStatus.OK)
                .findFirst()
                .orElse(RepetitionStatus.OK);
        return new VariantResults(
                variant, description, status, repetitions, summary, MockBound.pageRates(repetitions, mockCapacity));
    }

    /** The figure's summary; computed from the documents when results written before it existed lack it. */
    public FigureSummary figure(Figure figure) {
        FigureSummary stored = summary.get(figure);
        return stored != null
                ? stored
                : FigureSummary.of(repetitions.stream()
                        .filter(r -> r.status() == RepetitionStatus.OK)
                        .map(r -> figure.of(r.worker()))
                        .toList());
    }
}
