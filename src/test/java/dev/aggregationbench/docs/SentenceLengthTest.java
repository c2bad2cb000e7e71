package dev.aggregationbench.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The learner's pages (README.md, choosing.md, the scenario pages, the variant pages, 01-the-problem.md, styles-compared.md)
 * keep their sentences short: at most {@value #MOST_WORDS_PER_SENTENCE} words per sentence on average, page by page.
 * Only prose counts: code blocks, tables and headings are skipped, a link counts as its text, and an inline code
 * span as one word. A sentence ends at {@code .}, {@code ?} or {@code !} before a space, and at the end of a
 * paragraph or list item. Each page's figure is printed.
 */
class SentenceLengthTest {

    static final double MOST_WORDS_PER_SENTENCE = 25;

    private static final Pattern LINK = Pattern.compile("!?\\[([^\\]]*)\\]\\([^)]*\\)");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.?!])[*_)\"']*\\s+");
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]");

    /** A bold or italic label that opens a paragraph, such as {@code **Memory.**}: a heading, not a sentence. */
    private static final Pattern LABEL = Pattern.compile("^(\\*\\*|\\*)[^*]+[.:]\\1\\s*");

    record Figure(int words, int sentences) {
        double average() {
            return sentences == 0 ? 0 : (double) words / sentences;
        }
    }

    @Test
    void theLearnersPagesAverageAtMost25WordsPerSentence() throws IOException {
        List<String> tooLong = new ArrayList<>();
        for (Path page : learnersPages()) {
            Figure figure = measure(Files.readString(page));
            System.out.printf(
                    Locale.ROOT,
                    "%-40s %5d words, %4d sentences, %5.1f words per sentence%n",
                    page,
                    figure.words(),
                    figure.sentences(),
                    figure.average());
            if (figure.average() > MOST_WORDS_PER_SENTENCE) {
                tooLong.add(String.format(Locale.ROOT, "%s: %.1f words per sentence", page, figure.average()));
            }
        }
        assertThat(tooLong)
                .as("pages whose sentences average more than %s words", MOST_WORDS_PER_SENTENCE)
                .isEmpty();
    }

    @Test
    void onlyProseIsCounted() {
        String page = """
                # A heading of many many many many words

                **A label.** One two three. Four five
                six: [seven eight](../a/b.md) `nine.ten eleven`!

                ```java
                int a = 1; int b = 2; int c = 3;
                ```

                    ./benchmark.sh --orders=500000 --cpus=1

                | a table | cell |
                |---|---|
                - one item without a stop
                - another, e.g. this one.
                """;
        Figure figure = measure(page);

        assertThat(figure.words()).isEqualTo(3 + 6 + 5 + 4);
        assertThat(figure.sentences()).isEqualTo(4);
    }

    /** The words and sentences of a page's prose. */
    static Figure measure(String markdown) {
        List<String> blocks = new ArrayList<>();
        StringBuilder block = new StringBuilder();
        boolean fenced = false;
        boolean previousBlank = true;
        boolean indentedCode = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                flush(block, blocks);
                continue;
            }
            boolean blank = line.isBlank();
            indentedCode = line.startsWith("    ") && (previousBlank || indentedCode) && !blank;
            previousBlank = blank;
            String text = line.strip();
            if (fenced || indentedCode || blank || text.startsWith("#") || text.startsWith("|")) {
                flush(block, blocks);
                continue;
            }
            if (text.matches("^([-*+]|\\d+\\.)\\s.*")) {
                flush(block, blocks);
                text = text.replaceFirst("^([-*+]|\\d+\\.)\\s+", "");
            }
            block.append(text).append(' ');
        }
        flush(block, blocks);
        int words = 0;
        int sentences = 0;
        for (String prose : blocks) {
            String text = LABEL.matcher(prose).replaceFirst("");
            text = CODE_SPAN.matcher(text).replaceAll("code");
            text = LINK.matcher(text).replaceAll("$1");
            text = text.replaceAll("\\b(e\\.g|i\\.e|etc|vs)\\.", "$1");
            for (String sentence : SENTENCE_END.split(text.strip())) {
                int count = (int) Stream.of(sentence.split("\\s+"))
                        .filter(word -> WORD.matcher(word).find())
                        .count();
                if (count > 0) {
                    words += count;
                    sentences++;
                }
            }
        }
        return new Figure(words, sentences);
    }

    private static void flush(StringBuilder block, List<String> blocks) {
        if (!block.isEmpty()) {
            blocks.add(block.toString());
            block.setLength(0);
        }
    }

    private static List<Path> learnersPages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(
                Path.of("README.md"),
                Path.of("docs/choosing.md"),
                Path.of("docs/01-the-problem.md"),
                Path.of("docs/styles-compared.md")));
        for (String folder : List.of("docs/scenarios", "docs/variants")) {
            try (Stream<Path> files = Files.list(Path.of(folder))) {
                files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
            }
        }
        return pages;
    }
}
