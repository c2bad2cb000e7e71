package dev.aggregationbench.api;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

/** A meter registry for test slices, which do not auto-configure one. */
@TestConfiguration(proxyBeanMethods = false)
public class SimpleMeterRegistryConfiguration {

    @Bean
    MeterRegistry meterRegistry() {
        return new SimpleMeterRegistry();
    }
}
