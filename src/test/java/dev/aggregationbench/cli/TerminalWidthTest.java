package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.support.IntegrationTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The width the output fits in, read in a JVM whose stdout is a real terminal: a pseudo-terminal made by util-linux's
 * {@code script}, sized with {@code stty}. Stdout redirected to a file in the same terminal gets 120 columns; COLUMNS
 * overrides both. The progress bar's question, whether stderr is a terminal, is answered in the same terminal.
 */
@IntegrationTest
class TerminalWidthTest {

    @TempDir
    Path tmp;

    /** Writes {@code TerminalWidth.of(System.out)} and {@code isTerminal(System.err)} into the file it is given. */
    public static final class Probe {
        public static void main(String[] args) throws IOException {
            Files.writeString(
                    Path.of(args[0]), TerminalWidth.of(System.out) + " " + TerminalWidth.isTerminal(System.err));
        }
    }

    @Test
    void aTerminalsWidthIsReadAFileGets120AndColumnsOverrides() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "util-linux's script makes the terminal");

        assertThat(widthIn("stty cols 77 rows 20; unset COLUMNS; ", ""))
                .as("stdout the terminal")
                .isEqualTo(77);
        assertThat(widthIn("stty cols 77 rows 20; unset COLUMNS; ", " > " + quote(tmp.resolve("stdout.txt"))))
                .as("stdout a file")
                .isEqualTo(120);
        assertThat(widthIn("stty cols 77 rows 20; export COLUMNS=90; ", ""))
                .as("COLUMNS")
                .isEqualTo(90);
    }

    @Test
    void stderrIsATerminalUnlessItGoesToAFile() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "util-linux's script makes the terminal");

        assertThat(probe("stty cols 77 rows 20; ", "")[1])
                .as("stderr the terminal")
                .isEqualTo("true");
        assertThat(probe("stty cols 77 rows 20; ", " 2> " + quote(tmp.resolve("stderr.txt")))[1])
                .as("stderr a file")
                .isEqualTo("false");
    }

    private int widthIn(String setUp, String redirect) throws Exception {
        return Integer.parseInt(probe(setUp, redirect)[0]);
    }

    /** What the {@link Probe} answered in a terminal: the width, and whether stderr is a terminal. */
    private String[] probe(String setUp, String redirect) throws Exception {
        Path answer = tmp.resolve("width-" + System.nanoTime());
        String java = ProcessHandle.current().info().command().orElseThrow();
        String command = setUp + quote(Path.of(java)) + " --enable-native-access=ALL-UNNAMED -cp "
                + quote(Path.of(System.getProperty("java.class.path"))) + " '" + Probe.class.getName() + "' "
                + quote(answer) + redirect;
        Process script = new ProcessBuilder(List.of("/usr/bin/script", "-qec", command, "/dev/null"))
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("script.log").toFile())
                .start();
        try {
            assertThat(script.waitFor(60, TimeUnit.SECONDS))
                    .as("the probe JVM ended")
                    .isTrue();
        } finally {
            script.destroyForcibly();
        }
        assertThat(script.exitValue())
                .as(Files.readString(tmp.resolve("script.log")))
                .isZero();
        return Files.readString(answer).strip().split(" ");
    }

    private static String quote(Path path) {
        return "'" + path.toString().replace("'", "'\\''") + "'";
    }
}
