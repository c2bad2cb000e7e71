package dev.aggregationbench.probe;

import static dev.aggregationbench.support.Polling.await;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The process's CPU time from every thread's scheduler run time, against the 10 ms ticks of the JVM's own figure. */
class ThreadsCpuTest {

    private static long ticks() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** Spins until this thread has used that much CPU (wall time would be longer on a busy machine). */
    private static void spin(long millis) {
        var threads = ManagementFactory.getThreadMXBean();
        long end = threads.getCurrentThreadCpuTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        long x = 0;
        while (threads.getCurrentThreadCpuTime() < end) {
            x += Long.numberOfTrailingZeros(System.nanoTime());
        }
        assertThat(x).isNotNegative();
    }

    @Test
    void aBusyStretchIsCountedToTheNanosecondAndAgreesWithTheTicks() {
        long ticksBefore = ticks();
        ThreadsCpu.Snapshot before = ThreadsCpu.read();
        spin(300);
        ThreadsCpu.Snapshot after = ThreadsCpu.read();
        long ticksAfter = ticks();

        Long precise = ThreadsCpu.nanosBetween(before, after);
        assertThat(precise)
                .as("300 ms of this thread's CPU, plus whatever the JVM's own threads did")
                .isNotNull()
                .isGreaterThanOrEqualTo(300_000_000L);
        assertThat(precise % 10_000_000L).as("not a multiple of a 10 ms tick").isNotZero();
        // the ticks were read outside the two snapshots, so they may count a little more, and round to 10 ms
        assertThat(ticksAfter - ticksBefore).isBetween(precise - 20_000_000L, precise + 60_000_000L);
    }

    @Test
    void aThreadThatEndsBetweenTheReadingsMakesTheDifferenceUnknown() throws Exception {
        Thread worker = new Thread(() -> spin(50), "threads-cpu-test");
        worker.start();
        ThreadsCpu.Snapshot before = ThreadsCpu.read();
        worker.join();

        await().atMost(Duration.ofSeconds(5)) // the kernel removes the task shortly after the thread ends
                .pollInSameThread() // a polling thread of its own would end during the next test's readings
                .untilAsserted(() -> assertThat(ThreadsCpu.nanosBetween(before, ThreadsCpu.read()))
                        .as("its time left with it: fall back to the ticks")
                        .isNull());
    }

    @Test
    void withoutProcThereIsNoReading() {
        assertThat(ThreadsCpu.read(Path.of("/no/such/proc/task"))).isNull();
        assertThat(ThreadsCpu.nanosBetween(null, ThreadsCpu.read())).isNull();
    }
}
