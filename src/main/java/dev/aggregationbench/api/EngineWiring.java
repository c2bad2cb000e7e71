package dev.aggregationbench.api;

import dev.aggregationbench.benchmark.BenchmarkEngine;

/**
 * The benchmark engine the service uses. Until {@code dev.aggregationbench.benchmark.BenchmarkRunner} is part of
 * the build, every run fails at once with a reason that says so.
 */
final class EngineWiring {

    /** Whether the real engine is wired in (the full end-to-end test runs only then). */
    static final boolean REAL_ENGINE = false;

    private EngineWiring() {
    }

    /** For {@code @EnabledIf}: the end-to-end test against the real engine runs only when it is wired in. */
    static boolean realEngine() {
        return REAL_ENGINE;
    }

    static BenchmarkEngine engine() {
        return (options, outputDir, events) -> {
            throw new IllegalStateException("the benchmark engine (BenchmarkRunner) is not part of this build yet");
        };
    }
}
