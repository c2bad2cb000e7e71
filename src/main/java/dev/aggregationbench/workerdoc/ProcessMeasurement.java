package dev.aggregationbench.workerdoc;

/**
 * The process as the OS and the thread MXBean see it.
 *
 * @param peakRssBytes    VmHWM from /proc/self/status; {@code null} where unavailable
 * @param peakRssScope    {@code pass} when the high-water mark was reset at pass start (/proc/self/clear_refs),
 *                        {@code process} when it covers the JVM's whole life, {@code null} with no value
 * @param rssAtEndBytes   VmRSS at the end of the pass; {@code null} where unavailable
 * @param peakThreadCount the peak number of live platform threads (reset at pass start); virtual threads are not
 *                        counted
 * @param threadsStarted  platform threads started during the pass
 */
public record ProcessMeasurement(
        Long peakRssBytes, String peakRssScope, Long rssAtEndBytes, int peakThreadCount, long threadsStarted) {}
