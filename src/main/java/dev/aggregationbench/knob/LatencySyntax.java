package dev.aggregationbench.knob;

import dev.aggregationbench.text.Echo;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The per-page latency the mock adds, as typed: a fixed delay in ms ({@code 50}), {@code lognormal:p50=MS,p99=MS} or
 * {@code uniform:min=MS,max=MS}; a fixed delay at most {@code maxMillis}. The mock turns a good value into its
 * distribution ({@code mock.Latency}).
 */
public record LatencySyntax(int maxMillis) implements Kind {

    private static final Pattern FIXED = Pattern.compile("[0-9]{1,6}");
    private static final Pattern LOGNORMAL = Pattern.compile("lognormal:p50=([0-9]{1,6}),p99=([0-9]{1,6})");
    private static final Pattern UNIFORM = Pattern.compile("uniform:min=([0-9]{1,6}),max=([0-9]{1,6})");

    @Override
    public Optional<String> problem(String text) {
        if (FIXED.matcher(text).matches()) {
            return Integer.parseInt(text) > maxMillis
                    ? Optional.of("must be at most " + maxMillis + " ms, was " + Echo.quote(text))
                    : Optional.empty();
        }
        Matcher lognormal = LOGNORMAL.matcher(text);
        if (lognormal.matches()) {
            int p50 = Integer.parseInt(lognormal.group(1));
            int p99 = Integer.parseInt(lognormal.group(2));
            return p50 < 1 || p99 <= p50
                    ? Optional.of("lognormal needs 0 < p50 < p99, was " + Echo.quote(text))
                    : Optional.empty();
        }
        Matcher uniform = UNIFORM.matcher(text);
        if (uniform.matches()) {
            int min = Integer.parseInt(uniform.group(1));
            int max = Integer.parseInt(uniform.group(2));
            return min > max ? Optional.of("uniform needs min <= max, was " + Echo.quote(text)) : Optional.empty();
        }
        return Optional.of(refuse(text));
    }

    @Override
    public Object parse(String text) {
        return text;
    }

    @Override
    public String describe() {
        return "milliseconds (50), lognormal:p50=MS,p99=MS or uniform:min=MS,max=MS; a fixed delay at most " + maxMillis
                + " ms";
    }

    @Override
    public String paramLabel() {
        return "MS|DISTRIBUTION";
    }
}
