package dev.aggregationbench.support;

import static dev.aggregationbench.support.Polling.await;

import dev.aggregationbench.AggregationBenchApplication;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The REST service as a JVM of its own (the real engine, this test's class path), so that a test can kill it
 * ({@code kill -9}: nothing in it writes a run's end) and start another on the same results directory, and port.
 * Its output goes to a log file beside the results directory; it is ready once Tomcat says on which port.
 */
public final class ServiceProcess implements AutoCloseable {

    private static final Pattern PORT = Pattern.compile("Tomcat started on port (\\d+)");

    private final Process process;
    private final int port;

    private ServiceProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** Starts a service on {@code results} and {@code port} (0: a free one) and waits until it listens. */
    public static ServiceProcess start(Path results, int port, String name, Duration limit) {
        Path log = results.resolveSibling(results.getFileName() + "-" + name + ".log");
        String java = ProcessHandle.current().info().command().orElseThrow();
        Process process;
        try {
            process = new ProcessBuilder(
                            java,
                            "-Xmx256m",
                            "-cp",
                            System.getProperty("java.class.path"),
                            AggregationBenchApplication.class.getName(),
                            "--server.port=" + port,
                            "--aggbench.results-dir=" + results,
                            "--spring.main.banner-mode=off")
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Matcher[] listening = new Matcher[1];
        await().atMost(limit)
                .pollInterval(Duration.ofMillis(100))
                .failFast("the " + name + " service ended (see " + log + ")", () -> !process.isAlive())
                .until(() -> (listening[0] = PORT.matcher(Files.readString(log))).find());
        return new ServiceProcess(process, Integer.parseInt(listening[0].group(1)));
    }

    public int port() {
        return port;
    }

    public Process process() {
        return process;
    }

    /** SIGKILL: no shutdown hook runs; returns once the JVM is gone. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the killed service did not end within 60 s");
        }
    }

    /** SIGTERM (a graceful shutdown), SIGKILL after 60 s. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
