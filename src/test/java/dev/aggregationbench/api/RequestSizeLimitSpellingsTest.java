package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.RawHttp;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The body-size limit over real HTTP (a socket, so that each spelling of the path reaches the server as written):
 * a valid run request padded past the limit is refused with 413 problem+json under every spelling of
 * {@code /api/runs} the router accepts, declared (Content-Length) or chunked, and no run is queued or started.
 * An encoded '/' is refused by the container itself (400 problem+json) before any handler.
 */
@Import(TestEngineConfiguration.class)
class RequestSizeLimitSpellingsTest extends ServiceOnRandomPort {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final int LIMIT = 1024;
    /** A valid request (a run would start) made larger than the limit with JSON whitespace. */
    private static final String BIG_VALID_BODY =
            "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1" + " ".repeat(2 * LIMIT) + "}";

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("aggbench.max-request-bytes", () -> Integer.toString(LIMIT));
    }

    @Autowired
    SlowTestEngine engine;

    @ParameterizedTest(name = "POST {0}")
    @ValueSource(
            strings = {
                "/api/runs",
                "/api;x=1/runs",
                "/api/runs;x=1",
                "/%61pi/runs",
                "/api/%72uns",
                "/api/runs/",
                "//api/runs",
                "/./api/runs",
                "/api//runs",
                "/x/../api/runs",
                "/API/runs",
                "/api/runs?x=1",
                "/somewhere/else"
            })
    void aBodyOverTheLimitIs413WhateverThePathsSpelling(String path) throws IOException {
        byte[] body = BIG_VALID_BODY.getBytes(StandardCharsets.UTF_8);
        RawHttp declared = RawHttp.exchange(
                port,
                "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: "
                        + body.length + "\r\nConnection: close\r\n\r\n" + BIG_VALID_BODY);
        assertTooLarge(declared, path + " (Content-Length)");
        RawHttp chunked = RawHttp.exchange(
                port,
                "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                        + Integer.toHexString(body.length) + "\r\n" + BIG_VALID_BODY + "\r\n0\r\n\r\n");
        assertTooLarge(chunked, path + " (chunked)");
        assertNoRun();
    }

    @Test
    void anEncodedSlashIsRefusedByTheContainerBeforeAnyHandler() throws IOException {
        for (String path : new String[] {"/api%2Fruns", "/api%2fruns"}) {
            RawHttp answer = RawHttp.exchange(
                    port,
                    "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                            + "Content-Length: " + BIG_VALID_BODY.length() + "\r\nConnection: close\r\n\r\n"
                            + BIG_VALID_BODY);
            assertThat(answer.status()).as(path).isEqualTo(400);
            assertThat(answer.contentType()).as(path).startsWith("application/problem+json");
        }
        assertNoRun();
    }

    @Test
    void aBodyWithinTheLimitStillReachesTheHandlerUnderAnotherSpelling() throws IOException {
        String small = "{\"orders\":1000,\"variants\":[\"naive\"],\"repetitions\":1,\"gc\":\"nope\"}";
        RawHttp answer = RawHttp.exchange(
                port,
                "POST /api;x=1/runs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: "
                        + small.length() + "\r\nConnection: close\r\n\r\n" + small);
        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(JSON.readTree(answer.body())
                        .get("errors")
                        .get(0)
                        .get("field")
                        .asString())
                .isEqualTo("gc");
    }

    private static void assertTooLarge(RawHttp answer, String what) {
        assertThat(answer.status()).as(what + ": " + answer.body()).isEqualTo(413);
        assertThat(answer.contentType()).as(what).startsWith("application/problem+json");
        JsonNode problem = JSON.readTree(answer.body());
        assertThat(problem.get("status").asInt()).as(what).isEqualTo(413);
        assertThat(problem.get("errors").get(0).get("field").asString()).isEqualTo("body");
        assertThat(problem.get("detail").asString()).as(what).contains("at most " + LIMIT + " bytes");
        assertThat(answer.body().length())
                .as(what + ": the answer does not echo the body")
                .isLessThan(LIMIT);
    }

    private void assertNoRun() throws IOException {
        assertThat(engine.runsStarted()).as("runs started").isZero();
        JsonNode runs = JSON.readTree(RawHttp.get(port, "/api/runs").body());
        assertThat(runs.get("totalRuns").asInt()).as("runs queued").isZero();
    }
}
