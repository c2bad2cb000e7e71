package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.RawHttp;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * WireMock's admin API is not on the mock's port (issue 21): over real HTTP, with the methods and spellings an
 * attacker would try, nothing lists, replaces or deletes the stubs, resets or shuts down the mock. Afterwards the
 * ground truth, the stubs and the pages are what they were, and the mock still serves.
 */
class AdminApiClosedTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** A stub that would make every worker's result wrong: the ground truth of an empty data set. */
    private static final String FORGED_STATS = "{\"request\":{\"method\":\"GET\",\"urlPath\":\"/orders/stats\"},"
            + "\"priority\":1,\"response\":{\"status\":200,\"jsonBody\":{\"count\":0}}}";

    private static OrdersMock mock;
    private static String groundTruth;
    private static int stubs;

    @BeforeAll
    static void startMock() throws IOException {
        mock = OrdersMock.start(MockSettings.of(100, 10, 42));
        groundTruth = RawHttp.get(mock.port(), "/orders/stats").body();
        stubs = mock.server().listAllStubMappings().getMappings().size();
    }

    @AfterAll
    static void stopMock() {
        mock.close();
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "GET|/__admin/mappings",
                "GET|/__admin/",
                "GET|/__admin",
                "GET|/__admin/settings",
                "GET|/__admin/requests",
                "GET|/__admin/recordings/status",
                "GET|/__admin/swagger-ui/index.html",
                "GET|/__ADMIN/mappings",
                "GET|//__admin/mappings",
                "GET|/%5F%5Fadmin/mappings",
                "GET|/%5f%5fadmin/mappings",
                "GET|/__admin;x/mappings",
                "GET|/__admin/;x/mappings",
                "GET|/./__admin/mappings",
                "POST|/__admin/mappings",
                "POST|/__admin/mappings/import",
                "PUT|/__admin/mappings",
                "DELETE|/__admin/mappings",
                "POST|/__admin/reset",
                "POST|/__admin/mappings/reset",
                "POST|/__admin/shutdown",
                "POST|/__admin/settings",
                "PATCH|/__admin/settings",
                "POST|/__admin/recordings/start",
                "DELETE|/__admin/requests",
                "POST|/%5F%5Fadmin/shutdown",
                "POST|/__admin;x/shutdown",
                "POST|//__admin/reset",
                "GET|/__files/anything.json",
                "GET|/%5F%5Ffiles/anything.json",
            })
    void theAdminApiIsRefusedInTheHouseStyle(String method, String path) throws IOException {
        RawHttp response = send(method, path, method.equals("GET") ? "" : FORGED_STATS);

        assertThat(response.status())
                .as(method + " " + path + "\n" + response.head())
                .isIn(404, 405);
        assertThat(response.contentType()).as(response.head()).startsWith("application/problem+json");
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("status").asInt()).isEqualTo(response.status());
        assertThatNothingChanged();
    }

    @Test
    void theGroundTruthCannotBeReplacedNorTheMockShutDown() throws IOException {
        send("POST", "/__admin/mappings", FORGED_STATS);
        send("POST", "/__admin/shutdown", "");
        send("POST", "/__admin/reset", "");

        assertThatNothingChanged();
        assertThat(mock.server().isRunning()).isTrue();
    }

    private static void assertThatNothingChanged() throws IOException {
        assertThat(RawHttp.get(mock.port(), "/orders/stats").body())
                .as("the ground truth")
                .isEqualTo(groundTruth);
        assertThat(mock.server().listAllStubMappings().getMappings())
                .as("the stubs")
                .hasSize(stubs);
        RawHttp page = RawHttp.get(mock.port(), "/orders?limit=3");
        assertThat(page.status()).as("the mock still serves").isEqualTo(200);
        assertThat(JSON.readTree(page.body()).get("data")).hasSize(3);
    }

    private static RawHttp send(String method, String path, String body) throws IOException {
        int length = body.getBytes(StandardCharsets.UTF_8).length;
        return RawHttp.exchange(
                mock.port(),
                method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + mock.port() + "\r\nConnection: close\r\n"
                        + (length == 0 ? "" : "Content-Type: application/json\r\nContent-Length: " + length + "\r\n")
                        + "\r\n" + body);
    }
}
