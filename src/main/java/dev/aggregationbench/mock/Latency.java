package dev.aggregationbench.mock;

import dev.aggregationbench.knob.LatencySyntax;
import dev.aggregationbench.text.Echo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.statistics.distribution.LogNormalDistribution;

/**
 * Per-page latency, parsed from one option value ({@code --latency-millis}):
 * <ul>
 *   <li>{@code 50}: every page 50 ms late ({@code 0}: none);</li>
 *   <li>{@code lognormal:p50=20,p99=120}: log-normal with that median and 99th percentile, in ms;</li>
 *   <li>{@code uniform:min=10,max=50}: uniform between the two, in ms, both included.</li>
 * </ul>
 * A page's delay is {@link #delayMillis(double)} of a number in [0, 1) that the caller derives from (seed, page),
 * never from a random generator shared between requests, so every variant meets the same delays whatever the order
 * of its requests. Every number in every form is at most {@value #MAX_MILLIS} ms, and so is every delay drawn (a
 * log-normal's tail beyond it is cut there): the limit of the {@code latencyMillis} knob ({@code knob.LatencySyntax}),
 * whose syntax this parses.
 */
public sealed interface Latency {

    /** The most any latency parameter, and any page's delay, may be: a minute. */
    int MAX_MILLIS = LatencySyntax.MAX_MILLIS;

    /** No latency. */
    Latency NONE = new Fixed(0);

    /** The delay for the quantile {@code u} (0 <= u < 1), in whole milliseconds. */
    int delayMillis(double u);

    /** The option value that gives this latency back. */
    String spec();

    /** Parses an option value; throws {@link IllegalArgumentException} naming what is wrong. */
    static Latency parse(String spec) {
        String text = spec == null ? "" : spec.strip();
        int colon = text.indexOf(':');
        if (colon < 0) {
            return new Fixed(Params.millis("latency", text));
        }
        String kind = text.substring(0, colon);
        Params params = Params.parse(spec, text.substring(colon + 1));
        return switch (kind) {
            case "lognormal" -> new LogNormal(params.only("p50", "p99").millis("p50"), params.millis("p99"));
            case "uniform" -> new Uniform(params.only("min", "max").millis("min"), params.millis("max"));
            default ->
                throw new IllegalArgumentException("latency " + Echo.quote(spec) + ": unknown distribution "
                        + Echo.quote(kind) + "; use a number of ms, lognormal:p50=MS,p99=MS or uniform:min=MS,max=MS");
        };
    }

    /** The same delay for every page. */
    record Fixed(int millis) implements Latency {
        public Fixed {
            if (millis < 0 || millis > MAX_MILLIS) {
                throw new IllegalArgumentException("latency must be 0.." + MAX_MILLIS + " ms, was " + millis);
            }
        }

        @Override
        public int delayMillis(double u) {
            return millis;
        }

        @Override
        public String spec() {
            return Integer.toString(millis);
        }
    }

    /** Log-normal with the given median and 99th percentile: a long right tail, as measured latencies have. */
    record LogNormal(int p50Millis, int p99Millis) implements Latency {
        /** The standard normal's 99th percentile. */
        private static final double Z99 = 2.3263478740408408;

        public LogNormal {
            if (p50Millis < 1 || p99Millis <= p50Millis || p99Millis > MAX_MILLIS) {
                throw new IllegalArgumentException("lognormal latency needs 1 <= p50 < p99 <= " + MAX_MILLIS
                        + " ms, was p50=" + p50Millis + ", p99=" + p99Millis);
            }
        }

        @Override
        public int delayMillis(double u) {
            double mu = Math.log(p50Millis);
            double sigma = Math.log((double) p99Millis / p50Millis) / Z99;
            double millis = LogNormalDistribution.of(mu, sigma).inverseCumulativeProbability(u);
            return (int) Math.min(MAX_MILLIS, Math.round(millis)); // the far tail: cut at the limit, not wrapped
        }

        @Override
        public String spec() {
            return "lognormal:p50=" + p50Millis + ",p99=" + p99Millis;
        }
    }

    /** Uniform between {@code minMillis} and {@code maxMillis}, both included. */
    record Uniform(int minMillis, int maxMillis) implements Latency {
        public Uniform {
            if (minMillis < 0 || maxMillis < minMillis || maxMillis > MAX_MILLIS) {
                throw new IllegalArgumentException("uniform latency needs 0 <= min <= max <= " + MAX_MILLIS
                        + " ms, was min=" + minMillis + ", max=" + maxMillis);
            }
        }

        @Override
        public int delayMillis(double u) {
            return minMillis + (int) Math.floor(u * (maxMillis - minMillis + 1));
        }

        @Override
        public String spec() {
            return "uniform:min=" + minMillis + ",max=" + maxMillis;
        }
    }

    /** {@code name=value,...} of a distribution, each value a whole number of ms. */
    record Params(String spec, Map<String, String> values) {
        static Params parse(String spec, String list) {
            Map<String, String> values = new LinkedHashMap<>();
            for (String pair : list.split(",", -1)) {
                int eq = pair.indexOf('=');
                if (eq < 1) {
                    throw new IllegalArgumentException(
                            "latency " + Echo.quote(spec) + ": " + Echo.quote(pair) + " is not name=milliseconds");
                }
                values.put(pair.substring(0, eq).strip(), pair.substring(eq + 1).strip());
            }
            return new Params(spec, values);
        }

        /** These parameters, or throws naming the first one that is not among {@code names}. */
        Params only(String... names) {
            for (String name : values.keySet()) {
                if (!List.of(names).contains(name)) {
                    throw new IllegalArgumentException("latency " + Echo.quote(spec) + ": unknown parameter "
                            + Echo.quote(name) + "; expected " + String.join(", ", names));
                }
            }
            return this;
        }

        int millis(String name) {
            String value = values.get(name);
            if (value == null) {
                throw new IllegalArgumentException("latency " + Echo.quote(spec) + ": " + name + "= is missing");
            }
            return millis("latency " + Echo.quote(spec) + ": " + name, value);
        }

        static int millis(String what, String value) {
            try {
                int millis = Integer.parseInt(value);
                if (millis >= 0 && millis <= MAX_MILLIS) {
                    return millis;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new IllegalArgumentException(
                    what + " must be a whole number of ms, 0.." + MAX_MILLIS + ", was " + Echo.quote(value));
        }
    }
}
