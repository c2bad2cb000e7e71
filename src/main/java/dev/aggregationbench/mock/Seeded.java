package dev.aggregationbench.mock;

/**
 * Seeded, stateless dice: a number in [0, 1) that is a pure function of its inputs (SplitMix64's finaliser over
 * them), so a page's latency or fault does not depend on which requests came before it or from which variant.
 */
final class Seeded {

    /** Salts that keep the dice of different purposes independent of each other for the same page. */
    static final long LATENCY = 0x4C4154454E4359L;

    static final long FAULT = 0x4641554C54L;
    static final long FAULT_KIND = 0x4B494E44L;

    private Seeded() {}

    /** A uniform number in [0, 1) for (seed, purpose, page start, walk end). */
    static double uniform(long seed, long purpose, long start, long end) {
        long h = mix(seed ^ mix(purpose ^ mix(start ^ mix(end))));
        return (h >>> 11) * 0x1.0p-53;
    }

    /** SplitMix64's finaliser. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
