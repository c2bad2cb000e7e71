package dev.aggregationbench.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Where each variant's JVM runs: {@code auto} picks docker when an engine answers, else process. */
public enum IsolationMode {
    AUTO,
    DOCKER,
    PROCESS;

    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static IsolationMode parse(String value) {
        for (IsolationMode mode : values()) {
            if (mode.id().equals(value.trim().toLowerCase(Locale.ROOT))) {
                return mode;
            }
        }
        throw new IllegalArgumentException("unknown isolation '" + value + "'; valid: auto, docker, process");
    }
}
