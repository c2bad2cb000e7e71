package dev.aggregationbench.api;

import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

/** Replaces the engine with {@link SlowTestEngine} (each repetition takes {@code test-engine.repetition-millis}). */
@TestConfiguration(proxyBeanMethods = false)
public class TestEngineConfiguration {

    @Bean
    @Primary
    SlowTestEngine slowTestEngine(@Value("${test-engine.repetition-millis:50}") long repetitionMillis) {
        return new SlowTestEngine(Duration.ofMillis(repetitionMillis));
    }
}
