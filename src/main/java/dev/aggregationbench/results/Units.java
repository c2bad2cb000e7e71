package dev.aggregationbench.results;

import java.util.Locale;

/** Formats raw figures (nanos, bytes) for people; {@code null} is "n/a", never 0. */
public final class Units {

    public static final String NOT_MEASURED = "n/a";

    private Units() {}

    public static String seconds(Double nanos) {
        return nanos == null ? NOT_MEASURED : String.format(Locale.ROOT, "%.3f s", nanos / 1e9);
    }

    public static String megabytes(Double bytes) {
        return bytes == null
                ? NOT_MEASURED
                : String.format(Locale.ROOT, bytes >= 100e6 ? "%.0f MB" : "%.1f MB", bytes / 1e6);
    }

    public static String bytesCount(Double bytes) {
        return bytes == null ? NOT_MEASURED : String.format(Locale.ROOT, "%,.0f B", bytes);
    }

    public static String megabytesPerSecond(Double bytesPerSecond) {
        return bytesPerSecond == null ? NOT_MEASURED : String.format(Locale.ROOT, "%.0f MB/s", bytesPerSecond / 1e6);
    }

    public static String count(Double count) {
        if (count == null) {
            return NOT_MEASURED;
        }
        return count == Math.rint(count)
                ? String.format(Locale.ROOT, "%.0f", count)
                : String.format(Locale.ROOT, "%.1f", count);
    }

    public static String millis(Double millis) {
        return millis == null ? NOT_MEASURED : String.format(Locale.ROOT, "%.0f ms", millis);
    }

    /** Formats a figure's value in the figure's own unit. */
    public static String of(Figure figure, Double value) {
        return switch (figure) {
            case DURATION_NANOS,
                    CPU_TIME_NANOS,
                    COLD_DURATION_NANOS,
                    COLD_CPU_TIME_NANOS,
                    RESPONSE_WAIT_NANOS,
                    IDLE_NANOS -> seconds(value);
            case PEAK_HEAP_BYTES, LIVE_HEAP_AFTER_GC_BYTES, ALLOCATED_BYTES, PEAK_RSS_BYTES -> megabytes(value);
            case ALLOCATED_BYTES_PER_ORDER, COLD_ALLOCATED_BYTES_PER_ORDER -> bytesCount(value);
            case ALLOCATION_RATE_BYTES_PER_SECOND -> megabytesPerSecond(value);
            case GC_PAUSE_COUNT, WARMUP_PASSES -> count(value);
            case GC_PAUSE_MILLIS, COMPILATION_MILLIS -> millis(value);
        };
    }

    /** The value without its unit, for the spread line: "0.812–0.904". */
    public static String bare(Figure figure, Double value) {
        String text = of(figure, value);
        int space = text.lastIndexOf(' ');
        return space < 0 ? text : text.substring(0, space);
    }
}
