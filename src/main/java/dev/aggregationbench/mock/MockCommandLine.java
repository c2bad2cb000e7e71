package dev.aggregationbench.mock;

import dev.aggregationbench.knob.UsageErrors;
import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * {@code ./benchmark.sh mock}'s command line: a bad option is one line naming it (exit 2) and a hint, worded as every
 * command line of the project words it ({@link UsageErrors}: values echoed bounded and escaped), an unexpected
 * failure one line (exit 1), never a stack trace.
 */
final class MockCommandLine {

    static final String PREFIX = "benchmark.sh mock: ";
    static final int EXIT_BAD_INPUT = 2;
    static final int EXIT_FAILED = 1;

    private MockCommandLine() {}

    static CommandLine of(MockMain main) {
        CommandLine cli = new CommandLine(main);
        cli.setParameterExceptionHandler(new UsageErrors("benchmark.sh mock", "./benchmark.sh mock --help"));
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            PrintWriter err = cli.getErr();
            err.println(PREFIX + "failed: " + MockStartup.cause(e));
            err.flush();
            return EXIT_FAILED;
        });
        return cli;
    }
}
