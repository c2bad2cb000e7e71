package dev.aggregationbench.api;

import static org.hamcrest.Matchers.contains;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.FigurePlace;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;

/** {@code GET /api/figures}: the registry as the web page reads it, every figure in its order. */
class FigureControllerTest {

    private final MockMvc mvc =
            MockMvcBuilders.standaloneSetup(new FigureController()).build();

    @Test
    void servesEveryFigureOfTheRegistryWithItsLabelUnitAndPlaces() throws Exception {
        mvc.perform(get("/api/figures"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$[*].id")
                        .value(contains(
                                Arrays.stream(Figure.values()).map(Figure::id).toArray())))
                .andExpect(jsonPath("$[?('live-table' in @.shownIn)].label")
                        .value(contains(FigurePlace.LIVE_TABLE.figures().stream()
                                .map(f -> f.definition().label())
                                .toArray())))
                .andExpect(jsonPath("$[0].id").value("durationNanos"))
                .andExpect(jsonPath("$[0].unit").value("s"))
                .andExpect(jsonPath("$[0].divisor").value(1e9))
                .andExpect(jsonPath("$[0].decimals").value(3))
                .andExpect(jsonPath("$[0].sampled").value(false))
                .andExpect(jsonPath("$[0].meter").value("aggbench.variant.duration"));
    }
}
