package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatus;
import java.io.InputStream;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Decodes a page with Jackson's streaming parser, from a stream (blocking reads), a byte array, or chunk by chunk
 * as buffers arrive ({@link #nonBlocking}, Jackson's non-blocking parser). All three push the same tokens into a
 * {@link PageAssembler}, so orders are built by the same code, as their bytes arrive, and nothing but the page's
 * orders is kept. Failures are {@link MalformedPageException} (the body is wrong) or Jackson's exceptions (the JSON
 * or the connection is). The buffered path binds the whole body with Jackson's data binding instead ({@link #bind}).
 */
final class OrderPageDecoder {

    /** The parser leaves the stream open: the client reads it to its end, then closes it. */
    private static final JsonFactory JSON =
            JsonFactory.builder().disable(StreamReadFeature.AUTO_CLOSE_SOURCE).build();

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    /** @param expectedOrders the list's initial capacity (the page size, if known); any value is correct */
    OrderPage decode(InputStream body, int expectedOrders) {
        try (JsonParser parser = JSON.createParser(body)) {
            return readAll(parser, new PageAssembler(expectedOrders));
        }
    }

    OrderPage decode(byte[] body, int expectedOrders) {
        try (JsonParser parser = JSON.createParser(body)) {
            return readAll(parser, new PageAssembler(expectedOrders));
        }
    }

    /**
     * The first-draft way ({@code fetchPageBuffered}): Jackson binds the whole body to an {@link OrderPage}. An
     * order in an unknown status is decoded again by the streaming path, whose message names the order's id.
     */
    OrderPage bind(byte[] body, int expectedOrders) {
        try {
            return MAPPER.readValue(body, OrderPage.class);
        } catch (InvalidFormatException e) {
            if (e.getTargetType() != OrderStatus.class) {
                throw e;
            }
            return decode(body, expectedOrders);
        }
    }

    /** A parser to be fed buffers ({@code ByteBufferFeeder}) as they arrive: see {@link OrderPageSubscriber}. */
    JsonParser nonBlocking() {
        return JSON.createNonBlockingByteBufferParser(ObjectReadContext.empty());
    }

    /** Every token up to the end of the input (trailing content is an error, as in any JSON document). */
    private static OrderPage readAll(JsonParser parser, PageAssembler page) {
        for (JsonToken token; (token = parser.nextToken()) != null; ) {
            page.accept(parser, token);
        }
        return page.page();
    }

    /** Valid JSON that is not a valid page (a field missing or wrong). Not retryable: asking again gives the same bytes. */
    static final class MalformedPageException extends RuntimeException {
        MalformedPageException(String message) {
            super(message);
        }
    }
}
