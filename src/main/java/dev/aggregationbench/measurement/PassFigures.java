package dev.aggregationbench.measurement;

import dev.aggregationbench.measure.PassMeter;

/** Everything a {@link PassMeter} measured for one pass; the worker adds the outcome to make a {@link PassResult}. */
public record PassFigures(TimeMeasurement time, AllocationMeasurement allocation, GcMeasurement gc,
                          HeapMeasurement heap, ProcessMeasurement process, SampleSeries samples) {
}
