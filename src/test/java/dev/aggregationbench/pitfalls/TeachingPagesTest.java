package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.variant.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The pages (README.md, mock-api/README.md, everything under docs/ but the committed runs) must stay runnable as
 * written (their links: DocsLinksTest; the variant pages' figures and naive's GC chart:
 * VariantPageFiguresTest; the benchmark.sh options: DocsCommandOptionsTest): every {@code ./mvnw ... -Dtest=...}
 * or {@code -Dit.test=...} names test classes and methods that exist, in the phase that runs them (an
 * {@code @IntegrationTest} selected with {@code -Dtest} in {@code test} runs nothing and passes), and the
 * who-runs-what diagrams of styles-compared.md, with the decoding threads, are what {@link ThreadTimelineMain}
 * records on this JDK (JDK 25 or newer: the decoding threads are traced with JFR's {@code jdk.MethodTrace}, which
 * older JDKs lack, and the page shows a JDK 25 run; on an older JDK that check is skipped).
 */
class TeachingPagesTest {

    /** {@code -Dtest=...} (surefire, the test phase) or {@code -Dit.test=...} (failsafe, integration tests in verify). */
    private static final Pattern TEST_SELECTION = Pattern.compile("-D(it\\.)?test=(['\"]?)([^\\s'\"`]+)\\2");

    @Test
    void everyTestCommandNamesTestsThatExist() throws IOException {
        List<String> missing = new ArrayList<>();
        int selections = 0;
        for (Path page : pages()) {
            Matcher m = TEST_SELECTION.matcher(Files.readString(page));
            while (m.find()) {
                boolean integration = m.group(1) != null;
                for (String selection : m.group(3).split(",")) {
                    String[] classAndMethod = selection.split("#", 2);
                    String simpleName = classAndMethod[0].substring(classAndMethod[0].lastIndexOf('.') + 1);
                    if (simpleName.contains("*") || simpleName.equals("NONE")) {
                        continue; // a pattern such as dev.aggregationbench.pitfalls.*Test, or "no unit test"
                    }
                    selections++;
                    Path source = testSource(simpleName);
                    String where = root().relativize(page) + ": ";
                    if (source == null) {
                        missing.add(where + "no test class " + simpleName);
                        continue;
                    }
                    String code = Files.readString(source);
                    if (classAndMethod.length == 2 && !code.contains("void " + classAndMethod[1].replace("*", ""))) {
                        missing.add(where + "no method " + selection);
                    }
                    boolean tagged = code.contains("@IntegrationTest");
                    if (tagged && !integration) {
                        missing.add(where + "-Dtest=" + simpleName + " runs nothing: it is an @IntegrationTest, which"
                                + " the test phase excludes; select it with -Dit.test in verify");
                    } else if (!tagged && integration) {
                        missing.add(where + "-Dit.test=" + simpleName + " runs nothing: it is not an @IntegrationTest");
                    }
                }
            }
        }
        System.out.printf("teaching pages: %d test selections checked%n", selections);
        assertThat(selections).isPositive();
        assertThat(missing).isEmpty();
    }

    @Test
    void theWhoRunsWhatDiagramsAreWhatARunRecordsOnThisJdk() throws IOException {
        assumeTrue(
                DecodingThreads.available(),
                "the diagrams show a JDK 25 run and need JFR's " + DecodingThreads.EVENT + " (JDK 25+); this is "
                        + Runtime.version());
        String page = Files.readString(root().resolve("docs/styles-compared.md"));
        try (HttpMock api = HttpMock.start(ThreadTimelineMain.mockSettings())) {
            for (Variant variant : Variant.values()) {
                String diagram = ThreadTimelineMain.diagram(ThreadTimelineMain.record(variant, api));
                assertThat(page)
                        .as("styles-compared.md holds the diagram a run of %s records now:%n%s", variant.id(), diagram)
                        .contains("```mermaid\n" + diagram + "```");
            }
        }
    }

    /** README.md, mock-api/README.md and every page under docs/ but the committed run folders. */
    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(root().resolve("README.md"), root().resolve("mock-api/README.md")));
        try (Stream<Path> docs = Files.walk(root().resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md"))
                    .filter(p -> !p.startsWith(root().resolve("docs/results")))
                    .sorted()
                    .forEach(pages::add);
        }
        return pages;
    }

    private static Path testSource(String simpleName) throws IOException {
        try (Stream<Path> sources = Files.walk(root().resolve("src/test/java"))) {
            return sources.filter(p -> p.getFileName().toString().equals(simpleName + ".java"))
                    .findFirst()
                    .orElse(null);
        }
    }

    private static Path root() {
        return ChildJvms.projectDir();
    }
}
