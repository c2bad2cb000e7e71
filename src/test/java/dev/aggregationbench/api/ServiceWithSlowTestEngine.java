package dev.aggregationbench.api;

import dev.aggregationbench.support.ServiceOnRandomPort;
import org.junit.jupiter.api.AfterEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;

/**
 * {@link ServiceOnRandomPort} with {@link SlowTestEngine} behind it instead of the real engine (each repetition
 * takes {@code test-engine.repetition-millis}, which a class sets with {@code @TestPropertySource}): the service is
 * under test, not the benchmark. A test may close the engine's gate to hold a run; it is opened after each test.
 */
@Import(TestEngineConfiguration.class)
abstract class ServiceWithSlowTestEngine extends ServiceOnRandomPort {

    @Autowired
    SlowTestEngine engine;

    @AfterEach
    void openGate() {
        engine.openGate();
    }
}
