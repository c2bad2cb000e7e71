package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.order.OrderStatus;
import java.io.InputStream;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.json.JsonFactory;

/**
 * The floor of this stack: the same streaming parser, but no {@code Order}, String, BigDecimal or Instant per order.
 * Each order's amount (in cents) and status go straight into an {@link OrderStatsAccumulator}; every other field is
 * skipped without being decoded. What it costs is what tokenizing a page costs; what the Order-building decoder
 * costs on top of it is the price of the records. For benchmarks only: it checks nothing it does not need.
 */
final class FloorPageDecoder {

    /** The end of a page: where the next one is. */
    record PageEnd(int orders, String nextCursor, boolean hasMore) {}

    /** The parser leaves the stream open: the client reads it to its end, then closes it. */
    private final JsonFactory json =
            JsonFactory.builder().disable(StreamReadFeature.AUTO_CLOSE_SOURCE).build();

    private final OrderStatsAccumulator stats;

    FloorPageDecoder(OrderStatsAccumulator stats) {
        this.stats = stats;
    }

    OrderStatsAccumulator stats() {
        return stats;
    }

    PageEnd decode(InputStream body) {
        try (JsonParser parser = json.createParser(body)) {
            return readPage(parser);
        }
    }

    PageEnd decode(byte[] body) {
        try (JsonParser parser = json.createParser(body)) {
            return readPage(parser);
        }
    }

    private PageEnd readPage(JsonParser p) {
        int orders = 0;
        String nextCursor = null;
        boolean hasMore = false;
        p.nextToken(); // START_OBJECT
        while (p.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = p.currentName();
            JsonToken value = p.nextToken();
            switch (name) {
                case "data" -> {
                    while (p.nextToken() == JsonToken.START_OBJECT) {
                        readOrder(p);
                        orders++;
                    }
                }
                case "nextCursor" -> nextCursor = value == JsonToken.VALUE_NULL ? null : p.getString();
                case "hasMore" -> hasMore = p.getBooleanValue();
                default -> p.skipChildren();
            }
        }
        return new PageEnd(orders, nextCursor, hasMore);
    }

    private void readOrder(JsonParser p) {
        long minor = 0;
        OrderStatus status = null;
        while (p.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = p.currentName();
            p.nextToken();
            switch (name) {
                case "amount" ->
                    minor = WireValues.minorUnits(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
                case "status" ->
                    status = WireValues.status(p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
                default -> p.skipChildren();
            }
        }
        stats.add(minor, status);
    }
}
