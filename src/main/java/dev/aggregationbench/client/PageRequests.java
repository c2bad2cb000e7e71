package dev.aggregationbench.client;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

/**
 * The HTTP requests for the pages one client view walks: {@code /orders} below the base URI's path, the cursor (the
 * first page of a partition: the partition's parameters instead, later pages: the cursor alone knows where the
 * partition ends), the page size when one is set, the request timeout and {@code Accept: application/json}; and the
 * context's id ({@value #CONTEXT_HEADER}) when one is given; the aggregation's deadline when it has one;
 * {@code X-Mock-Fault: none} when the settings turn injected faults off ({@link ClientSettings#injectedFaultsOff}).
 * Each request built is counted as sent ({@link RequestWatch}).
 *
 * @param partition the partition walked; {@code null}: the whole order set, without partition parameters
 * @param contextId read as each request is built, sent as {@value #CONTEXT_HEADER}; {@code null}: no such header
 * @param watch     shared by a client and its views: every page request sent, and the deadline each carries
 */
record PageRequests(ClientSettings settings, Partition partition, Supplier<String> contextId, RequestWatch watch) {

    /** The header that carries the id of the context a request was built in (issue 25). */
    static final String CONTEXT_HEADER = "X-Context-Id";

    /** The requests of a view that walks {@code partition} instead (same settings, context and watch). */
    PageRequests forPartition(Partition partition) {
        return new PageRequests(settings, partition, contextId, watch);
    }

    /** The requests of a view whose requests carry {@code contextId}'s id instead. */
    PageRequests carrying(Supplier<String> contextId) {
        return new PageRequests(settings, partition, contextId, watch);
    }

    /** The request for the page at {@code cursor} ({@code null}: the first page), counted as sent. */
    HttpRequest of(String cursor) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(settings, partition, cursor))
                .timeout(settings.requestTimeout())
                .header("Accept", "application/json");
        String context = contextId == null ? null : contextId.get();
        if (context != null) {
            request.header(CONTEXT_HEADER, context);
        }
        String deadline = watch.deadlineHeader(partition);
        if (deadline != null) {
            request.header(RequestWatch.DEADLINE_HEADER, deadline);
        }
        if (settings.injectedFaultsOff()) {
            request.header(ClientSettings.FAULT_HEADER, "none");
        }
        HttpRequest built = request.GET().build();
        watch.sending();
        return built;
    }

    /** The page's URI alone, for a client that builds its request its own way. */
    static URI uri(ClientSettings settings, Partition partition, String cursor) {
        StringBuilder uri = new StringBuilder("/orders");
        char separator = '?';
        if (cursor != null) {
            uri.append(separator).append("cursor=").append(URLEncoder.encode(cursor, StandardCharsets.UTF_8));
            separator = '&';
        } else if (partition != null) {
            uri.append(separator).append(partition.queryParameters());
            separator = '&';
        }
        if (settings.pageSize() > 0) {
            uri.append(separator).append("limit=").append(settings.pageSize());
        }
        return settings.endpoint(uri.toString());
    }
}
