package dev.aggregationbench.isolation;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * How {@link Isolations#select} sets up an isolation: what one run chooses, and what the {@link Machine} provides.
 * {@link #defaults()} suits the CLI; a run sets its own id, network and progress with the {@code with...} methods.
 *
 * @param runId         tags everything of one run: container names {@code aggbench-<runId>-<launch>}, the label
 *                      {@code aggregation-bench.run=<runId>}, cgroup names
 * @param dockerNetwork {@code host} (default: all traffic on 127.0.0.1) or {@code bridge} (a per-run user-defined
 *                      network; launches reach each other by container name, ports published on 127.0.0.1)
 * @param progress      receives one-line progress messages (image builds); never null
 * @param machine       the programs, the application and the base image the launches come from
 */
public record IsolationSettings(String runId, String dockerNetwork, Consumer<String> progress, Machine machine) {

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
        progress = Objects.requireNonNullElse(progress, message -> {});
        Objects.requireNonNull(machine, "machine");
    }

    /** The system property naming the docker CLI to use (default {@code docker} from PATH). */
    public static final String DOCKER_COMMAND_PROPERTY = "aggbench.docker-command";

    /**
     * What this machine provides for launching JVMs, the same for every run of one process.
     *
     * @param baseImage     Docker base image; null = {@code eclipse-temurin:25-jre} if present or pullable, else a
     *                      local jlink image from {@code docker/build-base-image.sh} (env {@code AGGBENCH_BASE_IMAGE})
     * @param projectDir    the directory holding {@code docker/}; null = found from the application and the working
     *                      directory (env {@code AGGBENCH_HOME})
     * @param appDir        an extracted application ({@code aggregation-bench.jar} + {@code lib/}) to put into the
     *                      image; null = the running JVM's class path (env {@code AGGBENCH_APP_DIR})
     * @param javaCommand   process mode: every launch that names no JDK runs this java binary (a JDK's {@code
     *                      bin/java}); null = the running JVM's
     * @param classPath     process mode: the class path; null = the running JVM's {@code java.class.path}
     * @param dockerCommand the docker CLI (default {@code docker}, from PATH)
     */
    public record Machine(
            String baseImage,
            Path projectDir,
            Path appDir,
            String javaCommand,
            String classPath,
            String dockerCommand) {

        public Machine {
            if (baseImage != null && baseImage.isBlank()) {
                baseImage = null;
            }
            dockerCommand = dockerCommand == null || dockerCommand.isBlank() ? "docker" : dockerCommand;
        }

        /**
         * Automatic base image, the running JVM's java and class path, environment overrides applied; the docker CLI
         * from {@value #DOCKER_COMMAND_PROPERTY} when set (a test points it at a missing command to see an absent
         * engine on a machine that has one).
         */
        public static Machine defaults() {
            return new Machine(
                    System.getenv("AGGBENCH_BASE_IMAGE"),
                    pathFromEnv("AGGBENCH_HOME"),
                    pathFromEnv("AGGBENCH_APP_DIR"),
                    null,
                    null,
                    System.getProperty(DOCKER_COMMAND_PROPERTY, "docker"));
        }

        private static Path pathFromEnv(String name) {
            String value = System.getenv(name);
            return value == null || value.isBlank() ? null : Path.of(value);
        }
    }

    /** A new run id, host networking, no progress messages, {@link Machine#defaults()}. */
    public static IsolationSettings defaults() {
        return new IsolationSettings(newRunId(), "host", message -> {}, Machine.defaults());
    }

    /** {@code yyyyMMdd-HHmmss-xxxx}: sortable, and unique enough for parallel runs on one engine. */
    public static String newRunId() {
        return LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-"
                + Integer.toHexString(0x1000 + ThreadLocalRandom.current().nextInt(0xF000));
    }

    public IsolationSettings withRunId(String value) {
        return new IsolationSettings(value, dockerNetwork, progress, machine);
    }

    public IsolationSettings withDockerNetwork(String value) {
        return new IsolationSettings(runId, value, progress, machine);
    }

    public IsolationSettings withProgress(Consumer<String> value) {
        return new IsolationSettings(runId, dockerNetwork, value, machine);
    }
}
