package dev.aggregationbench.pitfalls;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;

/**
 * Child JVM for {@link DefaultAsyncPoolThreadPerTaskTest}, started from its class file (JDK 21+) or from this source
 * file with the source launcher (older JDKs; so it uses nothing newer than Java 11): runs {@code TASKS} {@code supplyAsync} calls one after
 * another, first without an executor (CompletableFuture's default), then with an explicit single-thread executor,
 * and prints one line of {@code key=value} pairs: the JVM's processor count, the common pool's parallelism, the
 * default executor's class and the platform threads started by each half.
 */
public final class DefaultAsyncPoolThreadsMain {

    static final int TASKS = 200;

    private DefaultAsyncPoolThreadsMain() {}

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();

        long before = threads.getTotalStartedThreadCount();
        for (int i = 0; i < TASKS; i++) {
            int n = i;
            CompletableFuture.supplyAsync(() -> n * 2).join();
        }
        long defaultStarted = threads.getTotalStartedThreadCount() - before;

        ExecutorService executor = Executors.newSingleThreadExecutor(); // no try-with-resources: JDK 17 runs this too
        before = threads.getTotalStartedThreadCount();
        for (int i = 0; i < TASKS; i++) {
            int n = i;
            CompletableFuture.supplyAsync(() -> n * 2, executor).join();
        }
        long explicitStarted = threads.getTotalStartedThreadCount() - before;
        executor.shutdown();

        System.out.println("jdk=" + Runtime.version().feature()
                + " processors=" + Runtime.getRuntime().availableProcessors()
                + " commonPoolParallelism=" + ForkJoinPool.getCommonPoolParallelism()
                + " defaultExecutor="
                + new CompletableFuture<>().defaultExecutor().getClass().getName()
                + " tasks=" + TASKS
                + " defaultThreadsStarted=" + defaultStarted
                + " explicitThreadsStarted=" + explicitStarted);
    }
}
