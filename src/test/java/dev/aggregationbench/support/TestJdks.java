package dev.aggregationbench.support;

import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.isolation.JdkLocator;
import java.nio.file.Path;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The real JDKs the JDK-comparing tests run on. JDK 21 is the one in {@code AGGBENCH_JDK21_HOME} (.ci/run exports it
 * after {@code .mvn/install-jdk21.sh}), else the one {@link JdkLocator} finds (JAVA_HOME, /usr/lib/jvm, SDKMAN,
 * ~/.jdks, the project's cache that the script fills). Without one the test is skipped with the locator's reason,
 * except in CI ({@code CI=true}), where it fails: there the script must have provided it.
 */
public final class TestJdks {

    public static final String JDK21_HOME_VARIABLE = "AGGBENCH_JDK21_HOME";

    private TestJdks() {}

    /** A real JDK 21; skips the test (fails it in CI) when there is none. */
    public static Jdk jdk21() {
        String fromCi = System.getenv(JDK21_HOME_VARIABLE);
        try {
            Jdk jdk = fromCi != null && !fromCi.isBlank()
                    ? Jdk.at(Path.of(fromCi))
                    : JdkLocator.standard().find(21);
            if (jdk.feature() != 21) {
                throw new IllegalArgumentException(JDK21_HOME_VARIABLE + " names " + jdk.describe() + ", not a JDK 21");
            }
            return jdk;
        } catch (IllegalArgumentException e) {
            if ("true".equals(System.getenv("CI"))) {
                return Assertions.fail("CI=true: this test must run on a real JDK 21 (.ci/run provides one with "
                        + JdkLocator.INSTALL_JDK21 + "), but " + e.getMessage());
            }
            Assumptions.abort(e.getMessage());
            throw e; // not reached: abort throws
        }
    }
}
