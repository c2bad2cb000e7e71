package dev.aggregationbench.api;

import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * The scenarios as a learner starts from them ({@link ScenarioGuides}): each one's question, prediction and presets,
 * and its docs page as text, so that the web page can link it.
 */
@RestController
@Tag(name = "scenarios")
class ScenarioController {

    /** Where a scenario's docs page is served: {@code /docs/scenarios/fan-out.md}. */
    static final String DOCS = "/docs/scenarios/";

    private final ScenarioGuides guides;

    public ScenarioController(ScenarioGuides guides) {
        this.guides = guides;
    }

    @GetMapping(path = "/api/scenarios", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            summary = "Each scenario with its question, the prediction to make, its docs page and two presets of "
                    + "the run form: the committed run's settings (with its figures) and a quick version")
    public List<ScenarioGuide> scenarios() {
        return guides.all();
    }

    /** The docs page of a scenario, as text (Markdown reads as it is). Not part of the REST API. */
    @Hidden
    @GetMapping(path = DOCS + "{page}")
    public ResponseEntity<?> docsPage(@PathVariable String page) {
        String id = page.endsWith(".md") ? page.substring(0, page.length() - 3) : "";
        return guides.docsPage(id)
                .<ResponseEntity<?>>map(text -> ResponseEntity.ok()
                        .contentType(new MediaType(MediaType.TEXT_PLAIN, java.nio.charset.StandardCharsets.UTF_8))
                        .body(text))
                .orElseGet(() -> ResponseEntity.status(HttpStatus.NOT_FOUND)
                        .contentType(MediaType.APPLICATION_PROBLEM_JSON)
                        .body(Problems.of(HttpStatus.NOT_FOUND, "Not found", "no docs page for that scenario")));
    }
}
