package dev.aggregationbench.mock;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.json.JsonMapper;
import wiremock.jakarta.servlet.http.HttpServletResponse;
import wiremock.org.eclipse.jetty.http.HttpStatus;

/** The mock's JSON responses, errors included (RFC 9457 problem details). */
final class MockResponses {

    static final String PROBLEM_JSON = "application/problem+json";
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private MockResponses() {}

    static ResponseDefinition json(int status, String body) {
        return new ResponseDefinitionBuilder()
                .withStatus(status)
                .withHeader("Content-Type", "application/json")
                .withBody(body)
                .build();
    }

    /** 400 as problem+json naming the parameter: {@code {"type":..,"title":..,"status":400,"detail":..,"parameter":..}}. */
    static ResponseDefinition badRequest(String parameter, String message) {
        return new ResponseDefinitionBuilder()
                .withStatus(400)
                .withHeader("Content-Type", PROBLEM_JSON)
                .withBody(problemBody(400, message, parameter))
                .build();
    }

    /**
     * A problem's body: the status, its reason phrase as the title, the detail, and {@code parameter} when the
     * problem is one query parameter (left out when null).
     */
    static String problemBody(int status, String detail, String parameter) {
        return MAPPER.writeValueAsString(
                new Problem("about:blank", HttpStatus.getMessage(status), status, detail, parameter));
    }

    /**
     * Writes a problem on a servlet response, for answers given before WireMock sees the request
     * ({@link RequestGate}, {@link QueryEncodingFilter}).
     */
    static void writeProblem(HttpServletResponse response, int status, String detail, String parameter)
            throws IOException {
        byte[] body = problemBody(status, detail, parameter).getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.setContentType(PROBLEM_JSON);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    /** RFC 9457 problem details, with the extension member {@code parameter}: the query parameter at fault. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private record Problem(String type, String title, int status, String detail, String parameter) {}
}
