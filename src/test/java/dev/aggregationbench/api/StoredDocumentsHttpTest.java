package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.AggregationBenchApplication;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.support.BadDocuments;
import dev.aggregationbench.support.BadDocuments.Case;
import dev.aggregationbench.support.HttpApi;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The service reading the documents it stored, over real HTTP (issue 21): a bad results.json is a 400 naming the run
 * and what is wrong when compared, a 500 problem naming the run when the run itself is asked for, a partial run is compared only with allowPartial=true and then said to be
 * partial, a bad worker document is a 500 problem naming the repetition (no stack, not Spring's default body), and
 * a bad run.json is skipped at start with one log line while the service lists the good runs.
 */
@ExtendWith(OutputCaptureExtension.class)
class StoredDocumentsHttpTest {

    private static final Path RESULTS = TempDirs.create("stored-documents-");
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static ConfigurableApplicationContext service;
    private static HttpApi api;
    private static String id;
    private static Path resultsJson;
    private static Path workerDocument;

    @BeforeAll
    static void aRunThatEnded() throws Exception {
        service = start(RESULTS);
        api = api(service);
        id = api.json(api.post("/api/runs", "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}"))
                .get("id")
                .asString();
        await().atMost(Duration.ofSeconds(30))
                .until(() ->
                        api.getJson("/api/runs/" + id).get("status").asString().equals("succeeded"));
        resultsJson = RESULTS.resolve(id).resolve(ResultsFiles.RESULTS_JSON);
        Files.copy(BadDocuments.RESULTS_JSON, resultsJson, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        workerDocument = RESULTS.resolve(id).resolve("jvms").resolve("naive-1.json");
        Files.createDirectories(workerDocument.getParent());
        Files.copy(BadDocuments.WORKER_DOCUMENT, workerDocument, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    private static ConfigurableApplicationContext start(Path results) {
        return new SpringApplicationBuilder(AggregationBenchApplication.class, TestEngineConfiguration.class)
                .run(
                        "--server.port=0",
                        "--aggbench.results-dir=" + results,
                        "--test-engine.repetition-millis=20",
                        "--spring.main.banner-mode=off");
    }

    private static HttpApi api(ConfigurableApplicationContext context) {
        return new HttpApi(
                ((WebServerApplicationContext) context).getWebServer().getPort());
    }

    static List<Case> badResults() {
        return BadDocuments.resultsJson();
    }

    static List<Case> badWorkerDocuments() {
        return BadDocuments.workerDocument();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badResults")
    void aBadResultsJsonIsA400NamingTheRunAndWhatIsWrong(Case bad) throws Exception {
        byte[] good = Files.readAllBytes(resultsJson);
        Files.write(resultsJson, bad.bytes());
        try {
            HttpResponse<String> answer = api.get("/api/compare?baseline=" + id + "&current=" + id);

            assertProblem(answer, 400);
            assertThat(api.json(answer).get("detail").asString())
                    .startsWith("baseline: run " + id + " cannot be compared: its results.json ")
                    .contains(bad.said())
                    .doesNotContain("\n", "Exception", RESULTS.toString());
        } finally {
            Files.write(resultsJson, good);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badResults")
    void aRunWhoseResultsJsonIsBadIsA500NamingTheRunAndWhatIsWrong(Case bad) throws Exception {
        String path = "/api/runs/" + id;
        assertThat(api.getJson(path).get("result").get("schemaVersion").isNumber())
                .as("the committed document")
                .isTrue();
        byte[] good = Files.readAllBytes(resultsJson);
        Files.write(resultsJson, bad.bytes());
        try {
            HttpResponse<String> answer = api.get(path);

            assertProblem(answer, 500);
            assertThat(api.json(answer).get("detail").asString())
                    .startsWith("run " + id + " cannot be shown: its results.json ")
                    .contains(bad.said())
                    .doesNotContain("\n", "Exception", "\tat ", RESULTS.toString());
        } finally {
            Files.write(resultsJson, good);
        }
    }

    @Test
    void aPartialRunIsRefusedUnlessAllowedAndThenSaidToBePartial() throws Exception {
        byte[] good = Files.readAllBytes(resultsJson);
        Files.write(resultsJson, BadDocuments.partialResultsJson());
        try {
            HttpResponse<String> refused = api.get("/api/compare?baseline=" + id + "&current=" + id);
            assertProblem(refused, 400);
            assertThat(api.json(refused).get("detail").asString())
                    .startsWith("baseline: run " + id + " is a partial run (interrupted by SIGINT: 20 of 21 "
                            + "repetitions finished; not finished: virtual-threads-3)")
                    .contains("add allowPartial=true");

            HttpResponse<String> compared =
                    api.get("/api/compare?baseline=" + id + "&current=" + id + "&allowPartial=true");
            assertThat(compared.statusCode()).isEqualTo(200);
            JsonNode comparison = api.json(compared);
            assertThat(comparison.get("compared").asBoolean()).isTrue();
            assertThat(comparison.get("partialRuns").values().stream()
                            .map(JsonNode::asString)
                            .toList())
                    .containsExactly(
                            "baseline run " + id + " is partial (interrupted by SIGINT: 20 of 21 repetitions "
                                    + "finished; not finished: virtual-threads-3); only the repetitions it finished "
                                    + "are compared",
                            "current run " + id + " is partial (interrupted by SIGINT: 20 of 21 repetitions "
                                    + "finished; not finished: virtual-threads-3); only the repetitions it finished "
                                    + "are compared");
        } finally {
            Files.write(resultsJson, good);
        }
        JsonNode complete = api.getJson("/api/compare?baseline=" + id + "&current=" + id);
        assertThat(complete.get("partialRuns").isEmpty()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badWorkerDocuments")
    void aBadWorkerDocumentIsA500NamingTheRepetitionAndWhatIsWrong(Case bad) throws Exception {
        String path = "/api/runs/" + id + "/repetitions/naive/1/samples";
        assertThat(api.get(path).statusCode()).as("the committed document").isEqualTo(200);
        byte[] good = Files.readAllBytes(workerDocument);
        Files.write(workerDocument, bad.bytes());
        try {
            HttpResponse<String> answer = api.get(path);

            assertProblem(answer, 500);
            assertThat(api.json(answer).get("detail").asString())
                    .startsWith("run " + id + " cannot show repetition naive #1: its document jvms/naive-1.json ")
                    .contains(bad.said())
                    .doesNotContain("\n", "Exception", "\tat ", RESULTS.toString());
        } finally {
            Files.write(workerDocument, good);
        }
    }

    @Test
    void aBadRunJsonIsSkippedWithOneLogLineAndTheServiceListsTheGoodRuns(CapturedOutput output) throws Exception {
        Path results = TempDirs.create("stored-run-json-");
        Path goodDir = Files.createDirectories(results.resolve(id));
        byte[] good = Files.readAllBytes(RESULTS.resolve(id).resolve(RunStore.RUN_FILE));
        Files.write(goodDir.resolve(RunStore.RUN_FILE), good);
        List<Case> bad = List.of(
                new Case("empty", new byte[0], "is empty"),
                new Case("only whitespace", " \n\t \n".getBytes(StandardCharsets.UTF_8), "holds only whitespace"),
                new Case("null", "null\n".getBytes(StandardCharsets.UTF_8), "holds only null"),
                new Case("truncated", Arrays.copyOf(good, good.length / 2), "is truncated"),
                new Case("an array", "[1, 2]".getBytes(StandardCharsets.UTF_8), "holds a JSON array"),
                edited(good, "a status that is a number", run -> run.put("status", 3), "status is the number 3"),
                edited(good, "an unknown status", run -> run.put("status", "exploded"), "status"),
                edited(good, "no id", run -> run.remove("id"), "id is missing"),
                edited(good, "no options", run -> run.remove("options"), "options is missing"),
                edited(good, "another run's id", run -> run.put("id", "x"), "holds the run 'x'"));
        List<Path> badFiles = new java.util.ArrayList<>();
        for (int i = 0; i < bad.size(); i++) {
            String badId = "20240101-000000-00000" + Integer.toHexString(i);
            badFiles.add(bad.get(i).writeTo(results.resolve(badId), RunStore.RUN_FILE));
        }

        try (ConfigurableApplicationContext restarted = start(results)) {
            List<String> listed = api(restarted).getJson("/api/runs?size=100").get("runs").values().stream()
                    .map(run -> run.get("id").asString())
                    .toList();
            assertThat(listed).containsExactly(id);
        }
        List<String> lines = output.getAll()
                .lines()
                .filter(line -> line.contains("Ignoring a run"))
                .toList();
        assertThat(lines).hasSize(bad.size());
        for (int i = 0; i < bad.size(); i++) {
            Path file = badFiles.get(i);
            Case expected = bad.get(i);
            assertThat(lines)
                    .as("one line for a run.json that is %s", expected.name())
                    .filteredOn(line -> line.contains(file.getParent().getFileName() + "/run.json' "))
                    .singleElement()
                    .satisfies(line -> assertThat(line).contains(expected.said()));
        }
    }

    private static Case edited(byte[] good, String name, Consumer<ObjectNode> edit, String said) {
        ObjectNode run = (ObjectNode) JSON.readTree(good);
        edit.accept(run);
        return new Case(name, JSON.writeValueAsBytes(run), said);
    }

    private static void assertProblem(HttpResponse<String> answer, int status) {
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(status);
        assertThat(answer.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(answer.body()).doesNotContain("\\tat ", "trace", "Exception");
    }
}
