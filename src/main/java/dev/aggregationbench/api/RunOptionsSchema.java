package dev.aggregationbench.api;

import dev.aggregationbench.run.RunOptions;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Puts the run options' defaults and valid ranges into the OpenAPI document ({@code /v3/api-docs}), taken from the
 * code that applies them rather than written a second time: each default is the effective value of an empty
 * request ({@link RunRequest#of} of {@link RunOptions#defaults()}), and each numeric field's {@code minimum} and
 * {@code maximum} are found by asking the request validation itself (bisection over the field's values, every
 * other field at its default). The variant list gets the registry's ids as {@code items.enum}. The web page builds
 * its form from this document, so a renamed or added knob appears there by itself.
 */
@Component
@Order(1)
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
            if (value.isNumber()) {
                contexts(body.get(), defaults).stream()
                        .map(context -> value.isIntegralNumber()
                                ? integerRange(context, name, value.longValue(), "int64".equals(schema.getFormat()))
                                : numberRange(context, name, value.doubleValue()))
                        .filter(Objects::nonNull)
                        .reduce(Range::union)
                        .ifPresent(range -> range.applyTo(schema, openApi31));
            } else if (value.isArray()
                    && RunOptions.allVariantIds().equals(json.treeToValue(value, List.class))
                    && schema.getItems() != null) {
                @SuppressWarnings("unchecked")
                Schema<Object> items = (Schema<Object>) schema.getItems();
                items.setEnum(new ArrayList<>(RunOptions.allVariantIds()));
            }
        }
    }

    /**
     * The requests a range is probed in: the defaults, and the defaults with one choice field (a property with
     * {@code enum}, such as the scenario) set to each of its other values, since some knobs are only valid under
     * some choices. A field's published range is the union of its ranges over these.
     */
    private static List<ObjectNode> contexts(Schema<?> body, ObjectNode defaults) {
        List<ObjectNode> contexts = new ArrayList<>(List.of(defaults));
        for (Map.Entry<String, Schema> property : body.getProperties().entrySet()) {
            List<?> choices = property.getValue().getEnum();
            for (Object choice : choices == null ? List.of() : choices) {
                if (!String.valueOf(choice)
                        .equals(defaults.path(property.getKey()).asString(""))) {
                    ObjectNode context = defaults.deepCopy();
                    context.put(property.getKey(), String.valueOf(choice));
                    contexts.add(context);
                }
            }
        }
        return contexts;
    }

    /** The schema of {@code POST /api/runs}'s body, following its {@code $ref}. */
    private static Optional<Schema<?>> requestSchema(OpenAPI openApi) {
        PathItem runs = openApi.getPaths() == null ? null : openApi.getPaths().get(RUNS_PATH);
        if (runs == null
                || runs.getPost() == null
                || runs.getPost().getRequestBody() == null
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

    /** A field's valid values: null bounds are open; an exclusive bound is itself refused. */
    private record Range(BigDecimal min, boolean minExclusive, BigDecimal max, boolean maxExclusive) {

        Range union(Range other) {
            boolean otherLower = min == null || other.min == null || other.min.compareTo(min) < 0;
            boolean otherHigher = max == null || other.max == null || other.max.compareTo(max) > 0;
            return new Range(
                    min == null || other.min == null ? null : otherLower ? other.min : min,
                    otherLower ? other.minExclusive : minExclusive,
                    max == null || other.max == null ? null : otherHigher ? other.max : max,
                    otherHigher ? other.maxExclusive : maxExclusive);
        }

        void applyTo(Schema<?> schema, boolean openApi31) {
            if (min != null && !minExclusive) {
                schema.setMinimum(min);
            } else if (min != null && openApi31) {
                schema.setExclusiveMinimumValue(min);
            } else if (min != null) {
                schema.minimum(min).setExclusiveMinimum(true);
            }
            if (max != null && !maxExclusive) {
                schema.setMaximum(max);
            } else if (max != null && openApi31) {
                schema.setExclusiveMaximumValue(max);
            } else if (max != null) {
                schema.maximum(max).setExclusiveMaximum(true);
            }
        }
    }

    /**
     * A whole-number field's valid range with every other field at its default, as {@code 1..100000000}, for a
     * message about a value too large for the field's type; empty for other fields, and for a field with no bound.
     */
    Optional<String> wholeNumberRange(String name) {
        ObjectNode defaults = (ObjectNode) json.valueToTree(RunRequest.of(RunOptions.defaults()));
        JsonNode value = defaults.get(name);
        if (value == null || !value.isIntegralNumber()) {
            return Optional.empty();
        }
        boolean int64 = Arrays.stream(RunRequest.class.getRecordComponents())
                .anyMatch(c -> c.getName().equals(name) && c.getType() == Long.class);
        Range range = integerRange(defaults, name, value.longValue(), int64);
        if (range == null || (range.min() == null && range.max() == null)) {
            return Optional.empty();
        }
        return Optional.of((range.min() == null ? "" : range.min().toPlainString()) + ".."
                + (range.max() == null ? "" : range.max().toPlainString()));
    }

    /** A whole-number field's range in this request, or null when its default is refused there. */
    private Range integerRange(ObjectNode request, String name, long fallback, boolean int64) {
        long lowest = int64 ? Long.MIN_VALUE : Integer.MIN_VALUE;
        long highest = int64 ? Long.MAX_VALUE : Integer.MAX_VALUE;
        if (!valid(request, name, fallback)) {
            return null;
        }
        return new Range(
                valid(request, name, lowest) ? null : BigDecimal.valueOf(lastValid(request, name, fallback, lowest)),
                false,
                valid(request, name, highest) ? null : BigDecimal.valueOf(lastValid(request, name, fallback, highest)),
                false);
    }

    /** Bisection between a valid and an invalid value: the valid one next to the border. */
    private long lastValid(ObjectNode request, String name, long ok, long invalid) {
        for (long middle = midpoint(ok, invalid); middle != invalid && middle != ok; middle = midpoint(ok, invalid)) {
            if (valid(request, name, middle)) {
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

    /** A fractional field's range in this request to six decimals, or null when its default is refused there. */
    private Range numberRange(ObjectNode request, String name, double fallback) {
        if (!valid(request, name, fallback)) {
            return null;
        }
        double far = 1e12;
        Double low = valid(request, name, -far) ? null : bisect(request, name, -far, fallback);
        Double high = valid(request, name, far) ? null : bisect(request, name, far, fallback);
        return new Range(
                low == null ? null : BigDecimal.valueOf(low),
                low != null && !valid(request, name, low),
                high == null ? null : BigDecimal.valueOf(high),
                high != null && !valid(request, name, high));
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
        return BigDecimal.valueOf(ok)
                .setScale(6, RoundingMode.HALF_UP)
                .stripTrailingZeros()
                .doubleValue();
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
