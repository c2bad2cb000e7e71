package dev.aggregationbench.api;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.run.BenchmarkEngine;
import dev.aggregationbench.run.RunOutcome;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;
import tools.jackson.databind.JsonNode;

/**
 * A run that succeeded but whose report.html could not be written (the engine below writes the other files of a
 * committed real run and no report, as a run does when writing the report fails): its links, in the REST answer
 * and in the web page's run list, name only the files that exist, and each link they name answers 200. The engine is
 * this class's nested test configuration, used beside the application's.
 */
class RunLinksTest extends ServiceOnRandomPort {

    private static final Path COMMITTED_RUN = Path.of("docs/results/2026-11-23-fan-out");

    /** An engine whose run succeeds with results.json, results.csv and summary.md, and no report.html. */
    @TestConfiguration(proxyBeanMethods = false)
    static class NoReportEngine {

        @Bean
        @Primary
        BenchmarkEngine noReportEngine() {
            return (options, outputDir, events) -> {
                try {
                    Files.createDirectories(outputDir);
                    for (String file : List.of("results.json", "results.csv", "summary.md")) {
                        Files.copy(COMMITTED_RUN.resolve(file), outputDir.resolve(file));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return new RunOutcome(true, null, outputDir, outputDir.resolve("results.json"));
            };
        }
    }

    @Test
    void aSucceededRunWithoutReportDoesNotLinkIt() {
        String id = api.json(api.post("/api/runs", "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}"))
                .get("id")
                .asString();
        await().atMost(Duration.ofSeconds(30))
                .until(() -> "succeeded"
                        .equals(api.getJson("/api/runs/" + id).get("status").asString()));

        JsonNode links = api.getJson("/api/runs/" + id).get("links");
        assertThat(links.has("reportHtml")).as(links.toString()).isFalse();
        assertThat(links.get("resultsJson").asString()).isEqualTo("/api/runs/" + id + "/results.json");
        assertThat(links.get("summaryMd").asString()).isEqualTo("/api/runs/" + id + "/summary.md");
        for (String name : links.propertyNames()) {
            if (!name.equals("events")) {
                String link = links.get(name).asString();
                assertThat(api.get(link).statusCode()).as(link).isEqualTo(200);
            }
        }
        assertThat(api.get("/api/runs/" + id + "/report.html").statusCode()).isEqualTo(404);
        assertThat(api.getJson("/api/runs").get("runs").get(0).get("links").has("reportHtml"))
                .isFalse();

        String page = api.get("/").body();
        Matcher row = Pattern.compile("<tr data-run=\"" + id + "\".*?</tr>").matcher(page);
        assertThat(row.find()).as(page).isTrue();
        assertThat(row.group())
                .contains("/api/runs/" + id + "/results.json", "/api/runs/" + id + "/summary.md")
                .doesNotContain("report.html");
    }
}
