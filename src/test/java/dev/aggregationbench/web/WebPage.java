package dev.aggregationbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * The web page at {@code /} as a test reads it (a page object over {@link Browser}): its form, the live run (status,
 * table rows, progress; its charts: {@link LiveCharts}) and the run list. The element ids are the page's own
 * (the template web/index.html rendered by api.WebPageController, and static/web/*.js); a test says what it does
 * with the page, this class says how.
 */
final class WebPage {

    private static final Duration SHORT = Duration.ofSeconds(30);
    private static final Set<String> ENDED = Set.of("succeeded", "failed", "cancelled", "interrupted");

    private final Browser browser;
    private final String base;

    WebPage(Browser browser, String base) {
        this.browser = browser;
        this.base = base;
    }

    void open(String path) {
        browser.driver.get(base + path);
    }

    /** Fills the form for a small process-isolated run of {@code variants}, starts it and returns its id. */
    String startSmallRun(String orders, int repetitions, List<String> variants) {
        fillSmallRun(orders, repetitions, variants);
        return start();
    }

    /** Fills the form for a small process-isolated run of {@code variants}. */
    void fillSmallRun(String orders, int repetitions, List<String> variants) {
        waitFor(By.id("field-orders"));
        fill("orders", orders);
        fill("pageSize", "500");
        fill("repetitions", Integer.toString(repetitions));
        fill("warmup", "0");
        new Select(reveal(browser.driver.findElement(By.id("field-isolation")))).selectByValue("process");
        for (WebElement box : browser.driver.findElements(By.cssSelector("#field-variants input[type=checkbox]"))) {
            if (box.isSelected() != variants.contains(box.getDomAttribute("value"))) {
                box.click();
            }
        }
    }

    /** Ticks the box of {@code value} in a list field ({@code gc}: G1, ZGC, ...), opening its section if shut. */
    void tick(String field, String value) {
        WebElement box = reveal(browser.driver.findElement(
                By.cssSelector("#field-" + field + " input[type=checkbox][value='" + value + "']")));
        if (!box.isSelected()) {
            box.click();
        }
    }

    void select(String field, String value) {
        new Select(reveal(browser.driver.findElement(By.id("field-" + field)))).selectByValue(value);
    }

    /** Starts the run the form holds and returns its id once the page follows it. */
    String start() {
        String before = browser.driver.getCurrentUrl();
        browser.driver.findElement(By.id("start-run")).click();
        browser.waitUpTo(SHORT)
                .until(d -> d.getCurrentUrl().contains("?run=")
                        && !d.getCurrentUrl().equals(before));
        String id = browser.driver.getCurrentUrl().replaceAll(".*\\?run=", "");
        browser.waitUpTo(SHORT).until(d -> id.equals(text(By.id("live-id"))));
        return id;
    }

    void fill(String field, String value) {
        WebElement input = reveal(browser.driver.findElement(By.id("field-" + field)));
        input.clear();
        input.sendKeys(value);
    }

    /** The control, its "advanced" section opened first as a person would (a click on its summary) if it is shut. */
    WebElement reveal(WebElement control) {
        if (!control.isDisplayed()) {
            List<WebElement> shut = control.findElements(By.xpath("ancestor::details[not(@open)]/summary"));
            shut.forEach(WebElement::click);
        }
        return control;
    }

    void click(By by) {
        browser.waitUpTo(Duration.ofSeconds(20))
                .until(ExpectedConditions.elementToBeClickable(by))
                .click();
    }

    /** Waits until the live run has ended, within {@code timeout}, and checks it ended with {@code status}. */
    void awaitEnd(String status, Duration timeout) {
        browser.waitUpTo(timeout).until(d -> ENDED.contains(liveStatus()));
        assertThat(liveStatus()).as("run ended: %s", text(By.id("live-status"))).isEqualTo(status);
    }

    /** Waits until the live view's status line reads {@code text}. */
    void awaitStatus(String text) {
        browser.waitUpTo(SHORT).until(d -> text.equals(text(By.id("live-status"))));
    }

    String liveStatus() {
        String status = browser.driver.findElement(By.id("live")).getDomAttribute("data-status");
        return status == null ? "" : status;
    }

    List<WebElement> rows() {
        return browser.driver.findElements(By.cssSelector("#live-table tbody tr"));
    }

    WebElement runRow(String id) {
        return browser.driver.findElements(By.cssSelector("#run-list tr[data-run='" + id + "']")).stream()
                .findFirst()
                .orElse(null);
    }

    long progressValue(String variant) {
        return Long.parseLong(element(By.id("progress-" + variant)).getDomProperty("value"));
    }

    /** What each repetition's box of {@code variant} says (its data-status), in order. */
    List<String> repetitionStatuses(String variant) {
        return all("[data-variant='" + variant + "'] .repetition").stream()
                .map(box -> box.getDomAttribute("data-status"))
                .toList();
    }

    /** Every URL the page loaded: the document and its resources (scripts, styles, fetches, event streams). */
    @SuppressWarnings("unchecked")
    List<String> resourcesLoaded() {
        return (List<String>) browser.script(
                "return [location.href," + " ...performance.getEntriesByType('resource').map(e => e.name)]");
    }

    /** The comparison's cells: variant/figure to verdict. */
    Map<String, String> verdictsShown() {
        return all("#comparison td[data-verdict]").stream()
                .collect(Collectors.toMap(
                        td -> td.findElement(By.xpath("..")).getDomAttribute("data-variant") + "/"
                                + td.getDomAttribute("data-figure"),
                        td -> td.getDomAttribute("data-verdict")));
    }

    /** Waits until the run list shows the run with {@code status}. */
    void awaitListed(String id, String status) {
        browser.waitUpTo(SHORT)
                .until(d -> runRow(id) != null && status.equals(runRow(id).getDomAttribute("data-status")));
    }

    /** The form's controls shown, in the page's order, then the Start button: what Tab should reach. */
    List<String> formControls() {
        List<String> controls = new ArrayList<>(all("#fields input, #fields select, #advanced summary, "
                        + "#advanced-fields input, #advanced-fields select")
                .stream()
                .filter(WebElement::isDisplayed)
                .map(WebPage::name)
                .toList());
        controls.add("start-run");
        return controls;
    }

    /** Focuses the form's first control and presses Tab until the Start button has the focus; what it reached. */
    List<String> tabThroughForm() {
        WebElement first = all("#fields input, #fields select").getFirst();
        browser.script("arguments[0].focus()", first);
        List<String> reached = new ArrayList<>(List.of(name(first)));
        for (int i = 0; i < 100 && !reached.getLast().equals("start-run"); i++) {
            browser.driver.switchTo().activeElement().sendKeys(Keys.TAB);
            reached.add(name(browser.driver.switchTo().activeElement()));
        }
        return reached;
    }

    private static String name(WebElement control) {
        if (control.getTagName().equals("summary")) {
            return "advanced";
        }
        String id = control.getDomAttribute("id");
        return id != null ? id : control.getDomAttribute("name") + "=" + control.getDomAttribute("value");
    }

    String focused() {
        return browser.driver.switchTo().activeElement().getDomAttribute("id");
    }

    /** Saves a screenshot with the live run at the top. */
    void screenshotOfTheLiveRun(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        browser.script("document.getElementById('live').scrollIntoView()");
        Files.copy(browser.driver.getScreenshotAs(OutputType.FILE).toPath(), file, StandardCopyOption.REPLACE_EXISTING);
    }

    WebElement element(By by) {
        return browser.driver.findElement(by);
    }

    List<WebElement> all(String css) {
        return browser.driver.findElements(By.cssSelector(css));
    }

    boolean any(String css) {
        return !all(css).isEmpty();
    }

    WebElement visible(By by) {
        return browser.waitUpTo(SHORT).until(ExpectedConditions.visibilityOfElementLocated(by));
    }

    String text(By by) {
        return browser.driver.findElement(by).getText();
    }

    WebElement waitFor(By by) {
        return browser.waitUpTo(SHORT).until(ExpectedConditions.presenceOfElementLocated(by));
    }
}
