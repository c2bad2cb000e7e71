package dev.aggregationbench.results;

/**
 * Whether one worker JVM started from the run's AOT cache, as that JVM reported it itself: its {@code -Xlog:aot}
 * log (written to {@code jvms/<name>.aot.log}) says that it mapped the cache, or why it did not (a JDK or flag
 * mismatch: the JVM then warns and runs without the cache).
 *
 * @param mapped whether the JVM's log shows the cache mapped; {@code null} when the log could not be read
 * @param detail the log line that says so, or why not
 * @param log    the JVM's AOT log, relative to the run directory
 */
public record AotCacheUse(Boolean mapped, String detail, String log) {}
