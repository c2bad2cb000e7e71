package dev.aggregationbench.api;

import dev.aggregationbench.knob.Definition;
import dev.aggregationbench.knob.Kind;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.ListOf;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.Scenarios;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.Schema;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * The run options' schema in the OpenAPI document ({@code /v3/api-docs}), written from the knobs' definitions: one
 * property per {@link Knob} under its field, with its meaning, its default, and its {@code minimum}/{@code maximum}
 * or {@code enum} read from its {@link Kind}, its label for a person as {@code title} ("Work per order (µs)"), the
 * scenarios that read it as {@code x-read-by} and whether the form keeps it under "advanced" as {@code x-advanced}.
 * A dimension knob ({@code jdk}, {@code gc}, {@code client}) is an array or one string: several values make the
 * run a matrix. Two values come from the rules rather than a knob: {@code cpus} is at
 * most this machine's CPUs, and {@code scenario} offers no {@code all} (refused here: {@link RunRequest}); the
 * variants' {@code items.enum} is the registry's. The web page builds its form from this document, so a renamed or
 * added knob appears there by itself.
 */
@Component
@Order(1) // before ApiDocument, which makes the properties nullable
class RunOptionsSchema implements OpenApiCustomizer {

    static final String NAME = "RunRequest";
    /** The scenarios that read a knob (empty: every scenario): the web page shows it only for them. */
    static final String READ_BY = "x-read-by";
    /** Whether the web page keeps a knob under "advanced". */
    static final String ADVANCED = "x-advanced";

    private final int machineCpus;

    public RunOptionsSchema() {
        this.machineCpus = Runtime.getRuntime().availableProcessors();
    }

    @Override
    public void customise(OpenAPI openApi) {
        if (openApi.getComponents() == null || openApi.getComponents().getSchemas() == null) {
            return;
        }
        Schema<?> body = openApi.getComponents().getSchemas().get(NAME);
        if (body == null) {
            return;
        }
        boolean v31 = openApi.getSpecVersion() == SpecVersion.V31;
        Map<String, Schema> properties = new LinkedHashMap<>();
        for (Knob knob : Knob.values()) {
            Definition definition = knob.definition();
            Schema<Object> property = of(definition.kind(), v31);
            if (v31 && Matrix.DIMENSIONS.stream().anyMatch(d -> d.knob() == knob)) {
                typed(property, true, "array", "string"); // a list (several values: a matrix), or one value
            }
            property.setDescription(definition.explanation());
            property.setTitle(definition.title() != null ? definition.title() : definition.field());
            property.addExtension(READ_BY, definition.readBy());
            property.addExtension(ADVANCED, definition.advanced());
            property.setDefault(defaultOf(definition));
            if (definition.readBy().isEmpty()) { // a scenario knob's default is refused under the other scenarios
                property.setExample(property.getDefault());
            }
            properties.put(definition.field(), property);
        }
        properties.get(Knob.CPUS.definition().field()).setMaximum(BigDecimal.valueOf(machineCpus));
        properties.get(Knob.SCENARIO.definition().field()).setEnum(new ArrayList<>(Scenarios.IDS));
        properties
                .get(Knob.VARIANTS.definition().field())
                .getItems()
                .setEnum(new ArrayList<>(RunOptions.allVariantIds()));
        typed(body, v31, "object");
        body.setProperties(properties);
        body.setAdditionalProperties(Boolean.FALSE);
    }

    /**
     * A whole-number field's range, as {@code 1..100000000}, for a message about a value too large for its type;
     * empty for other fields, and for a field with no bound.
     */
    Optional<String> wholeNumberRange(String field) {
        return Arrays.stream(Knob.values())
                .map(Knob::definition)
                .filter(knob -> knob.field().equals(field) && knob.kind() instanceof Kind.Whole)
                .map(Definition::whole)
                .filter(whole -> whole.bounded(whole.min()) || whole.bounded(whole.max()))
                .map(whole -> (whole.bounded(whole.min()) ? Long.toString(whole.min()) : "")
                        + ".."
                        + (whole.bounded(whole.max()) ? Long.toString(whole.max()) : ""))
                .findFirst();
    }

    /** The JSON schema of a kind of value. */
    private static Schema<Object> of(Kind kind, boolean v31) {
        Schema<Object> schema = new Schema<>();
        switch (kind) {
            case Kind.Whole whole -> {
                typed(schema, v31, "integer");
                boolean int32 = whole.min() >= Integer.MIN_VALUE && whole.max() <= Integer.MAX_VALUE;
                schema.setFormat(int32 ? "int32" : "int64");
                if (whole.bounded(whole.min())) {
                    schema.setMinimum(BigDecimal.valueOf(whole.min()));
                }
                if (whole.bounded(whole.max())) {
                    schema.setMaximum(BigDecimal.valueOf(whole.max()));
                }
            }
            case Kind.Decimal decimal -> {
                typed(schema, v31, "number");
                schema.setFormat("double");
                schema.setMinimum(BigDecimal.valueOf(decimal.min()));
                if (Double.isFinite(decimal.max())) {
                    schema.setMaximum(BigDecimal.valueOf(decimal.max()));
                }
            }
            case Kind.Choice choice -> {
                typed(schema, v31, "string");
                schema.setEnum(new ArrayList<>(choice.values()));
            }
            case ListOf list -> {
                typed(schema, v31, "array");
                schema.setItems(of(list.element(), v31));
                schema.setMinItems(1);
                schema.setUniqueItems(list.distinct() ? Boolean.TRUE : null);
            }
            case Kind.Or or -> { // the word, or a number in the other kind's range (sent as a string or a number)
                Schema<Object> other = of(or.other(), v31);
                String otherType = type(other);
                typed(
                        schema,
                        v31,
                        otherType.equals("string") ? new String[] {"string"} : new String[] {"string", otherType});
                schema.setMinimum(other.getMinimum());
                schema.setMaximum(other.getMaximum());
            }
            default -> typed(schema, v31, "string");
        }
        return schema;
    }

    /** The default as JSON has it: a number, a string, an array of the list's values. */
    private static Object defaultOf(Definition knob) {
        Object value = knob.kind().parse(knob.defaultValue());
        return knob.kind() instanceof Kind.Or ? knob.defaultValue() : value;
    }

    private static void typed(Schema<?> schema, boolean v31, String... types) {
        if (v31) {
            schema.setTypes(new LinkedHashSet<>(List.of(types)));
        } else {
            schema.setType(types[0]);
        }
    }

    private static String type(Schema<?> schema) {
        return schema.getTypes() != null ? schema.getTypes().iterator().next() : schema.getType();
    }
}
