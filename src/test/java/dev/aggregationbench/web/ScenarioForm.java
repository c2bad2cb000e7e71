package dev.aggregationbench.web;

import java.time.Duration;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The run form's scenario part as a test reads it (beside {@link WebPage}): the scenario chosen by its question,
 * the fields shown and their labels, the "advanced" section, the presets, and the run beside its committed one.
 */
final class ScenarioForm {

    private final Browser browser;
    private final WebPage page;

    ScenarioForm(Browser browser, WebPage page) {
        this.browser = browser;
        this.page = page;
    }

    /** The page at {@code /} of the service at {@code base}, opened in {@code browser} and read once its form is there. */
    static ScenarioForm open(Browser browser, String base) {
        WebPage page = new WebPage(browser, base);
        page.open("/");
        page.waitFor(By.id("field-orders"));
        return new ScenarioForm(browser, page);
    }

    /** The whole page this form is part of. */
    WebPage page() {
        return page;
    }

    void choose(String scenario) {
        page.click(By.id("scenario-" + scenario));
    }

    String chosen() {
        return page.all("#scenario-chooser input[type=radio]").stream()
                .filter(WebElement::isSelected)
                .map(radio -> radio.getDomAttribute("value"))
                .findFirst()
                .orElse(null);
    }

    /** The fields shown in {@code container} (#fields or #advanced-fields), by the body's field name, in order. */
    List<String> shown(String container) {
        return page.all("#" + container + " > .field").stream()
                .filter(WebElement::isDisplayed)
                .map(field -> field.getDomAttribute("data-field"))
                .toList();
    }

    /** Every field in {@code container}, shown or not. */
    List<String> all(String container) {
        return page.all("#" + container + " > .field").stream()
                .map(field -> field.getDomAttribute("data-field"))
                .toList();
    }

    /** The label a person reads above the field: its label element, or its fieldset's legend. */
    String label(String field) {
        WebElement wrapper = page.element(By.cssSelector(".field[data-field='" + field + "']"));
        List<WebElement> labels = wrapper.findElements(By.cssSelector("label[for='field-" + field + "']"));
        return (labels.isEmpty() ? wrapper.findElement(By.tagName("legend")) : labels.getFirst())
                .getText()
                .strip();
    }

    /** What the field holds: a text or number box's value, a list of check boxes' ticked values joined by commas. */
    String value(String field) {
        WebElement control = page.element(By.id("field-" + field));
        if (control.getTagName().equals("fieldset")) {
            return String.join(
                    ",",
                    control.findElements(By.cssSelector("input:checked")).stream()
                            .map(box -> box.getDomAttribute("value"))
                            .toList());
        }
        return control.getDomProperty("value");
    }

    boolean advancedOpen() {
        return page.element(By.id("advanced")).getDomAttribute("open") != null;
    }

    void openAdvanced() {
        if (!advancedOpen()) {
            page.element(By.cssSelector("#advanced summary")).click();
        }
    }

    void preset(String scenario, String which) {
        page.click(By.id("preset-" + scenario + "-" + which));
    }

    /** The cells of one row of the run-beside-committed table, by figure id. */
    String besideCell(String variant, String source, String figure) {
        return page.element(By.cssSelector("#beside-committed tr[data-variant='" + variant + "'][data-source='" + source
                        + "'] td[data-figure='" + figure + "']"))
                .getText();
    }

    WebElement awaitBeside() {
        return browser.waitUpTo(Duration.ofSeconds(30))
                .until(d -> page.any("#beside-committed table") ? page.element(By.id("beside-committed")) : null);
    }
}
