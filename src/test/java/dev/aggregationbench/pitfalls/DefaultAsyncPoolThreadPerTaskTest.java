package dev.aggregationbench.pitfalls;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Pitfall (docs/variants/04-async.md): {@code supplyAsync} and the other {@code *Async} methods without an executor.
 * Up to JDK 24, CompletableFuture uses {@code ForkJoinPool.commonPool()} only when the pool's parallelism
 * (processors - 1) is at least 2; on a JVM that sees 1 or 2 CPUs (a benchmark container, a small pod) it falls back
 * to an executor that starts a new platform thread for every task. JDK 25 changed this
 * ({@code ForkJoinPool.asyncCommonPool()}, "ensures minimal parallelism"): the common pool is used at any size.
 * The project is compiled for Java 21 and measured on JDK 25, so both behaviours matter: the benchmark's workers do
 * not pay this cost, the same jar on a Java 21 runtime at 1 CPU does.
 *
 * <p>Each case runs {@link DefaultAsyncPoolThreadsMain} in a child JVM told its processor count with
 * {@code -XX:ActiveProcessorCount}, as the benchmark's workers are; threads are counted with
 * {@code ThreadMXBean#getTotalStartedThreadCount}.
 */
class DefaultAsyncPoolThreadPerTaskTest {

    private static final int TASKS = DefaultAsyncPoolThreadsMain.TASKS;
    private static final Path SOURCE = Path.of("src/test/java/dev/aggregationbench/pitfalls/DefaultAsyncPoolThreadsMain.java");

    @Test
    void beforeJdk25AtOneCpuEveryDefaultAsyncTaskStartsItsOwnThreadWhileAnExplicitExecutorStartsOne() throws Exception {
        Optional<Path> olderJdk = jdkOlderThan25();
        assumeTrue(olderJdk.isPresent(), "no JDK 11..24 installed (looked at JAVA_HOME, PATH, /usr/lib/jvm, /opt/java)");
        List<String> command = new ArrayList<>(List.of(olderJdk.get().resolve("bin/java").toString(),
                "-XX:ActiveProcessorCount=1", "-Xmx64m", "-XX:+UseSerialGC"));
        command.add(projectDir().resolve(SOURCE).toString()); // the source launcher (JEP 330, JDK 11+)

        Map<String, String> oneCpu = run(command);

        assertThat(Integer.parseInt(oneCpu.get("jdk"))).isLessThan(25);
        assertThat(oneCpu).containsEntry("processors", "1").containsEntry("commonPoolParallelism", "1");
        assertThat(oneCpu.get("defaultExecutor")).as("CompletableFuture's default executor at 1 CPU")
                .doesNotContain("ForkJoinPool");
        assertThat(Long.parseLong(oneCpu.get("defaultThreadsStarted")))
                .as("threads started by %d supplyAsync without an executor at 1 CPU on JDK %s", TASKS,
                        oneCpu.get("jdk"))
                .isGreaterThanOrEqualTo(TASKS);
        assertThat(Long.parseLong(oneCpu.get("explicitThreadsStarted")))
                .as("threads started by %d supplyAsync on a single-thread executor", TASKS).isEqualTo(1);
    }

    @Test
    void fromJdk25AtOneCpuTheDefaultAsyncTasksShareTheCommonPoolsOneThread() throws Exception {
        assumeTrue(Runtime.version().feature() >= 25, "the test JVM is JDK " + Runtime.version().feature());
        Map<String, String> oneCpu = run(List.of(ProcessHandle.current().info().command().orElseThrow(),
                "-XX:ActiveProcessorCount=1", "-Xmx64m", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), DefaultAsyncPoolThreadsMain.class.getName()));

        assertThat(oneCpu).containsEntry("processors", "1").containsEntry("commonPoolParallelism", "1");
        assertThat(oneCpu.get("defaultExecutor")).contains("ForkJoinPool");
        assertThat(Long.parseLong(oneCpu.get("defaultThreadsStarted")))
                .as("threads started by %d supplyAsync without an executor at 1 CPU on JDK %s", TASKS,
                        oneCpu.get("jdk"))
                .isLessThanOrEqualTo(1);
    }

    private static Map<String, String> run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output;
        try (var in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("child JVM did not finish within 60 s: " + output);
        }
        assertThat(process.exitValue()).as("child JVM exit code; output: %s", output).isZero();
        String line = output.lines().filter(l -> l.startsWith("jdk=")).findFirst()
                .orElseThrow(() -> new AssertionError("no result line in the child's output: " + output));
        return Arrays.stream(line.split(" ")).map(kv -> kv.split("=", 2))
                .collect(Collectors.toMap(kv -> kv[0], kv -> kv[1]));
    }

    private static Path projectDir() {
        return Path.of(System.getProperty("basedir", System.getProperty("user.dir")));
    }

    /** A JDK 11..24 (the source launcher needs 11), preferring 21, the project's release. */
    private static Optional<Path> jdkOlderThan25() throws IOException {
        List<Path> candidates = new ArrayList<>();
        Optional.ofNullable(System.getenv("JAVA_HOME")).map(Path::of).ifPresent(candidates::add);
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path java = Path.of(dir.isEmpty() ? "." : dir, "java");
            if (Files.isExecutable(java)) {
                candidates.add(java.toRealPath().getParent().getParent());
            }
        }
        for (String root : List.of("/usr/lib/jvm", "/opt/java")) {
            if (Files.isDirectory(Path.of(root))) {
                try (Stream<Path> homes = Files.list(Path.of(root))) {
                    homes.forEach(candidates::add);
                }
            }
        }
        return candidates.stream().distinct()
                .filter(home -> Files.isExecutable(home.resolve("bin/java")) && Files.isExecutable(home.resolve("bin/javac")))
                .filter(home -> major(home) >= 11 && major(home) < 25)
                .min((a, b) -> Integer.compare(Math.abs(major(a) - 21), Math.abs(major(b) - 21)));
    }

    private static int major(Path home) {
        try {
            Matcher m = Pattern.compile("(?m)^JAVA_VERSION=\"(\\d+)").matcher(Files.readString(home.resolve("release")));
            return m.find() ? Integer.parseInt(m.group(1)) : -1;
        } catch (IOException e) {
            return -1;
        }
    }
}
