package dev.aggregationbench.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Each variant page quotes the committed run it cites, the afternoon headline run of 2026-11-26: its figures table
 * exactly as {@link VariantPageFigures} computes it (medians read from the worker documents, not typed), a link to
 * that run's files and none to the morning run's, and every other figure of its "What the committed run shows" in
 * that table or in what the run printed (summary.md, stdout.txt). naive's page holds the young collections it
 * computes; the old naive's flat pauses stay on the morning run's page, computed from that run.
 */
class VariantPageFiguresTest {

    private static final Map<String, String> PAGES = Map.of(
            "naive",
            "01-naive.md",
            "stream",
            "02-stream.md",
            "iterator",
            "03-iterator.md",
            "async",
            "04-async.md",
            "reactor",
            "05-reactor.md",
            "virtual-threads",
            "06-virtual-threads.md");

    private static final Path RUN_DIRECTORY = VariantPageFigures.RUN.getParent();
    private static final String RUN_LINK = "../results/" + RUN_DIRECTORY.getFileName() + "/";
    private static final String OLD_RUN_LINK =
            "../results/" + VariantPageFigures.OLD_NAIVE_RUN.getParent().getFileName() + "/";

    private static final JsonNode RUN = VariantPageFigures.read(VariantPageFigures.RUN);

    /** The rows of the run: the two controls and the six styles. */
    private static final List<String> ROWS =
            List.of("transport", "binding", "naive", "stream", "iterator", "async", "reactor", "virtual-threads");

    @Test
    void everyVariantPageQuotesTheFiguresOfTheCommittedRunItCites() throws IOException {
        assertThat(RUN.path("conditions").path("gitCommit").asString()).startsWith("ee2ee0f");
        for (Map.Entry<String, String> page : PAGES.entrySet()) {
            String text = page(page.getValue());
            String table = VariantPageFigures.table(RUN, page.getKey());
            assertThat(text)
                    .as("%s holds the table computed from %s:%n%s", page.getValue(), VariantPageFigures.RUN, table)
                    .contains(table)
                    .contains(RUN_LINK + "results.json")
                    .contains(RUN_LINK + "README.md");
            assertThat(text)
                    .as("%s quotes no figure of the morning run", page.getValue())
                    .doesNotContain(OLD_RUN_LINK + "results.json", OLD_RUN_LINK + "jvms/");
        }
    }

    @Test
    void everyOtherFigureOfWhatTheRunShowsIsInItsTableOrInWhatTheRunPrintedOfTheRowsItNames() throws IOException {
        List<String> printed = new ArrayList<>(Files.readAllLines(RUN_DIRECTORY.resolve("summary.md")));
        printed.addAll(Files.readAllLines(RUN_DIRECTORY.resolve("stdout.txt")));
        List<String> absent = new ArrayList<>();
        int figures = 0;
        for (Map.Entry<String, String> page : PAGES.entrySet()) {
            String prose = section(page(page.getValue()), "## What the committed run shows")
                    .lines()
                    .filter(line -> !line.startsWith("|"))
                    .map(line -> line.replaceAll("\\]\\([^)]*\\)", "]")) // a link's words, not its target
                    .reduce("", (a, b) -> a + "\n" + b);
            List<Pattern> rows = ROWS.stream()
                    .filter(row -> row.equals(page.getKey())
                            || row.equals("transport")
                            || word(row).matcher(prose).find())
                    .map(VariantPageFiguresTest::word)
                    .toList();
            String evidence = VariantPageFigures.table(RUN, page.getKey())
                    + (page.getKey().equals("naive")
                            ? YoungCollections.table(RUN, "naive-1", "naive-2", "naive-3", "iterator-1")
                            : "")
                    + String.join(
                            "\n",
                            printed.stream()
                                    .filter(line -> rows.stream()
                                            .anyMatch(row -> row.matcher(line).find()))
                                    .toList());
            DocFigures.Found found = DocFigures.in(prose, evidence);
            figures += found.count();
            found.absent().forEach(figure -> absent.add(page.getValue() + ": " + figure));
        }
        assertThat(figures).as("figures in the pages' prose").isGreaterThan(30);
        assertThat(absent)
                .as(
                        "figures of 'What the committed run shows' neither in the computed tables nor in the lines of "
                                + "summary.md and stdout.txt of %s that name a row the section names",
                        RUN_DIRECTORY)
                .isEmpty();
    }

    private static Pattern word(String row) {
        return Pattern.compile("\\b" + Pattern.quote(row) + "\\b");
    }

    /** The sequential scenario's page, which the variant pages follow on the learner's path, quotes the same run. */
    @Test
    void theSequentialScenarioPageQuotesTheSameRun() throws IOException {
        String page = Files.readString(Path.of("docs/scenarios/sequential.md"));
        String printed = Files.readString(RUN_DIRECTORY.resolve("summary.md"))
                + Files.readString(RUN_DIRECTORY.resolve("stdout.txt"));

        assertThat(page).contains("Committed run [" + RUN_DIRECTORY.getFileName() + "](" + RUN_LINK + "README.md)");
        DocFigures.Found figures =
                DocFigures.in(section(page, "## Measured") + section(page, "## What it teaches"), printed);
        assertThat(figures.count())
                .as("figures in sequential.md's measured part")
                .isGreaterThan(30);
        assertThat(figures.absent())
                .as("figures of sequential.md not in summary.md or stdout.txt of %s", RUN_DIRECTORY)
                .isEmpty();
    }

    @Test
    void theNaivePageShowsTheYoungCollectionsOfTheJvmsItNames() throws IOException {
        String collections = YoungCollections.table(RUN, "naive-1", "naive-2", "naive-3", "iterator-1");

        assertThat(collections).contains("| naive-1 | 528 ms | 1 | 103 ms | 18 ms | 37.1 MB |");
        assertThat(page("01-naive.md"))
                .as("01-naive.md holds the young collections computed from the JVMs' documents:%n%s", collections)
                .contains(collections)
                .contains(RUN_LINK + "jvms/naive-1.json", RUN_LINK + "jvms/iterator-1.json");
    }

    @Test
    void theOldNaivesFlatPausesStayOnTheMorningRunsPage() throws IOException {
        JsonNode old = VariantPageFigures.read(VariantPageFigures.OLD_NAIVE_RUN);
        String chart = YoungCollections.naiveGcChart(old, 1);
        String collections = YoungCollections.table(old, "naive-1");

        assertThat(chart).contains("bar [24, 42, 45, 29, 35, 39, 13, 34]");
        assertThat(Files.readString(VariantPageFigures.OLD_NAIVE_RUN.resolveSibling("README.md")))
                .as("the morning run's page holds the chart and the table computed from its naive-1.json")
                .contains(chart)
                .contains(collections)
                .contains("jvms/naive-1.json");
    }

    @Test
    void theRunsPageGivesTheWorkerJvmsOwnHeap() throws IOException {
        String baseline = YoungCollections.baselineHeap(RUN);

        assertThat(baseline).endsWith("in all 24 JVMs");
        assertThat(Files.readString(RUN_DIRECTORY.resolve("README.md"))).contains(baseline);
    }

    private static String page(String name) throws IOException {
        return Files.readString(Path.of("docs/variants").resolve(name));
    }

    /** From a heading to the next heading of the same level. */
    private static String section(String page, String heading) {
        int start = page.indexOf("\n" + heading + "\n");
        assertThat(start).as("a section '%s'", heading).isNotNegative();
        int end = page.indexOf("\n## ", start + heading.length() + 2);
        return page.substring(start, end < 0 ? page.length() : end);
    }
}
