package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.RawHttp;
import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Queries that are not valid percent-encoding, sent as raw bytes on a socket (the JDK's URI refuses to build them),
 * to the real mock: 400 with a problem+json body naming the parameter, not WireMock's 500 (issue 13).
 */
class BadQueryEncodingTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static OrdersMock mock;

    @BeforeAll
    static void startMock() {
        mock = OrdersMock.start(MockSettings.of(100, 10, 42));
    }

    @AfterAll
    static void stopMock() {
        mock.close();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "/orders?cursor=%%%%|cursor", "/orders?cursor=%4|cursor", "/orders?cursor=%zz&limit=2|cursor",
                "/orders?limit=2&cursor=ab%|cursor", "/orders?limit=%-1|limit", "/orders?%%=1|%%",
                "/orders/stats?partition=%%&partitions=2|partition", "/orders/info?x=%G0|x"
            })
    void aQueryThatIsNotValidPercentEncodingGets400ProblemJsonNamingTheParameter(String target, String parameter)
            throws IOException {
        RawHttp response = get(target);

        assertThat(response.status()).as(target + "\n" + response.head()).isEqualTo(400);
        assertThat(response.contentType()).startsWith("application/problem+json");
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("status").asInt()).isEqualTo(400);
        assertThat(problem.get("title").asString()).isEqualTo("Bad Request");
        assertThat(problem.get("parameter").asString()).isEqualTo(parameter);
        assertThat(problem.get("detail").asString())
                .contains("'" + parameter + "'")
                .contains("not valid percent-encoding");
    }

    @Test
    void validEscapesStillReachTheMockAndItKeepsServing() throws IOException {
        assertThat(get("/orders?cursor=%%%%").status()).isEqualTo(400);

        RawHttp page = get("/orders?l%69mit=%32"); // limit=2, both escaped
        assertThat(page.status()).as(page.head()).isEqualTo(200);
        assertThat(JSON.readTree(page.body()).get("data")).hasSize(2);

        RawHttp notACursor = get("/orders?cursor=%41%42");
        assertThat(notACursor.status()).isEqualTo(400);
        assertThat(notACursor.contentType()).startsWith("application/problem+json");
        assertThat(JSON.readTree(notACursor.body()).get("parameter").asString()).isEqualTo("cursor");

        RawHttp unknown = get("/customers");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.contentType()).startsWith("application/problem+json");
    }

    private static RawHttp get(String target) throws IOException {
        return RawHttp.get(mock.port(), target);
    }
}
