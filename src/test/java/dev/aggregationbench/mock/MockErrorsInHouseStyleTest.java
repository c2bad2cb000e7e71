package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.RawHttp;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every answer of the mock that is not a page is a problem+json (issue 21), Jetty's own included: a URI or headers
 * over its limits, a request it cannot parse, an HTTP version it does not speak, a method the API does not have, a
 * body on a GET, an unknown path. HEAD answers like GET, without the body. Sent as raw bytes over real HTTP.
 */
class MockErrorsInHouseStyleTest {

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

    @Test
    void headAnswersLikeGetWithoutTheBody() throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            for (String path : new String[] {"/orders?limit=3", "/orders/stats", "/orders/info", "/customers"}) {
                URI uri = URI.create("http://127.0.0.1:" + mock.port() + path);
                HttpResponse<String> get =
                        http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
                HttpResponse<String> head = http.send(
                        HttpRequest.newBuilder(uri)
                                .method("HEAD", HttpRequest.BodyPublishers.noBody())
                                .build(),
                        HttpResponse.BodyHandlers.ofString());

                assertThat(head.statusCode()).as("HEAD " + path).isEqualTo(get.statusCode());
                assertThat(head.headers().firstValue("Content-Type"))
                        .as("HEAD " + path)
                        .isEqualTo(get.headers().firstValue("Content-Type"));
                assertThat(head.body()).as("HEAD " + path).isEmpty();
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "BREW"})
    void anyOtherMethodGets405WithAllow(String method) throws IOException {
        for (String path : new String[] {"/orders", "/orders/stats", "/orders/info"}) {
            RawHttp response = exchange(method + " " + path + " HTTP/1.1\r\n" + host() + "\r\n");

            assertProblem(response, 405, "read-only");
            assertThat(response.head()).contains("Allow: GET, HEAD");
        }
    }

    @Test
    void jettysOwnRefusalsAreProblemsToo() throws IOException {
        String longUri = "/orders?limit=" + "9".repeat(100_000);
        assertProblem(exchange("GET " + longUri + " HTTP/1.1\r\n" + host() + "\r\n"), 414, "URI");
        assertProblem(
                exchange("GET /orders HTTP/1.1\r\n" + host() + "X-Big: " + "a".repeat(100_000) + "\r\n\r\n"),
                431,
                "headers");
        assertProblem(exchange("GET /orders HTTP/1.1\r\n" + host() + "Bad Header: x\r\n\r\n"), 400, "not valid HTTP");
        assertProblem(exchange("GET /orders HTTP/7.1\r\n" + host() + "\r\n"), 505, "HTTP version");
        assertProblem(exchange("GARBAGE\r\n\r\n"), 400, "not valid HTTP");
        assertProblem(exchange("GET /../orders HTTP/1.1\r\n" + host() + "\r\n"), 400, "not valid HTTP");
        assertProblem(
                exchange("GET /orders HTTP/1.1\r\n" + host() + "Content-Length: abc\r\n\r\n"), 400, "not valid HTTP");
    }

    @Test
    void aBodyOnAGetIsRefusedBeforeItIsRead() throws IOException {
        assertProblem(
                exchange("GET /orders HTTP/1.1\r\n" + host() + "Content-Length: 5\r\n\r\nabcde"), 400, "has no body");
        assertProblem( // a malformed chunked body was Jetty's HTML 500 page with the exception in it
                exchange("GET /orders HTTP/1.1\r\n" + host() + "Transfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n\r\n"),
                400,
                "has no body");
        assertProblem(
                exchange("POST /orders HTTP/1.1\r\n" + host() + "Transfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n\r\n"),
                405,
                "read-only");
    }

    @Test
    void unknownPathsAndStaticFilesAre404Problems() throws IOException {
        for (String path : new String[] {"/customers", "/", "/orders/", "/__files/x.json", "/%5F%5Ffiles/x.json"}) {
            assertProblem(RawHttp.get(mock.port(), path), 404, "no such resource");
        }
        assertThat(RawHttp.get(mock.port(), "/orders?limit=2").status()).isEqualTo(200);
    }

    private static void assertProblem(RawHttp response, int status, String detailSays) {
        assertThat(response.status()).as(response.head()).isEqualTo(status);
        assertThat(response.contentType()).as(response.head()).startsWith("application/problem+json");
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("status").asInt()).isEqualTo(status);
        assertThat(problem.get("title").asString()).isNotBlank();
        assertThat(problem.get("detail").asString()).contains(detailSays);
    }

    private static String host() {
        return "Host: 127.0.0.1:" + mock.port() + "\r\nConnection: close\r\n";
    }

    private static RawHttp exchange(String request) throws IOException {
        return RawHttp.exchange(mock.port(), request);
    }
}
