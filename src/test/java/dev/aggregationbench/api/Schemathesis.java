package dev.aggregationbench.api;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The property-based contract fuzzer schemathesis (PyPI), provisioned once into a Python virtual environment under
 * {@code ~/.cache/aggregation-bench/} with {@code python3 -m venv} and pip, at a pinned version. Without python3,
 * its venv module or PyPI the test that needs it is skipped with the reason, except in CI ({@code CI=true}), where
 * it fails: there the contract must be checked.
 */
final class Schemathesis {

    static final String VERSION = "4.32.5";
    private static final Duration INSTALL_TIMEOUT = Duration.ofMinutes(5);

    private final Path st;

    private Schemathesis(Path st) {
        this.st = st;
    }

    /** The {@code st} command of a venv holding schemathesis {@value #VERSION}, made when missing. */
    static Schemathesis provision() {
        Path venv = Path.of(System.getProperty("user.home"), ".cache", "aggregation-bench", "schemathesis-" + VERSION);
        Path installed = venv.resolve(".installed");
        Path st = venv.resolve("bin").resolve("st");
        if (Files.isRegularFile(installed) && Files.isExecutable(st)) {
            return new Schemathesis(st);
        }
        delete(venv); // a venv a previous attempt left half made
        Result python = run(List.of("python3", "-m", "venv", venv.toString()), INSTALL_TIMEOUT);
        if (python.exitCode() != 0) {
            unavailable("python3 with its venv module is needed to run schemathesis (Debian: apt-get install -y "
                    + "python3 python3-venv); python3 -m venv said: " + python.output());
        }
        Result pip = run(
                List.of(
                        venv.resolve("bin").resolve("pip").toString(),
                        "install",
                        "--disable-pip-version-check",
                        "--quiet",
                        "schemathesis==" + VERSION),
                INSTALL_TIMEOUT);
        if (pip.exitCode() != 0 || !Files.isExecutable(st)) {
            unavailable("pip could not install schemathesis " + VERSION + " from PyPI: " + pip.output());
        }
        try {
            Files.writeString(installed, VERSION + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Schemathesis(st);
    }

    /** {@code st} with these arguments, in {@code workDir} (so no stray schemathesis.toml is read). */
    Result run(List<String> arguments, Path workDir, Duration timeout) {
        List<String> command = new ArrayList<>(List.of(st.toString(), "--no-color"));
        command.addAll(arguments);
        return execute(command, workDir, timeout);
    }

    /** A finished command: its exit code (-1 when it was stopped at its timeout) and its joined output. */
    record Result(int exitCode, String output) {}

    private static Result run(List<String> command, Duration timeout) {
        return execute(command, Path.of("."), timeout);
    }

    private static Result execute(List<String> command, Path workDir, Duration timeout) {
        Path log = null;
        Process process = null;
        try {
            log = Files.createTempFile("schemathesis-", ".log");
            process = new ProcessBuilder(command)
                    .directory(workDir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            boolean ended = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!ended) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor();
            }
            String output = Files.readString(log, StandardCharsets.UTF_8);
            return new Result(
                    ended ? process.exitValue() : -1, ended ? output : output + "\n(stopped after " + timeout + ")");
        } catch (IOException e) {
            return new Result(127, command.getFirst() + " could not be started: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new IllegalStateException("interrupted while running " + command.getFirst(), e);
        } finally {
            if (log != null) {
                log.toFile().delete();
            }
        }
    }

    private static void unavailable(String reason) {
        if ("true".equals(System.getenv("CI"))) {
            Assertions.fail("CI=true: the OpenAPI contract must be fuzzed, but " + reason);
        }
        Assumptions.abort(reason);
    }

    private static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
