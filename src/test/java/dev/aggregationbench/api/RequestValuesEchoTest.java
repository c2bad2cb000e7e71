package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.RawHttp;
import dev.aggregationbench.support.ServiceOnRandomPort;
import dev.aggregationbench.text.Echo;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Import;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Values from outside in the service's messages, over real HTTP: a 100 KB value, a newline and an ANSI escape
 * sequence come back quoted by {@link Echo} (bounded, escaped, one line) in every 400 and 404 detail and in the log;
 * where the valid range of a value is known, the message names it instead of "a valid value".
 */
@Import(TestEngineConfiguration.class)
@ExtendWith(OutputCaptureExtension.class)
class RequestValuesEchoTest extends ServiceOnRandomPort {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** A value that is long, and holds a line break and a terminal escape (clear the screen). */
    private static final String HOSTILE = "x\nforged line \u001B[2J" + "y".repeat(100_000);
    /** The longest a detail may be: the message around the value, and the value bounded by Echo. */
    private static final int MAX_DETAIL = 600;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("aggbench.max-request-bytes", () -> "400000");
    }

    @Autowired
    ApiExceptionHandler handler;

    @Test
    void bodyValuesAndPropertyNamesAreQuotedBoundedAndEscaped() throws IOException {
        String name = HOSTILE.substring(0, 10_000); // the JSON reader refuses names over 50,000 characters
        for (String[] body : new String[][] {
            {"{\"gc\":" + json(HOSTILE) + "}", "gc"},
            {"{\"isolation\":" + json(HOSTILE) + "}", "isolation"},
            {"{" + json(name) + ":1}", Echo.bare(name)}
        }) {
            JsonNode problem = problem(post(body[0]), 400);
            assertEchoed(problem, body[1]);
            assertThat(problem.get("detail").asString()).contains("characters)");
        }
        String shortName = "a\nb\u001B[2J";
        assertEchoed(problem(post("{" + json(shortName) + ":1," + json(shortName) + ":2}"), 400), Echo.bare(shortName));
        JsonNode tooLongName = problem(post("{" + json(HOSTILE) + ":1}"), 400);
        assertEchoed(tooLongName, "body");
        assertThat(message(tooLongName)).contains("limit");
    }

    @Test
    void pathAndQueryValuesAreQuotedBoundedAndEscaped() throws IOException {
        String encoded = URLEncoder.encode(HOSTILE.substring(0, 3_000), StandardCharsets.UTF_8);
        String notFound =
                problem(get("/api/runs/" + encoded), 404).get("detail").asString();
        assertThat(notFound).contains("characters)").hasSizeLessThan(MAX_DETAIL).doesNotContain("\n");
        RawHttp queued = post("{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1}");
        assertThat(queued.status()).as(queued.body()).isEqualTo(202);
        String run = JSON.readTree(queued.body()).get("id").asString();
        assertEchoed(problem(get("/api/runs/" + run + "/repetitions/" + encoded + "/1/samples"), 404), null);
        assertEchoed(problem(get("/nothing/" + encoded), 404), null);
        assertEchoed(problem(get("/api/runs?page=" + encoded), 400), "page");
        assertEchoed(problem(get("/api/compare?baseline=a&current=b&allowDifferentConditions=" + encoded), 400), null);
    }

    @Test
    void aForeignHostIsQuotedBoundedAndEscaped() throws IOException {
        String host = "evil.example" + "h".repeat(5_000);
        RawHttp answer =
                RawHttp.exchange(port, "GET /api/runs HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
        JsonNode problem = problem(answer, 400);
        assertThat(problem.get("detail").asString()).contains(Echo.quote(host)).hasSizeLessThan(MAX_DETAIL);
    }

    @Test
    void whereTheRangeIsKnownTheMessageNamesIt() throws IOException {
        assertThat(message(problem(post("{\"orders\":99999999999999999999}"), 400)))
                .isEqualTo("must be 1..100000000, was '99999999999999999999'");
        assertThat(message(problem(post("{\"pageSize\":99999999999999999999}"), 400)))
                .isEqualTo("must be 1..10000, was '99999999999999999999'");
        assertThat(message(problem(get("/api/runs?size=99999999999"), 400)))
                .isEqualTo("must be a whole number 1..100, was '99999999999'");
        assertThat(message(problem(get("/api/runs?size=0"), 400))).isEqualTo("must be 1..100, was 0");
        assertThat(message(problem(get("/api/compare?baseline=a&current=b&allowDifferentConditions=maybe"), 400)))
                .isEqualTo("must be true or false, was 'maybe'");
    }

    @Test
    void theLogLineOfAnUnexpectedErrorQuotesTheRequest(CapturedOutput output) {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/api/runs/" + HOSTILE);
        handler.unexpected(new IllegalStateException("failed on " + HOSTILE), request);
        String logged = output.getAll();
        assertThat(logged).contains("Unexpected error answering GET '/api/runs/x\\nforged line \\u001B[2J");
        assertThat(logged).doesNotContain("\nforged line").doesNotContain("\u001B");
        assertThat(logged.lines()
                        .filter(l -> l.contains("Unexpected error"))
                        .findFirst()
                        .orElseThrow())
                .hasSizeLessThan(MAX_DETAIL);
    }

    private static void assertEchoed(JsonNode problem, String field) {
        String detail = problem.get("detail").asString();
        assertThat(detail)
                .as(detail)
                .hasSizeLessThan(MAX_DETAIL)
                .doesNotContain("\n")
                .doesNotContain("\u001B");
        if (field != null) {
            assertThat(problem.get("errors").findValuesAsString("field")).contains(field);
        }
    }

    private static String message(JsonNode problem) {
        return problem.get("errors").get(0).get("message").asString();
    }

    private static JsonNode problem(RawHttp answer, int status) {
        assertThat(answer.status()).as(answer.body()).isEqualTo(status);
        assertThat(answer.contentType()).startsWith("application/problem+json");
        return JSON.readTree(answer.body());
    }

    private static String json(String value) {
        return JSON.writeValueAsString(value);
    }

    private RawHttp get(String target) throws IOException {
        return RawHttp.get(port, target);
    }

    private RawHttp post(String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return RawHttp.exchange(
                port,
                "POST /api/runs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: "
                        + bytes.length + "\r\nConnection: close\r\n\r\n" + body);
    }
}
