package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.aggregationbench.AggregationBenchApplication;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.support.BadDocuments;
import dev.aggregationbench.support.BadDocuments.Case;
import dev.aggregationbench.support.HttpApi;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The service reading a stored run's results.json (issue 21): a document that is not a complete one is, for a
 * comparison, a 400 problem naming what is wrong with it, and for the run list simply no results; a partial run is
 * not compared as if complete; a file that changed is read again, never served from a cache of the old one.
 */
class RunResultsReaderTest {

    private static final Path RESULTS = TempDirs.create("results-reader-");
    private static ConfigurableApplicationContext service;
    private static RunResultsReader reader;
    private static String id;
    private static Path file;
    private static byte[] written;

    @BeforeAll
    static void aRunThatEnded() throws Exception {
        service = new SpringApplicationBuilder(AggregationBenchApplication.class, TestEngineConfiguration.class)
                .run(
                        "--server.port=0",
                        "--aggbench.results-dir=" + RESULTS,
                        "--test-engine.repetition-millis=20",
                        "--spring.main.banner-mode=off");
        HttpApi api = new HttpApi(
                ((WebServerApplicationContext) service).getWebServer().getPort());
        id = api.json(api.post("/api/runs", "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}"))
                .get("id")
                .asString();
        await().atMost(Duration.ofSeconds(30))
                .until(() ->
                        api.getJson("/api/runs/" + id).get("status").asString().equals("succeeded"));
        reader = service.getBean(RunResultsReader.class);
        file = RESULTS.resolve(id).resolve(ResultsFiles.RESULTS_JSON);
        written = Files.readAllBytes(BadDocuments.RESULTS_JSON); // the test engine writes a document of its own
        Files.write(file, written);
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    static List<Case> bad() {
        return BadDocuments.resultsJson();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bad")
    void aBadDocumentIsAProblemNamingWhatIsWrongForAComparisonAndNoResultsForTheList(Case bad) throws Exception {
        Files.write(file, bad.bytes());
        try {
            InvalidRunRequestException problem =
                    catchThrowableOfType(InvalidRunRequestException.class, () -> reader.comparable("baseline", id));

            assertThat(problem).as("a 400 problem+json (ApiExceptionHandler)").isNotNull();
            assertThat(problem.errors()).hasSize(1);
            assertThat(problem.errors().getFirst().field()).isEqualTo("baseline");
            assertThat(problem.errors().getFirst().message())
                    .startsWith("run " + id + " cannot be compared: its results.json ")
                    .contains(bad.said())
                    .doesNotContain("\n", "Exception", RESULTS.toString());
            assertThat(reader.results(id)).as("the run list shows no results").isEmpty();
        } finally {
            Files.write(file, written);
        }
    }

    @Test
    void aPartialRunIsNotComparedButListedWithItsResults() throws Exception {
        Files.write(file, BadDocuments.partialResultsJson());
        try {
            assertThatThrownBy(() -> reader.comparable("current", id))
                    .isInstanceOf(InvalidRunRequestException.class)
                    .hasMessageStartingWith("current: run " + id + " is a partial run (interrupted by SIGINT: 20 of "
                            + "21 repetitions finished; not finished: virtual-threads-3)");
            assertThat(reader.results(id))
                    .hasValueSatisfying(run -> assertThat(run.partial()).isNotNull());
        } finally {
            Files.write(file, written);
        }
    }

    @Test
    void aFileThatChangedIsReadAgainNotServedFromTheCache() throws Exception {
        RunResults before = reader.comparable("baseline", id);
        assertThat(reader.results(id)).hasValue(before);

        JsonMapper json = JsonMapper.builder().build();
        ObjectNode changed = (ObjectNode) json.readTree(written);
        changed.put("runId", "changed");
        Files.write(file, json.writeValueAsBytes(changed));
        try {
            assertThat(reader.results(id).orElseThrow().runId())
                    .as("the figures of the file as it is now")
                    .isEqualTo("changed");
            Files.write(file, new byte[0]);
            assertThat(reader.results(id)).as("emptied: no longer any results").isEmpty();
        } finally {
            Files.write(file, written);
        }
        assertThat(reader.results(id).orElseThrow().runId()).isEqualTo(before.runId());
    }
}
