package dev.aggregationbench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import org.junit.jupiter.api.Test;

/** The cells of a matrix: every combination of the dimension knobs' values, the first dimension slowest. */
class MatrixTest {

    @Test
    void everyCombinationIsACellNamedByTheDimensionsThatVary() {
        KnobValues values = KnobValues.defaults()
                .with(Knob.JDK, "21,25")
                .with(Knob.GC, "g1,ZGC,parallel")
                .with(Knob.ORDERS, "2000");

        assertThat(Matrix.isMatrix(values)).isTrue();
        Matrix matrix = new Matrix(values);
        assertThat(matrix.cells())
                .extracting(Matrix.Cell::name)
                .containsExactly("jdk21-G1", "jdk21-ZGC", "jdk21-Parallel", "jdk25-G1", "jdk25-ZGC", "jdk25-Parallel");
        Matrix.Cell last = matrix.cells().getLast();
        assertThat(last.describe()).isEqualTo("jdk 25, gc Parallel, client jdk");
        assertThat(last.options().jdk()).isEqualTo("25");
        assertThat(last.options().gc()).isEqualTo(GcChoice.PARALLEL);
        assertThat(last.options().orders())
                .as("the other knobs are every cell's")
                .isEqualTo(2000);
    }

    @Test
    void oneValueEachIsARunAndOnlyAVariedDimensionNamesTheCell() {
        assertThat(Matrix.isMatrix(KnobValues.defaults().with(Knob.GC, "ZGC"))).isFalse();
        assertThat(RunOptions.from(KnobValues.defaults()).currentJdk()).isTrue();

        Matrix overJdks = new Matrix(KnobValues.defaults().with(Knob.JDK, "current,/opt/jdks/temurin-21,/srv/21"));
        assertThat(overJdks.cells())
                .extracting(Matrix.Cell::name)
                .containsExactly("jdkcurrent", "jdktemurin-21", "jdk21");
        assertThat(overJdks.cells().get(1).options().jdk()).isEqualTo("/opt/jdks/temurin-21");
    }

    @Test
    void twoHomesEndingInTheSameNameGetCellsOfTheirOwn() {
        Matrix matrix = new Matrix(KnobValues.defaults().with(Knob.JDK, "/a/21,/b/21"));
        assertThat(matrix.cells()).extracting(Matrix.Cell::name).containsExactly("jdk21", "jdk21-2");
    }

    @Test
    void aMatrixIsNotOneRunsOptions() {
        assertThatThrownBy(() -> RunOptions.from(KnobValues.defaults().with(Knob.GC, "G1,ZGC")))
                .hasMessageContaining("make a matrix");
    }
}
