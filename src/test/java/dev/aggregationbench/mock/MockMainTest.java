package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code ./benchmark.sh mock}: bad values are refused with exit 2 and a message naming them, before anything starts. */
class MockMainTest {

    private static String[] run(String... args) {
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new MockMain()).setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new String[] {Integer.toString(exit), err.toString()};
    }

    @Test
    void badLatencyFaultsAndRatesAreRefusedNamingWhatIsWrong() {
        String[][] cases = {
            {"--latency-millis=lognormal:p50=20", "p99= is missing"},
            {"--latency-ms=-3", "'-3'"},
            {"--fault-rate=1.5", "fault rate must be 0..1, was 1.5"},
            {"--faults=unavailable,timeout", "unknown fault 'timeout'"},
            {"--page-cache-megabytes=-1", "page cache must be >= 0 MB"}
        };
        for (String[] c : cases) {
            String[] result = run(c[0], "--port=0");
            assertThat(result[0]).as(c[0]).isEqualTo("2");
            assertThat(result[1]).as(c[0]).contains(c[1]);
        }
    }

    @Test
    void latencyMsIsStillAcceptedAsTheFormerNameOfLatencyMillis() {
        MockMain main = new MockMain();
        new CommandLine(main).parseArgs("--latency-ms=lognormal:p50=20,p99=120");
        assertThat(Latency.parse(main.latency)).isEqualTo(new Latency.LogNormal(20, 120));
    }
}
