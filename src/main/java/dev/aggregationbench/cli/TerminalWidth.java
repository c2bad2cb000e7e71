package dev.aggregationbench.cli;

import dev.aggregationbench.results.TextWrap;
import java.io.PrintStream;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * The columns the run's output fits in: {@code COLUMNS} when set (an override), else the terminal's width when stdout
 * is a terminal (read by jline, on the class path for the progress bar), else {@value #NOT_A_TERMINAL}: a file or a
 * pipe has no width of its own.
 */
final class TerminalWidth {

    static final int NOT_A_TERMINAL = 120;

    private TerminalWidth() {}

    /** The width for {@code out}; only the process's own stdout can be a terminal (or take {@code COLUMNS}). */
    static int of(PrintStream out) {
        if (out != System.out) {
            return NOT_A_TERMINAL;
        }
        Integer columns = columns(System.getenv("COLUMNS"));
        if (columns != null) {
            return columns;
        }
        int terminal = terminalColumns(TerminalBuilder.SystemOutput.SysOut);
        return terminal > 0 ? Math.max(TextWrap.MIN_WIDTH, terminal) : NOT_A_TERMINAL;
    }

    /**
     * Whether {@code err} is the process's own stderr and that is a terminal: only there may a display redraw itself
     * with {@code \r} (in a file or a pipe every frame would stay, one after the other).
     */
    static boolean isTerminal(PrintStream err) {
        return err == System.err && terminalColumns(TerminalBuilder.SystemOutput.SysErr) >= 0;
    }

    /** {@code COLUMNS} as a width; {@code null} when unset or not a number of at least {@link TextWrap#MIN_WIDTH}. */
    static Integer columns(String value) {
        if (value == null || !value.strip().matches("\\d{1,5}")) {
            return null;
        }
        int columns = Integer.parseInt(value.strip());
        return columns >= TextWrap.MIN_WIDTH ? columns : null;
    }

    /**
     * The width of the terminal {@code stream} is, or -1 when it is not one (jline then refuses a system terminal).
     * No signal handler is touched ({@code nativeSignals(false)}): Ctrl-C stays with {@link RunSignals}.
     */
    private static int terminalColumns(TerminalBuilder.SystemOutput stream) {
        try (Terminal terminal = TerminalBuilder.builder()
                .system(true)
                .systemOutput(stream)
                .nativeSignals(false)
                .dumb(false)
                .build()) {
            return terminal.getWidth();
        } catch (Exception | Error notATerminal) {
            return -1;
        }
    }
}
