package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.MockShare;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.support.CliRun;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ResultsSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole benchmark in process isolation, with real worker JVMs against a real mock JVM. */
@IntegrationTest
class BenchmarkEndToEndTest {

    @TempDir
    Path tmp;

    private String lastStdout;

    private int run(Path output, String... args) {
        CliRun run = CliRun.processIsolated(output, args);
        lastStdout = run.stdout();
        return run.exitCode();
    }

    @Test
    void allSixVariantsRunInFreshJvmsAreCorrectAndTheFilesMatchTheSchema() throws Exception {
        Path output = tmp.resolve("run");

        int exitCode = run(output, "--orders=3000", "--page-size=100", "--repetitions=1", "--warmup=0", "--cpus=1");

        assertThat(exitCode).as(lastStdout).isZero();
        RunResults results = ResultsFiles.read(output);
        assertThat(results.succeeded()).isTrue();
        assertThat(results.variants())
                .extracting(VariantResults::variant)
                .containsExactly(
                        "transport", "binding", "naive", "stream", "iterator", "async", "reactor", "virtual-threads");
        for (VariantResults v : results.variants()) {
            assertThat(v.status()).as(v.variant()).isEqualTo(RepetitionStatus.OK);
            var worker = v.repetitions().getFirst().worker();
            assertThat(worker.environment().availableProcessors())
                    .as("processors seen by %s", v.variant())
                    .isEqualTo(1);
            assertThat(worker.environment().jvmInputArguments()).contains("-XX:+UseG1GC", "-Xmx512m");
            assertThat(worker.passes().getFirst().correct()).isTrue();
            assertThat(v.figure(Figure.DURATION_NANOS).median()).isPositive();
            Double waited = v.figure(Figure.RESPONSE_WAIT_NANOS) == null
                    ? null
                    : v.figure(Figure.RESPONSE_WAIT_NANOS).median();
            if (List.of("async", "reactor").contains(v.variant())) {
                assertThat(waited)
                        .as("%s: no caller waits in send, n/a", v.variant())
                        .isNull();
            } else {
                assertThat(waited)
                        .as("%s: its caller's wait for the answers", v.variant())
                        .isPositive();
            }
            assertThat(v.figure(Figure.IDLE_NANOS).median())
                    .as("%s: idle, one CPU", v.variant())
                    .isBetween(0.0, v.figure(Figure.DURATION_NANOS).median());
        }
        assertThat(ResultsSchema.violations(output.resolve("results.json"))).isEmpty();
        assertThat(Files.readAllLines(output.resolve("results.csv"))).hasSize(1 + 8);
        String summary = Files.readString(output.resolve("summary.md"));
        assertThat(summary)
                .contains("|virtual-threads|")
                .contains("|Live set|")
                .contains("Conditions:")
                .contains("Ranking");
        assertThat(lastStdout.lines())
                .as("the compact output, stdout not a terminal")
                .allSatisfy(line ->
                        assertThat(line.codePointCount(0, line.length())).isLessThanOrEqualTo(120))
                .anySatisfy(
                        line -> assertThat(line).startsWith("virtual-threads ").endsWith("exact 1/1"))
                .anySatisfy(line -> assertThat(line).startsWith("Time: one JVM for some variant"))
                .anySatisfy(line -> assertThat(line).startsWith("Memory: "))
                .anySatisfy(line -> assertThat(line).startsWith("Bound: "));
        assertThat(lastStdout.strip().lines().reduce((a, b) -> b).orElseThrow()).contains("docs/glossary.md");
        assertThat(results.conditions().mockCpuNanosPerPage())
                .as("the mock's measured service time")
                .isPositive();
        assertThat(results.mockShare().method()).as("one CPU: the idle time").isEqualTo(MockShare.Method.IDLE);
        assertThat(summary)
                .contains("ms CPU per page served")
                .contains("In send")
                .contains("was idle");
        assertThat(results.variants().stream().flatMap(v -> v.repetitions().stream()))
                .as("each JVM's JIT compiler CPU until its warm-up ended, from /proc (the run's last line sums it)")
                .hasSize(8)
                .allSatisfy(r ->
                        assertThat(r.worker().warmupEnd().compilerCpuNanos()).isNotNull());
        assertThat(ProcessHandle.current().descendants())
                .as("processes left behind")
                .isEmpty();
    }

    @Test
    void aVariantThatRunsOutOfMemoryIsReportedAndTheOthersStillComplete() throws Exception {
        Path output = tmp.resolve("oom");

        int exitCode = run(
                output,
                // naive now keeps ~200 B per order (no binding): 400,000 orders need ~80 MB, twice the heap;
                // at 200,000 (~40 MB) it thrashed in GC until the timeout instead of running out of memory
                "--orders=400000",
                "--page-size=1000",
                "--repetitions=1",
                "--warmup=0",
                "--variants=naive,iterator",
                "--heap=40m",
                "--details");

        assertThat(exitCode).isEqualTo(1);
        RunResults results = ResultsFiles.read(output);
        assertThat(results.succeeded()).isFalse();
        assertThat(results.failureReason()).contains("naive");
        VariantResults naive = results.variants().stream()
                .filter(v -> v.variant().equals("naive"))
                .findFirst()
                .orElseThrow();
        VariantResults iterator = results.variants().stream()
                .filter(v -> v.variant().equals("iterator"))
                .findFirst()
                .orElseThrow();
        assertThat(naive.status()).isEqualTo(RepetitionStatus.OUT_OF_MEMORY);
        assertThat(naive.figure(Figure.DURATION_NANOS).median())
                .as("a failed run is never averaged in")
                .isNull();
        assertThat(iterator.status()).isEqualTo(RepetitionStatus.OK);
        assertThat(lastStdout)
                .as("--details: the full tables")
                .contains("out-of-memory (0/1 ok)")
                .contains("║ Variant ")
                .contains("Cold (the JVM's first pass) and steady (the measured pass):")
                .contains("Conditions: ");
        assertThat(Files.readAllLines(output.resolve("results.csv")))
                .anyMatch(l -> l.contains(",naive,1,out-of-memory,"));
        assertThat(ProcessHandle.current().descendants())
                .as("processes left behind")
                .isEmpty();
    }
}
