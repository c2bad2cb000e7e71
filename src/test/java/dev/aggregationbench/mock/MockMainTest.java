package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobCli;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code ./benchmark.sh mock}: bad values are refused with exit 2 and a message naming them, before anything starts;
 * a start that fails is one line naming the cause and exit 2, never a stack trace; every outside value in a message
 * is quoted bounded and escaped (issue 21).
 */
class MockMainTest {

    @TempDir
    Path tmp;

    /** Exit code, then stderr. */
    private static String[] run(String... args) {
        StringWriter err = new StringWriter();
        StringWriter out = new StringWriter();
        CommandLine cli = MockCommandLine.of(new MockMain());
        cli.setErr(new PrintWriter(err));
        cli.setOut(new PrintWriter(out));
        int exit = cli.execute(args);
        return new String[] {Integer.toString(exit), err.toString()};
    }

    @Test
    void badLatencyFaultsAndRatesAreRefusedNamingWhatIsWrong() {
        String[][] cases = {
            {"--latency-millis=lognormal:p50=20", "--latency-millis must be auto or milliseconds (50), lognormal:"},
            {"--latency-ms=-3", "'-3'"},
            {"--fault-rate=1.5", "--fault-rate must be auto or 0..1, was '1.5'"},
            {
                "--faults=unavailable,timeout",
                "--fault-kinds each value must be one of unavailable, reset, slow, " + "malformed, was 'timeout'"
            },
            {"--fault-kinds=unavailable,timeout", "was 'timeout'"},
            {"--page-size=0", "--page-size must be 1..10000, was '0'"},
            {"--page-cache-megabytes=-1", "page cache must be >= 0 MB"},
            {"--port=abc", "benchmark.sh mock: --port must be a whole number, was 'abc'"},
            {"--fail-evry=3", "benchmark.sh mock: unknown option '--fail-evry=3'; did you mean "}
        };
        for (String[] c : cases) {
            String[] result = run(c[0], "--port=0");
            assertThat(result[0]).as(c[0]).isEqualTo("2");
            assertThat(result[1]).as(c[0]).contains(c[1]);
        }
    }

    @Test
    void theFormerNamesLatencyMsAndFaultsAreStillAccepted() {
        CommandLine cli = new CommandLine(new MockMain());
        cli.parseArgs("--latency-ms=lognormal:p50=20,p99=120", "--faults=reset,slow");
        Map<Knob, String> knobs = KnobCli.values(cli.getCommandSpec());
        assertThat(Latency.parse(knobs.get(Knob.LATENCY_MILLIS))).isEqualTo(new Latency.LogNormal(20, 120));
        assertThat(knobs.get(Knob.FAULT_KINDS)).isEqualTo("reset,slow");
    }

    @Test
    void theOptionsItSharesWithARunAreTheKnobsWithTheMocksOwnDefaults() {
        CommandLine cli = new CommandLine(new MockMain());
        cli.parseArgs();
        Map<Knob, String> knobs = KnobCli.values(cli.getCommandSpec());
        assertThat(knobs)
                .containsEntry(Knob.ORDERS, Knob.ORDERS.definition().defaultValue())
                .containsEntry(Knob.PAGE_SIZE, Knob.PAGE_SIZE.definition().defaultValue())
                .containsEntry(Knob.SEED, Knob.SEED.definition().defaultValue())
                .containsEntry(Knob.FAULT_KINDS, Knob.FAULT_KINDS.definition().defaultValue())
                .as("alone, the mock adds neither latency nor faults")
                .containsEntry(Knob.LATENCY_MILLIS, "0")
                .containsEntry(Knob.FAULT_RATE, "0");
    }

    @Test
    void aStartThatFailsIsOneLineNamingTheCauseAndExitTwo() throws IOException {
        Path noMappings = Files.createDirectories(tmp.resolve("empty-root"));
        Path badMapping = Files.createDirectories(tmp.resolve("bad-root/mappings"));
        Files.writeString(badMapping.resolve("broken.json"), "{ not json");
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String[][] cases = {
                {"--port=" + taken.getLocalPort(), "the port is in use"},
                {"--bind=192.0.2.1", "'192.0.2.1' (192.0.2.1) is not an address of this machine"},
                {"--bind=no-such-host.invalid", "is neither an IP address nor a host name"},
                {"--root-dir=" + tmp.resolve("missing"), "does not exist"},
                {"--root-dir=" + noMappings, "has no mappings/ directory"},
                {"--root-dir=" + badMapping.getParent(), "could not be loaded"},
            };
            for (String[] c : cases) {
                String[] result = run(c[0], "--orders=10");
                assertThat(result[0]).as(c[0] + ": " + result[1]).isEqualTo("2");
                assertThat(result[1].lines()).as(c[0]).hasSize(1);
                assertThat(result[1]).as(c[0]).startsWith("benchmark.sh mock: ").contains(c[1]);
                assertThat(result[1]).as(c[0]).doesNotContain("\tat ", "Exception:");
            }
        }
    }

    @Test
    void outsideValuesInMessagesAreQuotedBoundedAndEscaped() {
        String huge = "x".repeat(100_000);
        String[] hostile = {
            "--faults=" + huge,
            "--faults=unavailable,\nforged: line",
            "--faults=\u001B[2J\u001B[31mred",
            "--latency-millis=" + huge,
            "--latency-millis=uniform:min=1,max=\u001B[31m",
            "--port=1\n2",
            "--orders=" + huge,
            "--bind=\u001B[31m\nforged",
            "--root-dir=" + tmp.resolve("a\nb\u001B[31m" + huge),
            "--no-such-option=\u001B[31m" + huge,
        };
        for (String arg : hostile) {
            String[] result = run(arg, "--port=0");
            String shown = arg.length() > 40 ? arg.substring(0, 40) : arg;
            assertThat(result[0]).as(shown).isEqualTo("2");
            assertThat(result[1]).as(shown).doesNotContain("\u001B").startsWith("benchmark.sh mock: ");
            assertThat(result[1].lines())
                    .as(shown)
                    .allSatisfy(line -> assertThat(line.length()).isLessThan(400));
            assertThat(result[1].lines().filter(l -> !l.startsWith("Try: ")))
                    .as(shown)
                    .hasSize(1);
        }
    }

    @Test
    void aServerThatStopsByItselfEndsTheMockInsteadOfLeavingItsJvmRunning() throws Exception {
        OrdersMock mock = OrdersMock.start(MockSettings.of(10, 10, 42));
        StringWriter err = new StringWriter();
        CompletableFuture<Integer> serving = CompletableFuture.supplyAsync(() -> {
            try {
                return MockMain.serveUntilStopped(mock, new AtomicBoolean(), new PrintWriter(err));
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });

        mock.server().stop(); // what WireMock's /__admin/shutdown did, before the admin API was closed

        assertThat(serving.get(60, TimeUnit.SECONDS)).isEqualTo(1);
        assertThat(err.toString()).contains("stopped; the mock exits").hasLineCount(1);
    }

    @Test
    void theListeningLineGivesThePortTheMockGot() {
        assertThat(MockMain.listeningUri(MockMain.LISTENING + "http://127.0.0.1:40123 (orders=10, page size=10)"))
                .contains(URI.create("http://127.0.0.1:40123"));
        assertThat(MockMain.listeningUri("warning: something else")).isEmpty();
    }
}
