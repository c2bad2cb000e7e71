package dev.aggregationbench.client;

import dev.aggregationbench.client.OrderPageDecoder.MalformedPageException;
import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * Builds one page from its tokens, pushed one at a time: {@link #accept} is called with the parser positioned on
 * each token, in order, whoever reads them. A blocking parser pushes all of them in one loop; a non-blocking one
 * pushes those each arriving buffer completes. Both paths build pages with this same code, so every variant pays
 * the same for decoding. Unknown properties are skipped; missing or ill-typed ones are errors. An order whose
 * status is not one of the five fails the page with its id and the value (read before or after its id).
 *
 * <p>Per order it allocates the {@link Order} and what it holds that is new: two Strings (id, customer), a
 * BigDecimal, an Instant. Status and currency are shared constants read from the parser's characters, the date and
 * the amount are parsed from those characters too ({@link WireValues}), no message is built unless something
 * fails, and the page's list is sized from a hint and handed to the page uncopied.
 */
final class PageAssembler {

    private enum Where {
        BEFORE_PAGE,
        PAGE,
        DATA,
        ORDER,
        AFTER_PAGE
    }

    private static final String KNOWN_STATUSES =
            Arrays.stream(OrderStatus.values()).map(OrderStatus::wireName).collect(Collectors.joining(", "));

    private final int expectedOrders;
    private Where where = Where.BEFORE_PAGE;
    /** Above 0: inside a skipped object or array, at this depth. */
    private int skipDepth;

    private List<Order> orders;
    private String nextCursor;
    private Boolean hasMore;

    private String id;
    private String customerId;
    private String currency;
    private BigDecimal amount;
    private OrderStatus status;
    /** A status value that is not one of the five, kept until the order's end so the message can name its id. */
    private String unknownStatus;

    private Instant createdAt;
    private int items;

    /** @param expectedOrders the list's initial capacity (the page size, if known); any value is correct */
    PageAssembler(int expectedOrders) {
        this.expectedOrders = Math.max(expectedOrders, 1);
    }

    /** One more token; the parser is positioned on it. */
    void accept(JsonParser p, JsonToken token) {
        if (skipDepth > 0) {
            skipDepth += token.isStructStart() ? 1 : token.isStructEnd() ? -1 : 0;
            return;
        }
        switch (where) {
            case BEFORE_PAGE -> {
                expect(p, token, JsonToken.START_OBJECT, "page");
                where = Where.PAGE;
            }
            case PAGE -> pageToken(p, token);
            case DATA -> dataToken(p, token);
            case ORDER -> orderToken(p, token);
            case AFTER_PAGE -> throw new MalformedPageException("content after the page: " + token);
        }
    }

    /** The page, once its closing brace has been accepted; otherwise what is missing. */
    OrderPage page() {
        if (where != Where.AFTER_PAGE) {
            throw new MalformedPageException(
                    "the body ended inside the page (" + where.name().toLowerCase()
                            + (orders == null ? "" : ", after " + orders.size() + " orders") + ")");
        }
        if (orders == null || hasMore == null) {
            throw new MalformedPageException("page lacks " + (orders == null ? "'data'" : "'hasMore'"));
        }
        if (hasMore && nextCursor == null) {
            throw new MalformedPageException("page has 'hasMore': true but no 'nextCursor'");
        }
        return OrderPage.handingOver(orders, nextCursor, hasMore);
    }

    private void pageToken(JsonParser p, JsonToken token) {
        if (token == JsonToken.PROPERTY_NAME) {
            return; // the value's token names its property (currentName)
        }
        if (token == JsonToken.END_OBJECT) {
            where = Where.AFTER_PAGE;
            return;
        }
        String name = p.currentName();
        switch (name) {
            case "data" -> {
                expect(p, token, JsonToken.START_ARRAY, "data");
                orders = new ArrayList<>(expectedOrders);
                where = Where.DATA;
            }
            case "nextCursor" -> nextCursor = token == JsonToken.VALUE_NULL ? null : string(p, token, name);
            case "hasMore" -> {
                if (!token.isBoolean()) {
                    throw new MalformedPageException("'hasMore' must be true or false, was " + token);
                }
                hasMore = p.getBooleanValue();
            }
            default -> skip(token);
        }
    }

    private void dataToken(JsonParser p, JsonToken token) {
        if (token == JsonToken.END_ARRAY) {
            where = Where.PAGE;
            return;
        }
        if (token != JsonToken.START_OBJECT) {
            expect(p, token, JsonToken.START_OBJECT, "data[" + orders.size() + "]");
        }
        id = customerId = currency = null;
        amount = null;
        status = null;
        unknownStatus = null;
        createdAt = null;
        items = -1;
        where = Where.ORDER;
    }

    private void orderToken(JsonParser p, JsonToken token) {
        if (token == JsonToken.PROPERTY_NAME) {
            return;
        }
        if (token == JsonToken.END_OBJECT) {
            orders.add(order());
            where = Where.DATA;
            return;
        }
        String name = p.currentName(); // canonical (interned) by the parser: the switch allocates nothing
        switch (name) {
            case "id" -> id = string(p, token, name);
            case "customerId" -> customerId = string(p, token, name);
            case "currency" -> {
                requireString(token, name);
                currency = WireValues.currency(p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
            }
            case "amount" -> amount = amount(p, token);
            case "status" -> status = status(p, token);
            case "createdAt" -> createdAt = instant(p, token);
            case "items" -> items = p.getIntValue();
            default -> skip(token);
        }
    }

    private Order order() {
        int index = orders.size();
        if (unknownStatus != null) {
            throw new MalformedPageException("order " + (id == null ? "without an id" : "'" + id + "'") + " (data["
                    + index + "]) has status '" + unknownStatus + "', not one of " + KNOWN_STATUSES
                    + ": such an order is refused, not counted (the statistics have a bucket per known status)");
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

    private void skip(JsonToken token) {
        if (token.isStructStart()) {
            skipDepth = 1;
        }
    }

    private BigDecimal amount(JsonParser p, JsonToken token) {
        if (!token.isNumeric()) {
            throw new MalformedPageException("data[" + orders.size() + "].amount is not a number: " + token);
        }
        BigDecimal plain = WireValues.decimal(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        return plain != null ? plain : p.getDecimalValue();
    }

    private OrderStatus status(JsonParser p, JsonToken token) {
        requireString(token, "status");
        OrderStatus known = WireValues.status(p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
        if (known == null) {
            unknownStatus = p.getString(); // reported at the order's end, with its id
        }
        return known;
    }

    private Instant instant(JsonParser p, JsonToken token) {
        requireString(token, "createdAt");
        try {
            return WireValues.instant(p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
        } catch (DateTimeParseException e) {
            throw new MalformedPageException(
                    "data[" + orders.size() + "].createdAt '" + p.getString() + "' is not an ISO instant");
        }
    }

    private static String string(JsonParser p, JsonToken token, String name) {
        requireString(token, name);
        return p.getString();
    }

    private static void requireString(JsonToken token, String name) {
        if (token != JsonToken.VALUE_STRING) {
            throw new MalformedPageException("'" + name + "' must be a string, was " + token);
        }
    }

    private static void expect(JsonParser p, JsonToken actual, JsonToken expected, String what) {
        if (actual != expected) {
            throw new MalformedPageException(what + ": expected " + expected + " but found " + actual + " at "
                    + p.currentLocation().offsetDescription());
        }
    }
}
