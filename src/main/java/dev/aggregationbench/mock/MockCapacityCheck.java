package dev.aggregationbench.mock;

import com.sun.management.UnixOperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.time.Duration;

/**
 * How many pages per second a running mock serves at a given concurrency: {@code mock --throughput}'s client
 * ({@link ThroughputClient}), bounded by time, for a run to record at its start. The client reads each page's bytes
 * without decoding them and asks with {@code X-Mock-Fault: none}, so no injected latency or fault is met: the figure is
 * what the mock can render and send, the most any variant could receive from it at that many walks at once. Injected
 * latency is not in it: the mock sends delayed responses from WireMock's scheduler threads without holding a thread
 * per waiting request, so latency decides when a page leaves, not how many pages the mock can send per second.
 */
public final class MockCapacityCheck {

    /** Pages that arrived in a window, and the window's exact length. */
    public record Measured(int concurrency, long pages, long durationNanos) {

        public double pagesPerSecond() {
            return durationNanos <= 0 ? 0 : pages * 1e9 / durationNanos;
        }
    }

    /** Files the measuring JVM keeps for itself besides the walks' connections: its jars, logs, the run's files. */
    private static final long RESERVED_FILES = 1_000;

    private MockCapacityCheck() {}

    /** Whether {@link #measure} can open {@code concurrency} connections at once in this JVM. */
    public static boolean measurable(long concurrency) {
        long files = openableFiles();
        return files <= 0 || concurrency <= files - RESERVED_FILES;
    }

    /** How many files this JVM may open at once (ulimit -n); 0 when it cannot say (not a Unix JVM). */
    private static long openableFiles() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof UnixOperatingSystemMXBean unix
                ? unix.getMaxFileDescriptorCount()
                : 0;
    }

    /**
     * {@code concurrency} walks at once (each over its own partition when more than one) for {@code settle}, then
     * counted for {@code window}.
     */
    public static Measured measure(URI baseUri, int pageSize, int concurrency, Duration settle, Duration window)
            throws IOException, InterruptedException {
        if (!measurable(concurrency)) {
            throw new IOException(concurrency + " walks at once need as many connections, and this JVM may open "
                    + openableFiles() + " files (ulimit -n): not measured at this concurrency");
        }
        try (ThroughputClient client = new ThroughputClient(baseUri, pageSize, concurrency)) {
            ThroughputClient.Window measured = client.pagesWithin(settle, window);
            return new Measured(concurrency, measured.pages(), measured.durationNanos());
        }
    }
}
