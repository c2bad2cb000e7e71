package dev.aggregationbench.client;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The retries a client made, per {@link FailureKind}: one count per failed attempt that was followed by another
 * (a page that failed twice and then arrived counts 2; a failure given up on after the last attempt counts nothing
 * more). Shared by a client and its partition views, updated from any thread; read it before and after a pass.
 */
public final class RetryCounts {

    private final AtomicLongArray counts = new AtomicLongArray(FailureKind.values().length);

    void count(FailureKind kind) {
        counts.incrementAndGet(kind.ordinal());
    }

    /** Retries so far, every kind in declaration order (0 for kinds not met). */
    public Map<String, Long> byKind() {
        Map<String, Long> byKind = new LinkedHashMap<>();
        for (FailureKind kind : FailureKind.values()) {
            byKind.put(kind.wireName(), counts.get(kind.ordinal()));
        }
        return byKind;
    }

    /** Retries so far, all kinds together. */
    public long total() {
        long total = 0;
        for (int i = 0; i < counts.length(); i++) {
            total += counts.get(i);
        }
        return total;
    }

    /** {@code after - before} per kind: the retries between two {@link #byKind()} readings. */
    public static Map<String, Long> since(Map<String, Long> before, Map<String, Long> after) {
        Map<String, Long> delta = new LinkedHashMap<>();
        after.forEach((kind, count) -> delta.put(kind, count - before.getOrDefault(kind, 0L)));
        return delta;
    }
}
