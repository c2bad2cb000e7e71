package dev.aggregationbench.web;

import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The web page at {@code /} as a test reads it (a page object over {@link Browser}): its form, the live run (status,
 * table rows, progress, charts read back from ECharts) and the run list. The element ids are the page's own
 * (the template web/index.html rendered by api.WebPageController, and static/web/*.js); a test says what it does with the page, this class says how.
 */
final class WebPage {

    private static final Duration SHORT = Duration.ofSeconds(30);

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
        waitFor(By.id("field-orders"));
        fill("orders", orders);
        fill("pageSize", "500");
        fill("repetitions", Integer.toString(repetitions));
        fill("warmup", "0");
        new Select(browser.driver.findElement(By.id("field-isolation"))).selectByValue("process");
        for (WebElement box : browser.driver.findElements(By.cssSelector("#field-variants input[type=checkbox]"))) {
            if (box.isSelected() != variants.contains(box.getDomAttribute("value"))) {
                box.click();
            }
        }
        String before = browser.driver.getCurrentUrl();
        browser.driver.findElement(By.id("start-run")).click();
        browser.waitUpTo(SHORT).until(d -> d.getCurrentUrl().contains("?run=") && !d.getCurrentUrl().equals(before));
        String id = browser.driver.getCurrentUrl().replaceAll(".*\\?run=", "");
        browser.waitUpTo(SHORT).until(d -> id.equals(text(By.id("live-id"))));
        return id;
    }

    void fill(String field, String value) {
        WebElement input = browser.driver.findElement(By.id("field-" + field));
        input.clear();
        input.sendKeys(value);
    }

    void click(By by) {
        browser.waitUpTo(Duration.ofSeconds(20)).until(ExpectedConditions.elementToBeClickable(by)).click();
    }

    /** Waits until the live run has ended, within {@code timeout}, and checks it ended with {@code status}. */
    void awaitEnd(String status, Duration timeout) {
        browser.waitUpTo(timeout).until(d -> Set.of("succeeded", "failed", "cancelled").contains(liveStatus()));
        assertThat(liveStatus()).as("run ended: %s", text(By.id("live-status"))).isEqualTo(status);
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
                .findFirst().orElse(null);
    }

    long progressValue(String variant) {
        return Long.parseLong(browser.driver.findElement(By.id("progress-" + variant)).getDomProperty("value"));
    }

    List<?> chartSeriesData(String chart, int series) {
        return (List<?>) browser.script("return echarts.getInstanceByDom(document.getElementById(arguments[0]))"
                + ".getOption().series[arguments[1]].data", chart, series);
    }

    @SuppressWarnings("unchecked")
    List<String> chartSeriesIds(String chart) {
        return (List<String>) browser.script("const c = echarts.getInstanceByDom(document.getElementById(arguments[0]));"
                + "return c ? c.getOption().series.map(s => s.id) : []", chart);
    }

    @SuppressWarnings("unchecked")
    List<String> chartCategories(String chart) {
        return (List<String>) browser.script("return echarts.getInstanceByDom(document.getElementById(arguments[0]))"
                + ".getOption().xAxis[0].data", chart);
    }

    String text(By by) {
        return browser.driver.findElement(by).getText();
    }

    WebElement waitFor(By by) {
        return browser.waitUpTo(SHORT).until(ExpectedConditions.presenceOfElementLocated(by));
    }
}
