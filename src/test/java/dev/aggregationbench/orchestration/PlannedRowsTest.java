package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.Scenarios;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rows a run starts JVMs for: the transport row always; the binding row (whole-body data binding, a first
 * draft's way of reading a page) beside it when a sequential run asks for naive, so naive's row, which keeps every
 * order but reads pages like the others, is read next to what that way of reading would have added.
 */
class PlannedRowsTest {

    @Test
    void theDefaultRunMeasuresTheTransportAndTheBindingRowThenTheSixStyles() {
        assertThat(ResultsFromRepetitions.plannedIds(RunOptions.defaults()))
                .containsExactly(
                        "transport", "binding", "naive", "stream", "iterator", "async", "reactor", "virtual-threads");
    }

    @Test
    void withoutNaiveThereIsNoBindingRow() {
        assertThat(ResultsFromRepetitions.plannedIds(
                        withVariants(RunOptions.defaults(), List.of("iterator", "reactor"))))
                .containsExactly("transport", "iterator", "reactor");
    }

    @Test
    void otherScenariosHaveNoBindingRow() {
        for (String scenario : List.of(Scenarios.LATENCY, Scenarios.PIPELINED, Scenarios.FAN_OUT, Scenarios.FAULTS)) {
            assertThat(ResultsFromRepetitions.plannedIds(RunOptions.defaults().forScenario(scenario)))
                    .as(scenario)
                    .startsWith("transport", "naive")
                    .doesNotContain("binding");
        }
    }

    private static RunOptions withVariants(RunOptions o, List<String> variants) {
        return o.with(Knob.VARIANTS, String.join(",", variants));
    }
}
