package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.order.OrderStatus;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What the decoder builds from a page, general forms included, and how it names what is wrong. */
class OrderPageDecoderTest {

    private final OrderPageDecoder decoder = new OrderPageDecoder();

    @Test
    void theFixedFormsAndTheGeneralFormsDecodeToWhatTheJdkParsersGive() {
        String body = """
                {"data":[
                  {"id":"ord-1","customerId":"cust-1","amount":12.50,"currency":"EUR","status":"paid",
                   "createdAt":"2026-01-01T00:00:30Z","items":3},
                  {"id":"ord-2","extra":{"nested":[1,2]},"amount":1.5e1,"currency":"XAU","status":"refunded",
                   "createdAt":"2026-01-01T00:00:30.250Z","items":1},
                  {"id":"ord-3","amount":7,"status":"pending"}
                ],"nextCursor":"abc","hasMore":true,"unknown":"skipped"}""";

        OrderPage page = decoder.decode(body.getBytes(StandardCharsets.UTF_8), 1);

        assertThat(page.data())
                .containsExactly(
                        new Order(
                                "ord-1",
                                "cust-1",
                                new BigDecimal("12.50"),
                                "EUR",
                                OrderStatus.PAID,
                                Instant.parse("2026-01-01T00:00:30Z"),
                                3),
                        new Order(
                                "ord-2",
                                null,
                                new BigDecimal("1.5e1"),
                                "XAU",
                                OrderStatus.REFUNDED,
                                Instant.parse("2026-01-01T00:00:30.250Z"),
                                1),
                        new Order("ord-3", null, new BigDecimal("7"), null, OrderStatus.PENDING, null, -1));
        assertThat(page.nextCursor()).isEqualTo("abc");
        assertThat(page.hasMore()).isTrue();
        assertThat(page.data().getFirst().currency()).isSameAs("EUR");
    }

    @Test
    void theStreamAndTheByteArrayGiveEqualPagesAndTheListIsReadOnly() {
        byte[] body =
                "{\"data\":[{\"id\":\"a\",\"amount\":1,\"status\":\"paid\"}],\"nextCursor\":null,\"hasMore\":false}"
                        .getBytes(StandardCharsets.UTF_8);

        OrderPage fromStream = decoder.decode(new ByteArrayInputStream(body), 1000);

        assertThat(fromStream).isEqualTo(decoder.decode(body, 0));
        assertThatThrownBy(() -> fromStream.data().add(fromStream.data().getFirst()))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "{\"data\":[{\"id\":\"a\",\"amount\":1,\"status\":\"lost\"}],\"hasMore\":false}"
                        + "| order 'a' (data[0]) has status 'lost', not one of pending, paid, shipped, cancelled, refunded",
                "{\"data\":[{\"status\":\"on-hold\",\"amount\":1,\"id\":\"b\"}],\"hasMore\":false}"
                        + "| order 'b' (data[0]) has status 'on-hold'",
                "{\"data\":[{\"id\":\"a\",\"amount\":1,\"status\":\"paid\"},{\"id\":\"b\",\"amount\":\"x\",\"status\":\"paid\"}],"
                        + "\"hasMore\":false}| data[1].amount is not a number: VALUE_STRING",
                "{\"data\":[{\"id\":\"a\",\"amount\":1,\"status\":\"paid\",\"createdAt\":\"2026-02-30T00:00:00Z\"}],"
                        + "\"hasMore\":false}| data[0].createdAt '2026-02-30T00:00:00Z' is not an ISO instant",
                "{\"data\":[{\"id\":\"a\",\"amount\":1.001,\"status\":\"paid\"}],\"hasMore\":false}"
                        + "| data[0]: order a: amount 1.001 has more than 2 decimals",
                "{\"data\":[{\"id\":\"a\",\"amount\":1,\"status\":\"paid\"},7],\"hasMore\":false}"
                        + "| data[1]: expected START_OBJECT but found VALUE_NUMBER_INT",
                "{\"data\":[{\"id\":\"a\",\"amount\":1}],\"hasMore\":false}| data[0] lacks one of id, amount, status",
                "{\"data\":[{\"id\":\"a\",\"amount\":1,\"status\":3}],\"hasMore\":false}"
                        + "| 'status' must be a string, was VALUE_NUMBER_INT",
                "{\"data\":[],\"hasMore\":true}| page has 'hasMore': true but no 'nextCursor'"
            })
    void aMalformedPageIsRefusedNamingTheOrderAndWhatIsWrong(String body, String message) {
        assertThatThrownBy(() -> decoder.decode(body.getBytes(StandardCharsets.UTF_8), 10))
                .isInstanceOf(OrderPageDecoder.MalformedPageException.class)
                .hasMessageContaining(message);
    }
}
