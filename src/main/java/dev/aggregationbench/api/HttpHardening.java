package dev.aggregationbench.api;

import org.apache.catalina.core.StandardHost;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.type.LogicalType;

/**
 * Strict request bodies and problem+json everywhere: a key given twice is an error (not "the last one wins"), a
 * number or boolean sent as a string is an error (not silently converted), and Tomcat's own error answers are
 * problem+json ({@link ProblemJsonErrorReportValve}).
 */
@Configuration(proxyBeanMethods = false)
class HttpHardening {

    @Bean
    JsonMapperBuilderCustomizer strictRequestBodies() {
        return builder -> {
            builder.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION);
            for (LogicalType type : new LogicalType[] {LogicalType.Integer, LogicalType.Float, LogicalType.Boolean}) {
                builder.withCoercionConfig(
                        type, config -> config.setCoercion(CoercionInputShape.String, CoercionAction.Fail));
            }
        };
    }

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> problemJsonForTomcatErrors() {
        return factory -> factory.addContextCustomizers(context -> {
            if (context.getParent() instanceof StandardHost host) {
                host.setErrorReportValveClass(ProblemJsonErrorReportValve.class.getName());
            }
        });
    }
}
