package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.support.ServiceOnRandomPort;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The service against its own OpenAPI document, by a property-based contract fuzzer: schemathesis
 * ({@link Schemathesis}, pinned) generates requests from {@code /v3/api-docs} (the document's examples, the
 * boundaries of each parameter, random valid and invalid values, and sequences that follow the document's links
 * from a queued run to the operations on it) and checks every answer: no 5xx, a status code the document lists,
 * the content type it lists, a body that matches its schema. Any failure fails this test with schemathesis' report.
 * The runs it queues are run by {@link SlowTestEngine} (milliseconds each), with a fixed seed and number of
 * examples, so the test is repeatable and takes about a minute.
 */
@IntegrationTest
@Import(TestEngineConfiguration.class)
class ApiContractFuzzTest extends ServiceOnRandomPort {

    private static final long SEED = 20261126L;
    private static final int EXAMPLES_PER_OPERATION = 20;
    private static final Duration FUZZ_TIMEOUT = Duration.ofMinutes(6);
    private static final List<String> CHECKS = List.of(
            "not_a_server_error", "status_code_conformance", "content_type_conformance", "response_schema_conformance");

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("test-engine.repetition-millis", () -> "1");
    }

    @Autowired
    SlowTestEngine engine;

    @Autowired
    RunService runs;

    @Test
    void theServiceAgreesWithItsOpenApiDocument() throws Exception {
        Schemathesis schemathesis = Schemathesis.provision();
        String document = base() + "/v3/api-docs";
        warmUp(document);
        Path report = Files.createDirectories(Path.of("target", "schemathesis"));
        Schemathesis.Result result = schemathesis.run(
                List.of(
                        "run",
                        document,
                        "--checks",
                        String.join(",", CHECKS),
                        "--phases",
                        "examples,coverage,fuzzing,stateful",
                        "--max-examples",
                        Integer.toString(EXAMPLES_PER_OPERATION),
                        "--seed",
                        Long.toString(SEED),
                        "--workers",
                        "1",
                        "--request-timeout",
                        "60",
                        "--wait-for-schema",
                        "120",
                        "--report",
                        "junit",
                        "--report-dir",
                        report.toAbsolutePath().toString()),
                report,
                FUZZ_TIMEOUT);
        Files.writeString(report.resolve("output.txt"), result.output());
        assertThat(result.exitCode())
                .as(
                        "schemathesis %s against %s (seed %d; report in %s):%n%s",
                        Schemathesis.VERSION, document, SEED, report, result.output())
                .isZero();
        assertThat(result.output()).contains("Stateful");
        assertThat(engine.runsStarted())
                .as("runs the fuzzer queued and the stub engine ran")
                .isPositive();
    }

    /** The first document takes seconds (the run options' ranges are found by bisection); ask once, patiently. */
    private static void warmUp(String document) throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(document))
                                .timeout(Duration.ofMinutes(2))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    }
}
