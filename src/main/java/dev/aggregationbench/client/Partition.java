package dev.aggregationbench.client;

/**
 * One of {@code count} contiguous slices of the order set: slice {@code index} holds the orders with global index in
 * {@code [index * N / count, (index + 1) * N / count)}. The server cuts the slices; the client only names one on the
 * first page of a walk ({@code ?partition=index&partitions=count}) and follows the cursors it is given after that.
 */
record Partition(int index, int count) {

    public Partition {
        if (count < 1) {
            throw new IllegalArgumentException("partitions must be >= 1, was " + count);
        }
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException(
                    "partition must be 0.." + (count - 1) + " for " + count + " partitions, was " + index);
        }
    }

    /** The query parameters that name this partition, without a leading separator. */
    String queryParameters() {
        return "partition=" + index + "&partitions=" + count;
    }
}
