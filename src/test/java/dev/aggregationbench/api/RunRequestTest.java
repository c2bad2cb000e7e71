package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOptions.FieldError;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The REST body is read knob by knob from the definitions: each field as the CLI would get it, with the JSON type
 * its knob takes, old names read as the knob, unknown fields refused, every problem named by its field.
 */
class RunRequestTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static RunOptions options(String body) {
        return JSON.readValue(body, RunRequest.class).toOptions(2);
    }

    private static List<FieldError> errors(String body) {
        try {
            options(body);
        } catch (InvalidRunRequestException e) {
            return e.errors();
        }
        throw new AssertionError("accepted: " + body);
    }

    @Test
    void aWordOrANumberIsTakenAsAStringOrANumber() {
        assertThat(options("{\"scenario\":\"faults\",\"faultRate\":\"auto\"}").faultRate())
                .isEqualTo(RunOptions.SCENARIO_FAULT_RATE);
        assertThat(options("{\"scenario\":\"faults\",\"faultRate\":0.2}").faultRate())
                .isEqualTo(0.2);
        assertThat(options("{\"warmup\":3,\"threads\":\"per-aggregation\",\"scenario\":\"fan-out\"}"))
                .satisfies(o -> assertThat(o.warmup()).isEqualTo("3"))
                .satisfies(o -> assertThat(o.threads()).isEqualTo("per-aggregation"));
        assertThat(options("{\"scenario\":\"latency\",\"latencyMillis\":50}").latencyMillis())
                .isEqualTo("50");
    }

    /**
     * gc, jdk and client are matrix dimensions: one value (a string, or an array of one) is a run; several are a
     * matrix, whose cells are those of the CLI's ({@link Matrix}); one run's options refuse it, naming each list.
     */
    private static void assertJdk19NotFound(org.assertj.core.api.ThrowableAssert.ThrowingCallable queueing) {
        assertThatThrownBy(queueing)
                .isInstanceOfSatisfying(
                        InvalidRunRequestException.class,
                        e -> assertThat(e.errors())
                                .singleElement()
                                .satisfies(f -> assertThat(f.field()).isEqualTo("jdk"))
                                .satisfies(f ->
                                        assertThat(f.message()).startsWith("no JDK 19 found; looked in JAVA_HOME")));
    }

    @Test
    void oneJdkAndOneCollectorAreARunAndSeveralAreAMatrix() {
        assertThat(options("{\"gc\":\"zgc\",\"jdk\":\"current\"}"))
                .satisfies(o -> assertThat(o.gc().displayName()).isEqualTo("ZGC"))
                .satisfies(o -> assertThat(o.currentJdk()).isTrue());
        assertThat(options("{\"gc\":[\"Parallel\"]}").gc().displayName()).isEqualTo("Parallel");
        assertThat(errors("{\"gc\":[\"G1\",\"ZGC\"],\"jdk\":\"21,25\"}"))
                .extracting(FieldError::field, FieldError::message)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("jdk", RunRequest.MATRIX_NOT_ONE_RUN),
                        org.assertj.core.groups.Tuple.tuple("gc", RunRequest.MATRIX_NOT_ONE_RUN));
        RunRequest matrix =
                JSON.readValue("{\"gc\":[\"g1\",\"Parallel\"],\"client\":\"jdk,spring\"}", RunRequest.class);
        assertThat(matrix.isMatrix()).isTrue();
        assertThat(JSON.readValue("{\"gc\":[\"Parallel\"]}", RunRequest.class).isMatrix())
                .isFalse();
        Matrix cells = new Matrix(matrix.toValues(2));
        assertThat(cells.cells())
                .extracting(Matrix.Cell::name)
                .containsExactly("G1-jdk", "G1-spring", "Parallel-jdk", "Parallel-spring");
        JsonNode shown = JSON.valueToTree(RunRequest.of(cells));
        assertThat(shown.get("gc").toString()).isEqualTo("[\"G1\",\"Parallel\"]");
        assertThat(shown.get("client").toString()).isEqualTo("[\"jdk\",\"spring\"]");
        assertThat(shown.get("jdk").asString()).isEqualTo("current");
        assertThat(RunRequest.of(cells).text(Knob.GC)).isEqualTo("G1,Parallel");
        assertJdk19NotFound(
                () -> JSON.readValue("{\"jdk\":\"19\"}", RunRequest.class).toRunnableOptions(2));
        // a matrix is checked cell by cell, as the CLI checks it: the missing JDK is named
        assertJdk19NotFound(() -> JSON.readValue("{\"jdk\":[\"19\",\"current\"]}", RunRequest.class)
                .toRunnableMatrix(2));
        assertThat(options("{\"jdk\":\"21\",\"isolation\":\"docker\"}").isolation())
                .as("docker runs a JDK of the workers' own on an image of its runtime")
                .isEqualTo(IsolationMode.DOCKER);
    }

    @Test
    void theContextKnobsAreTakenForAFanOut() {
        RunOptions context =
                options("{\"scenario\":\"fan-out\",\"context\":\"reactor-context\",\"contextPropagation\":\"fixed\"}");
        assertThat(context.context()).isEqualTo("reactor-context");
        assertThat(context.contextPropagation()).isEqualTo("fixed");
        assertThat(options("{}").context()).isEqualTo("none");
        assertThat(errors("{\"scenario\":\"fan-out\",\"context\":\"baggage\"}"))
                .extracting(FieldError::field)
                .containsExactly("context");
    }

    @Test
    void oldNamesAreReadAsTheirKnob() {
        RunOptions old = options("{\"interval\":50,\"timeout\":60}");
        assertThat(old.intervalMillis()).isEqualTo(50);
        assertThat(old.timeoutSeconds()).isEqualTo(60);
    }

    @Test
    void aNumberAsAStringANullInAListAndAnUnknownFieldAreEachNamed() {
        assertThat(errors("{\"orders\":\"1000\",\"concurrency\":[1,null],\"colour\":\"red\",\"gc\":\"CMS\"}"))
                .extracting(FieldError::field, FieldError::message)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple("orders", "must be a JSON number, was '\"1000\"'"),
                        org.assertj.core.groups.Tuple.tuple(
                                "concurrency", "must be an array of JSON numbers, was '[1,null]'"),
                        org.assertj.core.groups.Tuple.tuple(
                                "colour", "unknown property; known properties: " + knownNames()),
                        org.assertj.core.groups.Tuple.tuple(
                                "gc", "each value must be one of G1, ZGC, Shenandoah, Parallel, Serial, was 'CMS'"));
    }

    @Test
    void theEchoOfARunIsItsOptionsUnderTheKnobsNames() {
        RunOptions options = options("{\"orders\":2000,\"variants\":[\"naive\",\"reactor\"]}");
        RunRequest echo = RunRequest.of(options);
        JsonNode echoed = JSON.valueToTree(echo);
        JsonNode recorded = JSON.valueToTree(options);
        assertThat(echoed).isEqualTo(recorded);
        assertThat(JSON.convertValue(echo, RunRequest.class).toOptions(2)).isEqualTo(options);
        assertThatThrownBy(() -> options("{\"scenario\":\"all\"}"))
                .isInstanceOf(InvalidRunRequestException.class)
                .hasMessageContaining("scenario: all (the teaching set) is five runs");
    }

    /** Every knob's field and old name, sorted, as the refusal lists them. */
    private static String knownNames() {
        return Arrays.stream(Knob.values())
                .flatMap(knob ->
                        Stream.concat(Stream.of(knob.definition().field()), knob.definition().aliases().stream()))
                .distinct()
                .sorted()
                .toList()
                .toString();
    }
}
