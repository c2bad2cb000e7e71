package dev.aggregationbench.api;

import dev.aggregationbench.run.BenchmarkEngine;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.info.Info;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Wiring of the REST service. {@link #benchmarkEngine()} is the one place that decides which engine runs the
 * benchmarks (tests replace it with a {@code @Primary} engine of their own).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ApiProperties.class)
class ApiConfiguration {

    @Bean
    BenchmarkEngine benchmarkEngine() {
        return EngineWiring.engine();
    }

    @Bean
    ParameterBounds parameterBounds(ApiProperties properties) {
        return new ParameterBounds(properties);
    }

    @Bean
    OpenAPI aggregationBenchOpenApi() {
        return new OpenAPI()
                .info(
                        new Info()
                                .title("aggregation-bench")
                                .version("1")
                                .description(
                                        "Trigger, watch and read benchmark runs of the six aggregation variants. "
                                                + "Errors are application/problem+json; a 400 names each wrong field in errors[].field."));
    }
}
