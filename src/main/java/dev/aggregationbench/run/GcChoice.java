package dev.aggregationbench.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The garbage collectors a run can ask for; always passed explicitly (HotSpot picks SerialGC at < 2 CPUs). */
public enum GcChoice {
    G1("-XX:+UseG1GC"),
    ZGC("-XX:+UseZGC"),
    SHENANDOAH("-XX:+UseShenandoahGC"),
    PARALLEL("-XX:+UseParallelGC"),
    SERIAL("-XX:+UseSerialGC");

    private final String jvmFlag;

    GcChoice(String jvmFlag) {
        this.jvmFlag = jvmFlag;
    }

    public String jvmFlag() {
        return jvmFlag;
    }

    /** Case-insensitive: {@code g1}, {@code ZGC}, {@code Shenandoah}...; the exception lists the valid names. */
    @JsonCreator
    public static GcChoice parse(String name) {
        for (GcChoice gc : values()) {
            if (gc.name().equalsIgnoreCase(name.trim())) {
                return gc;
            }
        }
        throw new IllegalArgumentException("unknown GC '" + name + "'; valid: " + names());
    }

    public static String names() {
        return Arrays.stream(values()).map(GcChoice::displayName).collect(Collectors.joining(", "));
    }

    /** G1, ZGC, Shenandoah, Parallel, Serial. */
    @JsonValue
    public String displayName() {
        return switch (this) {
            case G1, ZGC -> name();
            default -> name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT);
        };
    }
}
