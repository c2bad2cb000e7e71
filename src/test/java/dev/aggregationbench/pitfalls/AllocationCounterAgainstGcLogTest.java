package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The allocation figure (docs/measuring.md) is a JVM counter, {@code ThreadMXBean#getTotalThreadAllocatedBytes},
 * read at both ends of the window: not sampled, but the JDK documents it as an approximation ("the returned value is
 * an approximation"). This test compares it with an independent account of the same window: the GC log. Between
 * two collections the heap grows by exactly what was allocated (minus nothing: no collection in between), so the
 * sum over the window's collections of "heap before this collection minus heap after the previous one", read from
 * {@code -Xlog:gc} (1 MiB resolution per figure), is the allocation seen by the collector. The two agree within 1% (the
 * child prints both figures).
 */
@IntegrationTest
class AllocationCounterAgainstGcLogTest {

    /** "GC(3) Pause Young (Normal) (G1 Evacuation Pause) 24M->2M(256M) 1.234ms" and the like. */
    private static final Pattern TRANSITION = Pattern.compile("GC\\((\\d+)\\) (Pause .*?) (\\d+)M->(\\d+)M\\(");

    @Test
    void theAllocationCounterAgreesWithTheHeapGrowthInTheGcLogWithinOnePercent(@TempDir Path dir) throws Exception {
        Path gcLog = dir.resolve("gc.log");
        Map<String, String> child = ChildJvms.run(ChildJvms.thisJdk(
                AllocationWindowMain.class,
                "-XX:ActiveProcessorCount=1",
                "-Xms256m",
                "-Xmx512m",
                "-XX:+UseG1GC",
                "-Xlog:gc:file=" + gcLog));
        long counterBytes = Long.parseLong(child.get("counterBytes"));

        List<long[]> transitions = new ArrayList<>(); // {beforeMiB, afterMiB, isSystemGc}
        for (String line : Files.readAllLines(gcLog)) {
            Matcher m = TRANSITION.matcher(line);
            if (m.find()) {
                transitions.add(new long[] {
                    Long.parseLong(m.group(3)), Long.parseLong(m.group(4)), line.contains("System.gc()") ? 1 : 0
                });
            }
        }
        int first = -1;
        int last = -1;
        for (int i = 0; i < transitions.size(); i++) {
            if (transitions.get(i)[2] == 1) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        assertThat(last).as("two System.gc() collections in %s", gcLog).isGreaterThan(first);
        long logMiB = 0;
        for (int i = first + 1; i <= last; i++) {
            logMiB += transitions.get(i)[0] - transitions.get(i - 1)[1];
        }
        long logBytes = logMiB * 1024 * 1024;
        double difference = (double) (counterBytes - logBytes) / logBytes;

        System.out.printf(
                "allocation over one window: counter %,d B, -Xlog:gc %,d B (%d collections), difference" + " %+.2f%%%n",
                counterBytes, logBytes, last - first, 100 * difference);
        assertThat(counterBytes).isGreaterThanOrEqualTo(AllocationWindowMain.ALLOCATE_BYTES);
        assertThat(Math.abs(difference))
                .as("relative difference counter vs GC log")
                .isLessThan(0.01);
    }
}
