package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.isolation.IsolationSettings;
import dev.aggregationbench.isolation.Isolations;
import dev.aggregationbench.support.RawHttp;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The service over raw HTTP (a socket, so that Host headers and malformed paths reach the server as written): every
 * refusal is problem+json, including the ones Tomcat produces itself; bodies with numbers as strings or duplicate
 * keys are refused naming the field; a foreign Host header is refused (DNS rebinding); an oversized body is 413;
 * {@code isolation: docker} without an engine is refused up front.
 */
@Import(TestEngineConfiguration.class)
class ApiHardeningHttpTest extends ServiceOnRandomPort {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("aggbench.max-request-bytes", () -> "1024");
    }

    record Answer(int status, String contentType, String body) {
        JsonNode json() {
            return JSON.readTree(body);
        }
    }

    @Test
    void numbersSentAsStringsAreRefusedNamingTheField() throws IOException {
        Answer answer = post("{\"orders\":\"1000\",\"variants\":[\"naive\"]}");
        assertProblem(answer, 400);
        assertThat(answer.json().get("errors").get(0).get("field").asString()).isEqualTo("orders");
        assertProblem(post("{\"cpus\":\"0.5\",\"variants\":[\"naive\"]}"), 400);
    }

    @Test
    void duplicateKeysAreRefusedNamingTheField() throws IOException {
        Answer answer = post("{\"orders\":1000,\"variants\":[\"naive\"],\"orders\":2000}");
        assertProblem(answer, 400);
        JsonNode error = answer.json().get("errors").get(0);
        assertThat(error.get("field").asString()).isEqualTo("orders");
        assertThat(error.get("message").asString()).contains("more than once");
    }

    @Test
    void errorsTomcatProducesItselfAreProblemJson() throws IOException {
        assertProblem(request("GET /api/runs/a%2Fb HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"), 400);
        assertProblem(request("GET /api/runs/a%00b HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"), 400);
        Answer tooLong = request("GET /api/runs?x=" + "y".repeat(20_000) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Connection: close\r\n\r\n");
        assertThat(tooLong.status()).isIn(400, 414, 431);
        assertProblem(tooLong, tooLong.status());
    }

    @Test
    void errorsTheContainerForwardsAreProblemJsonNotSpringsDefaultJson() throws IOException {
        Answer trace = request("TRACE /api/runs HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        assertProblem(trace, 405);
        assertThat(trace.json().has("timestamp")).as(trace.body()).isFalse();
        Answer badChunk = request("POST /api/runs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n");
        assertProblem(badChunk, 400);
        assertThat(badChunk.json().has("timestamp")).as(badChunk.body()).isFalse();
        Answer hugeHeader = request("GET /api/runs HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: " + "y".repeat(20_000)
                + "\r\nConnection: close\r\n\r\n");
        assertThat(hugeHeader.status()).isIn(400, 431);
        assertProblem(hugeHeader, hugeHeader.status());
        Answer direct = request("GET /error HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        assertThat(direct.contentType()).startsWith("application/problem+json");
    }

    @Test
    void everyAnswerCarriesTheHeadersALocalControlPageNeeds() throws IOException {
        for (String raw : new String[] {
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
            "GET /web/app.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
            "GET /api/runs/nope HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
            "GET /api/runs HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n",
            "TRACE /api/runs HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
            "GET /api/runs/a%2Fb HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
            "POST /api/runs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n"
                    + "Connection: close\r\n\r\n" + " ".repeat(2000)
        }) {
            String head = RawHttp.exchange(port, raw).head().toLowerCase(java.util.Locale.ROOT);
            String what = raw.lines().findFirst().orElseThrow();
            assertThat(head)
                    .as(what)
                    .contains(
                            "x-frame-options: deny", "x-content-type-options: nosniff", "referrer-policy: no-referrer")
                    .contains("content-security-policy: ")
                    .contains("frame-ancestors 'none'");
        }
    }

    @Test
    void aMalformedQueryStringIs400NamingTheQueryNot500() throws IOException {
        for (String query : new String[] {"?=null", "?page=0&=null", "?page=%zz", "?size=%"}) {
            Answer answer =
                    request("GET /api/runs" + query + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            assertProblem(answer, 400);
            assertThat(answer.json().get("errors").get(0).get("field").asString())
                    .as(query)
                    .isEqualTo("query");
        }
    }

    @Test
    void aMultipartContentTypeWithoutBoundaryIsNotParsed() throws IOException {
        Answer get = request("GET /api/variants HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data\r\n"
                + "Connection: close\r\n\r\n");
        assertThat(get.status()).as(get.body()).isEqualTo(200);
        Answer post = request("POST /api/runs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data\r\n"
                + "Content-Length: 2\r\nConnection: close\r\n\r\n{}");
        assertProblem(post, 415);
        assertThat(post.json().get("detail").asString()).contains("application/json");
    }

    @Test
    void aForeignHostHeaderIsRefusedAndTheLoopbackNamesAreAccepted() throws IOException {
        Answer rebound =
                request("GET /api/runs HTTP/1.1\r\nHost: attacker.example:" + port + "\r\nConnection: close\r\n\r\n");
        assertProblem(rebound, 400);
        assertThat(rebound.json().get("detail").asString()).contains("attacker.example");
        for (String host : new String[] {"127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port, "LOCALHOST"}) {
            assertThat(request("GET /api/runs HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                            .status())
                    .as("Host: " + host)
                    .isEqualTo(200);
        }
    }

    @Test
    void sizesThatOverflowAndCpusNoJvmCanStartOnAreRefusedNamingTheField() throws IOException {
        for (String[] body : new String[][] {
            {"{\"heap\":\"99999999999999999999g\"}", "heap"},
            {"{\"memory\":\"9007199254740993k\"}", "memory"},
            {"{\"heap\":\"1m\"}", "heap"},
            {"{\"cpus\":1e-300}", "cpus"},
            {"{\"cpus\":0.01}", "cpus"}
        }) {
            Answer answer = post(body[0].replace("{", "{\"variants\":[\"naive\"],"));
            assertProblem(answer, 400);
            assertThat(answer.json().get("errors").findValuesAsString("field"))
                    .as(body[0])
                    .contains(body[1]);
        }
    }

    @Test
    void anOversizedBodyIs413() throws IOException {
        Answer answer = post("{\"variants\":[\"naive\"],\"padding\":\"" + "x".repeat(4000) + "\"}");
        assertProblem(answer, 413);
        assertThat(answer.json().get("detail").asString()).contains("1024 bytes");
    }

    @Test
    void dockerIsolationWithoutAnEngineIsRefusedUpFront() throws IOException {
        // No engine, whatever this machine has: the service's docker CLI is a command that does not exist.
        String previous = System.setProperty(IsolationSettings.DOCKER_COMMAND_PROPERTY, "/nonexistent/docker");
        Answer answer;
        try {
            assertThat(Isolations.dockerEngine().answers())
                    .as("the engine seen through a missing CLI")
                    .isFalse();
            answer = post("{\"orders\":1000,\"variants\":[\"naive\"],\"isolation\":\"docker\"}");
        } finally {
            if (previous == null) {
                System.clearProperty(IsolationSettings.DOCKER_COMMAND_PROPERTY);
            } else {
                System.setProperty(IsolationSettings.DOCKER_COMMAND_PROPERTY, previous);
            }
        }
        assertProblem(answer, 400);
        assertThat(answer.json().get("errors").get(0).get("field").asString()).isEqualTo("isolation");
        assertThat(answer.json().get("detail").asString()).contains("no Docker engine answers");
    }

    private static void assertProblem(Answer answer, int status) {
        assertThat(answer.status()).as(answer.body()).isEqualTo(status);
        assertThat(answer.contentType()).as(answer.body()).startsWith("application/problem+json");
        assertThat(answer.json().get("status").asInt()).isEqualTo(status);
    }

    private Answer post(String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return request("POST /api/runs HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n" + body);
    }

    /** Sends the request as written and reads the whole answer (the connection is closed by the request). */
    private Answer request(String raw) throws IOException {
        RawHttp answer = RawHttp.exchange(port, raw);
        return new Answer(answer.status(), answer.contentType(), answer.body());
    }
}
