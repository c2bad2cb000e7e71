package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.TestJdks;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Pitfall (docs/variants/04-async.md): {@code supplyAsync} and the other {@code *Async} methods without an executor.
 * Up to JDK 24, CompletableFuture uses {@code ForkJoinPool.commonPool()} only when the pool's parallelism
 * (processors - 1) is at least 2; on a JVM that sees 1 or 2 CPUs (a benchmark container, a small pod) it falls back
 * to an executor that starts a new platform thread for every task. JDK 25 changed this
 * ({@code ForkJoinPool.asyncCommonPool()}, "ensures minimal parallelism"): the common pool is used at any size.
 * The project is compiled for Java 21 and measured on JDK 25, so both behaviours matter: the benchmark's workers do
 * not pay this cost, the same jar on a Java 21 runtime at 1 CPU does.
 *
 * <p>Each case runs {@link DefaultAsyncPoolThreadsMain} in a child JVM (on a real JDK 21, on an older installed JDK
 * from source, on this JDK 25) told its processor count with
 * {@code -XX:ActiveProcessorCount}, as the benchmark's workers are; threads are counted with
 * {@code ThreadMXBean#getTotalStartedThreadCount}.
 */
@IntegrationTest
class DefaultAsyncPoolThreadPerTaskTest {

    private static final int TASKS = DefaultAsyncPoolThreadsMain.TASKS;

    @Test
    void onJdk21AtOneCpuEveryDefaultAsyncTaskStartsItsOwnThreadWhileAnExplicitExecutorStartsOne() throws Exception {
        Jdk jdk21 = TestJdks.jdk21(); // the project's release, from its class files: a runtime without javac will do

        Map<String, String> oneCpu = ChildJvms.run(ChildJvms.onJdk(
                jdk21.home(),
                DefaultAsyncPoolThreadsMain.class,
                "-XX:ActiveProcessorCount=1",
                "-Xmx64m",
                "-XX:+UseSerialGC"));

        assertThat(oneCpu).containsEntry("jdk", "21");
        assertAThreadPerTask(oneCpu);
    }

    @Test
    void beforeJdk25AtOneCpuEveryDefaultAsyncTaskStartsItsOwnThreadWhileAnExplicitExecutorStartsOne() throws Exception {
        Optional<Path> olderJdk = ChildJvms.jdkOlderThan25();
        assumeTrue(
                olderJdk.isPresent(), "no JDK 11..24 installed (looked at JAVA_HOME, PATH, /usr/lib/jvm, /opt/java)");

        Map<String, String> oneCpu = ChildJvms.run(ChildJvms.olderJdkFromSource(
                olderJdk.get(),
                DefaultAsyncPoolThreadsMain.class,
                "-XX:ActiveProcessorCount=1",
                "-Xmx64m",
                "-XX:+UseSerialGC"));

        assertThat(Integer.parseInt(oneCpu.get("jdk"))).isLessThan(25);
        assertAThreadPerTask(oneCpu);
    }

    private static void assertAThreadPerTask(Map<String, String> oneCpu) {
        System.out.printf(
                "JDK %s at 1 CPU: %s threads started for %d supplyAsync tasks without an executor, %s with"
                        + " a single-thread executor%n",
                oneCpu.get("jdk"), oneCpu.get("defaultThreadsStarted"), TASKS, oneCpu.get("explicitThreadsStarted"));
        assertThat(oneCpu).containsEntry("processors", "1").containsEntry("commonPoolParallelism", "1");
        assertThat(oneCpu.get("defaultExecutor"))
                .as("CompletableFuture's default executor at 1 CPU")
                .doesNotContain("ForkJoinPool");
        assertThat(Long.parseLong(oneCpu.get("defaultThreadsStarted")))
                .as(
                        "threads started by %d supplyAsync without an executor at 1 CPU on JDK %s",
                        TASKS, oneCpu.get("jdk"))
                .isGreaterThanOrEqualTo(TASKS);
        assertThat(Long.parseLong(oneCpu.get("explicitThreadsStarted")))
                .as("threads started by %d supplyAsync on a single-thread executor", TASKS)
                .isEqualTo(1);
    }

    @Test
    void fromJdk25AtOneCpuTheDefaultAsyncTasksShareTheCommonPoolsOneThread() throws Exception {
        assumeTrue(
                Runtime.version().feature() >= 25,
                "the test JVM is JDK " + Runtime.version().feature());
        Map<String, String> oneCpu = ChildJvms.run(ChildJvms.thisJdk(
                DefaultAsyncPoolThreadsMain.class, "-XX:ActiveProcessorCount=1", "-Xmx64m", "-XX:+UseSerialGC"));

        System.out.printf(
                "JDK %s at 1 CPU: %s threads started for %d supplyAsync tasks without an executor%n",
                oneCpu.get("jdk"), oneCpu.get("defaultThreadsStarted"), TASKS);
        assertThat(oneCpu).containsEntry("processors", "1").containsEntry("commonPoolParallelism", "1");
        assertThat(oneCpu.get("defaultExecutor")).contains("ForkJoinPool");
        assertThat(Long.parseLong(oneCpu.get("defaultThreadsStarted")))
                .as(
                        "threads started by %d supplyAsync without an executor at 1 CPU on JDK %s",
                        TASKS, oneCpu.get("jdk"))
                .isLessThanOrEqualTo(1);
    }
}
