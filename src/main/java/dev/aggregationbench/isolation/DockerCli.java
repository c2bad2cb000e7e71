package dev.aggregationbench.isolation;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The docker CLI, always with argument lists (nothing goes through a shell). */
final class DockerCli {

    static final Duration QUICK = Duration.ofSeconds(30);
    private static final Duration ENGINE_PROBE = Duration.ofSeconds(10);

    private final String docker;

    DockerCli(String docker) {
        this.docker = docker;
    }

    /** A finished CLI call. */
    record Result(int exitCode, String stdout, String stderr, boolean timedOut) {
        boolean ok() {
            return exitCode == 0 && !timedOut;
        }

        /** stderr (else stdout), trimmed to its first lines, for error messages. */
        String problem() {
            String text = (stderr.isBlank() ? stdout : stderr).strip();
            String[] lines = text.split("\n");
            return lines.length > 3
                    ? String.join(" / ", List.of(lines).subList(0, 3)) + " ..."
                    : String.join(" / ", lines);
        }
    }

    /** Whether an engine answers, and a one-line explanation (the server version, or what is wrong). */
    record EngineStatus(boolean answers, String detail) {}

    EngineStatus engineStatus() {
        try {
            Result info = run(ENGINE_PROBE, Map.of(), "info", "--format", "{{.ServerVersion}}");
            if (info.timedOut()) {
                return new EngineStatus(
                        false, "'" + docker + " info' did not answer within " + ENGINE_PROBE.toSeconds() + " s");
            }
            if (!info.ok() || info.stdout().isBlank()) {
                return new EngineStatus(false, "'" + docker + " info' failed: " + info.problem());
            }
            return new EngineStatus(true, "Docker engine " + info.stdout().strip());
        } catch (IOException e) {
            return new EngineStatus(false, "the docker CLI ('" + docker + "') cannot be run: " + e.getMessage());
        }
    }

    Result run(Duration timeout, String... args) throws IOException {
        return run(timeout, Map.of(), args);
    }

    Result run(Duration timeout, List<String> args) throws IOException {
        return run(timeout, Map.of(), args.toArray(String[]::new));
    }

    /** Runs {@code docker <args>}; kills it after {@code timeout}. {@code env} adds environment variables. */
    Result run(Duration timeout, Map<String, String> env, String... args) throws IOException {
        Path out = Files.createTempFile("aggbench-docker", ".out");
        Path err = Files.createTempFile("aggbench-docker", ".err");
        try {
            ProcessBuilder builder = new ProcessBuilder(command(List.of(args)))
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .redirectInput(new File("/dev/null"));
            builder.environment().putAll(env);
            Process process = builder.start();
            boolean finished;
            try {
                finished = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
                if (!finished) {
                    process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while running docker " + String.join(" ", args), e);
            }
            return new Result(
                    finished ? process.exitValue() : -1,
                    Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8),
                    !finished);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** Like {@link #run} but fails with a message naming {@code what} unless the call succeeded. */
    String require(String what, Duration timeout, String... args) throws IOException {
        Result result = run(timeout, args);
        if (result.timedOut()) {
            throw new IOException(what + ": 'docker " + args[0] + "' took longer than " + timeout.toSeconds() + " s");
        }
        if (!result.ok()) {
            throw new IOException(what + ": " + result.problem());
        }
        return result.stdout().strip();
    }

    /**
     * Starts {@code docker <args>} with stdout and stderr into {@code log}; its stdin is a pipe from this process
     * that is never written and closes only when this process ends (with {@code run -i}, the container sees it).
     */
    Process start(List<String> args, Path log) throws IOException {
        return new ProcessBuilder(command(args))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }

    boolean imageExists(String image) throws IOException {
        return run(QUICK, "image", "inspect", "--format", "{{.Id}}", image).ok();
    }

    /** Removes the container if it exists; never fails (the container may be gone already). */
    void removeQuietly(String container) {
        try {
            run(QUICK, "rm", "-f", container);
        } catch (IOException e) {
            // best effort: callers verify with `docker ps -a` where it matters
        }
    }

    String executable() {
        return docker;
    }

    private List<String> command(List<String> args) {
        List<String> command = new ArrayList<>(args.size() + 1);
        command.add(docker);
        command.addAll(args);
        return command;
    }
}
