package dev.aggregationbench.mock;

import java.io.IOException;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import wiremock.jakarta.servlet.Filter;
import wiremock.jakarta.servlet.FilterChain;
import wiremock.jakarta.servlet.ServletException;
import wiremock.jakarta.servlet.ServletRequest;
import wiremock.jakarta.servlet.ServletResponse;
import wiremock.jakarta.servlet.http.HttpServletRequest;

/**
 * Page requests that arrive after their aggregation's deadline (issue 24). A worker running a deadlined fan-out
 * sends each page request with {@value #HEADER}{@code : k<K>p<i>;<epoch millis>}: its aggregation's id and its
 * deadline. The mock reads its own clock as the request arrives, first in the page requests' filter chain (before
 * the API's limit, so a request answered 429 counts too), and counts the request as <b>late</b> when the clock is
 * past the deadline. Worker and mock read the same machine's wall clock (a container shares the host's). Cumulative,
 * like the page requests: a fan-out's count is the difference of two {@code /orders/info} readings.
 */
final class LateRequests implements Filter {

    /** The header, as the client sends it ({@code RequestWatch.DEADLINE_HEADER}). */
    static final String HEADER = "X-Aggregation-Deadline";

    private static final String PAGES_PATH = "/orders";
    private static final Pattern VALUE = Pattern.compile("k\\d{1,9}p\\d{1,9};(\\d{1,15})");

    private final LongSupplier clockMillis;
    private final LongAdder deadlined = new LongAdder();
    private final LongAdder late = new LongAdder();

    LateRequests() {
        this(System::currentTimeMillis);
    }

    /** @param clockMillis the wall clock, epoch milliseconds */
    LateRequests(LongSupplier clockMillis) {
        this.clockMillis = clockMillis;
    }

    /**
     * What was counted so far, read at once for {@code /orders/info}.
     *
     * @param deadlined page requests that carried a deadline
     * @param late      those that arrived after the deadline they carried
     */
    record Deadlines(long deadlined, long late) {}

    Deadlines deadlines() {
        return new Deadlines(deadlined.sum(), late.sum());
    }

    /** Counts one page request by the header's value ({@code null}: none, not counted). */
    void record(String header) {
        if (header == null) {
            return;
        }
        Matcher m = VALUE.matcher(header);
        if (!m.matches()) {
            return; // not a deadline this mock can read: neither deadlined nor late
        }
        deadlined.increment();
        if (clockMillis.getAsLong() > Long.parseLong(m.group(1))) {
            late.increment();
        }
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        if (PAGES_PATH.equals(http.getRequestURI())) {
            record(http.getHeader(HEADER));
        }
        chain.doFilter(request, response);
    }
}
