package dev.aggregationbench.api;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigureDefinition;
import dev.aggregationbench.results.FigurePlace;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.Arrays;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** The figures of a run, from the registry every table reads ({@link Figure}): the web page builds its table from it. */
@RestController
@Tag(name = "figures")
class FigureController {

    /**
     * One figure as the registry defines it.
     *
     * @param id       its name in results.json and in the events' {@code figures}, raw unit in the name
     * @param label    the word every table and chart shows
     * @param unit     the unit it is shown in ({@code s}, {@code MB}, {@code B}, {@code MB/s}, {@code ms}; empty for
     *                 a count)
     * @param divisor  raw value / divisor = the value in {@code unit}
     * @param decimals decimals shown after the point
     * @param shownIn  where it is shown: {@code table}, {@code cold-and-steady}, {@code compact}, {@code report-chart},
     *                 {@code live-table}, {@code live-chart}
     * @param meter    its Prometheus gauge, {@code null} when it has none
     */
    public record FigureView(
            String id,
            String label,
            String unit,
            double divisor,
            int decimals,
            String description,
            boolean sampled,
            List<FigurePlace> shownIn,
            String meter) {

        static FigureView of(Figure f) {
            FigureDefinition definition = f.definition();
            return new FigureView(
                    f.id(),
                    definition.label(),
                    definition.unit().symbol(),
                    definition.unit().divisor(),
                    definition.unit().decimals(),
                    definition.description(),
                    f.sampled(),
                    Arrays.stream(FigurePlace.values()).filter(f::isShownIn).toList(),
                    definition.meter());
        }
    }

    @GetMapping(path = "/api/figures", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(summary = "Every figure of a run: id, label, unit, how it is measured and where it is shown")
    public List<FigureView> figures() {
        return Arrays.stream(Figure.values()).map(FigureView::of).toList();
    }
}
