package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The mock's start-up failures in a real JVM ({@code java ... MockMain}, as {@code ./benchmark.sh mock} runs it):
 * stderr is one line naming the cause, stdout is empty, the exit code is 2; no stack trace from WireMock, Jetty or
 * picocli reaches the terminal (issue 21).
 */
@IntegrationTest
class MockStartupProcessTest {

    @TempDir
    Path tmp;

    @Test
    void aTakenPortAndAMissingRootDirectoryAreOneLineAndExitTwo() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertOneLine(run("--port=" + taken.getLocalPort()), "the port is in use");
        }
        assertOneLine(run("--port=0", "--root-dir=" + tmp.resolve("missing")), "does not exist");
        assertOneLine(run("--port=0", "--bind=192.0.2.1"), "is not an address of this machine");
    }

    private static void assertOneLine(Result result, String cause) {
        assertThat(result.exit()).as(result.err()).isEqualTo(2);
        assertThat(result.err().lines()).as(result.err()).hasSize(1);
        assertThat(result.err()).startsWith("benchmark.sh mock: ").contains(cause);
        assertThat(result.out()).isEmpty();
    }

    private record Result(int exit, String out, String err) {}

    private Result run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                ProcessHandle.current().info().command().orElse("java"),
                "-Xmx128m",
                "-cp",
                System.getProperty("java.class.path"),
                MockMain.class.getName(),
                "--orders=10"));
        command.addAll(List.of(args));
        Path out = tmp.resolve("out.txt");
        Path err = tmp.resolve("err.txt");
        Process process = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("the mock did not exit: " + Files.readString(err, StandardCharsets.UTF_8));
        }
        return new Result(
                process.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
