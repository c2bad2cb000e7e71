package dev.aggregationbench.isolation;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The local process behind a {@link LocalLaunched}: the JVM itself (process mode) or the attached {@code docker run}
 * client (Docker). {@code killer} ends the JVM (process tree, or {@code docker rm -f}); {@code cleanup} runs once
 * after the process ended (cgroup removal, container removal check). Thread-safe.
 */
final class LocalProcess {

    private static final Duration KILL_GRACE = Duration.ofSeconds(10);

    private final Process process;
    private final Runnable killer;
    private final Runnable cleanup;
    private final AtomicBoolean cleanedUp = new AtomicBoolean();
    private volatile boolean timedOut;

    LocalProcess(Process process, Runnable killer, Runnable cleanup) {
        this.process = process;
        this.killer = killer;
        this.cleanup = cleanup;
    }

    long pid() {
        return process.pid();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** {@link Launched#awaitExit}: waits at most {@code timeout}, then kills the process. */
    int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(Math.max(1, timeout.toMillis()), TimeUnit.MILLISECONDS)) {
            timedOut = true;
            stop();
        }
        process.waitFor();
        cleanUpOnce();
        return process.exitValue();
    }

    /** True when {@link #awaitExit} had to kill the process. */
    boolean timedOut() {
        return timedOut;
    }

    /** {@link Launched#stop}: the killer, then (after {@link #KILL_GRACE}) the whole tree forcibly; idempotent. */
    void stop() {
        if (process.isAlive()) {
            killer.run();
            try {
                if (!process.waitFor(KILL_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly();
                    process.waitFor(KILL_GRACE.toMillis(), TimeUnit.MILLISECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        if (!process.isAlive()) {
            cleanUpOnce();
        }
    }

    private void cleanUpOnce() {
        if (cleanedUp.compareAndSet(false, true)) {
            try {
                process.getOutputStream().close(); // the parent pipe (see ExitWithParent): not needed once it ended
            } catch (IOException e) {
                // already closed
            }
            cleanup.run();
        }
    }

    @Override
    public String toString() {
        return "pid " + process.pid() + (process.isAlive() ? ", running" : ", exit " + process.exitValue());
    }
}
