package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.order.Order;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.json.JsonFactory;

class PageWriterTest {

    /** The same page written the slow, obviously-right way: Jackson's generator over Order objects. */
    private static String jacksonPage(OrderGenerator generator, long offset, int limit) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        long end = Math.min(generator.totalOrders(), offset + limit);
        try (JsonGenerator gen = new JsonFactory().createGenerator(out)) {
            gen.writeStartObject();
            gen.writeName("data");
            gen.writeStartArray();
            for (long i = offset; i < end; i++) {
                Order o = generator.orderAt(i);
                gen.writeStartObject();
                gen.writeStringProperty("id", o.id());
                gen.writeStringProperty("customerId", o.customerId());
                gen.writeName("amount");
                gen.writeNumber(o.amount());
                gen.writeStringProperty("currency", o.currency());
                gen.writeStringProperty("status", o.status().wireName());
                gen.writeStringProperty("createdAt", o.createdAt().toString());
                gen.writeNumberProperty("items", o.items());
                gen.writeEndObject();
            }
            gen.writeEndArray();
            gen.writeName("nextCursor");
            if (end < generator.totalOrders()) {
                long total = generator.totalOrders();
                gen.writeString(Cursor.encode(new OrderRange(end, total), total));
            } else {
                gen.writeNull();
            }
            gen.writeBooleanProperty("hasMore", end < generator.totalOrders());
            gen.writeEndObject();
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void writesExactlyWhatJacksonWritesForTheSameOrders() {
        OrderGenerator generator = new OrderGenerator(42, 10_000_000);
        for (long offset : new long[] {0, 1000, 9_999_000, 9_999_990}) {
            String fast = new String(new PageWriter(16).page(generator, offset, 1000), StandardCharsets.US_ASCII);
            assertThat(fast).as("page at offset %d", offset).isEqualTo(jacksonPage(generator, offset, 1000));
        }
    }

    @Test
    void writesAnEmptyLastPageForAnEmptyDataSet() {
        String page = new String(new PageWriter(16).page(new OrderGenerator(1, 0), 0, 10), StandardCharsets.US_ASCII);
        assertThat(page).isEqualTo("{\"data\":[],\"nextCursor\":null,\"hasMore\":false}");
    }
}
