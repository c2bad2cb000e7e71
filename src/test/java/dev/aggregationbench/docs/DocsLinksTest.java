package dev.aggregationbench.docs;

import static org.assertj.core.api.Assertions.assertThat;

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
 * Every relative link in the README, mock-api/README.md and docs/ (the committed run folders aside: their printed
 * output is what it was) points to a file or folder that exists: teaching material whose links lead nowhere reads as
 * material nobody checked. (TeachingPagesTest checks the test commands those pages name.)
 */
class DocsLinksTest {

    /** {@code [text](target)}; the target ends at the first space or closing parenthesis. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    @Test
    void everyRelativeLinkInTheDocsResolves() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md"), Path.of("mock-api/README.md")));
        try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md"))
                    .filter(p -> !p.startsWith(Path.of("docs/results")))
                    .forEach(pages::add);
        }
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            Matcher link = LINK.matcher(Files.readString(page));
            while (link.find()) {
                String target = link.group(1);
                if (target.matches("^[a-z]+:.*") || target.startsWith("#")) {
                    continue; // http(s), mailto, and anchors within the page
                }
                String file = target.replaceAll("#.*$", "");
                if (!Files.exists(
                        page.getParent() == null
                                ? Path.of(file)
                                : page.getParent().resolve(file))) {
                    broken.add(page + " -> " + target);
                }
            }
        }
        assertThat(pages).hasSizeGreaterThan(20);
        assertThat(broken).as("links to files that do not exist").isEmpty();
    }
}
