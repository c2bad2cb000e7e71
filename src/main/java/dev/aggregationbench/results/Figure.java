package dev.aggregationbench.results;

import static dev.aggregationbench.results.FigurePlace.COLD_AND_STEADY;
import static dev.aggregationbench.results.FigurePlace.COMPACT;
import static dev.aggregationbench.results.FigurePlace.LIVE_CHART;
import static dev.aggregationbench.results.FigurePlace.LIVE_TABLE;
import static dev.aggregationbench.results.FigurePlace.REPORT_CHART;
import static dev.aggregationbench.results.FigurePlace.TABLE;
import static dev.aggregationbench.results.FigurePlace.THREADS;
import static dev.aggregationbench.results.FigurePlace.shown;
import static dev.aggregationbench.results.FigureReadings.cold;
import static dev.aggregationbench.results.FigureReadings.pass;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.aggregationbench.measurement.WarmupPass;
import dev.aggregationbench.measurement.WorkerResult;
import java.util.Arrays;
import java.util.Set;
import java.util.function.Function;

/**
 * The figures of a run, each defined once: its id (results.json, results.csv, the engine's events), its label (the
 * one word every table, chart and the web page shows), its unit, how it is measured, where it is shown
 * ({@link FigurePlace}) and, when published, its Prometheus meter. Every consumer reads this list: the tables of the CLI
 * and summary.md ({@code ResultsTable}, {@code CompactResults}), report.html's table and charts, the gauges of the
 * REST service and the web page (served at {@code GET /api/figures}). Adding a figure is one constant here plus its
 * measurement. All are exact JVM or kernel counters of a worker's measured pass or first pass (see
 * docs/worker-document.md); none comes from the sampled time series.
 */
public enum Figure {
    DURATION_NANOS(
            "durationNanos",
            "Time",
            FigureUnit.SECONDS,
            "wall time of the pass",
            pass(p -> p.time().durationNanos()),
            "aggbench.variant.duration",
            shown(TABLE, COLD_AND_STEADY, COMPACT, REPORT_CHART, LIVE_TABLE, LIVE_CHART)),
    CPU_TIME_NANOS(
            "cpuTimeNanos",
            "CPU",
            FigureUnit.SECONDS,
            "process CPU time (user + system, all threads) of the pass",
            pass(p -> p.time().processCpuTimeNanos()),
            "aggbench.variant.cpu.time",
            shown(TABLE, COLD_AND_STEADY, COMPACT, REPORT_CHART, LIVE_TABLE)),
    PEAK_HEAP_BYTES(
            "peakHeapBytes",
            "Peak heap",
            FigureUnit.MEGABYTES,
            "sum of the heap pools' peak use during the pass (an upper bound)",
            pass(p -> p.heap().sumOfPoolPeaksBytes()),
            "aggbench.variant.heap.peak",
            shown(TABLE, REPORT_CHART, LIVE_TABLE)),
    LIVE_HEAP_AFTER_GC_BYTES(
            "liveHeapAfterGcBytes",
            "Live set",
            FigureUnit.MEGABYTES,
            "largest heap use right after a GC during the pass",
            pass(p -> p.heap().maxLiveSetAfterGcBytes()),
            "aggbench.variant.live.heap.after.gc",
            shown(TABLE, COMPACT, REPORT_CHART, LIVE_TABLE)),
    ALLOCATED_BYTES(
            "allocatedBytes",
            "Allocated",
            FigureUnit.MEGABYTES,
            "bytes allocated by all threads during the pass",
            pass(p -> p.allocation().allocatedBytes()),
            "aggbench.variant.allocated",
            shown()),
    ALLOCATED_BYTES_PER_ORDER(
            "allocatedBytesPerOrder",
            "Alloc/order",
            FigureUnit.BYTES,
            "allocated bytes / orders fetched",
            pass(p -> p.allocation().bytesPerOrder()),
            "aggbench.variant.allocated.per.order",
            shown(TABLE, COLD_AND_STEADY, COMPACT, REPORT_CHART, LIVE_TABLE, LIVE_CHART)),
    ALLOCATION_RATE_BYTES_PER_SECOND(
            "allocationRateBytesPerSecond",
            "Alloc rate",
            FigureUnit.MEGABYTES_PER_SECOND,
            "allocated bytes / wall time",
            pass(p -> p.allocation().bytesPerSecond()),
            null,
            shown(TABLE, REPORT_CHART)),
    GC_PAUSE_COUNT(
            "gcPauseCount",
            "GCs",
            FigureUnit.COUNT,
            "stop-the-world GC pauses during the pass",
            pass(p -> p.gc().pauseCount()),
            "aggbench.variant.gc.pauses",
            shown(TABLE, COMPACT, REPORT_CHART, LIVE_TABLE)),
    GC_PAUSE_MILLIS(
            "gcPauseMillis",
            "GC pause",
            FigureUnit.MILLISECONDS,
            "accumulated GC pause time during the pass",
            pass(p -> p.gc().pauseTimeMillis()),
            "aggbench.variant.gc.pause",
            shown(TABLE, REPORT_CHART)),
    PEAK_RSS_BYTES(
            "peakRssBytes",
            "Peak RSS",
            FigureUnit.MEGABYTES,
            "resident set high-water mark (VmHWM)",
            pass(p -> p.process() == null ? null : p.process().peakRssBytes()),
            "aggbench.variant.rss.peak",
            shown(REPORT_CHART)),
    PEAK_THREADS(
            "peakThreads",
            "Peak threads",
            FigureUnit.COUNT,
            "the most live platform threads during the pass (ThreadMXBean, peak reset at its start): the JVM's own, "
                    + "the worker's sampler, the style's pools and carriers (and JFR's two threads in a pass recorded for "
                    + "virtual threads); virtual threads are not counted",
            pass(p -> p.process() == null ? null : p.process().peakThreadCount()),
            "aggbench.variant.threads.peak",
            shown(THREADS)),
    THREADS_STARTED(
            "threadsStarted",
            "Threads started",
            FigureUnit.COUNT,
            "platform threads started during the pass (ThreadMXBean); on JDK 21 at one CPU CompletableFuture's "
                    + "default async executor starts one per task",
            pass(p -> p.process() == null ? null : p.process().threadsStarted()),
            "aggbench.variant.threads.started",
            shown(THREADS)),
    CARRIER_THREADS(
            "carrierThreads",
            "Carriers",
            FigureUnit.COUNT,
            "the most carrier threads alive at once during the pass: threads of class "
                    + "jdk.internal.misc.CarrierThread at its start, then JFR's thread start and end events of the "
                    + "thread group CarrierThreads; n/a where the pass runs no virtual threads",
            pass(p -> p.virtualThreads() == null ? null : p.virtualThreads().peakCarrierThreads()),
            "aggbench.variant.carrier.threads",
            shown(THREADS)),
    PINNED_EVENTS(
            "pinnedEvents",
            "Pinned",
            FigureUnit.COUNT,
            "jdk.VirtualThreadPinned events JFR recorded during the pass at threshold 0: each time a virtual thread "
                    + "blocked without leaving its carrier; n/a where the pass runs no virtual threads",
            pass(p -> p.virtualThreads() == null ? null : p.virtualThreads().pinnedEvents()),
            "aggbench.variant.pinned.events",
            shown(THREADS)),
    COMPILATION_MILLIS(
            "compilationMillis",
            "JIT in measured pass",
            FigureUnit.MILLISECONDS,
            "JIT compilation time inside the measured pass (CompilationMXBean)",
            pass(p -> p.time().compilationMillis()),
            null,
            shown(COLD_AND_STEADY)),
    RESPONSE_WAIT_NANOS(
            "responseWaitNanos",
            "In send",
            FigureUnit.SECONDS,
            "time the pass's callers waited in HttpClient.send for the answers' "
                    + "headers (blocking styles; n/a where no caller waits: async, reactor)",
            pass(p -> p.time().responseWaitNanos()),
            null,
            shown(COLD_AND_STEADY)),
    IDLE_NANOS(
            "idleNanos",
            "Idle",
            FigureUnit.SECONDS,
            "wall time minus process CPU time of the pass: time in which no thread of the worker "
                    + "ran, so it waited for the API; one CPU only (n/a with more, where CPU time overlaps); CPU read as "
                    + "the pass's cpuClock says (to the nanosecond, or in 10 ms ticks)",
            FigureReadings::idleNanos,
            null,
            shown(COLD_AND_STEADY)),
    WARMUP_PASSES(
            "warmupPasses",
            "Warm-up passes",
            FigureUnit.COUNT,
            "warm-up passes the JVM ran before the measured pass",
            w -> w.warmupEnd() == null ? null : (double) w.warmupEnd().passesUsed(),
            null,
            shown(COLD_AND_STEADY)),
    COLD_DURATION_NANOS(
            "coldDurationNanos",
            "Cold time",
            FigureUnit.SECONDS,
            "wall time of the JVM's first pass (cold: interpreted, loading classes, compiling)",
            cold(WarmupPass::durationNanos, p -> p.time().durationNanos()),
            null,
            shown(COLD_AND_STEADY)),
    COLD_CPU_TIME_NANOS(
            "coldCpuTimeNanos",
            "Cold CPU",
            FigureUnit.SECONDS,
            "process CPU time of the JVM's first pass",
            cold(WarmupPass::processCpuTimeNanos, p -> p.time().processCpuTimeNanos()),
            null,
            shown(COLD_AND_STEADY)),
    COLD_ALLOCATED_BYTES_PER_ORDER(
            "coldAllocatedBytesPerOrder",
            "Cold alloc/order",
            FigureUnit.BYTES,
            "allocated bytes / orders of the JVM's first pass",
            cold(WarmupPass::bytesPerOrder, p -> p.allocation().bytesPerOrder()),
            null,
            shown(COLD_AND_STEADY));

    private final String id;
    private final String label;
    private final FigureUnit unit;
    private final String description;
    private final Function<WorkerResult, Double> measure;
    private final String meter;
    private final Set<FigurePlace> places;

    /**
     * @param meter  the Prometheus meter of the REST service's gauge (names in docs/rest-api.md); {@code null}: not
     *               published
     * @param places where it is shown besides results.json and results.csv, which have every figure
     */
    Figure(
            String id,
            String label,
            FigureUnit unit,
            String description,
            Function<WorkerResult, Double> measure,
            String meter,
            Set<FigurePlace> places) {
        this.id = id;
        this.label = label;
        this.unit = unit;
        this.description = description;
        this.measure = measure;
        this.meter = meter;
        this.places = places;
    }

    @JsonValue
    public String id() {
        return id;
    }

    @JsonCreator
    public static Figure fromId(String id) {
        return Arrays.stream(values())
                .filter(f -> f.id.equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown figure '" + id + "'"));
    }

    /** The one word every table, chart and page shows, e.g. "Live set". */
    public String label() {
        return label;
    }

    public FigureUnit unit() {
        return unit;
    }

    /** How it is measured, in words. */
    public String description() {
        return description;
    }

    /** The Prometheus meter, e.g. {@code aggbench.variant.duration}; {@code null} when not published. */
    public String meter() {
        return meter;
    }

    /** Whether it is shown at {@code place} (every figure is in results.json and results.csv). */
    public boolean isShownIn(FigurePlace place) {
        return places.contains(place);
    }

    /** Every figure is an exact counter; a sampled one (read every {@code --interval-millis}) would say so here. */
    public boolean sampled() {
        return false;
    }

    /** The figure's value in a worker's document, or {@code null} when it was not measured (or no document). */
    public Double of(WorkerResult worker) {
        return worker == null ? null : measure.apply(worker);
    }
}
