package dev.aggregationbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.api.ScenarioGuide;
import dev.aggregationbench.api.ScenarioGuides;
import dev.aggregationbench.knob.Definition;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * The run form in a real browser (headless Chromium), as a learner starts from it: each scenario offered by its
 * question (from docs/scenarios/), the chosen one showing its prediction, its docs page and two presets; the form
 * showing only the knobs the chosen scenario reads and the common ones, under the labels of {@link Definition#title()},
 * the rest under a closed "Advanced" section; a preset filling the form with the committed run's settings or a
 * quick version. The page loads no inline script and breaks no rule of its Content Security Policy. A run started
 * from the form, shown beside the committed run of its scenario: RunBesideCommittedInBrowserTest.
 */
@IntegrationTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScenarioFormInBrowserTest extends ServiceOnRandomPort {

    private static final List<ScenarioGuide> GUIDES = new ScenarioGuides(Path.of("docs")).all();

    @RegisterExtension
    static final BrowserPerClass chromium = new BrowserPerClass();

    private WebPage page;
    private ScenarioForm form;

    @BeforeEach
    void openThePage() {
        form = ScenarioForm.open(chromium.get(), base());
        page = form.page();
    }

    @Test
    @Order(1)
    void choosingAScenarioShowsItsQuestionAndOnlyTheKnobsItReadsUnderLabelsAPersonReads() {
        assertThat(form.chosen()).isEqualTo(Knob.SCENARIO.definition().defaultValue());
        for (ScenarioGuide guide : GUIDES) {
            form.choose(guide.id());
            assertThat(page.text(By.id("question-" + guide.id()))).isEqualTo(guide.question());
            assertThat(page.visible(By.id("guide-" + guide.id())).getText())
                    .contains("Predict first. " + guide.prediction());
            assertThat(page.all(".guide").stream().filter(g -> g.isDisplayed()))
                    .as("only the chosen scenario's guide")
                    .hasSize(1);
            List<String> expected = Arrays.stream(Knob.values())
                    .filter(k -> k != Knob.SCENARIO)
                    .map(Knob::definition)
                    .filter(d -> !d.advanced())
                    .filter(d -> d.isReadBy(guide.id()))
                    .map(Definition::field)
                    .toList();
            assertThat(form.shown("fields"))
                    .as("fields shown for %s", guide.id())
                    .isEqualTo(expected);
            for (String field : expected) {
                assertThat(form.label(field))
                        .as("label of %s", field)
                        .isEqualTo(Knob.byName(field).orElseThrow().definition().title());
            }
        }
        form.choose("pipelined");
        assertThat(form.label("workPerOrderMicros")).isEqualTo("Work per order (µs)");
        assertThat(form.shown("fields")).doesNotContain("concurrency", "faultRate", "faultKinds");
        form.choose(Scenarios.SEQUENTIAL);
        assertThat(form.shown("fields"))
                .as("sequential reads no scenario knob")
                .doesNotContainAnyElementsOf(Arrays.stream(Knob.values())
                        .map(Knob::definition)
                        .filter(d -> !d.readBy().isEmpty())
                        .map(Definition::field)
                        .toList());
    }

    @Test
    @Order(2)
    void theAdvancedSectionHoldsTheRestShutUntilOpened() {
        List<String> advanced = Arrays.stream(Knob.values())
                .map(Knob::definition)
                .filter(Definition::advanced)
                .map(Definition::field)
                .toList();
        assertThat(advanced).contains("heap", "gc", "isolation", "seed");
        assertThat(form.all("advanced-fields")).isEqualTo(advanced);
        assertThat(form.advancedOpen()).isFalse();
        assertThat(form.shown("advanced-fields")).isEmpty();
        form.openAdvanced();
        assertThat(form.shown("advanced-fields")).isEqualTo(advanced);
        advanced.forEach(field -> assertThat(form.label(field))
                .isEqualTo(Knob.byName(field).orElseThrow().definition().title()));
        assertThat(form.all("fields").size() + form.all("advanced-fields").size() + 1)
                .as("every knob once in the form: the fields, the advanced ones and the scenario")
                .isEqualTo(Knob.values().length);
    }

    @Test
    @Order(3)
    void aPresetFillsTheFormWithTheCommittedRunsSettingsOrAQuickVersion() {
        form.choose("fan-out");
        form.preset("fan-out", "committed");
        assertThat(form.value("orders")).isEqualTo("1000000");
        assertThat(form.value("pageSize")).isEqualTo("100");
        assertThat(form.value("latencyMillis")).isEqualTo("100");
        assertThat(form.value("concurrency")).isEqualTo("1000");
        assertThat(form.value("threads")).isEqualTo("50");
        assertThat(form.value("repetitions"))
                .as("not in the command: its default")
                .isEqualTo("3");
        assertThat(page.text(By.id("preset-note")))
                .contains("2026-11-23-fan-out", "./benchmark.sh --scenario=fan-out --concurrency=1000");

        form.preset("fan-out", "quick"); // the teaching set's step, one JVM, one warm-up pass
        assertThat(form.value("orders")).isEqualTo("10000");
        assertThat(form.value("concurrency")).isEqualTo("1,10,100,1000");
        assertThat(form.value("latencyMillis")).isEqualTo("10");
        assertThat(form.value("repetitions")).isEqualTo("1");
        assertThat(form.value("warmup")).isEqualTo("1");

        form.choose("faults");
        form.preset("faults", "committed");
        assertThat(form.chosen()).isEqualTo("faults");
        assertThat(form.value("warmup")).isEqualTo("3");
        assertThat(form.value("isolation"))
                .as("an advanced field is filled too")
                .isEqualTo("process");
        assertThat(form.shown("fields")).contains("faultRate", "faultKinds").doesNotContain("concurrency");

        page.element(By.id("reset-form")).click();
        chromium.get().waitUpTo(Duration.ofSeconds(10)).until(d -> Scenarios.SEQUENTIAL.equals(form.chosen()));
        assertThat(form.value("orders")).isEqualTo(Knob.ORDERS.definition().defaultValue());
        assertThat(form.shown("fields")).doesNotContain("faultRate", "latencyMillis");
    }

    @Test
    @Order(4)
    void thePageHasNoInlineScriptAndItsNewPathsCarryTheSecurityHeaders() {
        String html = api.get("/").body();
        assertThat(Pattern.compile("<script(?![^>]*\\bsrc=)").matcher(html).find())
                .as("no inline script")
                .isFalse();
        assertThat(Pattern.compile("\\son[a-z]+\\s*=").matcher(html).find())
                .as("no event handler attribute")
                .isFalse();
        for (String path : List.of("/", "/api/scenarios", "/docs/scenarios/latency.md", "/web/scenarios.js")) {
            Map<String, List<String>> headers = api.get(path).headers().map();
            assertThat(headers.get("content-security-policy"))
                    .as(path)
                    .singleElement()
                    .asString()
                    .contains("script-src 'self'", "frame-ancestors 'none'")
                    .doesNotContain("unsafe-eval");
            assertThat(headers.get("x-frame-options")).as(path).containsExactly("DENY");
            assertThat(headers.get("x-content-type-options")).as(path).containsExactly("nosniff");
        }
    }
}
