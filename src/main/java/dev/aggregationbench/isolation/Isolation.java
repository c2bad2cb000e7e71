package dev.aggregationbench.isolation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where benchmark JVMs run: each {@link #start start} is a fresh, CPU-limited JVM (a process or a container).
 * Obtain one with {@link Isolations#select}; always close it (try-with-resources): {@link #close} stops and removes
 * everything it started; a JVM shutdown hook does the same on Ctrl-C.
 *
 * <pre>{@code
 * try (Isolation isolation = Isolations.select(IsolationMode.AUTO, IsolationSettings.defaults())) {
 *     String out = isolation.outputDirFor(resultDir);              // the result dir as the JVM sees it
 *     Launched worker = isolation.start(JvmLaunch.worker("naive-1", jvmOptions, WORKER_MAIN,
 *             List.of("--output=" + out + "/naive-1.json", ...), cpus, memory), resultDir);
 *     int exit = worker.awaitExit(timeout);                        // kills it on timeout
 *     if (worker.timedOut()) { ... } else if (exit != 0) { report(worker.outputTail()); }
 * }
 * }</pre>
 */
public interface Isolation extends AutoCloseable {

    /** {@code "docker"} or {@code "process"}. */
    String id();

    /** One paragraph for the report: how JVMs are started and how their CPU (and memory) limit is enforced. */
    String description();

    /** Problems the report must show (for example: the CPU limit is NOT enforced); empty when none. */
    List<String> warnings();

    /** The path under which a launched JVM sees {@code hostOutputDir} (bind-mounted at {@code /out} in Docker). */
    String outputDirFor(Path hostOutputDir);

    /** The address a launched server (the mock) must bind to so that other launches can reach its ports. */
    String listenAddress();

    /**
     * Starts {@code launch}; returns as soon as the JVM (or container) is starting, not when it is ready.
     * {@code hostOutputDir} (created if missing) receives the launch's console log and is where the JVM may write
     * (see {@link #outputDirFor}).
     *
     * @throws IOException when the process (or docker CLI) cannot be started
     */
    Launched start(JvmLaunch launch, Path hostOutputDir) throws IOException;

    /** Stops every JVM this isolation started and removes what it created (containers, network, cgroups). */
    @Override
    void close();
}
