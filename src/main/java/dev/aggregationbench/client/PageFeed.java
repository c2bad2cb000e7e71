package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import java.nio.ByteBuffer;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.async.ByteBufferFeeder;

/**
 * One page decoded while its bytes arrive, whoever delivers them: each buffer goes to Jackson's non-blocking parser,
 * and the tokens it completes go into a {@link PageAssembler} at once, so a buffer may be reused or released as soon
 * as {@link #accept} returns. The JDK client feeds it from {@link OrderPageSubscriber}; the spring client from
 * WebClient's {@code DataBuffer}s. Not thread-safe: one deliverer at a time, as a body's buffers arrive.
 */
public final class PageFeed implements AutoCloseable {

    private final JsonParser parser;
    private final ByteBufferFeeder feeder;
    private final PageAssembler page;

    PageFeed(OrderPageDecoder decoder, int expectedOrders) {
        this.parser = decoder.nonBlocking();
        this.feeder = (ByteBufferFeeder) parser.nonBlockingInputFeeder();
        this.page = new PageAssembler(expectedOrders);
    }

    /** Decodes every token this buffer completes; the parser keeps a token cut between buffers for the next one. */
    public void accept(ByteBuffer buffer) {
        feeder.feedInput(buffer);
        pushAvailableTokens();
    }

    /** The page, once the body has ended; a body cut short fails as Jackson's parser says. */
    OrderPage end() {
        feeder.endOfInput();
        pushAvailableTokens();
        return page.page();
    }

    @Override
    public void close() {
        parser.close();
    }

    private void pushAvailableTokens() {
        for (JsonToken token; (token = parser.nextToken()) != null && token != JsonToken.NOT_AVAILABLE; ) {
            page.accept(parser, token);
        }
    }
}
