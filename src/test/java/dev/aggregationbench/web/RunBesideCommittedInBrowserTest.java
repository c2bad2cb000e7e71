package dev.aggregationbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.api.ScenarioGuide;
import dev.aggregationbench.api.ScenarioGuides;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * A run started from the scenario form in a real browser (headless Chromium), with the real engine: once it ended,
 * the page shows it beside the committed run of its scenario, each figure the median of its own results.json, and
 * links the scenario's docs page, which the service serves. The form itself: ScenarioFormInBrowserTest.
 */
@IntegrationTest
class RunBesideCommittedInBrowserTest extends ServiceOnRandomPort {

    private static final Duration RUN_TIMEOUT = Duration.ofMinutes(5);

    @RegisterExtension
    static final BrowserPerClass chromium = new BrowserPerClass();

    @Test
    void aRunThatEndedIsShownBesideTheCommittedRunAndLinksItsDocsPage() {
        ScenarioForm form = ScenarioForm.open(chromium.get(), base());
        WebPage page = form.page();
        form.choose("fan-out");
        form.preset("fan-out", "committed"); // fan-out's knobs set, then hidden: they must not be sent
        form.choose(Scenarios.SEQUENTIAL);
        String run = page.startSmallRun("2000", 1, List.of("naive"));
        page.awaitEnd("succeeded", RUN_TIMEOUT);
        form.awaitBeside();

        ScenarioGuide sequential = new ScenarioGuides(Path.of("docs")).all().getFirst();
        RunResults committed = ResultsFiles.read(
                Path.of("docs/results").resolve(sequential.committed().run()));
        RunResults ours = ResultsFiles.read(results().resolve(run));
        assertThat(ours.options().concurrency()).containsExactly(1);
        Figure time = Figure.DURATION_NANOS;
        assertThat(form.besideCell("naive", "committed", time.id()))
                .isEqualTo(time.definition().unit().format(median(committed, "naive", time)));
        assertThat(form.besideCell("naive", "this-run", time.id()))
                .isEqualTo(time.definition().unit().format(median(ours, "naive", time)));
        assertThat(page.text(By.cssSelector("#beside-committed caption")))
                .contains(sequential.committed().run());

        String docs = page.element(By.id("beside-docs")).getDomAttribute("href");
        assertThat(docs).isEqualTo("/docs/scenarios/sequential.md");
        HttpResponse<String> answer = api.get(docs);
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).startsWith("# Sequential");
        assertThat(api.get("/docs/scenarios/nope.md").statusCode()).isEqualTo(404);
    }

    private static Double median(RunResults results, String variant, Figure figure) {
        return results.variants().stream()
                .filter(v -> v.variant().equals(variant))
                .findFirst()
                .orElseThrow()
                .figure(figure)
                .median();
    }
}
