package dev.aggregationbench.probe;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time of this JVM's JIT compiler threads (HotSpot's {@code C1 CompilerThread<n>} and
 * {@code C2 CompilerThread<n>}), read from the kernel: {@code /proc/self/task/<tid>/stat}, user + system time in
 * clock ticks (USER_HZ, 100 per second on Linux, so 10 ms steps). {@code CompilationMXBean} reports the compilers' elapsed time, which on a shared
 * CPU also counts the time they waited for it; this is the CPU they took from the measured work.
 *
 * <p>Compiler threads that ended before the reading are not counted: HotSpot may stop extra ones when idle
 * ({@code UseDynamicNumberOfCompilerThreads}); with one CPU it runs one of each and keeps them.
 */
public final class CompilerThreadsCpu {

    private static final Path TASKS = Path.of("/proc/self/task");
    private static final long NANOS_PER_TICK = 10_000_000L;

    private CompilerThreadsCpu() {}

    /** The compiler threads' CPU time so far in nanoseconds, or {@code null} (n/a) where /proc cannot tell. */
    public static Long nanos() {
        return nanos(TASKS);
    }

    static Long nanos(Path tasks) {
        if (!Files.isDirectory(tasks)) {
            return null;
        }
        long ticks = 0;
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
            for (Path thread : threads) {
                Long threadTicks = compilerTicks(thread.resolve("stat"));
                ticks += threadTicks == null ? 0 : threadTicks;
            }
        } catch (IOException e) {
            return null;
        }
        return ticks * NANOS_PER_TICK;
    }

    /** utime + stime of one thread when it is a JIT compiler thread, else null; a thread gone meanwhile is null. */
    static Long compilerTicks(Path stat) {
        String line;
        try {
            line = Files.readString(stat);
        } catch (IOException e) {
            return null;
        }
        int open = line.indexOf('(');
        int close = line.lastIndexOf(')');
        if (open < 0 || close < open) {
            return null;
        }
        String name = line.substring(open + 1, close);
        if (!name.startsWith("C1 CompilerThre") && !name.startsWith("C2 CompilerThre")) {
            return null;
        }
        // after the name: state(3) ppid(4) ... utime(14) stime(15), fields counted from pid = 1
        String[] fields = line.substring(close + 2).split(" ");
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }
}
