package dev.aggregationbench.client;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;

/**
 * The HTTP request for one page: {@code /orders} below the base URI's path, the cursor (the first page of a
 * partition: the partition's parameters instead, later pages: the cursor alone knows where the partition ends),
 * the page size when one is set, the request timeout and {@code Accept: application/json}; and the context's id
 * ({@value #CONTEXT_HEADER}) when one is given; the aggregation's deadline when it has one; {@code X-Mock-Fault: none} when the settings turn injected faults
 * off ({@link ClientSettings#injectedFaultsOff}).
 */
final class PageRequests {

    /** The header that carries the id of the context a request was built in (issue 25). */
    static final String CONTEXT_HEADER = "X-Context-Id";

    private PageRequests() {}

    /**
     * @param partition the partition walked; {@code null}: the whole order set
     * @param contextId the id of the context the request is built in; {@code null}: no such header
     * @param deadline  its aggregation's id and deadline ({@link RequestWatch#DEADLINE_HEADER}); {@code null}: none
     */
    static HttpRequest of(
            ClientSettings settings, Partition partition, String cursor, String contextId, String deadline) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(settings, partition, cursor))
                .timeout(settings.requestTimeout())
                .header("Accept", "application/json");
        if (contextId != null) {
            request.header(CONTEXT_HEADER, contextId);
        }
        if (deadline != null) {
            request.header(RequestWatch.DEADLINE_HEADER, deadline);
        }
        if (settings.injectedFaultsOff()) {
            request.header(ClientSettings.FAULT_HEADER, "none");
        }
        return request.GET().build();
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
