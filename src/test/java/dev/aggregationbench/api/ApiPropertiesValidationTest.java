package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.validation.autoconfigure.ValidationAutoConfiguration;
import org.springframework.context.annotation.Configuration;

/** The service's own settings are checked by Bean Validation at start: a wrong one names the property. */
class ApiPropertiesValidationTest {

    @Configuration(proxyBeanMethods = false)
    @EnableConfigurationProperties(ApiProperties.class)
    static class PropertiesOnly {}

    private final ApplicationContextRunner context = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ValidationAutoConfiguration.class))
            .withUserConfiguration(PropertiesOnly.class);

    @Test
    void theDefaultsAreValid() {
        context.run(ctx -> assertThat(ctx)
                .hasNotFailed()
                .getBean(ApiProperties.class)
                .extracting(ApiProperties::queueCapacity)
                .isEqualTo(5));
    }

    @Test
    void aQueueCapacityBelowOneStopsTheStartNamingTheProperty() {
        context.withPropertyValues("aggbench.queue-capacity=0").run(ctx -> {
            assertThat(ctx).hasFailed();
            assertThat(ctx.getStartupFailure()).rootCause().hasMessageContaining("queueCapacity");
        });
    }
}
