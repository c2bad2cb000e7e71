package dev.aggregationbench.api;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.orchestration.WorkerJdk;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOptions.FieldError;
import dev.aggregationbench.run.RunRules;
import dev.aggregationbench.run.Scenarios;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The body of {@code POST /api/runs}: the knobs under their fields ({@code --page-size} is {@code pageSize}), each
 * read as the text the CLI would get ({@link KnobFields}) and checked by the same rules ({@link RunRules}). Every
 * field is optional; an absent or null one takes the knob's default. An unknown field is refused; a knob's old name
 * ({@code interval}, {@code timeout}) is read as the knob. Also the shape of the effective options shown for a run
 * (then every knob is there). A dimension knob ({@code jdk}, {@code gc}, {@code client}) with several values makes
 * the run a matrix, as on the command line ({@link #toRunnableMatrix}). Its OpenAPI schema is written from the
 * knobs' definitions ({@link RunOptionsSchema}).
 */
@Schema(
        name = "RunRequest",
        description = "Benchmark options; every field optional, defaults as in the CLI. A knob only some scenarios "
                + "read (latencyMillis, workPerOrderMicros, concurrency, threads, faultRate, faultKinds) is "
                + "refused under the others",
        example = "{\"orders\":100000,\"variants\":[\"naive\",\"reactor\"],\"repetitions\":3}")
public final class RunRequest {

    /** Why {@code scenario: "all"} is refused: a run here is one results directory, the teaching set is five. */
    static final String ALL_REFUSED = "all (the teaching set) is five runs, each with its own results directory, "
            + "and a run here is one: submit one run per scenario (sequential, latency, pipelined, fan-out, faults; "
            + "the teaching sizes are in docs/measuring.md), or run ./benchmark.sh --scenario=all";

    /** Why {@link #toOptions} refuses a matrix: its caller wants one run's options ({@link #toRunnableMatrix}). */
    static final String MATRIX_NOT_ONE_RUN =
            "with several values makes a matrix, a run per cell (docs/matrix.md), " + "not the options of one run";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final Map<String, JsonNode> fields = new LinkedHashMap<>();

    @JsonAnySetter
    void set(String name, JsonNode value) {
        fields.put(name, value);
    }

    @JsonAnyGetter
    Map<String, JsonNode> fields() {
        return fields;
    }

    /** The knob's value as given, as text (a list's items joined by commas); null when it was not given. */
    public String text(Knob knob) {
        JsonNode value = fields.get(knob.definition().field());
        if (value == null || value.isNull()) {
            return null;
        }
        if (value.isArray()) {
            List<String> items = new ArrayList<>();
            value.forEach(item -> items.add(KnobFields.scalar(item)));
            return String.join(",", items);
        }
        return KnobFields.scalar(value);
    }

    /** Whether the body asks for a matrix: a dimension knob with several values. */
    @JsonIgnore
    public boolean isMatrix() {
        Map<Knob, String> dimensions = new EnumMap<>(Knob.class);
        Matrix.DIMENSIONS.forEach(d -> {
            String text = text(d.knob());
            if (text != null) {
                dimensions.put(d.knob(), text);
            }
        });
        return Matrix.isMatrix(KnobValues.of(dimensions));
    }

    /** The run options this body asks for, defaults filled in, or every problem with it, each naming its field. */
    public RunOptions toOptions(int machineCpus) {
        KnobValues given = toValues(machineCpus);
        if (Matrix.isMatrix(given)) {
            throw new InvalidRunRequestException(Matrix.DIMENSIONS.stream()
                    .filter(d -> given.list(d.knob()).size() > 1)
                    .map(d -> new FieldError(d.knob().definition().field(), MATRIX_NOT_ONE_RUN))
                    .toList());
        }
        return RunOptions.from(given);
    }

    /**
     * The knob values this body asks for, defaults filled in and checked by the CLI's rules, dimension knobs with
     * their lists; or every problem with it, each naming its field.
     */
    KnobValues toValues(int machineCpus) {
        List<FieldError> errors = new ArrayList<>();
        Map<Knob, String> values = KnobFields.read(fields, errors);
        if (Scenarios.ALL.equals(values.get(Knob.SCENARIO))) { // refused as a whole: what `all` would refuse aside
            errors.add(new FieldError(Knob.SCENARIO.definition().field(), ALL_REFUSED));
        } else {
            errors.addAll(RunRules.check(KnobValues.of(values), machineCpus));
        }
        if (!errors.isEmpty()) {
            throw new InvalidRunRequestException(errors);
        }
        return KnobValues.of(values);
    }

    /**
     * As {@link #toOptions}, for a run about to be queued: its JDK must also be found, with its collector (not asked
     * of a stored run's options, whose JDK may have gone since).
     */
    public RunOptions toRunnableOptions(int machineCpus) {
        RunOptions options = toOptions(machineCpus);
        WorkerJdk.problem(options).ifPresent(problem -> {
            throw new InvalidRunRequestException(List.of(problem));
        });
        return options;
    }

    /**
     * For a matrix about to be queued: its cells, each cell's JDK found with its collector (as the CLI checks them:
     * every problem, each naming its field); empty when the body asks for one run ({@link #toRunnableOptions}).
     */
    public Optional<Matrix> toRunnableMatrix(int machineCpus) {
        KnobValues values = toValues(machineCpus);
        if (!Matrix.isMatrix(values)) {
            return Optional.empty();
        }
        Matrix matrix = new Matrix(values);
        List<FieldError> problems = matrix.cells().stream()
                .map(cell -> WorkerJdk.problem(cell.options()))
                .flatMap(Optional::stream)
                .distinct()
                .toList();
        if (!problems.isEmpty()) {
            throw new InvalidRunRequestException(problems);
        }
        return Optional.of(matrix);
    }

    /** The effective options of a run, under the body's names (as results.json's {@code options} has them). */
    public static RunRequest of(RunOptions options) {
        RunRequest request = new RunRequest();
        JSON.valueToTree(options).properties().forEach(field -> request.set(field.getKey(), field.getValue()));
        return request;
    }

    /** The effective options of a matrix: its first cell's, each dimension it varies with its values in order. */
    public static RunRequest of(Matrix matrix) {
        List<Matrix.Cell> cells = matrix.cells();
        RunRequest request = of(cells.getFirst().options());
        for (int i = 0; i < Matrix.DIMENSIONS.size(); i++) {
            Matrix.Dimension d = Matrix.DIMENSIONS.get(i);
            if (matrix.varied().contains(d)) {
                int at = i;
                List<String> values = cells.stream()
                        .map(c -> c.coordinates().get(at).value())
                        .distinct()
                        .toList();
                request.set(d.knob().definition().field(), JSON.valueToTree(values));
            }
        }
        return request;
    }
}
