package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.support.IntegrationTest;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Which thread runs {@code sendAsync(...).thenApply(step)}: the step that decodes a page in
 * {@code HttpOrdersClient.fetchPageAsync} (docs/variants/04-async.md, "Which thread runs each step").
 *
 * <p>{@code HttpClientImpl.sendAsync} (java.net.http, JDK 11 to 25) ends with
 * {@code res.whenCompleteAsync((r, t) -> {}, ASYNC_POOL)}, where {@code ASYNC_POOL} is CompletableFuture's default
 * executor: "makes sure that any dependent actions happen in the CF default executor". So a dependent attached
 * before the response arrives runs on that executor, whatever executor the client was built with
 * ({@code HttpClient.Builder.executor} runs the client's own tasks, not the caller's continuations). That executor
 * is {@code ForkJoinPool.commonPool()} on JDK 25, and before JDK 25, at 1 or 2 CPUs (common pool parallelism 1), a
 * new thread per task. Each case runs {@link SendAsyncThreadsMain} in a child JVM at {@code -XX:ActiveProcessorCount=1}
 * and prints what it observed.
 */
@IntegrationTest
class SendAsyncCompletionThreadTest {

    private static final int REQUESTS = SendAsyncThreadsMain.REQUESTS;

    @Test
    void onJdk25TheStepAfterSendAsyncRunsOnTheCommonPoolEvenWithAnExplicitClientExecutor() throws Exception {
        assumeTrue(
                Runtime.version().feature() >= 25,
                "the test JVM is JDK " + Runtime.version().feature());

        Map<String, String> oneCpu = ChildJvms.run(ChildJvms.thisJdk(
                SendAsyncThreadsMain.class, "-XX:ActiveProcessorCount=1", "-Xmx64m", "-XX:+UseSerialGC"));

        assertThat(oneCpu).containsEntry("processors", "1").containsEntry("commonPoolParallelism", "1");
        print(oneCpu);
        for (String client : new String[] {"default", "explicit"}) {
            Map<String, Integer> steps = counts(oneCpu.get(client + "StepThreads"));
            assertThat(steps.getOrDefault("commonPool", 0))
                    .as(
                            "%s client: thenApply steps on the common pool (the rest ran on the caller because the"
                                    + " response was already complete); observed %s",
                            client, steps)
                    .isGreaterThanOrEqualTo(REQUESTS * 9 / 10);
            assertThat(steps)
                    .as("%s client: steps on the client's executor or on a thread of their own", client)
                    .doesNotContainKeys("clientExecutor", "other");
            // not one per request: the common pool's worker, plus whatever the client's own default executor (a
            // cached pool) starts when its tasks overlap (0 to 3 observed)
            assertThat(Long.parseLong(oneCpu.get(client + "ThreadsStarted")))
                    .as("%s client: threads started for %d requests", client, REQUESTS)
                    .isLessThan(REQUESTS / 10);
        }
    }

    @Test
    void beforeJdk25AtOneCpuEveryResponseStartsAThreadToRunTheStepEvenWithAnExplicitClientExecutor() throws Exception {
        Optional<Path> olderJdk = ChildJvms.jdkOlderThan25();
        assumeTrue(
                olderJdk.isPresent(), "no JDK 11..24 installed (looked at JAVA_HOME, PATH, /usr/lib/jvm, /opt/java)");

        Map<String, String> oneCpu = ChildJvms.run(ChildJvms.olderJdkFromSource(
                olderJdk.get(),
                SendAsyncThreadsMain.class,
                "-XX:ActiveProcessorCount=1",
                "-Xmx64m",
                "-XX:+UseSerialGC"));

        assertThat(Integer.parseInt(oneCpu.get("jdk"))).isLessThan(25);
        assertThat(oneCpu).containsEntry("commonPoolParallelism", "1");
        print(oneCpu);
        for (String client : new String[] {"default", "explicit"}) {
            Map<String, Integer> steps = counts(oneCpu.get(client + "StepThreads"));
            assertThat(steps.getOrDefault("other", 0))
                    .as("%s client: thenApply steps on a thread started for them; observed %s", client, steps)
                    .isGreaterThanOrEqualTo(REQUESTS * 9 / 10);
            assertThat(Long.parseLong(oneCpu.get(client + "ThreadsStarted")))
                    .as("%s client: threads started for %d requests on JDK %s", client, REQUESTS, oneCpu.get("jdk"))
                    .isGreaterThanOrEqualTo(REQUESTS * 9 / 10);
        }
    }

    private static void print(Map<String, String> child) {
        for (String client : new String[] {"default", "explicit"}) {
            System.out.printf(
                    "JDK %s at 1 CPU, %s client executor: %s threads started for %d sendAsync requests;"
                            + " thenApply ran on %s%n",
                    child.get("jdk"),
                    client,
                    child.get(client + "ThreadsStarted"),
                    REQUESTS,
                    child.get(client + "StepThreads"));
        }
    }

    /** "commonPool:197,caller:3" as a map. */
    private static Map<String, Integer> counts(String kinds) {
        Map<String, Integer> counts = new java.util.TreeMap<>();
        for (String kv : kinds.split(",")) {
            String[] parts = kv.split(":");
            counts.put(parts[0], Integer.parseInt(parts[1]));
        }
        return counts;
    }
}
