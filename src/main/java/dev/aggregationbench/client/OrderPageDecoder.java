package dev.aggregationbench.client;

import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatus;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.json.JsonFactory;

import java.io.InputStream;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * Decodes a page token by token with Jackson's streaming parser: orders are built as their bytes arrive, and
 * nothing but the page's orders is kept. Unknown properties are skipped; missing or ill-typed ones are errors.
 * Failures are {@link MalformedPageException} (the body is wrong) or Jackson's I/O exception (the connection is).
 */
final class OrderPageDecoder {

    private final JsonFactory json = new JsonFactory();

    OrderPage decode(InputStream body) {
        try (JsonParser parser = json.createParser(body)) {
            return readPage(parser);
        }
    }

    OrderPage decode(byte[] body) {
        try (JsonParser parser = json.createParser(body)) {
            return readPage(parser);
        }
    }

    private OrderPage readPage(JsonParser p) {
        expect(p, p.nextToken(), JsonToken.START_OBJECT, "page");
        List<Order> orders = null;
        String nextCursor = null;
        Boolean hasMore = null;
        while (p.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = p.currentName();
            JsonToken value = p.nextToken();
            switch (name) {
                case "data" -> {
                    expect(p, value, JsonToken.START_ARRAY, "data");
                    orders = new ArrayList<>();
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        orders.add(readOrder(p, orders.size()));
                    }
                }
                case "nextCursor" -> nextCursor = value == JsonToken.VALUE_NULL ? null : string(p, value, name);
                case "hasMore" -> {
                    if (!value.isBoolean()) {
                        throw new MalformedPageException("'hasMore' must be true or false, was " + value);
                    }
                    hasMore = p.getBooleanValue();
                }
                default -> p.skipChildren();
            }
        }
        if (orders == null || hasMore == null) {
            throw new MalformedPageException("page lacks " + (orders == null ? "'data'" : "'hasMore'"));
        }
        if (hasMore && nextCursor == null) {
            throw new MalformedPageException("page has 'hasMore': true but no 'nextCursor'");
        }
        return new OrderPage(orders, nextCursor, hasMore);
    }

    private static Order readOrder(JsonParser p, int index) {
        expect(p, p.currentToken(), JsonToken.START_OBJECT, "data[" + index + "]");
        String id = null, customerId = null, currency = null;
        BigDecimal amount = null;
        OrderStatus status = null;
        Instant createdAt = null;
        int items = -1;
        while (p.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = p.currentName();
            JsonToken value = p.nextToken();
            switch (name) {
                case "id" -> id = string(p, value, name);
                case "customerId" -> customerId = string(p, value, name);
                case "currency" -> currency = string(p, value, name);
                case "amount" -> {
                    if (!value.isNumeric()) {
                        throw new MalformedPageException("data[" + index + "].amount is not a number: " + value);
                    }
                    amount = p.getDecimalValue();
                }
                case "status" -> status = status(string(p, value, name), index);
                case "createdAt" -> createdAt = instant(string(p, value, name), index);
                case "items" -> items = p.getIntValue();
                default -> p.skipChildren();
            }
        }
        if (id == null || amount == null || status == null) {
            throw new MalformedPageException("data[" + index + "] lacks one of id, amount, status");
        }
        try {
            return new Order(id, customerId, amount, currency, status, createdAt, items);
        } catch (IllegalArgumentException e) {
            throw new MalformedPageException("data[" + index + "]: " + e.getMessage());
        }
    }

    private static String string(JsonParser p, JsonToken value, String name) {
        if (value != JsonToken.VALUE_STRING) {
            throw new MalformedPageException("'" + name + "' must be a string, was " + value);
        }
        return p.getString();
    }

    private static OrderStatus status(String text, int index) {
        try {
            return OrderStatus.fromWireName(text);
        } catch (IllegalArgumentException e) {
            throw new MalformedPageException("data[" + index + "]: " + e.getMessage());
        }
    }

    private static Instant instant(String text, int index) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new MalformedPageException("data[" + index + "].createdAt '" + text + "' is not an ISO instant");
        }
    }

    private static void expect(JsonParser p, JsonToken actual, JsonToken expected, String what) {
        if (actual != expected) {
            throw new MalformedPageException(what + ": expected " + expected + " but found " + actual
                    + " at " + p.currentLocation().offsetDescription());
        }
    }

    /** The body is not a valid page. Not retryable: asking again gives the same bytes. */
    static final class MalformedPageException extends RuntimeException {
        MalformedPageException(String message) {
            super(message);
        }
    }
}
