package dev.aggregationbench.isolation;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/** A JVM started by an {@link Isolation}. Thread-safe. */
public interface Launched {

    /** What was launched. */
    JvmLaunch launch();

    /** Unique within the isolation: the launch name, with a suffix when the name was used before. */
    String name();

    /** The host PID of the local process: the JVM itself (process mode) or the {@code docker run} client. */
    long hostPid();

    /**
     * The host name under which OTHER launches reach this JVM's {@link JvmLaunch#ports ports}: {@code 127.0.0.1},
     * or the container name in Docker bridge networking. From the host itself the ports are always on 127.0.0.1.
     */
    String address();

    /**
     * Where the host reaches this JVM's {@code port} (one it listens on): the same port on 127.0.0.1, except in Docker
     * bridge networking, where Docker chose the host port when it published the container's port
     * ({@code --publish 127.0.0.1::port}) and {@code docker port} tells which.
     *
     * @throws IOException when the port is not published (yet): the container has not started, or it ended
     */
    int hostPort(int port) throws IOException;

    /** The directory given to {@link Isolation#start}. */
    Path hostOutputDir();

    /** The JVM's complete stdout and stderr, interleaved: {@code <hostOutputDir>/<name>.console.log}. */
    Path consoleLog();

    boolean isAlive();

    /**
     * Waits until the JVM exits, at most {@code timeout}; on timeout kills it (and removes its container) and
     * {@link #timedOut()} becomes true.
     *
     * @return the exit code; after a kill the code the killed process reported (typically 137 or 143)
     */
    int awaitExit(Duration timeout) throws InterruptedException;

    /** True when {@link #awaitExit} had to kill the JVM. */
    boolean timedOut();

    /** The last ~4 KB of the console log (for error reports). */
    String outputTail();

    /** Kills the JVM now (if still running) and removes its container or cgroup; idempotent. */
    void stop();
}
