package dev.aggregationbench.mock;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Which fault, if any, a page request answers. Which pages are faulty is fixed by {@link Faults} (seed, page); when
 * is decided here, by counting attempts: a faulty page answers its fault on the first attempt and the page on the
 * retry, then its fault again on the next attempt (the next pass over it), and so on. So a client that retries
 * each failure until it succeeds meets every faulty page's fault exactly once per walk, whichever variant it is and
 * however many walks came before; its result stays exact. {@link Faults.Kind#SLOW} is not a failure (the page
 * arrives, late) and nobody retries it, so a slow page is slow on every attempt. With {@link Faults#persistent()}
 * (fail-fast), a faulty page answers its fault on every attempt: a client's retries are spent and its walk fails,
 * at the same page for every variant and every pass.
 */
final class PageFaults {

    private record Page(long start, long end) {}

    private final Faults faults;
    private final long seed;
    private final Set<Page> lastAnsweredWithFault = ConcurrentHashMap.newKeySet();
    private final AtomicLongArray injected = new AtomicLongArray(Faults.Kind.values().length);

    PageFaults(Faults faults, long seed) {
        this.faults = faults;
        this.seed = seed;
    }

    /** The fault this request for the page {@code [start, ..)} of a walk ending at {@code end} answers, or null. */
    Faults.Kind next(long start, long end) {
        Faults.Kind kind = faults.faultOf(seed, start, end);
        if (kind == null) {
            return null;
        }
        if (kind != Faults.Kind.SLOW && !faults.persistent()) {
            Page page = new Page(start, end);
            if (lastAnsweredWithFault.remove(page)) {
                return null;
            }
            lastAnsweredWithFault.add(page);
        }
        injected.incrementAndGet(kind.ordinal());
        return kind;
    }

    /** How many times each fault was answered so far. */
    Map<String, Long> injected() {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Faults.Kind kind : Faults.Kind.values()) {
            counts.put(kind.wireName(), injected.get(kind.ordinal()));
        }
        return counts;
    }
}
