package dev.aggregationbench.support;

import java.time.Duration;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionFactory;

/**
 * Awaitility as the tests use it: the condition is checked at once and then every 10 ms. Awaitility's own default
 * first waits one poll interval (100 ms) even when the condition already holds, which cost the fast tier a tenth of
 * a second per wait (4 s in RunControllerWebMvcTest alone, which waits after each of its 41 tests).
 */
public final class Polling {

    private static final Duration INTERVAL = Duration.ofMillis(10);

    private Polling() {}

    /** Use as {@code await().atMost(...).until(...)}: a limit is still the test's to give. */
    public static ConditionFactory await() {
        return Awaitility.await().pollDelay(Duration.ZERO).pollInterval(INTERVAL);
    }
}
