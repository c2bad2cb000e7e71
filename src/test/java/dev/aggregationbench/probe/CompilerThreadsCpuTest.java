package dev.aggregationbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The JIT compiler threads' CPU time, read from this test JVM's own /proc (Linux, where the benchmark runs). */
class CompilerThreadsCpuTest {

    @Test
    void theCompilerThreadsOfThisJvmHaveUsedCpuAndNoMoreThanTheWholeProcess() {
        long sum = 0;
        for (int i = 0; i < 2_000_000; i++) { // something for the JIT to compile, should nothing have been yet
            sum += Integer.toString(i).hashCode();
        }
        Long compilers = CompilerThreadsCpu.nanos();
        long process = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();

        assertThat(sum).isNotZero();
        assertThat(compilers).as("C1 and C2 threads' CPU").isPositive().isLessThanOrEqualTo(process);
    }

    @Test
    void onlyCompilerThreadsAreCounted() throws Exception {
        List<Path> stats;
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            stats = tasks.map(task -> task.resolve("stat")).toList();
        }
        List<String> compilers = stats.stream()
                .filter(stat -> CompilerThreadsCpu.compilerTicks(stat) != null)
                .map(CompilerThreadsCpuTest::name)
                .toList();
        List<String> others = stats.stream()
                .filter(stat -> CompilerThreadsCpu.compilerTicks(stat) == null)
                .map(CompilerThreadsCpuTest::name)
                .toList();

        assertThat(compilers)
                .isNotEmpty()
                .allMatch(n -> n.startsWith("C1 CompilerThre") || n.startsWith("C2 CompilerThre"));
        assertThat(others).contains("VM Thread").noneMatch(n -> n.contains("CompilerThre"));
        assertThat(CompilerThreadsCpu.nanos(Path.of("/no/such/proc")))
                .as("n/a, not 0")
                .isNull();
    }

    private static String name(Path stat) {
        try {
            String line = Files.readString(stat);
            return line.substring(line.indexOf('(') + 1, line.lastIndexOf(')'));
        } catch (java.io.IOException e) {
            return "(gone)";
        }
    }
}
