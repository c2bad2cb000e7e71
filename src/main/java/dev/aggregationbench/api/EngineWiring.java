package dev.aggregationbench.api;

import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.orchestration.BenchmarkRunner;
import dev.aggregationbench.run.BenchmarkEngine;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The benchmark engine the service uses: the CLI's own {@link BenchmarkRunner}, so both write the same documents.
 * Its set-up messages (image builds, the mock starting) go to the service log.
 */
final class EngineWiring {

    private static final Logger log = LoggerFactory.getLogger(BenchmarkRunner.class);

    private EngineWiring() {}

    static BenchmarkEngine engine() {
        return new BenchmarkRunner(IsolationSettings.defaults(), message -> log.info("engine: {}", message));
    }
}
