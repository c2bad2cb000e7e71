package dev.aggregationbench.mock;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import tools.jackson.databind.json.JsonMapper;

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
                .withBody(badRequestBody(parameter, message))
                .build();
    }

    /** The body of {@link #badRequest}, for answers written before WireMock sees the request. */
    static String badRequestBody(String parameter, String message) {
        return MAPPER.writeValueAsString(new Problem("about:blank", "Bad Request", 400, message, parameter));
    }

    /** RFC 9457 problem details, with the extension member {@code parameter}: the query parameter at fault. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private record Problem(String type, String title, int status, String detail, String parameter) {}
}
