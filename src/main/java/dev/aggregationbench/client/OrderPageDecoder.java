package dev.aggregationbench.client;

import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatus;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadFeature;
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
 *
 * <p>Per order it allocates the {@link Order} and what it holds that is new: two Strings (id, customer), a
 * BigDecimal, an Instant. Status and currency are shared constants read from the parser's characters, the date and
 * the amount are parsed from those characters too ({@link WireValues}), no message is built unless something
 * fails, and the page's list is sized from a hint and handed to the page uncopied.
 */
final class OrderPageDecoder {

    /** The parser leaves the stream open: the client reads it to its end, then closes it. */
    private final JsonFactory json = JsonFactory.builder().disable(StreamReadFeature.AUTO_CLOSE_SOURCE).build();

    /** @param expectedOrders the list's initial capacity (the page size, if known); any value is correct */
    OrderPage decode(InputStream body, int expectedOrders) {
        try (JsonParser parser = json.createParser(body)) {
            return readPage(parser, expectedOrders);
        }
    }

    OrderPage decode(byte[] body, int expectedOrders) {
        try (JsonParser parser = json.createParser(body)) {
            return readPage(parser, expectedOrders);
        }
    }

    private OrderPage readPage(JsonParser p, int expectedOrders) {
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
                    orders = new ArrayList<>(Math.max(expectedOrders, 1));
                    for (JsonToken token; (token = p.nextToken()) != JsonToken.END_ARRAY; ) {
                        if (token != JsonToken.START_OBJECT) {
                            expect(p, token, JsonToken.START_OBJECT, "data[" + orders.size() + "]");
                        }
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
        return OrderPage.handingOver(orders, nextCursor, hasMore);
    }

    /** The order whose START_OBJECT is the current token; {@code index} only names it in errors. */
    private static Order readOrder(JsonParser p, int index) {
        String id = null, customerId = null, currency = null;
        BigDecimal amount = null;
        OrderStatus status = null;
        Instant createdAt = null;
        int items = -1;
        while (p.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = p.currentName(); // canonical (interned) by the parser: the switch allocates nothing
            JsonToken value = p.nextToken();
            switch (name) {
                case "id" -> id = string(p, value, name);
                case "customerId" -> customerId = string(p, value, name);
                case "currency" -> {
                    requireString(p, value, name);
                    currency = WireValues.currency(p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
                }
                case "amount" -> amount = amount(p, value, index);
                case "status" -> status = status(p, value, index);
                case "createdAt" -> createdAt = instant(p, value, index);
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

    private static BigDecimal amount(JsonParser p, JsonToken value, int index) {
        if (!value.isNumeric()) {
            throw new MalformedPageException("data[" + index + "].amount is not a number: " + value);
        }
        BigDecimal plain = WireValues.decimal(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        return plain != null ? plain : p.getDecimalValue();
    }

    private static OrderStatus status(JsonParser p, JsonToken value, int index) {
        requireString(p, value, "status");
        OrderStatus status = WireValues.status(p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
        if (status == null) {
            throw new MalformedPageException("data[" + index + "]: unknown order status '" + p.getString() + "'");
        }
        return status;
    }

    private static Instant instant(JsonParser p, JsonToken value, int index) {
        requireString(p, value, "createdAt");
        try {
            return WireValues.instant(p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
        } catch (DateTimeParseException e) {
            throw new MalformedPageException("data[" + index + "].createdAt '" + p.getString()
                    + "' is not an ISO instant");
        }
    }

    private static String string(JsonParser p, JsonToken value, String name) {
        requireString(p, value, name);
        return p.getString();
    }

    private static void requireString(JsonParser p, JsonToken value, String name) {
        if (value != JsonToken.VALUE_STRING) {
            throw new MalformedPageException("'" + name + "' must be a string, was " + value);
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
