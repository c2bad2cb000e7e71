package dev.aggregationbench.worker;

import dev.aggregationbench.client.RequestWatch;
import java.util.concurrent.TimeUnit;

/**
 * Waits, after a fan-out returned, until the client that fetched its pages is quiet: nothing in flight and nothing
 * sent or answered for {@value #QUIET_MILLIS} ms (longer than the mock's 1 s Retry-After and than the retry
 * policy's backoffs before its last attempt, so a walk waiting to retry is not taken for ended). A style that stops
 * its work is quiet at once; one whose work goes on is quiet when that work ends. The cap is
 * {@value #MAX_WAIT_MILLIS} ms: a client still busy then is reported as not quiet.
 */
final class Quiet {

    static final long QUIET_MILLIS = 2_000;
    static final long MAX_WAIT_MILLIS = 120_000;

    private Quiet() {}

    /**
     * The {@link System#nanoTime()} of the client's last request sent or answered, once it is quiet; null when it
     * was not quiet within the cap (or this thread was interrupted).
     */
    static Long await(RequestWatch watch) {
        long quietNanos = TimeUnit.MILLISECONDS.toNanos(QUIET_MILLIS);
        long giveUp = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(MAX_WAIT_MILLIS);
        while (true) {
            long last = watch.lastActivityNanos();
            long now = System.nanoTime();
            if (watch.inFlight() == 0 && now - last >= quietNanos) {
                return last;
            }
            if (now - giveUp > 0) {
                return null;
            }
            try {
                Thread.sleep(Math.max(10, Math.min(100, TimeUnit.NANOSECONDS.toMillis(quietNanos - (now - last)))));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }
}
