package dev.aggregationbench.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Each variant page quotes its figures table exactly as {@link VariantPageFigures} computes it from the committed
 * run it cites (medians read from the worker documents, not typed), and cites that run's files; naive's GC chart
 * is the young collections of the JVM it names.
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

    @Test
    void everyVariantPageQuotesTheFiguresOfTheCommittedRunItCites() throws IOException {
        JsonNode run = VariantPageFigures.read(VariantPageFigures.RUN);
        assertThat(run.path("conditions").path("gitCommit").asString()).startsWith("0e4a85b");
        for (Map.Entry<String, String> page : PAGES.entrySet()) {
            String text = Files.readString(Path.of("docs/variants").resolve(page.getValue()));
            String table = VariantPageFigures.table(run, page.getKey());
            assertThat(text)
                    .as("%s holds the table computed from %s:%n%s", page.getValue(), VariantPageFigures.RUN, table)
                    .contains(table);
            assertThat(text).contains("../results/2026-11-26-sequential-500k/results.json");
        }
    }

    @Test
    void theNaiveGcChartIsTheYoungCollectionsOfTheJvmItNames() throws IOException {
        String page = Files.readString(Path.of("docs/variants/01-naive.md"));
        String chart = VariantPageFigures.naiveGcChart(VariantPageFigures.read(VariantPageFigures.RUN), 1);

        assertThat(chart).contains("bar [24, 42, 45, 29, 35, 39, 13, 34]");
        assertThat(page)
                .as("01-naive.md holds the chart computed from naive-1's GC events:%n%s", chart)
                .contains(chart)
                .contains("../results/2026-11-26-sequential-500k/jvms/naive-1.json");
    }
}
