package dev.aggregationbench.results;

import static dev.aggregationbench.results.FigureDefinition.figure;
import static dev.aggregationbench.results.FigurePlace.COLD_AND_STEADY;
import static dev.aggregationbench.results.FigurePlace.COMPACT;
import static dev.aggregationbench.results.FigurePlace.LIVE_CHART;
import static dev.aggregationbench.results.FigurePlace.LIVE_TABLE;
import static dev.aggregationbench.results.FigurePlace.REPORT_CHART;
import static dev.aggregationbench.results.FigurePlace.TABLE;
import static dev.aggregationbench.results.FigurePlace.THREADS;
import static dev.aggregationbench.results.FigureReadings.cold;
import static dev.aggregationbench.results.FigureReadings.fanOut;
import static dev.aggregationbench.results.FigureReadings.pass;
import static dev.aggregationbench.results.FigureUnit.BYTES;
import static dev.aggregationbench.results.FigureUnit.COUNT;
import static dev.aggregationbench.results.FigureUnit.MEGABYTES;
import static dev.aggregationbench.results.FigureUnit.MEGABYTES_PER_SECOND;
import static dev.aggregationbench.results.FigureUnit.MILLISECONDS;
import static dev.aggregationbench.results.FigureUnit.SECONDS;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.aggregationbench.workerdoc.FanOutFigures;
import dev.aggregationbench.workerdoc.WarmupPass;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.Arrays;

/**
 * The figures of a run, each defined once: its id (results.json, results.csv, the engine's events), its label (the one
 * word every table, chart and the web page shows), its unit, how it is measured, where it is shown
 * ({@link FigurePlace}) and, when published, its Prometheus meter. Every consumer reads this list: the tables of the
 * CLI and summary.md ({@code ResultsTable}, {@code CompactResults}), report.html's table and charts, the gauges of the
 * REST service and the web page (served at {@code GET /api/figures}). Adding a figure is one constant here plus its
 * measurement, its parts named ({@link FigureDefinition}). All are exact JVM or kernel counters of a worker's measured
 * pass or first pass (see docs/worker-document.md); none comes from the sampled time series.
 */
public enum Figure {
    DURATION_NANOS(figure("durationNanos", "Time", SECONDS)
            .described("wall time of the pass")
            .read(pass(p -> p.time().durationNanos()))
            .meter("aggbench.variant.duration")
            .shown(TABLE, COLD_AND_STEADY, COMPACT, REPORT_CHART, LIVE_TABLE, LIVE_CHART)),
    CPU_TIME_NANOS(figure("cpuTimeNanos", "CPU", SECONDS)
            .described("process CPU time (user + system, all threads) of the pass")
            .read(pass(p -> p.time().processCpuTimeNanos()))
            .meter("aggbench.variant.cpu.time")
            .shown(TABLE, COLD_AND_STEADY, COMPACT, REPORT_CHART, LIVE_TABLE)),
    PEAK_HEAP_BYTES(figure("peakHeapBytes", "Peak heap", MEGABYTES)
            .described("sum of the heap pools' peak use during the pass (an upper bound)")
            .read(pass(p -> p.heap().sumOfPoolPeaksBytes()))
            .meter("aggbench.variant.heap.peak")
            .shown(TABLE, REPORT_CHART, LIVE_TABLE)),
    LIVE_HEAP_AFTER_GC_BYTES(figure("liveHeapAfterGcBytes", "Live set", MEGABYTES)
            .described("largest heap use right after a GC during the pass")
            .read(pass(p -> p.heap().maxLiveSetAfterGcBytes()))
            .meter("aggbench.variant.live.heap.after.gc")
            .shown(TABLE, COMPACT, REPORT_CHART, LIVE_TABLE)),
    ALLOCATED_BYTES(figure("allocatedBytes", "Allocated", MEGABYTES)
            .described("bytes allocated by all threads during the pass")
            .read(pass(p -> p.allocation().allocatedBytes()))
            .meter("aggbench.variant.allocated")
            .shown()),
    ALLOCATED_BYTES_PER_ORDER(figure("allocatedBytesPerOrder", "Alloc/order", BYTES)
            .described("allocated bytes / orders fetched")
            .read(pass(p -> p.allocation().bytesPerOrder()))
            .meter("aggbench.variant.allocated.per.order")
            .shown(TABLE, COLD_AND_STEADY, COMPACT, REPORT_CHART, LIVE_TABLE, LIVE_CHART)),
    ALLOCATION_RATE_BYTES_PER_SECOND(figure("allocationRateBytesPerSecond", "Alloc rate", MEGABYTES_PER_SECOND)
            .described("allocated bytes / wall time")
            .read(pass(p -> p.allocation().bytesPerSecond()))
            .shown(TABLE, REPORT_CHART)),
    GC_PAUSE_COUNT(figure("gcPauseCount", "GCs", COUNT)
            .described("stop-the-world GC pauses during the pass")
            .read(pass(p -> p.gc().pauseCount()))
            .meter("aggbench.variant.gc.pauses")
            .shown(TABLE, COMPACT, REPORT_CHART, LIVE_TABLE)),
    GC_PAUSE_MILLIS(figure("gcPauseMillis", "GC pause", MILLISECONDS)
            .described("accumulated GC pause time during the pass")
            .read(pass(p -> p.gc().pauseTimeMillis()))
            .meter("aggbench.variant.gc.pause")
            .shown(TABLE, REPORT_CHART)),
    PEAK_RSS_BYTES(figure("peakRssBytes", "Peak RSS", MEGABYTES)
            .described("resident set high-water mark (VmHWM)")
            .read(pass(p -> p.process() == null ? null : p.process().peakRssBytes()))
            .meter("aggbench.variant.rss.peak")
            .shown(REPORT_CHART)),
    PEAK_THREADS(figure("peakThreads", "Peak threads", COUNT)
            .described("the most live platform threads during the pass (ThreadMXBean, peak reset at its start): the "
                    + "JVM's own, the worker's sampler, the style's pools and carriers (and JFR's two threads in a "
                    + "pass recorded for virtual threads); virtual threads are not counted")
            .read(pass(p -> p.process() == null ? null : p.process().peakThreadCount()))
            .meter("aggbench.variant.threads.peak")
            .shown(THREADS)),
    THREADS_STARTED(figure("threadsStarted", "Threads started", COUNT)
            .described("platform threads started during the pass (ThreadMXBean); on JDK 21 at one CPU "
                    + "CompletableFuture's default async executor starts one per task")
            .read(pass(p -> p.process() == null ? null : p.process().threadsStarted()))
            .meter("aggbench.variant.threads.started")
            .shown(THREADS)),
    CARRIER_THREADS(figure("carrierThreads", "Carriers", COUNT)
            .described("the most carrier threads alive at once during the pass: threads of class "
                    + "jdk.internal.misc.CarrierThread at its start, then JFR's thread start and end events of the "
                    + "thread group CarrierThreads; n/a where the pass runs no virtual threads")
            .read(pass(
                    p -> p.virtualThreads() == null ? null : p.virtualThreads().peakCarrierThreads()))
            .meter("aggbench.variant.carrier.threads")
            .shown(THREADS)),
    PINNED_EVENTS(figure("pinnedEvents", "Pinned", COUNT)
            .described("jdk.VirtualThreadPinned events JFR recorded during the pass at threshold 0: each time a "
                    + "virtual thread blocked without leaving its carrier; n/a where the pass runs no virtual threads")
            .read(pass(
                    p -> p.virtualThreads() == null ? null : p.virtualThreads().pinnedEvents()))
            .meter("aggbench.variant.pinned.events")
            .shown(THREADS)),
    COMPILATION_MILLIS(figure("compilationMillis", "JIT in measured pass", MILLISECONDS)
            .described("JIT compilation time inside the measured pass (CompilationMXBean)")
            .read(pass(p -> p.time().compilationMillis()))
            .shown(COLD_AND_STEADY)),
    RESPONSE_WAIT_NANOS(figure("responseWaitNanos", "In send", SECONDS)
            .described("time the pass's callers waited in HttpClient.send for the answers' "
                    + "headers (blocking styles; n/a where no caller waits: async, reactor)")
            .read(pass(p -> p.time().responseWaitNanos()))
            .shown(COLD_AND_STEADY)),
    IDLE_NANOS(figure("idleNanos", "Idle", SECONDS)
            .described("wall time minus process CPU time of the pass: time in which no thread of the worker ran, so "
                    + "it waited for the API; one CPU only (n/a with more, where CPU time overlaps); CPU read as the "
                    + "pass's cpuClock says (to the nanosecond, or in 10 ms ticks)")
            .read(FigureReadings::idleNanos)
            .shown(COLD_AND_STEADY)),
    WARMUP_PASSES(figure("warmupPasses", "Warm-up passes", COUNT)
            .described("warm-up passes the JVM ran before the measured pass")
            .read(w -> w.warmupEnd() == null ? null : (double) w.warmupEnd().passesUsed())
            .shown(COLD_AND_STEADY)),
    COLD_DURATION_NANOS(figure("coldDurationNanos", "Cold time", SECONDS)
            .described("wall time of the JVM's first pass (cold: interpreted, loading classes, compiling)")
            .read(cold(WarmupPass::durationNanos, p -> p.time().durationNanos()))
            .shown(COLD_AND_STEADY)),
    COLD_CPU_TIME_NANOS(figure("coldCpuTimeNanos", "Cold CPU", SECONDS)
            .described("process CPU time of the JVM's first pass")
            .read(cold(WarmupPass::processCpuTimeNanos, p -> p.time().processCpuTimeNanos()))
            .shown(COLD_AND_STEADY)),
    COLD_ALLOCATED_BYTES_PER_ORDER(figure("coldAllocatedBytesPerOrder", "Cold alloc/order", BYTES)
            .described("allocated bytes / orders of the JVM's first pass")
            .read(cold(WarmupPass::bytesPerOrder, p -> p.allocation().bytesPerOrder()))
            .shown(COLD_AND_STEADY)),
    TIME_TO_START_ALL_NANOS(figure("timeToStartAllNanos", "Start all", SECONDS)
            .described("fan-out: from its start until the K-th aggregation started; with a pool smaller than K, "
                    + "until the last one left the pool's queue (never all K in flight at once); n/a when not all K "
                    + "started (a deadline or fail-fast gave the others up first). The fan-out tables show it per K; "
                    + "this figure is the pass's largest K, unbounded where both forms ran")
            .read(fanOut(FanOutFigures::timeToStartAllNanos))
            .shown()),
    HEAP_USED_IN_FLIGHT_BYTES(figure("heapUsedInFlightBytes", "Heap in flight", MEGABYTES)
            .described("fan-out: heap in use (garbage included) at the instant NMT's Thread line is read while the "
                    + "aggregations run: by the first to end after min(K, pool) started, and again by the first to "
                    + "end after all K started, whose reading stands. Close to the most in flight; one reading, not a "
                    + "peak. Parked virtual threads keep their stacks here; n/a when no aggregation ended after that. "
                    + "Per K in the fan-out tables; this figure is the pass's largest K")
            .read(fanOut(FanOutFigures::heapUsedInFlightBytes))
            .shown());

    private final FigureDefinition definition;

    Figure(FigureDefinition definition) {
        if (definition.description() == null || definition.reading() == null) {
            throw new IllegalStateException(name() + " needs described(...) and read(...)");
        }
        this.definition = definition;
    }

    @JsonValue
    public String id() {
        return definition.id();
    }

    @JsonCreator
    public static Figure fromId(String id) {
        return Arrays.stream(values())
                .filter(f -> f.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown figure '" + id + "'"));
    }

    /** The figure's definition, as its constant writes it: its label, unit, description and meter are read from it. */
    public FigureDefinition definition() {
        return definition;
    }

    /** Whether it is shown at {@code place} (every figure is in results.json and results.csv). */
    public boolean isShownIn(FigurePlace place) {
        return definition.places().contains(place);
    }

    /** Every figure is an exact counter; a sampled one (read every {@code --interval-millis}) would say so here. */
    public boolean sampled() {
        return false;
    }

    /** The figure's value in a worker's document, or {@code null} when it was not measured (or no document). */
    public Double of(WorkerResult worker) {
        return worker == null ? null : definition.reading().apply(worker);
    }
}
