package dev.aggregationbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code serve} parses its options like every subcommand: --help prints help, unknown options are exit 2. */
class ServeMainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final List<String> spring = new ArrayList<>();

    private int parse(String... args) {
        return ServeMain.parse(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                spring);
    }

    @Test
    void helpPrintsTheOptionsAndStartsNothing() {
        assertThat(parse("--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("--port", "--bind", "--results-dir", "--aggbench.queue-capacity=3");
        assertThat(spring).isEmpty();
    }

    @Test
    void anUnknownOptionIsExit2NamingIt() {
        assertThat(parse("--colour=red")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("unknown option '--colour=red'")
                .contains("serve --help");
        assertThat(spring).isEmpty();
    }

    @Test
    void aBadPortIsExit2() {
        assertThat(parse("--port=eighty")).isEqualTo(2);
        assertThat(parse("--port=70000")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("--port must be a whole number 0..65535, was 'eighty'")
                .contains("--port must be 0..65535, was 70000");
    }

    @Test
    void aPortInUseIsExit2InOneLineBeforeSpringStarts() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertThat(parse("--port=" + taken.getLocalPort())).isEqualTo(2);
        }
        String message = err.toString(StandardCharsets.UTF_8);
        assertThat(message).contains("the port is in use").contains("--port=0");
        assertThat(message.lines()).hasSize(1);
        assertThat(spring).isEmpty();
    }

    @Test
    void anAddressOfAnotherMachineOrNoAddressIsExit2() {
        assertThat(parse("--port=0", "--bind=192.0.2.1")).isEqualTo(2); // TEST-NET-1: never this machine's
        assertThat(parse("--port=0", "--bind=[::1")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("the address is not one of this machine's")
                .contains("is not an address or a known host name");
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).hasSize(2);
        assertThat(spring).isEmpty();
    }

    @Test
    void optionsAndSpringPropertiesReachTheService() {
        assertThat(parse("--port=0", "--results-dir=/tmp/runs", "--aggbench.queue-capacity=3"))
                .isEqualTo(-1);
        assertThat(spring)
                .containsExactly(
                        "--server.port=0",
                        "--server.address=127.0.0.1",
                        "--aggbench.results-dir=/tmp/runs",
                        "--aggbench.queue-capacity=3");
    }
}
