/**
 * What the tests of several packages share. The tiers: {@link dev.aggregationbench.support.IntegrationTest} marks a
 * class for {@code ./mvnw -B verify} (forked JVMs, Docker, a browser, real time by design); everything else is the
 * fast tier of {@code ./mvnw -B test}. Real parts, never mocks of what a test is about:
 * <ul>
 *   <li>the orders API: {@code MockServers} (the real mock, small), {@code FaultyPages} (the mock with stubs over
 *       chosen pages), {@code ForeignOrdersApi} (another API than the mock), {@code RawHttp} (requests on a
 *       socket);</li>
 *   <li>the mock and a client for it, started for a test class: {@code MockAndClient} (a JUnit extension, with each
 *       partition's ground truth when asked);</li>
 *   <li>clients: {@code TestClients} (fast retries), {@code RecordingOrdersClient}; {@code HttpApi} (the REST
 *       service over real HTTP, its event streams parsed: the api and web tests);</li>
 *   <li>the service: {@code ServiceOnRandomPort} (the base of a test class that meets the whole service in this JVM:
 *       a random port, a results directory of its own, a client), {@code ServiceProcess} (a service JVM of its own,
 *       to kill and start again);</li>
 *   <li>runs: {@code CliRun} (the CLI in this JVM, process isolation), {@code RealRuns} (real runs shared by the
 *       report and compare tests), {@code PartialRuns}, {@code ResultsSchema} (results.json against
 *       docs/results.schema.json), {@code SmallDisk} (a real tmpfs to fill);</li>
 *   <li>waiting: {@code Polling} (Awaitility, checked at once, then every 10 ms);</li>
 *   <li>JDKs: {@code TestJdks} (a real JDK 21, or a skip; in CI a failure).</li>
 * </ul>
 * Helpers used by one package only stay in that package.
 */
package dev.aggregationbench.support;
