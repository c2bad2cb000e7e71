package dev.aggregationbench.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.aggregationbench.measurement.PassResult;

import java.util.function.Function;

/**
 * The figures the results table shows, each read from a worker's measured pass. All are exact JVM or kernel
 * counters (see docs/worker-document.md); none comes from the sampled time series. The unit is in the name.
 */
public enum Figure {
    DURATION_NANOS("durationNanos", "wall time of the pass",
            p -> (double) p.time().wallTimeNanos()),
    CPU_TIME_NANOS("cpuTimeNanos", "process CPU time (user + system, all threads) of the pass",
            p -> (double) p.time().processCpuTimeNanos()),
    PEAK_HEAP_BYTES("peakHeapBytes", "sum of the heap pools' peak use during the pass (an upper bound)",
            p -> (double) p.heap().sumOfPoolPeaksBytes()),
    LIVE_HEAP_AFTER_GC_BYTES("liveHeapAfterGcBytes", "largest heap use right after a GC during the pass",
            p -> p.heap().maxLiveSetAfterGcBytes() == null ? null : p.heap().maxLiveSetAfterGcBytes().doubleValue()),
    ALLOCATED_BYTES("allocatedBytes", "bytes allocated by all threads during the pass",
            p -> (double) p.allocation().allocatedBytes()),
    ALLOCATED_BYTES_PER_ORDER("allocatedBytesPerOrder", "allocated bytes / orders fetched",
            p -> p.allocation().bytesPerOrder()),
    ALLOCATION_RATE_BYTES_PER_SECOND("allocationRateBytesPerSecond", "allocated bytes / wall time",
            p -> p.allocation().bytesPerSecond()),
    GC_PAUSE_COUNT("gcPauseCount", "stop-the-world GC pauses during the pass",
            p -> (double) p.gc().pauseCount()),
    GC_PAUSE_MILLIS("gcPauseMillis", "accumulated GC pause time during the pass",
            p -> (double) p.gc().pauseTimeMillis()),
    PEAK_RSS_BYTES("peakRssBytes", "resident set high-water mark (VmHWM)",
            p -> p.process() == null || p.process().peakRssBytes() == null ? null
                    : p.process().peakRssBytes().doubleValue());

    private final String id;
    private final String description;
    private final Function<PassResult, Double> extractor;

    Figure(String id, String description, Function<PassResult, Double> extractor) {
        this.id = id;
        this.description = description;
        this.extractor = extractor;
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

    /** The figure's value in a pass, or {@code null} when it was not measured. */
    public Double of(PassResult pass) {
        return pass == null ? null : extractor.apply(pass);
    }
}
