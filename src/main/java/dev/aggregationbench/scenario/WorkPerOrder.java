package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A fixed amount of CPU work per order, for the pipelined scenario: "processing a page" costs
 * {@code orders x micros}, so sequential code pays pages x (latency + work) and pipelined code can approach
 * pages x max(latency, work).
 *
 * <p>The work is JMH's {@link Blackhole#consumeCPU(long)}: a deterministic busy loop whose result the JIT cannot
 * drop (JMH writes it where the compiler must assume it is read). Its tokens are converted to microseconds once
 * per JVM by {@link #calibration()}, measured in thread CPU time (so a loaded machine does not make the work
 * shorter), and the calibration is recorded with the results.
 *
 * <p>{@link #applyTo(OrdersClient)} is how every variant gets the same work without a line of its code changing:
 * the returned client's pages charge the work when an order is <em>read</em> from the page (its list's
 * {@code get}), on the thread that reads it. Fetching stays free; whoever processes the page pays, as in real code.
 *
 * @param micros         CPU microseconds per order (0: none)
 * @param tokensPerOrder the {@code consumeCPU} tokens that take {@code micros} on this JVM
 */
public record WorkPerOrder(long micros, long tokensPerOrder) {

    public static final WorkPerOrder NONE = new WorkPerOrder(0, 0);

    public WorkPerOrder {
        if (micros < 0 || tokensPerOrder < 0) {
            throw new IllegalArgumentException("work per order must be >= 0 microseconds, was " + micros);
        }
    }

    /** {@code micros} of CPU per order, in tokens calibrated on this JVM (the first call calibrates). */
    public static WorkPerOrder ofMicros(long micros) {
        if (micros < 0) {
            throw new IllegalArgumentException("work per order must be >= 0 microseconds, was " + micros);
        }
        if (micros == 0) {
            return NONE;
        }
        return new WorkPerOrder(
                micros, Math.max(1, Math.round(micros * calibration().tokensPerMicrosecond())));
    }

    /** The work of one order, on the calling thread. */
    public void performOne() {
        if (tokensPerOrder > 0) {
            Blackhole.consumeCPU(tokensPerOrder);
        }
    }

    /** A view of {@code client} whose orders cost this work when read; {@code client} itself when there is none. */
    public OrdersClient applyTo(OrdersClient client) {
        return tokensPerOrder == 0 ? client : new WorkingOrdersClient(client, this);
    }

    /** This JVM's calibration, measured on first use. */
    public static Calibration calibration() {
        return Calibration.Holder.MEASURED;
    }

    /**
     * How fast {@code consumeCPU} runs on this JVM: the fastest of several timed runs in thread CPU time.
     *
     * @param tokensPerMicrosecond tokens per CPU microsecond
     * @param tokensPerRun         tokens of each timed run
     * @param fastestRunCpuNanos   thread CPU time of the fastest run
     */
    public record Calibration(double tokensPerMicrosecond, long tokensPerRun, long fastestRunCpuNanos) {

        private static final long TOKENS_PER_RUN = 1L << 22;
        private static final int WARM_UP_RUNS = 5;
        private static final int TIMED_RUNS = 7;

        private static final class Holder {
            static final Calibration MEASURED = measure();
        }

        static Calibration measure() {
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            for (int i = 0; i < WARM_UP_RUNS; i++) {
                Blackhole.consumeCPU(TOKENS_PER_RUN);
            }
            long fastest = Long.MAX_VALUE;
            for (int i = 0; i < TIMED_RUNS; i++) {
                long start = threads.getCurrentThreadCpuTime();
                Blackhole.consumeCPU(TOKENS_PER_RUN);
                fastest = Math.min(fastest, threads.getCurrentThreadCpuTime() - start);
            }
            long nanos = Math.max(1, fastest);
            return new Calibration(TOKENS_PER_RUN * 1_000.0 / nanos, TOKENS_PER_RUN, nanos);
        }
    }
}
