package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.http.HttpHeader;
import com.github.tomakehurst.wiremock.http.Request;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The context each page request carried (issue 25), judged from the wire. A fan-out's aggregation {@code i} of
 * {@code K} sends {@code X-Context-Id: k<K>p<i>-<nonce>}, read from its style's context as the request is built.
 * A request is counted <b>right</b> when the id names the partition the request walks (the first page: the one it
 * asks for; a later page: the one its cursor ends with), <b>none</b> without the header, and <b>wrong</b>
 * otherwise: another aggregation's id, leaked from a reused thread, or an id that is not one. Cumulative, like the
 * page requests: a pass's counts are the difference of two {@code /orders/info} readings.
 */
final class ContextIds {

    /** The header a page request carries its context in; distinct from any other header of the project. */
    static final String HEADER = "X-Context-Id";

    private static final Pattern ID = Pattern.compile("k(\\d{1,9})p(\\d{1,9})-[0-9a-zA-Z]{1,32}");

    private final LongAdder right = new LongAdder();
    private final LongAdder none = new LongAdder();
    private final LongAdder wrong = new LongAdder();

    /** Counts one page request walking {@code walk} of a data set of {@code totalOrders}. */
    void record(Request request, OrderRange walk, long totalOrders) {
        HttpHeader header = request.header(HEADER);
        if (!header.isPresent() || header.firstValue().isEmpty()) {
            none.increment();
        } else if (names(header.firstValue(), walk, totalOrders)) {
            right.increment();
        } else {
            wrong.increment();
        }
    }

    /** {@code {"right":..,"none":..,"wrong":..}}: the page requests counted so far. */
    Map<String, Long> counts() {
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put("right", right.sum());
        counts.put("none", none.sum());
        counts.put("wrong", wrong.sum());
        return counts;
    }

    /** Whether {@code id} names the partition that {@code walk} (a first page, or what a cursor has left) is in. */
    static boolean names(String id, OrderRange walk, long totalOrders) {
        Matcher m = ID.matcher(id);
        if (!m.matches()) {
            return false;
        }
        long k = Long.parseLong(m.group(1));
        long i = Long.parseLong(m.group(2));
        if (k < 1 || k > totalOrders || i >= k) {
            return false;
        }
        OrderRange partition = OrderRange.partition(i, k, totalOrders);
        return walk.end() == partition.end() && walk.start() >= partition.start() && walk.start() <= partition.end();
    }
}
