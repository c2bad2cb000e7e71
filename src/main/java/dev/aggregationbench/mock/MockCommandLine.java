package dev.aggregationbench.mock;

import dev.aggregationbench.text.Echo;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Comparator;
import picocli.CommandLine;

/**
 * {@code ./benchmark.sh mock}'s command line: a bad option is one line naming it (exit 2) and a hint, an unexpected
 * failure one line (exit 1), never a stack trace. Picocli repeats an argument as it was given ("Invalid value for
 * option '--port': 'x' is not an int"), so every argument that {@link Echo} would change (too long, a newline, a
 * terminal escape) is replaced in its message by its quoted form.
 */
final class MockCommandLine {

    static final String PREFIX = "benchmark.sh mock: ";
    static final int EXIT_BAD_INPUT = 2;
    static final int EXIT_FAILED = 1;

    private MockCommandLine() {}

    static CommandLine of(MockMain main) {
        CommandLine cli = new CommandLine(main);
        cli.setParameterExceptionHandler((e, args) -> {
            PrintWriter err = cli.getErr();
            err.println(PREFIX + quoteArguments(e.getMessage(), args));
            err.println("Try: ./benchmark.sh mock --help");
            err.flush();
            return EXIT_BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            PrintWriter err = cli.getErr();
            err.println(PREFIX + "failed: " + MockStartup.cause(e));
            err.flush();
            return EXIT_FAILED;
        });
        return cli;
    }

    /** {@code message} with each argument (and each option's value) that needs quoting replaced by its quoted form. */
    static String quoteArguments(String message, String[] args) {
        String quoted = String.valueOf(message);
        String[] parts = Arrays.stream(args)
                .flatMap(arg -> arg.indexOf('=') < 0
                        ? java.util.stream.Stream.of(arg)
                        : java.util.stream.Stream.of(arg, arg.substring(arg.indexOf('=') + 1)))
                .filter(part -> !part.isEmpty() && !Echo.bare(part).equals(part))
                .sorted(Comparator.comparingInt(String::length).reversed())
                .toArray(String[]::new);
        for (String part : parts) {
            quoted = quoted.replace("'" + part + "'", Echo.quote(part)).replace(part, Echo.bare(part));
        }
        return escapeHidden(quoted);
    }

    /** Whatever hidden character is left (picocli may have split a value): escaped one by one. */
    private static String escapeHidden(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            String one = Character.toString(cp);
            String escaped = Echo.bare(one);
            out.append(cp == '\\' || cp == '\'' || escaped.equals(one) ? one : escaped);
        });
        return out.toString();
    }
}
