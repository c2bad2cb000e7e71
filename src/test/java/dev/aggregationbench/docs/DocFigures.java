package dev.aggregationbench.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The figures of a page's prose, and which of them the evidence they should come from does not hold: the one rule
 * ReadmeLeadsTest and VariantPageFiguresTest apply to the figures typed into a page.
 */
final class DocFigures {

    /** A figure: a number with a decimal point or a thousands comma, or a number followed by "x" or a unit. */
    static final Pattern FIGURE =
            Pattern.compile("\\d[\\d,]*\\.\\d+|\\d{1,3}(?:,\\d{3})+|\\d+(?=x\\b| ?(?:s|ms|MB|B|%)\\b)");

    /**
     * @param count  the figures found
     * @param absent those not in the evidence, in the order found
     */
    record Found(int count, List<String> absent) {}

    private DocFigures() {}

    /** The figures of {@code markdown} (a link counts as its words, not its target) and those {@code evidence} lacks. */
    static Found in(String markdown, String evidence) {
        Matcher figure = FIGURE.matcher(markdown.replaceAll("\\]\\([^)]*\\)", "]"));
        List<String> absent = new ArrayList<>();
        int count = 0;
        while (figure.find()) {
            count++;
            if (!evidence.contains(figure.group())) {
                absent.add(figure.group());
            }
        }
        return new Found(count, absent);
    }
}
