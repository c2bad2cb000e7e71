package dev.aggregationbench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.aggregationbench.support.ResultsSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The mock's share is computed once and kept in results.json, so that every reader (the table's conditions, the
 * compact summary, the report, compare) reads the same verdict; a results.json written before it was kept gets it
 * computed on read.
 */
class MockShareTest {

    @TempDir
    Path tmp;

    @Test
    void aRunWrittenBeforeTheFieldGetsItComputedOnRead() throws Exception {
        Path committed = Path.of("docs/results/2026-11-26-sequential-500k");
        assertThat(Files.readString(committed.resolve("results.json"))).doesNotContain("\"mockShare\"");

        MockShare share = ResultsFiles.read(committed).mockShare();

        assertThat(share.fastestVariant()).isEqualTo("stream");
        assertThat(share.method()).isEqualTo(MockShare.Method.IDLE);
        assertThat(share.cpuToTheNanosecond())
                .as("that run read CPU time in ticks")
                .isFalse();
        assertThat(share.share()).isCloseTo(0.2008, within(1e-4));
        assertThat(share.resolution()).isCloseTo(0.0210, within(1e-4));
        assertThat(share.verdict()).isEqualTo(MockShare.Verdict.UNRESOLVED);
    }

    @Test
    void theShareIsWrittenIntoResultsJsonReadBackAsWrittenAndMatchesTheSchema() throws Exception {
        RunResults results = ResultsFiles.read(Path.of("docs/results/2026-11-23-fan-out"));
        Path written = ResultsFiles.write(results, tmp.resolve("run"));

        assertThat(Files.readString(written)).contains("\"mockShare\"", "\"verdict\" : \"above\"");
        assertThat(ResultsFiles.read(written).mockShare()).isEqualTo(results.mockShare());
        assertThat(ResultsSchema.violations(written)).isEmpty();
    }

    @Test
    void theConditionsAndTheSummaryReadTheSameVerdict() {
        RunResults results = ResultsFiles.read(Path.of("docs/results/2026-11-23-fan-out"));

        assertThat(results.mockShare().verdict()).isEqualTo(MockShare.Verdict.ABOVE);
        assertThat(ConditionsText.of(results)).contains("MORE than the 20% goal, by 63 points");
        assertThat(RunSummary.bound(results))
                .as("a run with --latency-millis=100: the mock, its wait including the latency added on purpose")
                .startsWith("Bound: the mock (its wait includes the latency added on purpose, 100 ms a page, "
                        + "--latency-millis). The fastest variant, virtual-threads, waited for the mock at least 82.9% "
                        + "of its pass (estimated; goal: at most 20%).");
    }
}
