package dev.aggregationbench.api;

import static io.swagger.v3.oas.annotations.media.Schema.RequiredMode.REQUIRED;

import io.swagger.v3.oas.annotations.media.Schema;
import java.util.Map;

/**
 * One scenario as the web page offers it to a learner ({@link ScenarioGuides}): the question it asks, the prediction
 * to make before running it, its docs page, and two presets that fill the run form.
 *
 * @param question   from its docs page; null without the docs
 * @param prediction from its docs page; null without the docs
 * @param docsPage   the page in the project, docs/scenarios/&lt;id&gt;.md
 * @param docsLink   where the service serves that page; null without the docs
 * @param committed  the committed run's command, settings and figures; null when the page names none
 * @param quick      a smaller run that asks the same question: the scenario's step of the teaching set, quick
 */
public record ScenarioGuide(
        @Schema(requiredMode = REQUIRED) String id,
        String question,
        String prediction,
        @Schema(requiredMode = REQUIRED) String docsPage,
        String docsLink,
        Preset committed,
        @Schema(requiredMode = REQUIRED) Preset quick) {

    /**
     * Settings that fill the run form.
     *
     * @param command  the command line, as the docs write it
     * @param settings the REST body's fields it sets (the others at their defaults), the scenario always among them
     * @param run      the committed run's directory under docs/results/; null for the quick version
     * @param medians  the committed run's median of each figure per variant, raw as in results.json (nanoseconds,
     *                 bytes, a count; ids of GET /api/figures); null for the quick version and when it is unreadable
     */
    public record Preset(
            @Schema(requiredMode = REQUIRED) String command,
            @Schema(requiredMode = REQUIRED) Map<String, Object> settings,
            String run,
            Map<String, Map<String, Double>> medians) {}
}
