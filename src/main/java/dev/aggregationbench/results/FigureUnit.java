package dev.aggregationbench.results;

import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * How a figure's raw value (nanoseconds, bytes, milliseconds, a count: the unit in its id) is shown to a person and
 * published as a metric. {@code null} is "n/a", never 0. The units are the constants below.
 *
 * @param symbol         "s", "MB", "B", "MB/s", "ms"; empty for a count
 * @param divisor        raw value / divisor = the value in {@code symbol}
 * @param decimals       decimals shown after the point (the web page's; the text tables show megabytes above 100
 *                       without one)
 * @param baseUnit       the metric's base unit ("seconds", "bytes"); {@code null} for a count
 * @param baseUnitFactor raw value × this = the value in {@code baseUnit}
 * @param number         the raw value as the text tables write its number, without the symbol
 */
public record FigureUnit(
        String symbol,
        double divisor,
        int decimals,
        String baseUnit,
        double baseUnitFactor,
        DoubleFunction<String> number) {

    /** Nanoseconds shown in seconds: "0.515 s". */
    public static final FigureUnit SECONDS =
            new FigureUnit("s", 1e9, 3, "seconds", 1e-9, nanos -> String.format(Locale.ROOT, "%.3f", nanos / 1e9));
    /** Bytes shown in megabytes (10^6): "141 MB", "11.4 MB". */
    public static final FigureUnit MEGABYTES = new FigureUnit(
            "MB",
            1e6,
            1,
            "bytes",
            1,
            bytes -> String.format(Locale.ROOT, bytes >= 100e6 ? "%.0f" : "%.1f", bytes / 1e6));
    /** Bytes shown as bytes: "2,484 B". */
    public static final FigureUnit BYTES =
            new FigureUnit("B", 1, 0, "bytes", 1, bytes -> String.format(Locale.ROOT, "%,.0f", bytes));
    /** Bytes per second shown in megabytes per second: "612 MB/s". */
    public static final FigureUnit MEGABYTES_PER_SECOND = new FigureUnit(
            "MB/s", 1e6, 0, "bytes.per.second", 1, rate -> String.format(Locale.ROOT, "%.0f", rate / 1e6));
    /** Milliseconds shown in milliseconds, published in seconds: "40 ms". */
    public static final FigureUnit MILLISECONDS =
            new FigureUnit("ms", 1, 0, "seconds", 1e-3, millis -> String.format(Locale.ROOT, "%.0f", millis));
    /** A count, without a symbol: "15", or "1.5" for a median between two counts. */
    public static final FigureUnit COUNT = new FigureUnit(
            "", 1, 0, null, 1, count -> String.format(Locale.ROOT, count == Math.rint(count) ? "%.0f" : "%.1f", count));

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
