package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.results.Figure;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunRules;
import dev.aggregationbench.run.Scenarios;
import dev.aggregationbench.run.TeachingSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web page's scenarios come from the docs, where each is written once: the question and the prediction of
 * docs/scenarios/&lt;id&gt;.md, its committed command, which is the committed run's (the knobs it gives are those in
 * that run's results.json), and the figures of that run. The quick version is the teaching set's step. Every preset
 * is a run the service accepts.
 */
class ScenarioGuidesTest {

    private static final Path DOCS = Path.of("docs");
    private static final int CPUS = 64;

    private final ScenarioGuides guides = new ScenarioGuides(DOCS);

    @Test
    void everyScenarioHasItsQuestionAndPredictionFromItsDocsPage() throws Exception {
        assertThat(guides.all()).extracting(ScenarioGuide::id).containsExactlyElementsOf(Scenarios.IDS);
        for (ScenarioGuide guide : guides.all()) {
            String page = Files.readString(DOCS.resolve("scenarios/" + guide.id() + ".md"))
                    .replaceAll("\\[([^]]*)]\\([^)]*\\)", "$1") // a link's words
                    .replace("`", "")
                    .replaceAll("\\s+", " ");
            assertThat(guide.question()).as(guide.id()).isNotBlank().contains("?");
            assertThat(guide.prediction()).as(guide.id()).isNotBlank();
            assertThat(page)
                    .as("the question and prediction are the page's words")
                    .contains("**The question.** " + guide.question() + " **Predict first.** " + guide.prediction());
            assertThat(guide.docsPage()).isEqualTo("docs/scenarios/" + guide.id() + ".md");
            assertThat(guide.docsLink()).isEqualTo("/docs/scenarios/" + guide.id() + ".md");
            assertThat(guides.docsPage(guide.id())).contains(Files.readString(Path.of(guide.docsPage())));
        }
        assertThat(ScenarioGuides.paragraph("x\n\n**Q.** Is it [exact](../g.md)?\nYes.\n\nnext", "**Q.**"))
                .isEqualTo("Is it exact? Yes.");
        assertThat(guides.docsPage("../README")).isEmpty();
    }

    @Test
    void theCommittedPresetIsTheCommittedRunsCommandWithItsFigures() {
        for (ScenarioGuide guide : guides.all()) {
            ScenarioGuide.Preset committed = guide.committed();
            assertThat(committed)
                    .as("%s: its page names a committed run", guide.id())
                    .isNotNull();
            assertThat(committed.command()).startsWith("./benchmark.sh");
            assertThat(committed.settings()).containsEntry("scenario", guide.id());
            RunResults run = ResultsFiles.read(DOCS.resolve("results").resolve(committed.run()));
            KnobValues ran = run.options().values();
            ScenarioGuides.commandValues(committed.command())
                    .forEach((knob, value) -> assertThat(
                                    knob.definition().kind().parse(ran.get(knob)))
                            .as("%s: %s in the docs' command and in the committed results.json", guide.id(), knob)
                            .isEqualTo(knob.definition().kind().parse(value)));
            assertThat(ran.get(Knob.SCENARIO)).isEqualTo(guide.id());
            assertThat(committed.medians().keySet())
                    .containsExactlyElementsOf(
                            run.variants().stream().map(v -> v.variant()).toList());
            assertThat(committed.medians().get(run.variants().getLast().variant()))
                    .containsEntry(
                            Figure.DURATION_NANOS.id(),
                            run.variants()
                                    .getLast()
                                    .figure(Figure.DURATION_NANOS)
                                    .median());
            assertThat(accepted(committed))
                    .as("%s: the service accepts it", guide.id())
                    .isEmpty();
        }
    }

    @Test
    void theQuickPresetIsTheTeachingSetsStepWithOneJvmAndOneWarmUpPass() {
        for (ScenarioGuide guide : guides.all()) {
            Map<String, Object> quick = guide.quick().settings();
            TeachingSet.Step step = TeachingSet.STEPS.stream()
                    .filter(s -> s.scenario().equals(guide.id()))
                    .findFirst()
                    .orElseThrow();
            assertThat(quick)
                    .containsEntry("scenario", guide.id())
                    .containsEntry("orders", step.orders())
                    .containsEntry("repetitions", 1L)
                    .containsEntry("warmup", "1");
            assertThat(accepted(guide.quick()))
                    .as("%s: the service accepts it", guide.id())
                    .isEmpty();
            assertThat(guide.quick().command()).contains("--orders=" + step.orders(), "--repetitions=1");
            assertThat(guide.quick().command().startsWith("./benchmark.sh --scenario=" + guide.id()))
                    .as(
                            "the scenario first, but for the default one: %s",
                            guide.quick().command())
                    .isEqualTo(!guide.id().equals(Scenarios.SEQUENTIAL));
        }
        Map<String, Object> fanOut = guides.all().get(3).quick().settings();
        assertThat(fanOut).containsEntry("concurrency", List.of(1L, 10L, 100L, 1000L));
        assertThat(guides.all().getFirst().quick().settings())
                .as("sequential reads no latency: not set")
                .doesNotContainKey("latencyMillis");
    }

    @Test
    void withoutTheDocsAScenarioHasOnlyItsQuickVersion(@TempDir Path empty) {
        List<ScenarioGuide> bare = new ScenarioGuides(empty).all();
        assertThat(bare).hasSize(Scenarios.IDS.size()).allSatisfy(guide -> {
            assertThat(guide.question()).isNull();
            assertThat(guide.committed()).isNull();
            assertThat(guide.docsLink()).isNull();
            assertThat(guide.quick().settings()).containsKey("orders");
        });
    }

    /** What RunRules refuses in the preset's settings (empty: a run can start with them). */
    private static List<RunOptions.FieldError> accepted(ScenarioGuide.Preset preset) {
        Map<Knob, String> values = new EnumMap<>(Knob.class);
        preset.settings()
                .forEach((field, value) -> values.put(
                        Knob.byName(field).orElseThrow(),
                        value instanceof List<?> list ? KnobValues.listText(list) : String.valueOf(value)));
        return RunRules.check(KnobValues.of(values), CPUS);
    }
}
