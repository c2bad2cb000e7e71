package dev.aggregationbench.workerdoc;

/**
 * The first thing that went wrong, and how far the variant had got when it did.
 *
 * @param outcome       the kind of failure
 * @param message       the exception's class and message (or the difference found, for a wrong result)
 * @param phase         {@code setup}, {@code idle-jvm}, {@code warmup} or {@code measured}
 * @param passNumber    1-based number of the pass within its phase, {@code null} during setup and idle-jvm
 * @param pagesFetched  pages the variant had received in that pass, {@code null} when no pass had started
 * @param ordersFetched orders in those pages, {@code null} when no pass had started
 */
public record Failure(
        Outcome outcome, String message, String phase, Integer passNumber, Long pagesFetched, Long ordersFetched) {}
