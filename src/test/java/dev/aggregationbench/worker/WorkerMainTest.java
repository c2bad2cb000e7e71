package dev.aggregationbench.worker;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.matching;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsJson;
import dev.aggregationbench.support.TestClients;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worker in this JVM against a real mock over HTTP: the document it writes (on stdout or in a file), its
 * warm-up, and the outcome and exit code of each way a run can end. Its bad arguments: WorkerArgumentsTest; the
 * control rows: WorkerControlRowsTest; the scenarios and clients: WorkerScenariosTest. A fresh mock per test: some
 * lay a stub over its answers.
 */
class WorkerMainTest {

    private final WorkerInThisJvm worker = new WorkerInThisJvm();
    private OrdersMock mock;

    @TempDir
    Path dir;

    @BeforeEach
    void startMock() {
        mock = OrdersMock.start(MockSettings.of(5_000, 100, 42));
    }

    @AfterEach
    void stopMock() {
        mock.close();
    }

    @Test
    void aCorrectVariantExitsZeroWithACompleteDocumentOnStdout() {
        int exit = worker.execute(
                "--variant=stream", "--url=" + mock.baseUri(), "--warmup=1", "--passes=2", "--interval=10");

        assertThat(exit).isEqualTo(WorkerExitCodes.OK);
        WorkerResult result = worker.result();
        assertThat(result.outcome()).isEqualTo(Outcome.OK);
        assertThat(result.failure()).isNull();
        assertThat(result.api().totalOrders()).isEqualTo(5_000L);
        assertThat(result.api().pageSize()).isEqualTo(100);
        assertThat(result.api().seed()).isEqualTo(42L);
        assertThat(result.expectedStats().count()).isEqualTo(5_000);
        assertThat(result.baselineJvm().heapUsedAfterGcBytes()).isPositive();
        assertThat(result.warmups()).hasSize(1);
        assertThat(result.warmupEnd().mode()).isEqualTo("fixed");
        assertThat(result.warmupEnd().passesUsed()).isEqualTo(1);
        assertThat(result.warmupEnd().steady())
                .as("one pass cannot be two quiet ones")
                .isFalse();
        assertThat(result.coldPass().ordersFetched()).isEqualTo(5_000);
        assertThat(result.coldPass().allocatedBytes()).isPositive();
        assertThat(result.coldPass().compilationMillis()).isNotNull();
        assertThat(result.passes()).hasSize(2).allSatisfy(pass -> {
            assertThat(pass.time().compilationMillis()).isNotNull().isNotNegative();
            assertThat(pass.correct()).isTrue();
            assertThat(pass.stats()).isEqualTo(result.expectedStats());
            assertThat(pass.pagesFetched()).isEqualTo(50);
            assertThat(pass.ordersFetched()).isEqualTo(5_000);
            assertThat(pass.allocation().allocatedBytes()).isPositive();
            assertThat(pass.time().durationNanos()).isPositive();
            assertThat(pass.time().responseWaitNanos())
                    .as("stream's caller waits in send for each page")
                    .isPositive()
                    .isLessThanOrEqualTo(pass.time().durationNanos());
            assertThat(pass.samples().sampleCount()).isPositive();
        });
    }

    @Test
    void asyncHasNoCallerWaitingForAnswersSoItsWaitIsNotMeasured() {
        int exit = worker.execute("--variant=async", "--url=" + mock.baseUri(), "--warmup=0");

        assertThat(exit).as(worker.stderr()).isEqualTo(WorkerExitCodes.OK);
        WorkerResult result = worker.result();
        assertThat(result.passes().getFirst().time().responseWaitNanos())
                .as("n/a, not 0")
                .isNull();
    }

    @Test
    void aResultThatDiffersFromTheGroundTruthIsAWrongResultWithExitCode3() {
        OrderStats real;
        try (HttpOrdersClient client = TestClients.clientFor(mock)) {
            real = client.fetchExpectedStats();
        }
        OrderStats claimed = new OrderStats(
                real.count() + 1,
                real.totalAmount(),
                real.minAmount(),
                real.maxAmount(),
                real.averageAmount(),
                real.byStatus());
        mock.server()
                .stubFor(get(urlPathEqualTo("/orders/stats"))
                        .atPriority(1)
                        .willReturn(okJson(OrderStatsJson.write(claimed))));

        int exit = worker.execute("--variant=iterator", "--url=" + mock.baseUri(), "--warmup=0");

        WorkerResult result = worker.result();
        assertThat(exit).isEqualTo(WorkerExitCodes.WRONG_RESULT);
        assertThat(result.outcome()).isEqualTo(Outcome.WRONG_RESULT);
        assertThat(result.passes().getFirst().correct()).isFalse();
        assertThat(result.failure().message()).contains("count 5000 != expected 5001");
    }

    @Test
    void aVariantThatThrowsIsAVariantErrorWithExitCode4AndSaysHowFarItGot() {
        mock.server()
                .stubFor(get(urlPathEqualTo("/orders"))
                        .withQueryParam("cursor", matching(".+"))
                        .atPriority(1)
                        .willReturn(aResponse().withStatus(400).withBody("{\"error\":\"bad cursor\"}")));

        int exit = worker.execute("--variant=virtual-threads", "--url=" + mock.baseUri(), "--warmup=0");

        WorkerResult result = worker.result();
        assertThat(exit).isEqualTo(WorkerExitCodes.VARIANT_ERROR);
        assertThat(result.failure().outcome()).isEqualTo(Outcome.VARIANT_ERROR);
        assertThat(result.failure().phase()).isEqualTo("measured");
        assertThat(result.failure().pagesFetched()).isEqualTo(1);
        assertThat(result.failure().ordersFetched()).isEqualTo(100);
        assertThat(result.failure().message()).contains("HTTP 400");
        assertThat(result.passes().getFirst().correct()).isNull();
    }

    @Test
    void anUnreachableApiIsASetupErrorWithExitCode6AndStillADocument() throws Exception {
        int freePort;
        try (ServerSocket socket = new ServerSocket(0)) {
            freePort = socket.getLocalPort();
        }

        int exit = worker.execute("--variant=naive", "--url=http://127.0.0.1:" + freePort);

        WorkerResult result = worker.result();
        assertThat(exit).isEqualTo(WorkerExitCodes.SETUP_ERROR);
        assertThat(result.outcome()).isEqualTo(Outcome.SETUP_ERROR);
        assertThat(result.failure().message())
                .isEqualTo("cannot fetch the ground truth from http://127.0.0.1:" + freePort + ": could not connect to "
                        + "http://127.0.0.1:" + freePort + "/orders/stats: connection refused (nothing listens there, "
                        + "or it stopped)");
        assertThat(result.environment()).isNotNull();
        assertThat(result.passes()).isEmpty();
    }

    @Test
    void theOutputOptionWritesTheDocumentToAFileAndNothingToStdout() {
        Path file = dir.resolve("out.json");

        int exit = worker.execute("--variant=iterator", "--url=" + mock.baseUri(), "--warmup=0", "--output=" + file);

        assertThat(exit).isZero();
        assertThat(worker.stdout()).isEmpty();
        assertThat(WorkerResultJson.read(file).outcome()).isEqualTo(Outcome.OK);
    }

    @Test
    void autoWarmupStopsAfterTwoQuietPassesOrAtItsCap() {
        int exit = worker.execute(
                "--variant=iterator",
                "--url=" + mock.baseUri(),
                "--warmup=auto",
                "--quiet-compilation-millis=10000",
                "--warmup-max-passes=5");

        assertThat(exit).isEqualTo(WorkerExitCodes.OK);
        WorkerResult quiet = worker.result();
        assertThat(quiet.settings().warmup()).isEqualTo("auto");
        assertThat(quiet.warmupEnd().mode()).isEqualTo("auto");
        assertThat(quiet.warmupEnd().steady()).isTrue();
        assertThat(quiet.warmupEnd().passesUsed())
                .as("every pass compiles < 10 s: quiet at once")
                .isEqualTo(2);
        assertThat(quiet.warmups())
                .hasSize(2)
                .allSatisfy(w -> assertThat(w.quiet()).isTrue());

        exit = worker.execute(
                "--variant=iterator",
                "--url=" + mock.baseUri(),
                "--warmup=auto",
                "--quiet-compilation-millis=0",
                "--warmup-max-passes=3");
        assertThat(exit).isEqualTo(WorkerExitCodes.OK);
        WorkerResult capped = worker.result();
        // quiet only if the JIT compiled nothing at all: steady after 2 passes, or stopped by the cap at 3
        assertThat(capped.warmupEnd().passesUsed()).isBetween(2, 3);
        if (!capped.warmupEnd().steady()) {
            assertThat(capped.warmupEnd().passesUsed()).isEqualTo(3);
            assertThat(capped.warmupEnd().note()).contains("cap of 3 passes");
        }
    }
}
