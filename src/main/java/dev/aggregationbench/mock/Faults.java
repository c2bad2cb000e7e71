package dev.aggregationbench.mock;

import dev.aggregationbench.text.Echo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Seeded faults at a rate ({@code --fault-rate=0.02 --fault-kinds=unavailable,reset,slow,malformed}): which pages are
 * faulty, and with which fault, is a pure function of (seed, page), so every variant meets the same ones.
 *
 * @param rate       the share of pages that are faulty, 0..1
 * @param kinds      the faults to draw from, each equally likely
 * @param slowMillis how late a {@link Kind#SLOW} page is, on top of the latency
 * @param persistent a faulty page answers its fault on every attempt, so a client's retries are spent and its walk
 *                   fails ({@code --faults-persist}, for fail-fast); otherwise once per walk ({@link PageFaults})
 */
public record Faults(double rate, List<Kind> kinds, int slowMillis, boolean persistent) {

    public static final Faults NONE = new Faults(0, List.of(Kind.values()), Kind.DEFAULT_SLOW_MILLIS);

    /** Faults a retry gets past: each faulty page answers its fault once per walk. */
    public Faults(double rate, List<Kind> kinds, int slowMillis) {
        this(rate, kinds, slowMillis, false);
    }

    /** These faults, answered on every attempt ({@code persistent}) or once per walk. */
    public Faults persisting(boolean newPersistent) {
        return new Faults(rate, kinds, slowMillis, newPersistent);
    }

    /** A fault, named on the command line and in {@code X-Mock-Fault} by its lower-case name. */
    public enum Kind {
        /** 503, a failure to retry. */
        UNAVAILABLE,
        /** The connection reset by peer before any response. */
        RESET,
        /** The page, {@code slowMillis} late; not a failure, so never retried: slow every time it is asked for. */
        SLOW,
        /** 200 with the page's first half only: invalid JSON, a failure to retry. */
        MALFORMED;

        static final int DEFAULT_SLOW_MILLIS = 2_000;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Faults {
        if (!(rate >= 0 && rate <= 1)) {
            throw new IllegalArgumentException("fault rate must be 0..1, was " + rate);
        }
        if (kinds.isEmpty()) {
            throw new IllegalArgumentException("faults: name at least one of unavailable, reset, slow, malformed");
        }
        if (slowMillis < 0) {
            throw new IllegalArgumentException("slow fault must be >= 0 ms late, was " + slowMillis);
        }
        kinds = List.copyOf(kinds);
    }

    /** Parses {@code --fault-kinds}: a comma-separated list of kinds; throws naming the one not known. */
    public static List<Kind> parseKinds(String list) {
        List<Kind> kinds = new ArrayList<>();
        for (String name : list.split(",", -1)) {
            Kind kind = null;
            for (Kind k : Kind.values()) {
                if (k.wireName().equals(name.strip())) {
                    kind = k;
                }
            }
            if (kind == null) {
                throw new IllegalArgumentException("faults: unknown fault " + Echo.quote(name)
                        + "; use a comma-separated list of unavailable, reset, slow, malformed");
            }
            if (!kinds.contains(kind)) {
                kinds.add(kind);
            }
        }
        return kinds;
    }

    /** The fault of the page {@code [start, ..)} of a walk ending at {@code end}, or null when it has none. */
    Kind faultOf(long seed, long start, long end) {
        if (rate == 0 || Seeded.uniform(seed, Seeded.FAULT, start, end) >= rate) {
            return null;
        }
        return kinds.get((int) (Seeded.uniform(seed, Seeded.FAULT_KIND, start, end) * kinds.size()));
    }

    /** {@code unavailable,reset,...}: the option value that gives these kinds back. */
    public String kindsSpec() {
        return String.join(",", kinds.stream().map(Kind::wireName).toList());
    }
}
