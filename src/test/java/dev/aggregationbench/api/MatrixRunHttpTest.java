package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.compare.MatrixComparison;
import dev.aggregationbench.compare.MatrixTable;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.report.MatrixIndex;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.support.HttpApi;
import dev.aggregationbench.support.HttpApi.SseEvent;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ServiceOnRandomPort;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A matrix over the REST service with the real engine: {@code "gc":["G1","Parallel"]} is two cells, each a whole
 * run in process isolation (2,000 orders, iterator, one warm-up pass, one JVM per row). The events say which cell
 * runs; the run's view holds matrix.json, whose comparison is the CLI's ({@link MatrixComparison} over the cells'
 * results.json on disk); each cell's files are served, and each cell's repetitions' samples (the web page's heap
 * chart) from the cell's own directory. A bad list is refused with 400 naming its field.
 */
@IntegrationTest
class MatrixRunHttpTest extends ServiceOnRandomPort {

    private static final String BODY = "{\"gc\":[\"G1\",\"Parallel\"],\"orders\":2000,\"pageSize\":500,"
            + "\"variants\":[\"iterator\"],\"repetitions\":1,\"warmup\":1,\"isolation\":\"process\","
            + "\"aotCache\":\"off\"}";
    private static final List<String> CELLS = List.of("G1", "Parallel");

    @Test
    void aMatrixRunsEachCellSaysWhichRunsAndShowsTheCellsComparedAsTheCliDoes() throws Exception {
        HttpResponse<String> accepted = api.post("/api/runs", BODY);
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        JsonNode queued = api.json(accepted);
        assertThat(queued.get("options").get("gc").toString()).isEqualTo("[\"G1\",\"Parallel\"]");
        String location = accepted.headers().firstValue("Location").orElseThrow();

        List<SseEvent> events = api.followEvents(location + "/events", Duration.ofMinutes(4));

        assertThat(events.getLast().name())
                .as("final event: %s", events.getLast().data())
                .isEqualTo("run-finished");
        assertThat(events)
                .filteredOn(e -> e.name().equals("cell-started"))
                .extracting(e -> e.data().get("cell").asString() + " "
                        + e.data().get("figures").get("cellNumber").asInt() + "/"
                        + e.data().get("figures").get("cells").asInt())
                .containsExactly("G1 1/2", "Parallel 2/2");
        assertThat(events)
                .filteredOn(e -> e.name().equals("cell-finished"))
                .extracting(e -> e.data().get("cell").asString() + " "
                        + e.data().get("figures").get("succeeded").asBoolean())
                .containsExactly("G1 true", "Parallel true");
        List<SseEvent> repetitions = events.stream()
                .filter(e -> e.name().equals("repetition-finished"))
                .toList();
        assertThat(repetitions)
                .extracting(e -> e.data().get("cell").asString() + " "
                        + e.data().get("variant").asString())
                .containsExactly("G1 transport", "G1 iterator", "Parallel transport", "Parallel iterator");
        assertThat(events)
                .filteredOn(e -> e.name().startsWith("run-") && !e.name().equals("run-finished"))
                .as("each cell's own run-started names it; its end is said by cell-finished")
                .extracting(e -> e.name() + " " + e.data().get("cell").asString())
                .containsExactly("run-started G1", "run-started Parallel");

        JsonNode run = api.getJson(location);
        assertThat(run.get("status").asString()).isEqualTo("succeeded");
        assertThat(run.get("result").isNull())
                .as("a matrix has no results.json of its own")
                .isTrue();
        String id = run.get("id").asString();
        Path dir = results().resolve(id);
        JsonNode matrix = run.get("matrix");
        assertThat(matrix)
                .isEqualTo(JsonMapper.builder()
                        .build()
                        .readTree(dir.resolve(MatrixIndex.MATRIX_JSON).toFile()));
        assertThat(matrix.get("reference").asString()).isEqualTo("G1");

        List<RunResults> cells =
                CELLS.stream().map(c -> ResultsFiles.read(dir.resolve(c))).toList();
        assertThat(cells)
                .allSatisfy(r -> assertThat(r.succeeded()).as(r.failureReason()).isTrue());
        assertThat(cells).extracting(r -> r.conditions().gc()).containsExactlyElementsOf(CELLS);
        List<Matrix.Cell> asked = new Matrix(KnobValues.defaults().with(Knob.GC, "G1,Parallel")).cells();
        MatrixComparison expected = MatrixComparison.of(List.of(
                new MatrixComparison.Cell("G1", asked.get(0).describe(), cells.get(0), true, null),
                new MatrixComparison.Cell("Parallel", asked.get(1).describe(), cells.get(1), true, null)));
        assertThat(matrix.get("table").asString())
                .as("the comparison the CLI prints, from the same MatrixComparison")
                .isEqualTo(MatrixTable.render(expected));
        JsonNode iterator = matrix.get("variants").get(0);
        assertThat(iterator.get("variant").asString()).isEqualTo("iterator");
        String time = Figure.DURATION_NANOS.id();
        assertThat(iterator.get("cells")
                        .get(1)
                        .get("figures")
                        .get(time)
                        .get("median")
                        .asDouble())
                .isEqualTo(expected.rows()
                        .getFirst()
                        .byCell()
                        .get(1)
                        .get(time)
                        .summary()
                        .median());
        assertThat(iterator.get("cells")
                        .get(1)
                        .get("versusReference")
                        .get(time)
                        .get("verdict")
                        .asString())
                .as("one JVM per cell resolves nothing")
                .isEqualTo("not-resolved");

        assertThat(run.get("links").get("matrixJson").asString()).isEqualTo(location + "/matrix.json");
        assertThat(run.get("links").get("indexHtml").asString()).isEqualTo(location + "/index.html");
        assertThat(run.get("links").get("matrixCsv").asString()).isEqualTo(location + "/matrix.csv");
        HttpResponse<String> csv = api.get(location + "/matrix.csv");
        assertThat(csv.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/csv"));
        assertThat(csv.body()).isEqualTo(Files.readString(dir.resolve("matrix.csv")));
        assertThat(run.get("links").has("resultsJson")).isFalse();
        assertThat(api.getBytes(location + "/index.html").body())
                .isEqualTo(Files.readAllBytes(dir.resolve(MatrixIndex.INDEX_HTML)));
        for (String cell : CELLS) { // where index.html's relative links lead
            assertThat(api.getBytes(location + "/" + cell + "/report.html").body())
                    .as(cell)
                    .isEqualTo(Files.readAllBytes(dir.resolve(cell).resolve("report.html")));
            assertThat(api.get(location + "/" + cell + "/results.json").statusCode())
                    .isEqualTo(200);
        }
        assertThat(api.get(location + "/ZGC/report.html").statusCode()).isEqualTo(404);
        for (String cell : CELLS) { // the web page's heap chart: each cell's repetitions, from the cell's directory
            HttpResponse<String> answer = api.get(location + "/" + cell + "/repetitions/iterator/1/samples");
            assertThat(answer.statusCode()).as("%s: %s", cell, answer.body()).isEqualTo(200);
            JsonNode samples = api.json(answer);
            Path document = dir.resolve(cell).resolve("jvms").resolve("iterator-1.json");
            assertThat(samples.get("samples").size())
                    .as("%s: the samples of its worker's document", cell)
                    .isPositive()
                    .isEqualTo(WorkerResultJson.read(document)
                            .passes()
                            .getFirst()
                            .samples()
                            .samples()
                            .size());
        }
        assertThat(api.get(location + "/repetitions/iterator/1/samples").statusCode())
                .as("a matrix's repetitions are its cells'")
                .isEqualTo(404);
        assertThat(api.get(location + "/ZGC/repetitions/iterator/1/samples").statusCode())
                .isEqualTo(404);
        assertThat(api.get(location + "/..%2F" + id + "/report.html").statusCode())
                .isIn(400, 404);
    }

    @Test
    void aBadListIsRefusedWith400NamingItsField() {
        assertThat(errorFields(api, "{\"gc\":[\"G1\",\"CMS\"]}")).containsExactly("gc");
        assertThat(errorFields(api, "{\"gc\":[\"G1\",\"g1\"]}"))
                .as("a value twice")
                .containsExactly("gc");
        assertThat(errorFields(api, "{\"jdk\":[\"current\",\"19\"]}"))
                .as("a JDK that is not there, found cell by cell")
                .containsExactly("jdk");
        assertThat(errorFields(api, "{\"client\":[\"jdk\",7]}")).containsExactly("client");
        assertThat(errorFields(api, "{\"gc\":[\"G1\",\"Parallel\"],\"scenario\":\"all\"}"))
                .contains("scenario");
    }

    private static List<String> errorFields(HttpApi api, String body) {
        HttpResponse<String> answer = api.post("/api/runs", body);
        assertThat(answer.statusCode()).as("%s: %s", body, answer.body()).isEqualTo(400);
        assertThat(answer.headers().firstValue("Content-Type").orElseThrow()).startsWith("application/problem+json");
        List<String> fields = new ArrayList<>();
        api.json(answer).get("errors").forEach(e -> fields.add(e.get("field").asString()));
        return fields;
    }
}
