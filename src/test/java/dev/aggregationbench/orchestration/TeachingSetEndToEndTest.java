package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.report.HtmlReport;
import dev.aggregationbench.report.TeachingSetIndex;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.results.RepetitionStatus;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.VariantResults;
import dev.aggregationbench.run.IsolationMode;
import dev.aggregationbench.run.TeachingSet;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.RealRuns;
import dev.aggregationbench.support.ResultsSchema;
import dev.aggregationbench.workerdoc.FanOutFigures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code ./benchmark.sh --scenario=all} end to end at tiny sizes ({@link RealRuns#TEACHING_SET_TINY}: the user's
 * 2,000 orders replace the teaching sizes, every scenario knob is the teaching set's own): the real CLI, a real mock
 * JVM per scenario and fresh worker JVMs in process isolation. Every scenario gets its own directory with exact
 * results, and the index links each one.
 */
@IntegrationTest
class TeachingSetEndToEndTest {

    private static final List<String> VARIANTS = List.of("transport", "iterator", "virtual-threads");

    private static RealRuns.Run run;

    @BeforeAll
    static void runOnce() {
        run = RealRuns.of(RealRuns.TEACHING_SET_TINY);
    }

    @Test
    void everyScenarioRunsIntoItsOwnDirectoryWithExactResults() throws Exception {
        assertThat(run.exitCode()).as("exit code; stderr:%n%s", run.err()).isZero();
        for (TeachingSet.Step step : TeachingSet.STEPS) {
            Path dir = run.dir().resolve(step.scenario());
            for (String file : List.of(
                    ResultsFiles.RESULTS_JSON,
                    ResultsFiles.RESULTS_CSV,
                    ResultsFiles.SUMMARY_MD,
                    HtmlReport.REPORT_HTML)) {
                assertThat(dir.resolve(file)).as("%s/%s", step.scenario(), file).isRegularFile();
            }
            assertThat(ResultsSchema.violations(dir.resolve(ResultsFiles.RESULTS_JSON)))
                    .isEmpty();
            RunResults results = ResultsFiles.read(dir);
            assertThat(results.options().scenario()).isEqualTo(step.scenario());
            assertThat(results.options().orders()).as("the user's orders").isEqualTo(2000);
            assertThat(results.options().pageSize()).isEqualTo(step.pageSize());
            assertThat(results.options().latencyMillis()).isEqualTo(String.valueOf(step.latencyMillis()));
            assertThat(results.options().workPerOrderMicros()).isEqualTo(step.workPerOrderMicros());
            assertThat(results.options().concurrency()).isEqualTo(step.concurrency());
            assertThat(results.options().threads()).isEqualTo(step.threads());
            assertThat(results.options().repetitions()).isEqualTo(2);
            assertThat(results.options().isolation()).isEqualTo(IsolationMode.parse("process"));
            assertThat(results.succeeded())
                    .as("%s: %s", step.scenario(), results.failureReason())
                    .isTrue();
            assertThat(results.variants()).extracting(VariantResults::variant).containsExactlyElementsOf(VARIANTS);
            for (VariantResults v : results.variants()) {
                assertThat(v.repetitions()).hasSize(2);
                for (Repetition r : v.repetitions()) {
                    assertThat(r.status())
                            .as("%s %s #%d", step.scenario(), v.variant(), r.repetition())
                            .isEqualTo(RepetitionStatus.OK);
                    assertThat(r.measuredPass().correct())
                            .as("%s %s exact", step.scenario(), v.variant())
                            .isTrue();
                    assertThat(r.worker().scenario().scenario()).isEqualTo(step.scenario());
                    if (step.scenario().equals("fan-out")) {
                        assertThat(r.worker().scenario().fanOut())
                                .extracting(FanOutFigures::concurrency)
                                .containsExactlyElementsOf(step.concurrency());
                        assertThat(r.worker().scenario().fanOut()).allSatisfy(f -> {
                            assertThat(f.correct()).isTrue();
                            assertThat(f.wrongPartitions()).isZero();
                        });
                    }
                }
            }
            assertThat(run.out()).as("each scenario's table on stdout").contains("== Scenario " + step.scenario());
        }
        assertThat(ProcessHandle.current().descendants())
                .as("processes left behind")
                .isEmpty();
    }

    @Test
    void theIndexLinksEveryScenariosFilesInOrder() throws Exception {
        String html = Files.readString(run.dir().resolve(TeachingSetIndex.INDEX_HTML));
        List<String> links = Pattern.compile("href=\"([^\"]*)\"")
                .matcher(html)
                .results()
                .map(m -> m.group(1))
                .toList();
        List<String> expected = TeachingSet.STEPS.stream()
                .flatMap(s -> List.of(
                        s.scenario() + "/" + HtmlReport.REPORT_HTML,
                        s.scenario() + "/" + ResultsFiles.SUMMARY_MD,
                        s.scenario() + "/" + ResultsFiles.RESULTS_JSON)
                        .stream())
                .toList();
        assertThat(links).containsExactlyElementsOf(expected);
        assertThat(links).allSatisfy(link -> assertThat(run.dir().resolve(link)).isRegularFile());
        assertThat(html).doesNotContain("not every variant ok").doesNotContain("did not run");

        String summary = Files.readString(run.dir().resolve(ResultsFiles.SUMMARY_MD));
        for (String link : expected) {
            assertThat(summary).contains("](" + link + ")");
        }
        assertThat(run.dir().resolve(ResultsFiles.RESULTS_JSON))
                .as("the set itself is not one run")
                .doesNotExist();
    }
}
