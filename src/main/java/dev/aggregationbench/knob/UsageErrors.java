package dev.aggregationbench.knob;

import dev.aggregationbench.text.Echo;
import dev.aggregationbench.text.OneLine;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Bad input on a command line of this project ({@code ./benchmark.sh}, its {@code serve}, {@code mock} and
 * {@code compare}): one line naming the problem, then where help is, exit code 2. Picocli's own messages are reworded
 * where they say less than we know (a value that is not a number: which numbers the option takes, from its knob when
 * it is one), and every value from the command line is echoed bounded and escaped ({@link Echo}): a 100 KB value, a
 * newline or a terminal escape sequence in an argument cannot flood, forge or repaint the output. The line goes to
 * the command line's error writer ({@code CommandLine.setErr}).
 */
public final class UsageErrors implements IParameterExceptionHandler {

    private final String command;
    private final String help;
    private final Map<String, String> ranges;

    /** @param command the program's name, prefixed to the line; @param help how to get help, e.g. the command */
    public UsageErrors(String command, String help) {
        this(command, help, Map.of());
    }

    /** @param ranges what options that are not knobs take, by option name: {@code --port -> 0..65535} */
    public UsageErrors(String command, String help, Map<String, String> ranges) {
        this.command = command;
        this.help = help;
        this.ranges = Map.copyOf(ranges);
    }

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        PrintWriter err = e.getCommandLine().getErr();
        err.println(command + ": " + message(e, args, ranges));
        err.println("Try: " + help);
        err.flush();
        return 2;
    }

    private static String message(ParameterException e, String[] args, Map<String, String> ranges) {
        if (e instanceof UnmatchedArgumentException unmatched
                && !unmatched.getUnmatched().isEmpty()) {
            String first = unmatched.getUnmatched().getFirst();
            List<String> suggestions = unmatched.getSuggestions();
            return (first.startsWith("-") ? "unknown option " : "unexpected argument ")
                    + Echo.quote(first)
                    + (suggestions.isEmpty()
                            ? ""
                            : "; did you mean "
                                    + String.join(
                                            " or ",
                                            suggestions.stream().limit(3).toList()) + "?");
        }
        if (e.getCause() instanceof TypeConversionException && e.getArgSpec() != null) {
            return notOfItsType(e.getArgSpec(), e.getValue(), ranges);
        }
        return withValuesEchoed(e.getMessage(), args);
    }

    /** "--orders must be a whole number: orders in the data set, 1..100000000; was 'abc'"; "BASELINE must be a path". */
    private static String notOfItsType(ArgSpec spec, String value, Map<String, String> ranges) {
        String name = spec instanceof OptionSpec option ? option.longestName() : spec.paramLabel();
        String description = ranges.containsKey(name)
                ? " " + ranges.get(name) + ","
                : Knob.byName(name)
                        .map(k -> ": " + k.definition().description() + ";")
                        .orElse(",");
        return name + " must be " + typeWords(spec) + description + " was " + Echo.quote(value);
    }

    private static String typeWords(ArgSpec spec) {
        Class<?> type = spec.type();
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return "a whole number";
        }
        if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
            return "a number";
        }
        if (type == Path.class) {
            return "a path";
        }
        return "a value of type " + type.getSimpleName();
    }

    /**
     * The message with every command-line value in it that is long or holds control characters replaced by its
     * echo, and any control character left escaped: the one line stays one line and bounded, whoever worded it.
     */
    private static String withValuesEchoed(String message, String[] args) {
        String text = message == null ? "(no message)" : message;
        List<String> values = new ArrayList<>();
        for (String arg : args) {
            values.add(arg);
            int equals = arg.indexOf('=');
            if (equals >= 0) {
                values.add(arg.substring(equals + 1));
            }
            values.addAll(Arrays.asList(arg.split(",")));
        }
        values.sort(Comparator.comparingInt(String::length).reversed()); // the whole before its parts
        for (String value : values) {
            if (!value.isEmpty() && !Echo.bare(value).equals(value) && text.contains(value)) {
                text = text.replace(value, Echo.bare(value));
            }
        }
        return OneLine.of(text);
    }
}
