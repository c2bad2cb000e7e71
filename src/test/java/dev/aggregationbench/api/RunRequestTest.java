package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.knob.Knob;
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

    /** gc and jdk are matrix dimensions: one value (a string, or an array of one) is a run; several are refused. */
    @Test
    void oneJdkAndOneCollectorAreARunAndSeveralAreAMatrixRefusedNamingEachList() {
        assertThat(options("{\"gc\":\"zgc\",\"jdk\":\"current\"}"))
                .satisfies(o -> assertThat(o.gc().displayName()).isEqualTo("ZGC"))
                .satisfies(o -> assertThat(o.currentJdk()).isTrue());
        assertThat(options("{\"gc\":[\"Parallel\"]}").gc().displayName()).isEqualTo("Parallel");
        assertThat(errors("{\"gc\":[\"G1\",\"ZGC\"],\"jdk\":\"21,25\"}"))
                .extracting(FieldError::field, FieldError::message)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("jdk", RunRequest.MATRIX_REFUSED),
                        org.assertj.core.groups.Tuple.tuple("gc", RunRequest.MATRIX_REFUSED));
        assertThatThrownBy(() ->
                        JSON.readValue("{\"jdk\":\"19\"}", RunRequest.class).toRunnableOptions(2))
                .isInstanceOfSatisfying(
                        InvalidRunRequestException.class,
                        e -> assertThat(e.errors())
                                .singleElement()
                                .satisfies(f -> assertThat(f.field()).isEqualTo("jdk"))
                                .satisfies(f ->
                                        assertThat(f.message()).startsWith("no JDK 19 found; looked in JAVA_HOME")));
        assertThat(errors("{\"jdk\":\"21\",\"isolation\":\"docker\"}"))
                .extracting(FieldError::field)
                .containsExactly("isolation");
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
                .flatMap(knob -> Stream.concat(Stream.of(knob.field()), knob.aliases().stream()))
                .distinct()
                .sorted()
                .toList()
                .toString();
    }
}
