/**
 * The web page at {@code /} tested in a real browser (Debian's headless Chromium through chromedriver, driven by
 * Selenium; {@code Browser}) against the real service and engine: {@code WebPageInBrowserTest} (form, live run,
 * reload and second tab, compare, cancel, the run list without JavaScript) and {@code InterruptedRunInBrowserTest}
 * (a run stopped by a service shutdown, live and after the restart). {@code WebPage} reads the page in the
 * browser; {@code ServiceApi} asks the service directly, to compare what the page shows with what the service says.
 * All are {@code @IntegrationTest}: they run in {@code ./mvnw -B verify}. docs/web.md describes the page and these
 * tests.
 */
package dev.aggregationbench.web;
