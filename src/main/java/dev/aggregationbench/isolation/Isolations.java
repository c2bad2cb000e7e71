package dev.aggregationbench.isolation;

import dev.aggregationbench.run.IsolationMode;
import java.io.IOException;
import java.io.UncheckedIOException;

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
                    DockerCli.EngineStatus engine = dockerEngine(settings.machine());
                    yield engine.answers()
                            ? DockerIsolation.open(settings, "auto: a Docker engine answers")
                            : new ProcessIsolation(settings, "auto: no Docker engine, " + engine.detail());
                }
            };
        } catch (IOException e) {
            throw new UncheckedIOException("cannot set up " + mode.id() + " isolation: " + e.getMessage(), e);
        }
    }

    /** Process isolation, chosen by the caller for {@code why} (said in its description). */
    public static Isolation process(IsolationSettings settings, String why) {
        return new ProcessIsolation(settings, why);
    }

    /** Whether a Docker engine answers ({@code docker info}), with a one-line detail; for validation before a run. */
    public static EngineCheck dockerEngine() {
        DockerCli.EngineStatus status = dockerEngine(IsolationSettings.Machine.defaults());
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

    private static DockerCli.EngineStatus dockerEngine(IsolationSettings.Machine machine) {
        return new DockerCli(machine.dockerCommand()).engineStatus();
    }
}
