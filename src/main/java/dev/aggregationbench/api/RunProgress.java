package dev.aggregationbench.api;

/**
 * How far a running run is: the variant being measured and its repetition (fresh JVM) number; in a matrix, also the
 * cell running.
 *
 * @param repetitionsFinished repetitions finished so far, over all variants (the transport row included) and cells
 * @param cell                the matrix's cell running ({@code jdk21-G1}); null for a run that is no matrix
 * @param cellNumber          its place among the cells, from 1; 0 for a run that is no matrix
 * @param cells               how many cells the matrix has; 0 for a run that is no matrix
 */
record RunProgress(
        String variant,
        int repetition,
        int repetitions,
        int repetitionsFinished,
        String cell,
        int cellNumber,
        int cells) {

    public static final RunProgress NONE = new RunProgress(null, 0, 0, 0, null, 0, 0);

    /** At a variant's repetition, in the same cell. */
    RunProgress at(String newVariant, int newRepetition, int newRepetitions, int finished) {
        return new RunProgress(newVariant, newRepetition, newRepetitions, finished, cell, cellNumber, cells);
    }

    /** In a new cell, its first variant not started yet. */
    RunProgress inCell(String newCell, int number, int count) {
        return new RunProgress(null, 0, 0, repetitionsFinished, newCell, number, count);
    }
}
