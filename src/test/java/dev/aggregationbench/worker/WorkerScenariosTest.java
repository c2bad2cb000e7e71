package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.Latency;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.support.MockAndClient;
import dev.aggregationbench.workerdoc.ContextFigures;
import dev.aggregationbench.workerdoc.PassResult;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The worker's scenarios and clients in this JVM against a real mock over HTTP: a mock whose latency is a
 * distribution, the fan-out under a lock and with a context carried per aggregation, and the spring client in every
 * scenario's shape.
 */
class WorkerScenariosTest {

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(5_000, 100);

    private final WorkerInThisJvm worker = new WorkerInThisJvm();

    @Test
    void aMockWithALatencyDistributionIsReadLikeAnyOther() {
        // its /orders/info has "latencyMillis": null (no single figure for a distribution); the document keeps it
        try (OrdersMock distributed =
                OrdersMock.start(MockSettings.of(2_000, 100, 42).withLatency(Latency.parse("lognormal:p50=1,p99=3")))) {
            int exit = worker.execute("--variant=iterator", "--url=" + distributed.baseUri(), "--warmup=0");

            assertThat(exit).as(worker.stderr()).isEqualTo(WorkerExitCodes.OK);
            WorkerResult result = worker.result();
            assertThat(result.api().raw())
                    .containsEntry("latency", "lognormal:p50=1,p99=3")
                    .containsEntry("latencyMillis", null);
            assertThat(result.passes().getFirst().correct()).isTrue();
        }
    }

    @Test
    void underALatencyDistributionTheBoundIsTheDelayTheMockServed() {
        try (OrdersMock distributed =
                OrdersMock.start(MockSettings.of(2_000, 100, 42).withLatency(Latency.parse("uniform:min=2,max=6")))) {
            int exit = worker.execute(
                    "--variant=iterator", "--url=" + distributed.baseUri(), "--warmup=0", "--scenario=latency");

            assertThat(exit).as(worker.stderr()).isZero();
            WorkerResult result = worker.result();
            PassResult pass = result.passes().getFirst();
            Long bound = result.scenario().sequentialBoundNanos();
            // 20 pages, each delayed 2..6 ms by its seeded draw; the walk waited for each in turn
            assertThat(bound).isBetween(20 * 2_000_000L, 20 * 6_000_000L);
            assertThat(pass.time().durationNanos()).isGreaterThanOrEqualTo(bound);
            assertThat(result.scenario().pipelinedBoundNanos())
                    .as("no fixed latency to overlap")
                    .isNull();
        }
    }

    @Test
    void aFanOutUnderALockIsExactAndSaysSo() {
        for (String lock : List.of("synchronized", "reentrant")) {
            int exit = worker.execute(
                    "--variant=virtual-threads",
                    "--url=" + api.mock().baseUri(),
                    "--warmup=0",
                    "--scenario=fan-out",
                    "--concurrency=1,8",
                    "--lock=" + lock);

            assertThat(exit).as(lock + ": " + worker.stderr()).isEqualTo(WorkerExitCodes.OK);
            WorkerResult result = worker.result();
            assertThat(result.scenario().fanOut())
                    .as(lock)
                    .hasSize(2)
                    .allSatisfy(k -> assertThat(k.wrongPartitions()).isZero());
        }
        assertThat(worker.refused(
                        "--variant=naive", "--url=" + api.mock().baseUri(), "--scenario=fan-out", "--lock=stamped"))
                .contains("--lock must be one of none, synchronized, reentrant, was 'stamped'");
    }

    @Test
    void aFanOutWithAContextSaysWhichIdEachRequestCarriedAsTheMockCountedIt() {
        List<String> fanOut =
                List.of("--variant=async", "--url=" + api.mock().baseUri(), "--warmup=0", "--scenario=fan-out");
        // async as written: each aggregation's first request is sent where its id is set, every later one after a hop
        WorkerResult asWritten = worker.document(fanOut, "--concurrency=4", "--context=mdc");
        ContextFigures lost = asWritten.scenario().context();
        long pages = asWritten.scenario().pagesFetched();
        assertThat(lost.carrier()).isEqualTo("mdc");
        assertThat(lost.propagation()).isEqualTo("as-written");
        assertThat(lost.requestsRight()).isEqualTo(4);
        assertThat(lost.requestsNone()).isEqualTo(pages - 4);
        assertThat(lost.requestsWrong()).isZero();
        assertThat(lost.ordersWithoutContext()).as("orders added after a hop").isPositive();

        WorkerResult fixed = worker.document(fanOut, "--concurrency=4", "--context=mdc", "--context-propagation=fixed");
        ContextFigures kept = fixed.scenario().context();
        assertThat(kept.requestsRight()).isEqualTo(fixed.scenario().pagesFetched());
        assertThat(kept.requestsNone() + kept.requestsWrong()).isZero();
        assertThat(kept.ordersWithoutContext() + kept.ordersWithAnotherContext())
                .isZero();

        WorkerResult without = worker.document(fanOut, "--concurrency=4");
        assertThat(without.scenario().context()).as("no --context, no figures").isNull();
        assertThat(worker.refused(
                        "--variant=naive", "--url=" + api.mock().baseUri(), "--scenario=fan-out", "--context=baggage"))
                .contains("--context must be one of none, thread-local");
    }

    @Test
    void theSpringClientRunsEveryScenarioShapeExactlyAndMeasuresTheBlockingWait() {
        for (String variant : List.of("stream", "async", "reactor", "virtual-threads")) {
            int exit = worker.execute(
                    "--variant=" + variant, "--url=" + api.mock().baseUri(), "--warmup=0", "--client=spring");
            assertThat(exit).as(variant + ": " + worker.stderr()).isEqualTo(WorkerExitCodes.OK);
            WorkerResult result = worker.result();
            assertThat(result.passes().getFirst().stats()).as(variant).isEqualTo(result.expectedStats());
            Long waited = result.passes().getFirst().time().responseWaitNanos();
            if (variant.equals("stream")) {
                assertThat(waited)
                        .as("RestClient's caller waits for each answer")
                        .isPositive();
            } else if (!variant.equals("virtual-threads")) {
                assertThat(waited).as(variant + ": WebClient, no caller waits").isNull();
            }
        }
        int exit = worker.execute(
                "--variant=iterator",
                "--url=" + api.mock().baseUri(),
                "--warmup=0",
                "--client=spring",
                "--scenario=fan-out",
                "--concurrency=1,8");
        assertThat(exit).as(worker.stderr()).isEqualTo(WorkerExitCodes.OK);
        assertThat(worker.result().scenario().fanOut())
                .allSatisfy(k -> assertThat(k.wrongPartitions()).isZero());
        assertThat(worker.refused("--variant=naive", "--url=" + api.mock().baseUri(), "--client=jdk,spring"))
                .contains("--client: a worker runs one client, was 'jdk,spring'");
    }
}
