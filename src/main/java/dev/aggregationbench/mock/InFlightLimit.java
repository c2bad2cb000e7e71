package dev.aggregationbench.mock;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import wiremock.jakarta.servlet.AsyncEvent;
import wiremock.jakarta.servlet.AsyncListener;
import wiremock.jakarta.servlet.Filter;
import wiremock.jakarta.servlet.FilterChain;
import wiremock.jakarta.servlet.ServletException;
import wiremock.jakarta.servlet.ServletOutputStream;
import wiremock.jakarta.servlet.ServletRequest;
import wiremock.jakarta.servlet.ServletResponse;
import wiremock.jakarta.servlet.http.HttpServletRequest;
import wiremock.jakarta.servlet.http.HttpServletResponse;
import wiremock.jakarta.servlet.http.HttpServletResponseWrapper;

/**
 * An API that limits its clients ({@code --api-max-in-flight=N}): at most N page requests ({@code GET /orders}) are
 * in flight at once, from arrival until their answer starts to be written, the latency's delay included. One more is answered
 * 429 with {@code Retry-After} in whole seconds (RFC 9110), and counted ({@link #admissions()}, in
 * {@code /orders/info}). The ground truth and the counters ({@code /orders/stats}, {@code /orders/info}) are never
 * limited: a run must always be able to check its result.
 *
 * <p>What to notice: a client that starts K walks at once against N < K meets K - N refusals in its first instant,
 * and every refused walk comes back together after Retry-After. The bounded styles never see a 429
 * (docs/scenarios/bounded-fan-out.md).
 */
final class InFlightLimit implements Filter {

    /** What the mock asks a refused client to wait: the smallest whole-second value that is not "at once". */
    static final int RETRY_AFTER_SECONDS = 1;

    private static final String PAGES_PATH = "/orders";

    private final int maxInFlight;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger peakInFlight = new AtomicInteger();
    private final AtomicLong throttled = new AtomicLong();

    /** @param maxInFlight page requests admitted at once; 0: no limit (nothing is refused, the peak still counted) */
    InFlightLimit(int maxInFlight) {
        this.maxInFlight = maxInFlight;
    }

    /**
     * What the limit has counted so far, read at once for {@code /orders/info}.
     *
     * @param throttled    page requests answered 429
     * @param peakInFlight the most page requests in flight at once (admitted ones only)
     */
    record Admissions(long throttled, int peakInFlight) {}

    Admissions admissions() {
        return new Admissions(throttled.get(), peakInFlight.get());
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        if (!PAGES_PATH.equals(http.getRequestURI())) {
            chain.doFilter(request, response);
            return;
        }
        int now = inFlight.incrementAndGet();
        if (maxInFlight > 0 && now > maxInFlight) {
            inFlight.decrementAndGet();
            throttled.incrementAndGet();
            HttpServletResponse answer = (HttpServletResponse) response;
            answer.setHeader("Retry-After", Integer.toString(RETRY_AFTER_SECONDS));
            MockResponses.writeProblem(
                    answer,
                    429,
                    "more than " + maxInFlight + " page requests at once (--api-max-in-flight); retry after "
                            + RETRY_AFTER_SECONDS + " s",
                    null);
            return;
        }
        peakInFlight.accumulateAndGet(now, Math::max);
        Admission admission = new Admission();
        try {
            chain.doFilter(request, new ReleasedWhenWritten((HttpServletResponse) response, admission));
            if (request.isAsyncStarted()) { // a delayed answer: written later, on WireMock's scheduler
                request.getAsyncContext().addListener(new Release(admission));
                return;
            }
        } catch (IOException | ServletException | RuntimeException e) {
            admission.release();
            throw e;
        }
        admission.release();
    }

    /**
     * One admitted request's place, given back once: when its answer starts to be written (so a client that has
     * its answer and sends the next request at once finds the place free), or when the exchange ends otherwise.
     */
    private final class Admission {
        private final AtomicBoolean released = new AtomicBoolean();

        void release() {
            if (released.compareAndSet(false, true)) {
                inFlight.decrementAndGet();
            }
        }
    }

    /** The answer: its place is given back as its body starts. */
    private static final class ReleasedWhenWritten extends HttpServletResponseWrapper {
        private final Admission admission;

        ReleasedWhenWritten(HttpServletResponse response, Admission admission) {
            super(response);
            this.admission = admission;
        }

        @Override
        public ServletOutputStream getOutputStream() throws IOException {
            admission.release();
            return super.getOutputStream();
        }

        @Override
        public PrintWriter getWriter() throws IOException {
            admission.release();
            return super.getWriter();
        }

        @Override
        public void flushBuffer() throws IOException {
            admission.release();
            super.flushBuffer();
        }
    }

    /** Releases the admission once the delayed exchange is complete (or failed), if its answer did not already. */
    private record Release(Admission admission) implements AsyncListener {
        @Override
        public void onComplete(AsyncEvent event) {
            admission.release();
        }

        @Override
        public void onTimeout(AsyncEvent event) {
            // onComplete follows
        }

        @Override
        public void onError(AsyncEvent event) {
            // onComplete follows
        }

        @Override
        public void onStartAsync(AsyncEvent event) {
            // the listener stays registered
        }
    }
}
