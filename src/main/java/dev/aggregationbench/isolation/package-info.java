/**
 * Isolation: runs benchmark JVMs (the variants' worker, the orders mock) each in a fresh, CPU-limited JVM: a Docker container
 * or a plain process. The orchestrator's view:
 *
 * <pre>{@code
 * IsolationSettings settings = IsolationSettings.defaults()
 *         .withDockerNetwork(options.dockerNetwork()).withProgress(progress::println);
 * try (Isolation isolation = Isolations.select(options.isolation(), settings)) {   // ISE: docker absent
 *     report(isolation.id(), isolation.description(), isolation.warnings());
 *     // the mock binds port 0 and prints the port it got; orchestration.MockReadiness reads it from its console log
 *     Launched mock = isolation.start(new JvmLaunch("mock", Role.MOCK, List.of("-Xmx256m", "-XX:+UseG1GC"),
 *             "dev.aggregationbench.mock.MockMain",
 *             List.of("--port=0", "--bind=" + isolation.listenAddress(), "--orders=" + orders),
 *             1, "1g", List.of(), null), runDir);
 *     MockReadiness.Ready ready = MockReadiness.awaitReady(mock, Duration.ofSeconds(60));  // /orders/info answers
 *     String mockUrl = "http://" + mock.address() + ":" + ready.port();    // as the workers see it
 *     String hostUrl = "http://127.0.0.1:" + ready.hostPort();              // as this process sees it
 *     Launched worker = isolation.start(JvmLaunch.worker("naive-1", options.workerJvmOptions(),
 *             "dev.aggregationbench.worker.WorkerMain",
 *             List.of("--variant=naive", "--url=" + mockUrl,
 *                     "--output=" + isolation.outputDirFor(runDir) + "/naive-1.json"),
 *             options.cpus(), options.memory()), runDir);
 *     int exit = worker.awaitExit(Duration.ofSeconds(options.timeoutSeconds()));   // kills on timeout
 *     // worker.timedOut(), worker.outputTail(), worker.consoleLog(), runDir/naive-1.json
 *     mock.stop();
 * }   // close(): stops and removes every process / container / cgroup / network it started
 * }</pre>
 *
 * <p>Only Docker bridge networking publishes ports ({@link JvmLaunch#ports()}): the JVM binds a fixed port inside
 * its container's own network namespace, where nothing else listens, Docker publishes it on 127.0.0.1 at a port it
 * chooses as it binds it ({@code --publish 127.0.0.1::<port>}), and {@link Launched#hostPort} reads that port back
 * ({@code docker port}). No port is chosen ahead anywhere, so no other program can take one in between.
 *
 * <p>Both isolations add {@code -XX:ActiveProcessorCount=ceil(cpus)} and pin workers to the lowest cores and the mock
 * to the highest, so they do not share cores when the machine has enough ({@link Isolation#warnings()} says when they
 * do). Process isolation limits CPU with a cgroup quota where possible, else by pinning, else not at all (loud
 * warning). Docker isolation uses {@code --cpus}, {@code --cpuset-cpus} and {@code --memory}; its image is built
 * from {@code docker/Dockerfile} and reused while nothing changes; see {@code docker/README.md}.
 *
 * <p>Nothing outlives a killed orchestrator: every JVM is started through {@link
 * dev.aggregationbench.isolation.ExitWithParent}, which halts it when the pipe from its launcher closes (also
 * through {@code docker run -i}), and each isolation records what it started ({@code LaunchLedger}), so the next
 * start removes a killed run's cgroups, containers and network by their recorded names.
 *
 * <p>Which JDK a JVM runs on: {@code JdkLocator} resolves a feature version ({@code 21}) or a home to a {@link
 * dev.aggregationbench.isolation.Jdk} (JAVA_HOME, /usr/lib/jvm, SDKMAN, ~/.jdks, and the project's cache that
 * {@code .mvn/install-jdk21.sh} fills), with its exact vendor and version; a {@code JvmLaunch} may name one, and what
 * a flag needs is decided by that JDK's feature version, not the launcher's. In Docker such a launch runs an image
 * built from that JDK's own runtime ({@code docker/build-base-image.sh --jdk=<home>}).
 *
 * <p>May depend on: {@code run} (the vocabulary), {@code files}, {@code text}. Used by {@code orchestration}, {@code cli} and {@code api}.
 */
package dev.aggregationbench.isolation;
