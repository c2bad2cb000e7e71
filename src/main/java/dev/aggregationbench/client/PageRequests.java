package dev.aggregationbench.client;

import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;

/**
 * The HTTP request for one page: {@code /orders} below the base URI's path, the cursor (the first page of a
 * partition: the partition's parameters instead, later pages: the cursor alone knows where the partition ends),
 * the page size when one is set, the request timeout and {@code Accept: application/json}.
 */
final class PageRequests {

    private PageRequests() {}

    /** @param partition the partition walked; {@code null}: the whole order set */
    static HttpRequest of(ClientSettings settings, Partition partition, String cursor) {
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
        return HttpRequest.newBuilder(settings.endpoint(uri.toString()))
                .timeout(settings.requestTimeout())
                .header("Accept", "application/json")
                .GET()
                .build();
    }
}
