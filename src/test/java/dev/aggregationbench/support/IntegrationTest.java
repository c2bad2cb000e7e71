package dev.aggregationbench.support;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * The slow tier: a test class that forks JVMs (workers, the mock, the CLI), starts Docker containers, drives a
 * browser, or waits on real time by design (seconds of injected page latency, a JFR recording). {@code ./mvnw -B test} leaves these out (the fast loop, under a minute); {@code ./mvnw -B verify}, the
 * README's test command that CI runs, runs them with the failsafe plugin after the unit tests.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag(IntegrationTest.TAG)
public @interface IntegrationTest {

    String TAG = "integration";
}
