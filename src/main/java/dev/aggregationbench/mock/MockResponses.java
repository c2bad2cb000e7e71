package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;

import tools.jackson.databind.json.JsonMapper;

/** The mock's JSON responses, errors included. */
final class MockResponses {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private MockResponses() {
    }

    static ResponseDefinition json(int status, String body) {
        return new ResponseDefinitionBuilder()
                .withStatus(status)
                .withHeader("Content-Type", "application/json")
                .withBody(body)
                .build();
    }

    /** 400 with a body naming the parameter: {@code {"error":"bad_request","parameter":..,"message":..}}. */
    static ResponseDefinition badRequest(String parameter, String message) {
        return json(400, MAPPER.writeValueAsString(new BadRequest("bad_request", parameter, message)));
    }

    private record BadRequest(String error, String parameter, String message) {
    }
}
