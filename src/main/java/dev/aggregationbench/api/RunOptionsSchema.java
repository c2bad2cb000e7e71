package dev.aggregationbench.api;

import dev.aggregationbench.run.RunOptions;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Puts the run options' defaults and valid ranges into the OpenAPI document ({@code /v3/api-docs}), taken from the
 * code that applies them rather than written a second time: each default is the effective value of an empty
 * request ({@link RunRequest#of} of {@link RunOptions#defaults()}), and each numeric field's {@code minimum} and
 * {@code maximum} are found by asking the request validation itself (bisection over the field's values, every
 * other field at its default). The variant list gets the registry's ids as {@code items.enum}. The web page builds
 * its form from this document, so a renamed or added knob appears there by itself.
 */
@Component
public class RunOptionsSchema implements OpenApiCustomizer {

    private static final String RUNS_PATH = "/api/runs";
    private static final int BISECTION_STEPS = 80;

    private final JsonMapper json;
    private final int machineCpus;

    public RunOptionsSchema(JsonMapper json) {
        this.json = json;
        this.machineCpus = Runtime.getRuntime().availableProcessors();
    }

    @Override
    public void customise(OpenAPI openApi) {
        Optional<Schema<?>> body = requestSchema(openApi);
        if (body.isEmpty() || body.get().getProperties() == null) {
            return;
        }
        ObjectNode defaults = (ObjectNode) json.valueToTree(RunRequest.of(RunOptions.defaults()));
        boolean openApi31 = openApi.getSpecVersion() == SpecVersion.V31;
        for (Map.Entry<String, Schema> property : body.get().getProperties().entrySet()) {
            String name = property.getKey();
            Schema<?> schema = property.getValue();
            JsonNode value = defaults.get(name);
            if (value == null || value.isNull()) {
                continue;
            }
            schema.setDefault(json.treeToValue(value, Object.class));
            if (value.isIntegralNumber()) {
                integerRange(defaults, name, value.longValue(), schema);
            } else if (value.isNumber()) {
                numberRange(defaults, name, value.doubleValue(), schema, openApi31);
            } else if (value.isArray() && RunOptions.allVariantIds().equals(json.treeToValue(value, List.class))
                    && schema.getItems() != null) {
                @SuppressWarnings("unchecked")
                Schema<Object> items = (Schema<Object>) schema.getItems();
                items.setEnum(new ArrayList<>(RunOptions.allVariantIds()));
            }
        }
    }

    /** The schema of {@code POST /api/runs}'s body, following its {@code $ref}. */
    private static Optional<Schema<?>> requestSchema(OpenAPI openApi) {
        PathItem runs = openApi.getPaths() == null ? null : openApi.getPaths().get(RUNS_PATH);
        if (runs == null || runs.getPost() == null || runs.getPost().getRequestBody() == null
                || runs.getPost().getRequestBody().getContent() == null) {
            return Optional.empty();
        }
        MediaType body = runs.getPost().getRequestBody().getContent().get("application/json");
        Schema<?> schema = body == null ? null : body.getSchema();
        if (schema != null && schema.get$ref() != null && openApi.getComponents() != null) {
            String name = schema.get$ref().substring(schema.get$ref().lastIndexOf('/') + 1);
            schema = openApi.getComponents().getSchemas().get(name);
        }
        return Optional.ofNullable(schema);
    }

    private void integerRange(ObjectNode defaults, String name, long fallback, Schema<?> schema) {
        boolean int64 = "int64".equals(schema.getFormat());
        long lowest = int64 ? Long.MIN_VALUE : Integer.MIN_VALUE;
        long highest = int64 ? Long.MAX_VALUE : Integer.MAX_VALUE;
        if (!valid(defaults, name, fallback)) {
            return;
        }
        if (!valid(defaults, name, lowest)) {
            schema.setMinimum(BigDecimal.valueOf(lastValid(defaults, name, fallback, lowest)));
        }
        if (!valid(defaults, name, highest)) {
            schema.setMaximum(BigDecimal.valueOf(lastValid(defaults, name, fallback, highest)));
        }
    }

    /** Bisection between a valid and an invalid value: the valid one next to the border. */
    private long lastValid(ObjectNode defaults, String name, long ok, long invalid) {
        for (long middle = midpoint(ok, invalid); middle != invalid && middle != ok; middle = midpoint(ok, invalid)) {
            if (valid(defaults, name, middle)) {
                ok = middle;
            } else {
                invalid = middle;
            }
        }
        return ok;
    }

    /** The floor of the mean of two longs, without overflow. */
    private static long midpoint(long a, long b) {
        return (a & b) + ((a ^ b) >> 1);
    }

    /** A fractional field: its bounds to six decimals, exclusive where the bound itself is refused. */
    private void numberRange(ObjectNode defaults, String name, double fallback, Schema<?> schema, boolean openApi31) {
        if (!valid(defaults, name, fallback)) {
            return;
        }
        numberBound(defaults, name, -1e12, fallback).ifPresent(bound -> {
            if (!bound.exclusive()) {
                schema.setMinimum(bound.value());
            } else if (openApi31) {
                schema.setExclusiveMinimumValue(bound.value());
            } else {
                schema.minimum(bound.value()).setExclusiveMinimum(true);
            }
        });
        numberBound(defaults, name, 1e12, fallback).ifPresent(bound -> {
            if (!bound.exclusive()) {
                schema.setMaximum(bound.value());
            } else if (openApi31) {
                schema.setExclusiveMaximumValue(bound.value());
            } else {
                schema.maximum(bound.value()).setExclusiveMaximum(true);
            }
        });
    }

    private record Bound(BigDecimal value, boolean exclusive) {
    }

    /** The bound between {@code ok} and {@code far}, if {@code far} is refused. */
    private Optional<Bound> numberBound(ObjectNode defaults, String name, double far, double ok) {
        if (valid(defaults, name, far)) {
            return Optional.empty();
        }
        double bound = bisect(defaults, name, far, ok);
        return Optional.of(new Bound(BigDecimal.valueOf(bound), !valid(defaults, name, bound)));
    }

    /** The border between an invalid and a valid value, rounded to six decimals. */
    private double bisect(ObjectNode defaults, String name, double invalid, double ok) {
        for (int i = 0; i < BISECTION_STEPS; i++) {
            double middle = (invalid + ok) / 2;
            if (valid(defaults, name, middle)) {
                ok = middle;
            } else {
                invalid = middle;
            }
        }
        return BigDecimal.valueOf(ok).setScale(6, RoundingMode.HALF_UP).stripTrailingZeros().doubleValue();
    }

    /** Whether the request with this one field changed passes validation as far as that field is concerned. */
    private boolean valid(ObjectNode defaults, String name, Object value) {
        ObjectNode probe = defaults.deepCopy();
        probe.set(name, json.valueToTree(value));
        try {
            json.treeToValue(probe, RunRequest.class).toOptions(machineCpus);
            return true;
        } catch (InvalidRunRequestException e) {
            return e.errors().stream().noneMatch(error -> error.field().equals(name));
        } catch (RuntimeException e) {
            return false;
        }
    }
}
