package dev.aggregationbench.results;

import java.util.ArrayList;
import java.util.List;

/**
 * Wraps text to a width for a terminal: at spaces where it can, else a word longer than the width is cut; the lines
 * a paragraph continues on are indented by two spaces. Widths count code points (the output's characters, "≈", "±"
 * and box drawing included, are one column each).
 */
public final class TextWrap {

    /** The narrowest width wrapped to: below it a line would hold hardly a word. */
    public static final int MIN_WIDTH = 20;

    private static final String INDENT = "  ";

    private TextWrap() {}

    /** Every line of {@code text} wrapped to {@code width}; a trailing newline is kept. */
    public static String wrap(String text, int width) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            out.addAll(lines(line, width));
        }
        return String.join("\n", out);
    }

    /** Like {@link #wrap}, but the lines of a table (box drawing, or a Markdown row) are kept whole. */
    public static String wrapProse(String text, int width) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            boolean table = !line.isEmpty() && "╔║╟╠╚|".indexOf(line.charAt(0)) >= 0;
            out.addAll(table ? List.of(line) : lines(line, width));
        }
        return String.join("\n", out);
    }

    /** One line wrapped to {@code width}; an empty line stays one empty line. */
    static List<String> lines(String line, int width) {
        int w = Math.max(MIN_WIDTH, width);
        List<String> out = new ArrayList<>();
        String rest = line.stripTrailing();
        String prefix = "";
        while (columns(prefix) + columns(rest) > w) {
            int room = w - columns(prefix);
            int cut = breakAt(rest, room);
            out.add(prefix + rest.substring(0, cut).stripTrailing());
            rest = rest.substring(cut).stripLeading();
            prefix = INDENT;
        }
        out.add(prefix + rest);
        return out;
    }

    /** Where to break {@code text} to fit {@code room} columns: after the last space that fits, else at the room. */
    private static int breakAt(String text, int room) {
        int end = text.offsetByCodePoints(0, room);
        int space = text.lastIndexOf(' ', end);
        return space > 0 ? space : end;
    }

    /** The columns a line takes (code points). */
    public static int columns(String line) {
        return line.codePointCount(0, line.length());
    }
}
