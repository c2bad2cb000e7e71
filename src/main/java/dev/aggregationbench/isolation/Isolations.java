package dev.aggregationbench.isolation;

import dev.aggregationbench.run.IsolationMode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/**
 * Chooses and opens the {@link Isolation} for a run.
 * <ul>
 *   <li>{@code AUTO}: Docker when the docker CLI is present and {@code docker info} answers within 10 s, else process;
 *   <li>{@code DOCKER}: Docker, or an {@link IllegalStateException} naming what is missing;
 *   <li>{@code PROCESS}: process.
 * </ul>
 * Opening Docker isolation builds the application image when it is missing (tens of seconds the first time,
 * reported through {@link IsolationSettings#progress}).
 */
public final class Isolations {

    private Isolations() {}

    /**
     * @throws IllegalStateException docker asked for but no engine answers (message says why and what to do)
     * @throws UncheckedIOException  the image could not be built or the network not created
     */
    public static Isolation select(IsolationMode mode, IsolationSettings settings) {
        try {
            return switch (mode) {
                case PROCESS -> new ProcessIsolation(settings, "asked for");
                case DOCKER -> DockerIsolation.open(settings, "asked for");
                case AUTO -> {
                    DockerCli.EngineStatus engine = dockerEngine(settings);
                    yield engine.answers()
                            ? DockerIsolation.open(settings, "auto: a Docker engine answers")
                            : new ProcessIsolation(settings, "auto: no Docker engine, " + engine.detail());
                }
            };
        } catch (IOException e) {
            throw new UncheckedIOException("cannot set up " + mode.id() + " isolation: " + e.getMessage(), e);
        }
    }

    /** Whether a Docker engine answers ({@code docker info}), with a one-line detail; for validation before a run. */
    public static EngineCheck dockerEngine() {
        DockerCli.EngineStatus status = dockerEngine(IsolationSettings.defaults());
        return new EngineCheck(status.answers(), status.detail());
    }

    /** The result of {@link #dockerEngine()}: {@code detail} is the server version or what is wrong. */
    public record EngineCheck(boolean answers, String detail) {}

    /** SHA-256 (hex) of the application a class path holds: every file's name and bytes (an AOT cache's key). */
    public static String applicationHash(String classPath) throws IOException {
        return AppContext.detect(null, classPath).contentHash();
    }

    /** The files a class path names, jars' manifest Class-Path followed (what a JVM started with it reads). */
    public static java.util.List<java.nio.file.Path> classPathFiles(String classPath) throws IOException {
        return AppContext.expand(classPath.split(java.io.File.pathSeparator));
    }

    /**
     * The running class path staged as an extracted application ({@code aggregation-bench.jar} with a manifest
     * Class-Path to {@code lib/}) in a new directory under {@code stagingRoot}; returns the jar. For tests that need
     * a class path without directories (an AOT cache cannot hold classes from a directory).
     */
    public static java.nio.file.Path stageApplication(java.nio.file.Path stagingRoot) throws IOException {
        return AppContext.detect(null, System.getProperty("java.class.path"))
                .materialize(stagingRoot)
                .resolve(AppContext.APP_JAR);
    }

    /**
     * A TCP port free on 127.0.0.1 right now, for a port Docker bridge networking publishes (known before the
     * container starts); a JVM that can bind port 0 and announce the port it got has no race for it.
     */
    public static int freeLoopbackPort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on 127.0.0.1", e);
        }
    }

    private static DockerCli.EngineStatus dockerEngine(IsolationSettings settings) {
        return new DockerCli(settings.dockerCommand()).engineStatus();
    }
}
