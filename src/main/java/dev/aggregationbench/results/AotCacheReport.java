package dev.aggregationbench.results;

/**
 * The run's AOT cache (JDK 25, JEP 483 + 515): loaded and linked classes plus method profiles, made by one training
 * run per build of the application and set of worker JVM flags, and given to every worker JVM.
 *
 * @param setting          the {@code aotCache} knob: {@code on} or {@code off}
 * @param status           {@code off}; {@code trained} (this run made it), {@code reused} (an earlier run did), or
 *                         {@code unavailable} (asked for, but the workers ran without: {@code note} says why)
 * @param cacheFile        the cache on the host; null when there is none
 * @param key              what the cache is for: a hash of the application's bytes and files, the JVM and the worker
 *                         JVM flags; a change of any of them means another cache
 * @param trainingMillis   wall time of the training and creation JVMs, when this run made the cache (part of the
 *                         run's wall time); null otherwise
 * @param note             how it was made or found, or why there is none
 */
public record AotCacheReport(
        String setting, String status, String cacheFile, String key, Long trainingMillis, String note) {

    public static final String OFF = "off";
    public static final String TRAINED = "trained";
    public static final String REUSED = "reused";
    public static final String UNAVAILABLE = "unavailable";

    public static AotCacheReport off() {
        return new AotCacheReport("off", OFF, null, null, null, "off: every worker JVM starts without an AOT cache");
    }

    /** Whether the workers were given a cache. */
    public boolean inUse() {
        return TRAINED.equals(status) || REUSED.equals(status);
    }
}
