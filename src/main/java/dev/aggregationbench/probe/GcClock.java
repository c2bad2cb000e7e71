package dev.aggregationbench.probe;

import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;

/**
 * GcInfo times count from a point near the VM's creation, RuntimeMXBean uptime (the clock of {@code -Xlog}
 * uptime decorations) from a slightly different one; the gap differs from JVM to JVM. It is measured with an
 * explicit GC: the collection ran between the uptimes read before and after {@code System.gc()}, which pins
 * the gap to within a millisecond or two. Until then, the JVM's start time and the wall clock estimate it.
 */
final class GcClock {

    private final RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
    private long gcClockAheadMillis = System.currentTimeMillis() - runtime.getStartTime() - runtime.getUptime();
    private boolean calibrated;

    long uptimeMillis() {
        return runtime.getUptime();
    }

    boolean isCalibrated() {
        return calibrated;
    }

    void calibrate(long uptimeBefore, long uptimeAfter, long gcStart, long gcDuration) {
        long latest = gcStart - uptimeBefore; // the GC cannot have started before uptimeBefore
        long earliest = gcStart + gcDuration - uptimeAfter; // nor ended after uptimeAfter
        gcClockAheadMillis = Math.floorDiv(latest + earliest, 2);
        calibrated = true;
    }

    long toUptimeMillis(long gcClockMillis) {
        return gcClockMillis - gcClockAheadMillis;
    }
}
