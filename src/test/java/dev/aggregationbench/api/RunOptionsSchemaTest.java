package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Definition;
import dev.aggregationbench.knob.Kind;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.ListOf;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.Schema;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The run options' schema is written from the knobs' definitions, nothing probed: each property's description,
 * default, bounds and choices are its knob's, in the order of the knobs, and nothing else is accepted.
 */
class RunOptionsSchemaTest {

    @Test
    void everyPropertyIsItsKnobsDefinition() {
        Schema<?> body = customised().getComponents().getSchemas().get(RunOptionsSchema.NAME);

        assertThat(body.getProperties().keySet())
                .containsExactlyElementsOf(java.util.Arrays.stream(Knob.values())
                        .map(knob -> knob.definition().field())
                        .toList());
        assertThat(body.getAdditionalProperties()).isEqualTo(Boolean.FALSE);
        for (Knob knob : Knob.values()) {
            Definition definition = knob.definition();
            Schema<?> property = body.getProperties().get(definition.field());
            assertThat(property.getDescription()).as("%s", knob).isEqualTo(definition.explanation());
            assertThat(property.getTitle()).as("%s", knob).isEqualTo(definition.title());
            assertThat(property.getExtensions())
                    .as("%s", knob)
                    .containsEntry(RunOptionsSchema.READ_BY, definition.readBy())
                    .containsEntry(RunOptionsSchema.ADVANCED, definition.advanced());
            if (definition.kind() instanceof Kind.Whole whole && whole.bounded(whole.max())) {
                assertThat(property.getMinimum()).as("%s", knob).isEqualByComparingTo(BigDecimal.valueOf(whole.min()));
                assertThat(property.getMaximum()).as("%s", knob).isEqualByComparingTo(BigDecimal.valueOf(whole.max()));
            }
        }
        Schema<?> pageSize = body.getProperties().get("pageSize");
        assertThat(pageSize.getTypes()).containsExactly("integer");
        assertThat(pageSize.getDefault()).isEqualTo(1000L);
        assertThat(body.getProperties().get("timeoutSeconds").getMaximum())
                .as("no upper bound")
                .isNull();
        assertThat(body.getProperties().get("cpus").getMinimum()).isEqualByComparingTo("0.1");
        assertThat(body.getProperties().get("cpus").getMaximum())
                .as("the machine's CPUs (RunRules)")
                .isEqualByComparingTo(BigDecimal.valueOf(Runtime.getRuntime().availableProcessors()));
        Schema<?> gc = body.getProperties().get("gc");
        assertThat(gc.getTypes())
                .as("a list (several values: a matrix) or one value")
                .containsExactly("array", "string");
        assertThat(List.<Object>copyOf(gc.getItems().getEnum()))
                .containsExactly("G1", "ZGC", "Shenandoah", "Parallel", "Serial");
        assertThat(gc.getDefault()).isEqualTo(List.of("G1"));
        assertThat(body.getProperties().get("jdk").getTypes()).containsExactly("array", "string");
        assertThat(body.getProperties().get("client").getTypes()).containsExactly("array", "string");
        assertThat(body.getProperties().get("scenario").getEnum())
                .as("all is refused by the REST service")
                .containsExactly("sequential", "latency", "pipelined", "fan-out", "faults");
        Schema<?> faultRate = body.getProperties().get("faultRate");
        assertThat(faultRate.getTypes()).containsExactly("string", "number");
        assertThat(faultRate.getDefault()).isEqualTo("auto");
        assertThat(faultRate.getMaximum()).isEqualByComparingTo("1");
        Schema<?> concurrency = body.getProperties().get("concurrency");
        assertThat(concurrency.getItems().getMaximum()).isEqualByComparingTo("100000");
        assertThat(concurrency.getDefault()).isEqualTo(List.of(1L));
        assertThat(concurrency.getUniqueItems()).isTrue();
        assertThat(((ListOf) Knob.FAULT_KINDS.definition().kind()).distinct()).isFalse();
        assertThat(body.getProperties().get("faultKinds").getItems().getEnum())
                .containsExactly("unavailable", "reset", "slow", "malformed");
    }

    private static OpenAPI customised() {
        OpenAPI openApi = new OpenAPI(SpecVersion.V31)
                .components(new Components().addSchemas(RunOptionsSchema.NAME, new Schema<>()));
        new RunOptionsSchema().customise(openApi);
        return openApi;
    }
}
