package dev.aggregationbench.orchestration;

import java.io.IOException;

/**
 * The run's mock is no longer running ({@link MockProcess#checkAlive}); the message says its PID, its exit code,
 * during what, and its last line. The run ends with partial results, as for an interruption, and is failed.
 */
final class MockExited extends IOException {

    MockExited(String message) {
        super(message);
    }
}
