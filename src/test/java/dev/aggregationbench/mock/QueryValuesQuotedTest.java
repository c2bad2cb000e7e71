package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.RawHttp;
import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.json.JsonMapper;

/**
 * A query value the mock refuses is quoted in its 400's detail the one way ({@code text.Echo}): bounded (a 10 KB
 * value shows 80 characters and its length), and escaped (a newline as {@code \n}, a terminal escape as
 * {@code \u001B}), for every parameter and for the encoding check in front of WireMock (issue 21).
 */
class QueryValuesQuotedTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String LONG = "7".repeat(10_000);
    private static OrdersMock mock;

    @BeforeAll
    static void startMock() {
        mock = OrdersMock.start(MockSettings.of(100, 10, 42));
    }

    @AfterAll
    static void stopMock() {
        mock.close();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "/orders?limit=LONG|limit",
                "/orders?limit=1%0Aforged%20line|limit",
                "/orders?limit=%1B[2J%1B[31mred|limit",
                "/orders?cursor=LONG|cursor",
                "/orders?cursor=a%0Ab|cursor",
                "/orders?cursor=%1B[31m|cursor",
                "/orders?partition=LONG&partitions=2|partition",
                "/orders?partition=0&partitions=%1B[31m|partitions",
                "/orders/stats?partition=%0A&partitions=2|partition",
                "/orders/stats?partition=0&partitions=LONG|partitions",
                "/orders?cursor=%%LONG|cursor",
                "/orders?LONG%=1|LONG%",
            })
    void theDetailQuotesTheValueBoundedAndEscaped(String target, String parameter) throws IOException {
        RawHttp response = RawHttp.get(mock.port(), target.replace("LONG", LONG));

        assertThat(response.status()).as(response.head()).isEqualTo(400);
        String detail = JSON.readTree(response.body()).get("detail").asString();
        assertThat(detail.length()).as(detail).isLessThan(400);
        assertThat(detail.chars().filter(Character::isISOControl)).as(detail).isEmpty();
        if (target.contains("LONG")) {
            assertThat(detail).contains("… (");
        }
        if (target.contains("%0A")) {
            assertThat(detail).contains("\\n");
        }
        if (target.contains("%1B")) {
            assertThat(detail).contains("\\u001B");
        }
        String named = JSON.readTree(response.body()).get("parameter").asString();
        assertThat(named)
                .as("the parameter, bounded too")
                .isEqualTo(parameter.replace("LONG%", "7".repeat(80) + "… (10001 characters)"));
    }
}
