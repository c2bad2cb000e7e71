package dev.aggregationbench.pitfalls;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.variant.Variant;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The teaching pages (the problem, measuring, the variant pages, styles-compared, common-mistakes, exercises) must
 * stay runnable as written (their links: DocsLinksTest; the variant pages' figures and naive's GC chart:
 * VariantPageFiguresTest): every {@code ./mvnw ... -Dtest=...} names test classes and methods that exist, and the
 * who-runs-what diagrams of styles-compared.md are what {@link ThreadTimelineMain} records on this JDK.
 */
class TeachingPagesTest {

    private static final Pattern TEST_SELECTION = Pattern.compile("-Dtest=(['\"]?)([^\\s'\"`]+)\\1");

    @Test
    void everyTestCommandNamesTestsThatExist() throws IOException {
        List<String> missing = new ArrayList<>();
        int selections = 0;
        for (Path page : pages()) {
            Matcher m = TEST_SELECTION.matcher(Files.readString(page));
            while (m.find()) {
                for (String selection : m.group(2).split(",")) {
                    selections++;
                    String[] classAndMethod = selection.split("#", 2);
                    String simpleName = classAndMethod[0].substring(classAndMethod[0].lastIndexOf('.') + 1);
                    if (simpleName.contains("*")) {
                        continue; // a pattern such as dev.aggregationbench.pitfalls.*Test
                    }
                    Path source = testSource(simpleName);
                    if (source == null) {
                        missing.add(root().relativize(page) + ": no test class " + simpleName);
                    } else if (classAndMethod.length == 2
                            && !Files.readString(source).contains("void " + classAndMethod[1].replace("*", ""))) {
                        missing.add(root().relativize(page) + ": no method " + selection);
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
        String page = Files.readString(root().resolve("docs/styles-compared.md"));
        try (HttpMock api = HttpMock.start(MockSettings.of(ThreadTimelineMain.PAGES * 10L, 10, 42)
                .withLatencyMillis(20))) {
            for (Variant variant : Variant.values()) {
                String diagram = ThreadTimelineMain.diagram(ThreadTimelineMain.record(variant, api));
                assertThat(page).as("styles-compared.md holds the diagram a run of %s records now:%n%s", variant.id(),
                        diagram).contains("```mermaid\n" + diagram + "```");
            }
        }
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of("01-the-problem.md", "measuring.md", "styles-compared.md",
                "common-mistakes.md", "exercises.md").stream().map(name -> root().resolve("docs").resolve(name)).toList());
        try (Stream<Path> variants = Files.list(root().resolve("docs/variants"))) {
            variants.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    private static Path testSource(String simpleName) throws IOException {
        try (Stream<Path> sources = Files.walk(root().resolve("src/test/java"))) {
            return sources.filter(p -> p.getFileName().toString().equals(simpleName + ".java")).findFirst().orElse(null);
        }
    }

    private static Path root() {
        return ChildJvms.projectDir();
    }
}
