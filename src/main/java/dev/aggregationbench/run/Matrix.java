package dev.aggregationbench.run;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A matrix: the same run in several cells, one per combination of the values of the dimension knobs ({@link #DIMENSIONS}:
 * {@code jdk}, then {@code gc}, then {@code client}). A dimension knob takes a comma list; when any holds more than one value the run is a
 * matrix, and each cell is a whole ordinary run of its own ({@code --jdk=21,25 --gc=G1,Parallel}: four cells, the
 * first the reference the others are compared with). A new dimension is one more entry in {@link #DIMENSIONS}.
 *
 * @param values the knobs as given, dimension knobs with their lists
 */
public record Matrix(KnobValues values) {

    /**
     * A knob whose list value expands into cells.
     *
     * @param knob   the knob (its kind a list)
     * @param prefix what a cell's name puts before the value ({@code jdk} makes {@code jdk21}; G1 needs none)
     */
    public record Dimension(Knob knob, String prefix) {

        /** The value as part of a directory name: letters, digits, dots and dashes only. */
        String label(String value) {
            String bare = value.replaceAll("^.*/(?=[^/]+$)", "").replaceAll("[^A-Za-z0-9.]+", "-");
            return prefix + bare.replaceAll("^-+|-+$", "");
        }
    }

    /** The dimension knobs, in the order a cell's name and the matrix table list them. */
    public static final List<Dimension> DIMENSIONS =
            List.of(new Dimension(Knob.JDK, "jdk"), new Dimension(Knob.GC, ""), new Dimension(Knob.CLIENT, ""));

    /**
     * One cell: a value per dimension and the run's options there.
     *
     * @param name        its directory under the matrix's output directory: the multi-valued dimensions' labels,
     *                    joined by {@code -} ({@code jdk21-G1})
     * @param coordinates each dimension knob's field and its value in this cell, in {@link #DIMENSIONS}' order
     */
    public record Cell(String name, List<Coordinate> coordinates, RunOptions options) {

        /** {@code jdk 21, gc G1}: the cell in words. */
        public String describe() {
            return String.join(
                    ", ",
                    coordinates.stream().map(c -> c.knob() + " " + c.value()).toList());
        }
    }

    /** A dimension knob's value in a cell ({@code knob} is the field name). */
    public record Coordinate(String knob, String value) {}

    /** Whether these values make a matrix: some dimension knob lists more than one value. */
    public static boolean isMatrix(KnobValues values) {
        return DIMENSIONS.stream()
                .anyMatch(d -> values.isGood(d.knob()) && items(values, d).size() > 1);
    }

    /** {@code --jdk or --gc} (or the fields). */
    public static String dimensionsText(Function<Knob, String> name) {
        return String.join(
                " or ", DIMENSIONS.stream().map(d -> name.apply(d.knob())).toList());
    }

    static String dimensionsText() {
        return dimensionsText(knob -> knob.definition().field());
    }

    /** The dimensions with more than one value here: what the matrix varies. */
    public List<Dimension> varied() {
        return DIMENSIONS.stream().filter(d -> items(values, d).size() > 1).toList();
    }

    /** Every cell, the first dimension varying slowest; the first cell is the reference. */
    public List<Cell> cells() {
        List<List<Coordinate>> combinations = new ArrayList<>(List.of(List.of()));
        for (Dimension d : DIMENSIONS) {
            List<List<Coordinate>> longer = new ArrayList<>();
            for (List<Coordinate> prefix : combinations) {
                for (String value : items(values, d)) {
                    List<Coordinate> next = new ArrayList<>(prefix);
                    next.add(new Coordinate(d.knob().definition().field(), value));
                    longer.add(List.copyOf(next));
                }
            }
            combinations = longer;
        }
        List<Dimension> varied = varied();
        List<Cell> cells = new ArrayList<>();
        for (List<Coordinate> coordinates : combinations) {
            KnobValues cell = values;
            List<String> name = new ArrayList<>();
            for (int i = 0; i < DIMENSIONS.size(); i++) {
                Dimension d = DIMENSIONS.get(i);
                String value = coordinates.get(i).value();
                cell = cell.with(d.knob(), value);
                if (varied.contains(d)) {
                    name.add(d.label(value));
                }
            }
            String unique = String.join("-", name);
            for (int n = 2; taken(cells, unique); n++) { // two JDK homes ending in the same directory name
                unique = String.join("-", name) + "-" + n;
            }
            cells.add(new Cell(unique, coordinates, RunOptions.from(cell)));
        }
        return List.copyOf(cells);
    }

    private static boolean taken(List<Cell> cells, String name) {
        return cells.stream().anyMatch(c -> c.name().equals(name));
    }

    private static List<String> items(KnobValues values, Dimension d) {
        return values.list(d.knob()).stream()
                .map(v -> d.knob() == Knob.GC ? GcChoice.parse(v).displayName() : v)
                .distinct()
                .toList();
    }
}
