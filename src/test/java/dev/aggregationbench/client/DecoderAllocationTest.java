package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.support.MockServers;
import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Keeps the decoder lean: bytes allocated per decoded order, counted by the JVM for this thread
 * ({@code ThreadMXBean.getCurrentThreadAllocatedBytes}), which does not depend on timing or load. Not a speed test:
 * CPU figures come from {@link ClientBenchmark}. With {@code Instant.parse} and Strings for status and currency it
 * was about 1,900 bytes; the Order, its two Strings, BigDecimal and Instant are about 220.
 */
class DecoderAllocationTest {

    private static final int MAX_BYTES_PER_ORDER = 450;

    @Test
    void decodingAnOrderAllocatesAtMost450Bytes() throws Exception {
        List<byte[]> pages = new ArrayList<>();
        try (OrdersMock mock = MockServers.start(10_000, 1000);
                HttpClient http = HttpClient.newHttpClient()) {
            HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(mock.baseUri()));
            String cursor = null;
            do {
                URI uri = URI.create(mock.baseUri() + "/orders" + (cursor == null ? "" : "?cursor=" + cursor));
                pages.add(http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofByteArray())
                        .body());
                cursor = client.fetchPage(cursor).nextCursor();
            } while (cursor != null);
            client.close();
        }
        OrderPageDecoder decoder = new OrderPageDecoder();
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (int i = 0; i < 20; i++) { // let the JIT compile the decoder (escape analysis changes what is allocated)
            decodeAll(decoder, pages);
        }

        long before = threads.getCurrentThreadAllocatedBytes();
        long orders = decodeAll(decoder, pages);
        double bytesPerOrder = (double) (threads.getCurrentThreadAllocatedBytes() - before) / orders;

        System.out.printf(
                "decoder: %.1f bytes per order over %,d orders (from InputStream, pages of 1000)%n",
                bytesPerOrder, orders);
        assertThat(orders).isEqualTo(10_000);
        assertThat(bytesPerOrder).isLessThanOrEqualTo(MAX_BYTES_PER_ORDER);
    }

    private static long decodeAll(OrderPageDecoder decoder, List<byte[]> pages) {
        long orders = 0;
        for (byte[] page : pages) {
            orders +=
                    decoder.decode(new ByteArrayInputStream(page), 1000).data().size();
        }
        return orders;
    }
}
