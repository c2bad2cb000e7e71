package dev.aggregationbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A {@link Browser} (JavaScript on) for a test class, as a JUnit extension on a static field: started before the
 * class's first test (skipped without Chromium, failed in CI), closed after its last. After each test the browser's
 * console must hold no Content Security Policy violation.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final BrowserPerClass chromium = new BrowserPerClass();
 * ...
 * WebPage page = new WebPage(chromium.get(), base());
 * }</pre>
 */
final class BrowserPerClass implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {

    private Browser browser;

    @Override
    public void beforeAll(ExtensionContext context) {
        browser = Browser.start(true);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        assertThat(get().policyViolations())
                .as("Content Security Policy violations in the browser's console")
                .isEmpty();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (browser != null) {
            browser.close();
        }
    }

    Browser get() {
        if (browser == null) {
            throw new IllegalStateException("BrowserPerClass is not started: register it with @RegisterExtension on a"
                    + " static field (it starts before the class's first test)");
        }
        return browser;
    }
}
