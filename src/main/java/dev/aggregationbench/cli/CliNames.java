package dev.aggregationbench.cli;

import dev.aggregationbench.run.RunOptions;

import java.util.Map;

/** The CLI spelling of a {@link RunOptions} field: {@code pageSize} is {@code --page-size}. */
final class CliNames {

    private static final Map<String, String> SPECIAL = Map.of("pageSize", "page-size", "dockerNetwork", "docker-network",
            "interval", "interval", "timeout", "timeout");

    private CliNames() {
    }

    static String of(String field) {
        return SPECIAL.getOrDefault(field, field);
    }
}
