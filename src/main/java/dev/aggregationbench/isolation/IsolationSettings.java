package dev.aggregationbench.isolation;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * How {@link Isolations#select} sets up an isolation. {@link #defaults()} suits the CLI; tests override single
 * fields with the {@code with...} methods.
 *
 * @param runId         tags everything of one run: container names {@code aggbench-<runId>-<launch>}, the label
 *                      {@code aggregation-bench.run=<runId>}, cgroup names
 * @param dockerNetwork {@code host} (default: all traffic on 127.0.0.1) or {@code bridge} (a per-run user-defined
 *                      network; launches reach each other by container name, ports published on 127.0.0.1)
 * @param baseImage     Docker base image; null = {@code eclipse-temurin:25-jre} if present or pullable, else a local
 *                      jlink image from {@code docker/build-base-image.sh} (env {@code AGGBENCH_BASE_IMAGE})
 * @param projectDir    the directory holding {@code docker/}; null = found from the application and the working
 *                      directory (env {@code AGGBENCH_HOME})
 * @param appDir        an extracted application ({@code aggregation-bench.jar} + {@code lib/}) to put into the
 *                      image; null = the running JVM's class path (env {@code AGGBENCH_APP_DIR})
 * @param javaCommand   process mode: the java binary; null = the running JVM's
 * @param classPath     process mode: the class path; null = the running JVM's {@code java.class.path}
 * @param dockerCommand the docker CLI (default {@code docker}, from PATH)
 * @param progress      receives one-line progress messages (image builds); never null
 */
public record IsolationSettings(
        String runId,
        String dockerNetwork,
        String baseImage,
        Path projectDir,
        Path appDir,
        String javaCommand,
        String classPath,
        String dockerCommand,
        Consumer<String> progress) {

    public static final String DEFAULT_BASE_IMAGE = "eclipse-temurin:25-jre";
    private static final Pattern RUN_ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,39}");

    public IsolationSettings {
        if (runId == null || !RUN_ID.matcher(runId).matches()) {
            throw new IllegalArgumentException(
                    "runId must match [a-z0-9][a-z0-9-]* (at most 40 characters), was " + runId);
        }
        if (!"host".equals(dockerNetwork) && !"bridge".equals(dockerNetwork)) {
            throw new IllegalArgumentException("docker network must be host or bridge, was " + dockerNetwork);
        }
        if (baseImage != null && baseImage.isBlank()) {
            baseImage = null;
        }
        dockerCommand = dockerCommand == null || dockerCommand.isBlank() ? "docker" : dockerCommand;
        progress = Objects.requireNonNullElse(progress, message -> {});
    }

    /** The system property naming the docker CLI to use (default {@code docker} from PATH). */
    public static final String DOCKER_COMMAND_PROPERTY = "aggbench.docker-command";

    /**
     * Host networking, automatic base image, the running JVM's class path, environment overrides applied; the docker
     * CLI from {@value #DOCKER_COMMAND_PROPERTY} when set (a test points it at a missing command to see an absent
     * engine on a machine that has one).
     */
    public static IsolationSettings defaults() {
        return new IsolationSettings(
                newRunId(),
                "host",
                System.getenv("AGGBENCH_BASE_IMAGE"),
                pathFromEnv("AGGBENCH_HOME"),
                pathFromEnv("AGGBENCH_APP_DIR"),
                null,
                null,
                System.getProperty(DOCKER_COMMAND_PROPERTY, "docker"),
                message -> {});
    }

    /** {@code yyyyMMdd-HHmmss-xxxx}: sortable, and unique enough for parallel runs on one engine. */
    public static String newRunId() {
        return LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-"
                + Integer.toHexString(0x1000 + ThreadLocalRandom.current().nextInt(0xF000));
    }

    public IsolationSettings withRunId(String value) {
        return new IsolationSettings(
                value, dockerNetwork, baseImage, projectDir, appDir, javaCommand, classPath, dockerCommand, progress);
    }

    public IsolationSettings withDockerNetwork(String value) {
        return new IsolationSettings(
                runId, value, baseImage, projectDir, appDir, javaCommand, classPath, dockerCommand, progress);
    }

    public IsolationSettings withDockerCommand(String value) {
        return new IsolationSettings(
                runId, dockerNetwork, baseImage, projectDir, appDir, javaCommand, classPath, value, progress);
    }

    /** Process mode: every launch that names no JDK runs this java binary (a JDK's {@code bin/java}). */
    public IsolationSettings withJavaCommand(String value) {
        return new IsolationSettings(
                runId, dockerNetwork, baseImage, projectDir, appDir, value, classPath, dockerCommand, progress);
    }

    public IsolationSettings withProgress(Consumer<String> value) {
        return new IsolationSettings(
                runId, dockerNetwork, baseImage, projectDir, appDir, javaCommand, classPath, dockerCommand, value);
    }

    private static Path pathFromEnv(String name) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? null : Path.of(value);
    }
}
