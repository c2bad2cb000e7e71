package dev.aggregationbench.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.aggregationbench.measurement.PassResult;
import dev.aggregationbench.measurement.WarmupPass;
import dev.aggregationbench.measurement.WorkerResult;
import java.util.function.Function;

/**
 * The figures the results table shows, each read from a worker's measured pass. All are exact JVM or kernel
 * counters (see docs/worker-document.md); none comes from the sampled time series. The unit is in the name.
 */
public enum Figure {
    DURATION_NANOS("durationNanos", "wall time of the pass", pass(p ->
            (double) p.time().durationNanos())),
    CPU_TIME_NANOS("cpuTimeNanos", "process CPU time (user + system, all threads) of the pass", pass(p ->
            (double) p.time().processCpuTimeNanos())),
    PEAK_HEAP_BYTES("peakHeapBytes", "sum of the heap pools' peak use during the pass (an upper bound)", pass(p ->
            (double) p.heap().sumOfPoolPeaksBytes())),
    LIVE_HEAP_AFTER_GC_BYTES(
            "liveHeapAfterGcBytes",
            "largest heap use right after a GC during the pass",
            pass(p -> p.heap().maxLiveSetAfterGcBytes() == null
                    ? null
                    : p.heap().maxLiveSetAfterGcBytes().doubleValue())),
    ALLOCATED_BYTES("allocatedBytes", "bytes allocated by all threads during the pass", pass(p ->
            (double) p.allocation().allocatedBytes())),
    ALLOCATED_BYTES_PER_ORDER(
            "allocatedBytesPerOrder",
            "allocated bytes / orders fetched",
            pass(p -> p.allocation().bytesPerOrder())),
    ALLOCATION_RATE_BYTES_PER_SECOND(
            "allocationRateBytesPerSecond",
            "allocated bytes / wall time",
            pass(p -> p.allocation().bytesPerSecond())),
    GC_PAUSE_COUNT("gcPauseCount", "stop-the-world GC pauses during the pass", pass(p -> (double) p.gc().pauseCount())),
    GC_PAUSE_MILLIS(
            "gcPauseMillis", "accumulated GC pause time during the pass", pass(p -> (double) p.gc().pauseTimeMillis())),
    PEAK_RSS_BYTES(
            "peakRssBytes",
            "resident set high-water mark (VmHWM)",
            pass(p -> p.process() == null || p.process().peakRssBytes() == null
                    ? null
                    : p.process().peakRssBytes().doubleValue())),
    COMPILATION_MILLIS(
            "compilationMillis",
            "JIT compilation time inside the measured pass (CompilationMXBean)",
            pass(p -> p.time().compilationMillis() == null
                    ? null
                    : p.time().compilationMillis().doubleValue())),
    RESPONSE_WAIT_NANOS(
            "responseWaitNanos",
            "time the pass's callers waited in HttpClient.send for the answers' "
                    + "headers (blocking styles; n/a where no caller waits: async, reactor)",
            pass(p -> p.time().responseWaitNanos() == null
                    ? null
                    : p.time().responseWaitNanos().doubleValue())),
    IDLE_NANOS(
            "idleNanos",
            "wall time minus process CPU time of the pass: time in which no thread of the worker "
                    + "ran, so it waited for the API; one CPU only (n/a with more, where CPU time overlaps); CPU read as "
                    + "the pass's cpuClock says (to the nanosecond, or in 10 ms ticks)",
            Figure::idleNanos),
    WARMUP_PASSES(
            "warmupPasses",
            "warm-up passes the JVM ran before the measured pass",
            w -> w.steadyState() == null ? null : (double) w.steadyState().passesUsed()),
    COLD_DURATION_NANOS(
            "coldDurationNanos",
            "wall time of the JVM's first pass (cold: interpreted, loading " + "classes, compiling)",
            Cold.of(c -> (double) c.durationNanos(), p -> p.time().durationNanos())),
    COLD_CPU_TIME_NANOS(
            "coldCpuTimeNanos",
            "process CPU time of the JVM's first pass",
            Cold.of(
                    c -> c.processCpuTimeNanos() == null
                            ? null
                            : c.processCpuTimeNanos().doubleValue(),
                    p -> p.time().processCpuTimeNanos())),
    COLD_ALLOCATED_BYTES_PER_ORDER(
            "coldAllocatedBytesPerOrder",
            "allocated bytes / orders of the JVM's first pass",
            Cold.of(WarmupPass::bytesPerOrder, p -> p.allocation().bytesPerOrder()));

    private final String id;
    private final String description;
    private final Function<WorkerResult, Double> extractor;

    Figure(String id, String description, Function<WorkerResult, Double> extractor) {
        this.id = id;
        this.description = description;
        this.extractor = extractor;
    }

    /** A figure of the measured pass (the worker runs exactly one per JVM). */
    private static Function<WorkerResult, Double> pass(Function<PassResult, Double> figure) {
        return w -> w.passes().isEmpty() ? null : figure.apply(w.passes().getFirst());
    }

    /** Wall minus CPU of the measured pass, for a JVM that saw one processor; never below 0 (ticks round up). */
    private static Double idleNanos(WorkerResult w) {
        if (w.passes().isEmpty() || w.environment() == null || w.environment().availableProcessors() != 1) {
            return null;
        }
        var time = w.passes().getFirst().time();
        return (double) Math.max(0, time.durationNanos() - time.processCpuTimeNanos());
    }

    /** The cold pass: the first warm-up pass, or the measured pass itself when there was no warm-up. */
    private static final class Cold {

        static Function<WorkerResult, Double> of(
                Function<WarmupPass, Double> warmup, Function<PassResult, Number> measured) {
            return w -> {
                if (w.coldPass() != null) {
                    return warmup.apply(w.coldPass());
                }
                if (w.passes().isEmpty()) {
                    return null;
                }
                Number value = measured.apply(w.passes().getFirst());
                return value == null ? null : value.doubleValue();
            };
        }
    }

    @JsonValue
    public String id() {
        return id;
    }

    @JsonCreator
    public static Figure fromId(String id) {
        for (Figure figure : values()) {
            if (figure.id.equals(id)) {
                return figure;
            }
        }
        throw new IllegalArgumentException("unknown figure '" + id + "'");
    }

    public String description() {
        return description;
    }

    /** The figure's value in a worker's document, or {@code null} when it was not measured (or no document). */
    public Double of(WorkerResult worker) {
        return worker == null ? null : extractor.apply(worker);
    }
}
