package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.CollectorDelta;
import dev.aggregationbench.workerdoc.GcEvent;
import dev.aggregationbench.workerdoc.GcMeasurement;
import java.util.List;

/** Turns a pass's collector deltas and GC events into a {@link GcMeasurement}. */
final class GcFigures {

    private GcFigures() {}

    static GcMeasurement of(List<CollectorDelta> collectors, List<GcEvent> events, boolean eventsComplete) {
        long pauseCount = 0;
        long pauseTimeMillis = 0;
        for (CollectorDelta collector : collectors) {
            if (GcCollectors.PAUSES.equals(collector.kind())) {
                pauseCount += collector.count();
                pauseTimeMillis += collector.timeMillis();
            }
        }
        return new GcMeasurement(pauseCount, pauseTimeMillis, collectors, events, eventsComplete);
    }
}
