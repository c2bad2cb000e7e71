package dev.aggregationbench.probe;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The process's CPU time to the nanosecond: each thread's time on a CPU as the scheduler counts it
 * ({@code /proc/self/task/<tid>/schedstat}, first field), summed over every thread of the JVM, GC and JIT threads
 * included. {@code OperatingSystemMXBean#getProcessCpuTime} counts the same time in clock ticks of 10 ms on Linux:
 * ±2% of a 0.5 s pass. A thread that ends between two readings takes its time with it, so a difference is only
 * given when every thread of the first reading is still there in the second ({@link #nanosBetween}); otherwise the
 * caller falls back to the ticks.
 */
final class ThreadsCpu {

    private static final Path TASKS = Path.of("/proc/self/task");

    /** One reading: run time in nanoseconds by thread id. */
    record Snapshot(Map<String, Long> nanosByThread) {}

    private ThreadsCpu() {}

    /** Every thread's run time now, or {@code null} where /proc does not tell (not Linux, schedstat off). */
    static Snapshot read() {
        return read(TASKS);
    }

    static Snapshot read(Path tasks) {
        Map<String, Long> nanos = new HashMap<>();
        long total = 0;
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
            for (Path thread : threads) {
                String line;
                try {
                    line = Files.readString(thread.resolve("schedstat"));
                } catch (IOException ended) { // the thread ended while the directory was listed
                    continue;
                }
                int space = line.indexOf(' ');
                long runNanos = Long.parseLong(space < 0 ? line.strip() : line.substring(0, space));
                nanos.put(thread.getFileName().toString(), runNanos);
                total += runNanos;
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return total > 0 ? new Snapshot(Map.copyOf(nanos)) : null;
    }

    /**
     * CPU time of the process between the two readings, or {@code null} when it cannot be known to the nanosecond:
     * a reading is missing, or a thread of the first reading ended (or its id was reused) before the second.
     */
    static Long nanosBetween(Snapshot start, Snapshot end) {
        if (start == null || end == null) {
            return null;
        }
        long sum = 0;
        for (Map.Entry<String, Long> before : start.nanosByThread().entrySet()) {
            Long after = end.nanosByThread().get(before.getKey());
            if (after == null || after < before.getValue()) {
                return null;
            }
        }
        for (Map.Entry<String, Long> after : end.nanosByThread().entrySet()) {
            sum += after.getValue() - start.nanosByThread().getOrDefault(after.getKey(), 0L);
        }
        return sum;
    }
}
