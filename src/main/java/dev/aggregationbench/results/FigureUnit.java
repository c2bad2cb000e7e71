package dev.aggregationbench.results;

import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * How a figure's raw value (nanoseconds, bytes, milliseconds, a count: the unit in its id) is shown to a person and
 * published as a metric: the unit's symbol, the divisor from the raw value to it, the decimals, and the Prometheus
 * base unit with the factor from the raw value to it. {@code null} is "n/a", never 0.
 */
public enum FigureUnit {
    /** Nanoseconds shown in seconds: "0.515 s". */
    SECONDS("s", 1e9, 3, "seconds", 1e-9, nanos -> String.format(Locale.ROOT, "%.3f", nanos / 1e9)),
    /** Bytes shown in megabytes (10^6): "141 MB", "11.4 MB". */
    MEGABYTES(
            "MB",
            1e6,
            1,
            "bytes",
            1,
            bytes -> String.format(Locale.ROOT, bytes >= 100e6 ? "%.0f" : "%.1f", bytes / 1e6)),
    /** Bytes shown as bytes: "2,484 B". */
    BYTES("B", 1, 0, "bytes", 1, bytes -> String.format(Locale.ROOT, "%,.0f", bytes)),
    /** Bytes per second shown in megabytes per second: "612 MB/s". */
    MEGABYTES_PER_SECOND("MB/s", 1e6, 0, "bytes.per.second", 1, rate -> String.format(Locale.ROOT, "%.0f", rate / 1e6)),
    /** Milliseconds shown in milliseconds, published in seconds: "40 ms". */
    MILLISECONDS("ms", 1, 0, "seconds", 1e-3, millis -> String.format(Locale.ROOT, "%.0f", millis)),
    /** A count, without a symbol: "15", or "1.5" for a median between two counts. */
    COUNT("", 1, 0, null, 1, count -> String.format(Locale.ROOT, count == Math.rint(count) ? "%.0f" : "%.1f", count));

    private final String symbol;
    private final double divisor;
    private final int decimals;
    private final String baseUnit;
    private final double baseUnitFactor;
    private final DoubleFunction<String> number;

    FigureUnit(
            String symbol,
            double divisor,
            int decimals,
            String baseUnit,
            double baseUnitFactor,
            DoubleFunction<String> number) {
        this.symbol = symbol;
        this.divisor = divisor;
        this.decimals = decimals;
        this.baseUnit = baseUnit;
        this.baseUnitFactor = baseUnitFactor;
        this.number = number;
    }

    /** "s", "MB", "B", "MB/s", "ms"; empty for a count. */
    public String symbol() {
        return symbol;
    }

    /** Raw value / divisor = the value in {@link #symbol()}. */
    public double divisor() {
        return divisor;
    }

    /** Decimals shown after the point (the web page's; the text tables show megabytes above 100 without one). */
    public int decimals() {
        return decimals;
    }

    /** The metric's base unit ("seconds", "bytes"); {@code null} for a count. */
    public String baseUnit() {
        return baseUnit;
    }

    /** Raw value × this = the value in {@link #baseUnit()}. */
    public double baseUnitFactor() {
        return baseUnitFactor;
    }

    /** The value with its symbol, "0.515 s"; "n/a" when not measured. */
    public String format(Double raw) {
        if (raw == null) {
            return Units.NOT_MEASURED;
        }
        return symbol.isEmpty() ? number.apply(raw) : number.apply(raw) + " " + symbol;
    }

    /** The value without its symbol, "0.515" (for a spread, a compact cell); "n/a" when not measured. */
    public String bare(Double raw) {
        return raw == null ? Units.NOT_MEASURED : number.apply(raw);
    }
}
