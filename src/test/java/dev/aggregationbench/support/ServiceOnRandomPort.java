package dev.aggregationbench.support;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The REST service and its web page as a test class meets them: the whole application on a random port (the real
 * engine, unless the class imports another), its results in a directory of its own under target/report-tests, and a
 * client for it ({@link HttpApi}). Each class that extends it gets its own service, closed after its last test
 * ({@code @DirtiesContext}): runs, counters and the run list are the class's alone. A class adds what it needs with
 * its own annotations ({@code @Import}, {@code @TestPropertySource}, {@code @IntegrationTest}).
 *
 * <pre>{@code
 * @Import(TestEngineConfiguration.class)
 * @TestPropertySource(properties = "test-engine.repetition-millis=30")
 * class RunHttpFlowTest extends ServiceOnRandomPort {
 *     ... api.post("/api/runs", body) ... results().resolve(id) ...
 * }
 * }</pre>
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@DirtiesContext
public abstract class ServiceOnRandomPort {

    /** The service's port on loopback. */
    @LocalServerPort
    protected int port;

    /** A client for the service, new for each test. */
    protected HttpApi api;

    @Value("${aggbench.results-dir}")
    private String resultsDir;

    /** Called once per service started: each gets a fresh results directory. */
    @DynamicPropertySource
    static void freshResultsDirectory(DynamicPropertyRegistry registry) {
        Path results = RealRuns.workDir("service-results-");
        registry.add("aggbench.results-dir", results::toString);
    }

    @BeforeEach
    protected void connect() {
        api = new HttpApi(port);
    }

    /** Where the service writes its runs (absolute): a run's files are under {@code results().resolve(id)}. */
    protected Path results() {
        return Path.of(resultsDir);
    }

    /** The service's address: {@code http://127.0.0.1:<port>}. */
    protected String base() {
        return "http://127.0.0.1:" + port;
    }
}
