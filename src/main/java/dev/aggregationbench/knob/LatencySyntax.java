package dev.aggregationbench.knob;

import dev.aggregationbench.text.Echo;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The per-page latency the mock adds, as typed: a fixed delay in ms ({@code 50}), {@code lognormal:p50=MS,p99=MS} or
 * {@code uniform:min=MS,max=MS}, every number in every form at most {@value #MAX_MILLIS} ms. The mock turns a good
 * value into its distribution ({@code mock.Latency}), with this limit.
 */
public record LatencySyntax() implements Kind {

    /** The most any latency number may be, in every form: a minute. */
    public static final int MAX_MILLIS = 60_000;

    private static final Pattern FIXED = Pattern.compile("[0-9]{1,6}");
    private static final Pattern LOGNORMAL = Pattern.compile("lognormal:p50=([0-9]{1,6}),p99=([0-9]{1,6})");
    private static final Pattern UNIFORM = Pattern.compile("uniform:min=([0-9]{1,6}),max=([0-9]{1,6})");

    @Override
    public Optional<String> problem(String text) {
        String tooLong = "each number must be at most " + MAX_MILLIS + " ms, was " + Echo.quote(text);
        if (FIXED.matcher(text).matches()) {
            return Integer.parseInt(text) > MAX_MILLIS
                    ? Optional.of("must be at most " + MAX_MILLIS + " ms, was " + Echo.quote(text))
                    : Optional.empty();
        }
        Matcher lognormal = LOGNORMAL.matcher(text);
        if (lognormal.matches()) {
            int p50 = Integer.parseInt(lognormal.group(1));
            int p99 = Integer.parseInt(lognormal.group(2));
            if (p50 < 1 || p99 <= p50) {
                return Optional.of("lognormal needs 0 < p50 < p99, was " + Echo.quote(text));
            }
            return p99 > MAX_MILLIS ? Optional.of(tooLong) : Optional.empty();
        }
        Matcher uniform = UNIFORM.matcher(text);
        if (uniform.matches()) {
            int min = Integer.parseInt(uniform.group(1));
            int max = Integer.parseInt(uniform.group(2));
            if (min > max) {
                return Optional.of("uniform needs min <= max, was " + Echo.quote(text));
            }
            return max > MAX_MILLIS ? Optional.of(tooLong) : Optional.empty();
        }
        return Optional.of(refuse(text));
    }

    @Override
    public Object parse(String text) {
        return text;
    }

    @Override
    public String describe() {
        return "milliseconds (50), lognormal:p50=MS,p99=MS or uniform:min=MS,max=MS, each number at most " + MAX_MILLIS
                + " ms";
    }

    @Override
    public String paramLabel() {
        return "MS|DISTRIBUTION";
    }
}
