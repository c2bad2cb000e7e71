package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.support.ResultsSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files of a run whose process was killed, rebuilt from the worker documents on disk (here: two documents of a
 * committed real run, docs/results): a partial run with exactly those repetitions, the others listed as not
 * finished, valid against the documented schema; a results.json that is there already is kept.
 */
class PartialResultsTest {

    private static final Path COMMITTED_RUN = Path.of("docs/results/2026-11-23-polyglot-process");

    @TempDir
    Path run;

    @Test
    void aRunRebuiltFromTwoCompleteDocumentsHoldsThemAndListsTheRest() throws Exception {
        RunResults committed = ResultsFiles.read(COMMITTED_RUN);
        assertThat(committed.status())
                .as("a run written before partial runs existed")
                .isEqualTo("complete");
        assertThat(committed.partial()).isNull();
        Path jvms = Files.createDirectories(run.resolve("jvms"));
        Files.copy(COMMITTED_RUN.resolve("jvms/naive-1.json"), jvms.resolve("naive-1.json"));
        Files.copy(COMMITTED_RUN.resolve("jvms/naive-2.json"), jvms.resolve("naive-2.json"));
        Files.writeString(jvms.resolve("naive-3.json"), "{\"schemaVersion\":1,\"variant\":\"nai"); // never complete

        Path json = ResultsFromRepetitions.rebuild(
                committed.options(), run, "the service stopped", "2026-11-23T10:00:00Z", message -> {});

        RunResults rebuilt = ResultsFiles.read(json);
        assertThat(rebuilt.status()).isEqualTo("partial");
        assertThat(rebuilt.succeeded()).isFalse();
        assertThat(rebuilt.partial().reason()).isEqualTo("the service stopped");
        // planned as today's build plans these options: transport, binding (a sequential run with naive), 6 variants
        assertThat(rebuilt.partial().repetitionsPlanned()).isEqualTo(24);
        assertThat(rebuilt.partial().repetitionsFinished()).isEqualTo(2);
        assertThat(rebuilt.partial().notFinished())
                .hasSize(22)
                .contains("transport-1", "binding-1", "naive-3", "virtual-threads-3")
                .doesNotContain("naive-1", "naive-2");
        assertThat(rebuilt.variants()).extracting(VariantResults::variant).containsExactly("naive");
        VariantResults naive = rebuilt.variants().getFirst();
        assertThat(naive.repetitions()).allSatisfy(r -> {
            assertThat(r.status().id()).isEqualTo("ok");
            assertThat(r.exitCode()).as("not observed").isNull();
        });
        assertThat(naive.figure(Figure.DURATION_NANOS).n()).isEqualTo(2);
        assertThat(rebuilt.conditions().isolation()).isEqualTo("unknown");
        assertThat(rebuilt.wallTimeMillis()).isNull();
        assertThat(ResultsSchema.violations(json)).isEmpty();
        assertThat(Files.readString(run.resolve("summary.md")))
                .startsWith("# aggregation-bench run")
                .contains("**PARTIAL RUN**, the service stopped: 2 of 24 repetitions finished");
        assertThat(run.resolve("report.html")).isRegularFile();

        byte[] written = Files.readAllBytes(json);
        ResultsFromRepetitions.rebuild(committed.options(), run, "another reason", null, message -> {});
        assertThat(Files.readAllBytes(json))
                .as("a second rebuild keeps the results.json there")
                .isEqualTo(written);
    }
}
