package dev.aggregationbench.run;

import dev.aggregationbench.knob.Definition;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link RunOptions} as JSON (results.json's {@code options}, the REST view's): every knob under its field, in the
 * knobs' order. A knob with a typed component is written as that component (a number, a list, a collector's name);
 * one without is written as its kind reads its text (a whole number as a number, a list as an array, a word as a
 * string). Read back, an old spelling names its knob ({@link Definition#aliases()}), a knob the file does not have
 * takes its default (a knob is only ever added with the default that keeps the behaviour before it), and a field
 * that names no knob is passed over.
 */
final class RunOptionsJson {

    /** The typed component of each knob that has one. */
    private static final Map<Knob, Method> COMPONENTS = components();

    private RunOptionsJson() {}

    static Map<String, Object> write(RunOptions options) {
        Map<String, Object> json = new LinkedHashMap<>();
        for (Knob knob : Knob.values()) {
            Method component = COMPONENTS.get(knob);
            json.put(
                    knob.definition().field(),
                    component != null
                            ? read(component, options)
                            : knob.definition().kind().parse(options.values().get(knob)));
        }
        return Collections.unmodifiableMap(json);
    }

    static KnobValues read(Map<String, Object> json) {
        Map<Knob, String> given = new EnumMap<>(Knob.class);
        json.forEach((name, value) -> Knob.byName(name).ifPresent(knob -> given.put(knob, text(value))));
        return KnobValues.of(given);
    }

    /** A JSON value as the command line would write it: {@code null} is {@code auto} (a fault rate not yet chosen). */
    private static String text(Object value) {
        return switch (value) {
            case null -> RunOptions.AUTO;
            case List<?> list -> KnobValues.listText(list);
            default -> String.valueOf(value);
        };
    }

    private static Object read(Method accessor, RunOptions options) {
        try {
            return accessor.invoke(options);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + accessor.getName(), e);
        }
    }

    private static Map<Knob, Method> components() {
        Map<Knob, Method> components = new EnumMap<>(Knob.class);
        for (RecordComponent component : RunOptions.class.getRecordComponents()) {
            Knob.byName(component.getName()).ifPresent(knob -> components.put(knob, component.getAccessor()));
        }
        return components;
    }
}
