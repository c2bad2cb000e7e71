package dev.aggregationbench.results;

import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * What defines a {@link Figure}, each part named where the figure is written rather than given by its position: the
 * id, label and unit ({@link #figure}), how it is measured in words ({@link #described}) and as read from a worker's
 * document ({@link #read}, with {@link FigureReadings}), the Prometheus meter it is published as ({@link #meter}; none
 * unless named) and where it is shown ({@link #shown}).
 *
 * @param id          its name in results.json, results.csv and the engine's events
 * @param label       the one word every table, chart and page shows
 * @param description how it is measured, in words
 * @param reading     its value in a worker's document; {@code null} when not measured
 * @param meter       the Prometheus meter of the REST service's gauge (names in docs/rest-api.md); {@code null}: not
 *                    published
 * @param places      where it is shown besides results.json and results.csv, which have every figure
 */
public record FigureDefinition(
        String id,
        String label,
        FigureUnit unit,
        String description,
        Function<WorkerResult, Double> reading,
        String meter,
        Set<FigurePlace> places) {

    /** A figure's id, label and unit; not published and shown nowhere until said otherwise. */
    static FigureDefinition figure(String id, String label, FigureUnit unit) {
        return new FigureDefinition(id, label, unit, null, null, null, Set.of());
    }

    /** How it is measured, in words. */
    FigureDefinition described(String newDescription) {
        return new FigureDefinition(id, label, unit, newDescription, reading, meter, places);
    }

    /** How it is read from a worker's document. */
    FigureDefinition read(Function<WorkerResult, Double> newReading) {
        return new FigureDefinition(id, label, unit, description, newReading, meter, places);
    }

    /** Published as this Prometheus meter, e.g. {@code aggbench.variant.duration}. */
    FigureDefinition meter(String newMeter) {
        return new FigureDefinition(id, label, unit, description, reading, newMeter, places);
    }

    /** Shown at these places (an unmodifiable set); none: only in results.json and results.csv. */
    FigureDefinition shown(FigurePlace... newPlaces) {
        return new FigureDefinition(
                id,
                label,
                unit,
                description,
                reading,
                meter,
                Collections.unmodifiableSet(
                        newPlaces.length == 0
                                ? EnumSet.noneOf(FigurePlace.class)
                                : EnumSet.copyOf(List.of(newPlaces))));
    }
}
