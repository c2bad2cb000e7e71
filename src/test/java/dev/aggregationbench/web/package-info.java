/**
 * The web page at {@code /} tested in a real browser (Debian's headless Chromium through chromedriver, driven by
 * Selenium; {@code Browser}, one per test class with {@code BrowserPerClass}) against the real service and engine
 * ({@code support.ServiceOnRandomPort}): {@code WebPageFormInBrowserTest} (the form from the OpenAPI document, its
 * errors), {@code WebPageInBrowserTest} (a live run, reload and second tab, compare, the security headers),
 * {@code RunListInBrowserTest} (cancel, the run list without JavaScript), {@code ScenarioFormInBrowserTest} and
 * {@code RunBesideCommittedInBrowserTest} (the scenario form, a run beside its committed one),
 * {@code MatrixInBrowserTest} (a matrix's cells) and {@code InterruptedRunInBrowserTest} (a run stopped by a service
 * shutdown, live and after the restart). {@code WebPage} reads the page in the browser ({@code LiveCharts} its
 * charts, {@code ScenarioForm} the scenario part of the form); {@code ServiceApi} asks the service directly, to
 * compare what the page shows with what the service says. All are {@code @IntegrationTest}: they run in
 * {@code ./mvnw -B verify}. docs/web.md describes the page and these tests.
 */
package dev.aggregationbench.web;
