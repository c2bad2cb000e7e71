package dev.aggregationbench.api;

import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The properties of the OpenAPI document's schemas that can be null, said so (OpenAPI 3.1 type {@code null}), except
 * those a schema requires, so that a contract fuzzer does not take a null the service sends for a disagreement
 * ({@link ApiDocument}).
 */
final class NullableProperties {

    private NullableProperties() {}

    /** Each property of the schema that it does not require, also allowing null. */
    static void of(Schema<?> schema) {
        if (schema.getProperties() == null) {
            return;
        }
        List<String> required = schema.getRequired() == null ? List.of() : schema.getRequired();
        schema.getProperties().forEach((name, property) -> {
            if (!required.contains(name)) {
                schema.getProperties().put(name, nullable(property));
            }
        });
    }

    /** The schema, also allowing null: {@code null} added to its types (and to its enum), or a $ref wrapped. */
    private static Schema nullable(Schema<?> property) {
        if (property.get$ref() != null) {
            Schema<Object> wrapped = new Schema<>();
            wrapped.setDescription(property.getDescription());
            wrapped.setAnyOf(List.of(new Schema<>().$ref(property.get$ref()), nullType()));
            return wrapped;
        }
        Set<String> types = new LinkedHashSet<>();
        if (property.getTypes() != null) {
            types.addAll(property.getTypes());
        } else if (property.getType() != null) {
            types.add(property.getType());
        }
        if (types.isEmpty() || types.contains("null")) {
            return property;
        }
        types.add("null");
        property.setTypes(types);
        if (property.getEnum() != null && !property.getEnum().contains(null)) {
            @SuppressWarnings("unchecked")
            Schema<Object> values = (Schema<Object>) property;
            List<Object> withNull = new ArrayList<>(values.getEnum());
            withNull.add(null);
            values.setEnum(withNull);
        }
        return property;
    }

    private static Schema<?> nullType() {
        Schema<?> type = new Schema<>();
        type.setTypes(Set.of("null"));
        return type;
    }
}
