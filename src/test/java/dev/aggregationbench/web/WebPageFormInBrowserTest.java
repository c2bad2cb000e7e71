package dev.aggregationbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The web page's run form in a real browser (headless Chromium) against the whole service on a random port: the
 * paths the page's scripts call are the OpenAPI document's; the form is built from that document, Tab goes through
 * it in order, and a bad value is named next to its field in the service's own words, before any run starts. Runs
 * started from the form: WebPageInBrowserTest; cancelled, and the run list: RunListInBrowserTest.
 */
@IntegrationTest
class WebPageFormInBrowserTest extends ServiceOnRandomPort {

    @RegisterExtension
    static final BrowserPerClass chromium = new BrowserPerClass();

    private WebPage page;
    private ServiceApi service;

    @BeforeEach
    void readThePage() {
        page = new WebPage(chromium.get(), base());
        service = new ServiceApi(api);
    }

    @Test
    void everyApiPathThePageUsesIsInTheOpenApiDocument() {
        List<Pattern> documented = service.documentedPaths();
        assertThat(service.pathsThePageCalls(List.of(
                        "form.js", "live.js", "runs.js", "app.js", "scenarios.js", "committed.js", "matrix.js")))
                .contains(
                        "/api/runs",
                        "/api/runs/x",
                        "/api/runs/x/events",
                        "/api/compare",
                        "/api/figures",
                        "/api/scenarios")
                .allSatisfy(path -> assertThat(documented)
                        .as("a documented path for %s", path)
                        .anyMatch(p -> p.matcher(path).matches()));
    }

    @Test
    void theFormComesFromTheSchemaAndABadValueIsNamedNextToItsField() {
        page.open("/");
        WebElement orders = page.waitFor(By.id("field-orders"));
        assertThat(orders.getDomProperty("value")).isEqualTo("500000");
        assertThat(orders.getDomAttribute("min")).isEqualTo("1");
        assertThat(orders.getDomAttribute("max")).isEqualTo("100000000");
        assertThat(page.text(By.id("hint-orders"))).contains("default 500000", "range 1 to 100,000,000");
        assertThat(page.all("#field-variants input[type=checkbox]:checked")).hasSize(6);
        assertThat(page.tabThroughForm())
                .as("Tab reaches every field, in order, then Start run")
                .isEqualTo(page.formControls());

        page.fill("orders", "0" + Keys.ENTER); // the keyboard submits the form
        assertThat(page.visible(By.id("error-orders")).getText())
                .isEqualTo(service.errorAbout("{\"orders\":0}", "orders"))
                .contains("100000000");
        assertThat(orders.getDomAttribute("aria-invalid")).isEqualTo("true");
        assertThat(orders.getDomAttribute("aria-describedby")).contains("error-orders");
        assertThat(page.focused()).isEqualTo("field-orders");
        assertThat(page.rows()).isEmpty();
        assertThat(page.element(By.id("live")).isDisplayed()).isFalse();

        page.fill("heap", "2g");
        page.fill("orders", "1000");
        page.element(By.id("start-run")).click();
        assertThat(page.visible(By.id("error-heap")).getText())
                .isEqualTo(service.errorAbout("{\"heap\":\"2g\"}", "heap"))
                .contains("memory");
        assertThat(page.element(By.id("error-orders")).isDisplayed()).isFalse();

        page.all("#field-variants input:checked").forEach(box -> box.sendKeys(Keys.SPACE)); // untick them all
        page.element(By.id("start-run")).click();
        assertThat(page.visible(By.id("error-variants")).getText())
                .isEqualTo(service.errorAbout("{\"variants\":[]}", "variants"));
        assertThat(page.element(By.id("field-variants")).getDomAttribute("aria-invalid"))
                .isEqualTo("true");
    }
}
