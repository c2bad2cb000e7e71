package dev.aggregationbench.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * README.md leads: it is short ({@value #MOST_BYTES} bytes at most), and the two commands and the quick look are in
 * its first {@value #QUICK_START_LINES} lines. Every figure it shows comes from the one committed run that "What you
 * will see" names: the example output is that run's stdout.txt, as printed, and each figure of "The decision in five
 * lines" and "The six styles" is in it. (Its sentences: SentenceLengthTest; its links: DocsLinksTest.)
 */
class ReadmeLeadsTest {

    static final int MOST_BYTES = 12 * 1024;
    static final int QUICK_START_LINES = 40;

    /** A link to a committed run's folder: {@code docs/results/<run>/}. */
    private static final Pattern RUN_LINK = Pattern.compile("\\]\\(docs/results/([^/)]+)/");

    @Test
    void theReadmeIsShort() throws IOException {
        assertThat(Files.size(Path.of("README.md"))).as("README.md's bytes").isLessThanOrEqualTo(MOST_BYTES);
    }

    @Test
    void theQuickStartIsInTheFirst40Lines() throws IOException {
        List<String> first = Files.readAllLines(Path.of("README.md")).stream()
                .limit(QUICK_START_LINES)
                .toList();
        for (String command :
                List.of("./benchmark.sh --orders=500000 --cpus=1", "./mvnw -B verify", "--warmup=1 --repetitions=1")) {
            assertThat(first).as("README's first %d lines", QUICK_START_LINES).anyMatch(line -> line.contains(command));
        }
    }

    @Test
    void theExampleOutputIsTheNamedRunsOutputAsPrinted() throws IOException {
        String section = section("## What you will see");
        String stdout = namedRunsStdout(section);
        Matcher block = Pattern.compile("```text\\n(.*?)```", Pattern.DOTALL).matcher(section);
        assertThat(block.find()).as("a ```text block in 'What you will see'").isTrue();
        assertThat(stdout).as("the named run's stdout.txt").contains(block.group(1));
    }

    @Test
    void everyFigureOfTheDecisionAndTheStylesIsInTheNamedRunsOutput() throws IOException {
        String stdout = namedRunsStdout(section("## What you will see"));
        DocFigures.Found figures =
                DocFigures.in(section("## The decision in five lines") + section("## The six styles"), stdout);
        assertThat(figures.count()).as("figures in the decision").isPositive();
        assertThat(figures.absent())
                .as("figures of the decision and the styles not in the named run's stdout.txt")
                .isEmpty();
    }

    /** The stdout.txt of the one committed run a section links to. */
    private static String namedRunsStdout(String section) throws IOException {
        Matcher run = RUN_LINK.matcher(section);
        List<String> runs = new ArrayList<>();
        while (run.find()) {
            if (!runs.contains(run.group(1))) {
                runs.add(run.group(1));
            }
        }
        assertThat(runs).as("the committed runs the section names").hasSize(1);
        return Files.readString(Path.of("docs/results", runs.getFirst(), "stdout.txt"), StandardCharsets.UTF_8);
    }

    /** From a heading of README.md to the next heading of the same level. */
    private static String section(String heading) throws IOException {
        String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
        int start = readme.indexOf("\n" + heading + "\n");
        assertThat(start).as("README has '%s'", heading).isNotNegative();
        int end = readme.indexOf("\n## ", start + heading.length() + 2);
        return readme.substring(start, end < 0 ? readme.length() : end);
    }
}
