package dev.aggregationbench.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunOptions;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The client is a condition of a comparison: a run on the spring client against one on the JDK client is compared
 * only with {@code --allow-different-conditions}. A run written before the knob existed ran on the JDK client.
 */
class ClientConditionTest {

    private final RunResults older = ResultsFiles.read(Path.of("docs/results/2026-11-26-headline-afternoon"));

    @Test
    void aListOfClientsIsAMatrixWithACellPerClient() {
        var cells = new Matrix(KnobValues.defaults().with(Knob.CLIENT, "jdk,spring")).cells();

        assertThat(cells).extracting(Matrix.Cell::name).containsExactly("jdk", "spring");
        assertThat(cells).extracting(c -> c.options().client()).containsExactly("jdk", "spring");
    }

    @Test
    void aRunPlannedOnTheSpringClientDiffersFromAnOlderRunByItsClientOnly() {
        RunOptions sameButSpring = older.options().with(Knob.CLIENT, "spring");

        assertThat(RunComparison.describe(RunComparison.differences(older, sameButSpring)))
                .isEqualTo("client jdk vs spring");
        assertThat(RunComparison.differences(older, older.options().with(Knob.CLIENT, "jdk")))
                .as("an older run is a jdk run")
                .isEmpty();
    }
}
