package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.variant.Variant;
import dev.aggregationbench.worker.AotTrainingMain;
import dev.aggregationbench.workerdoc.ApiReading;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The AOT cache's training run does not grow with the run: against a mock of 100,000 orders in pages of 100 with
 * 20 ms per page (1,000 pages per whole walk, 20 s), it walks at most {@link AotTrainingMain#PAGES_PER_PASS} pages
 * per pass (plus a partition's empty last page), counted by the mock, and meets none of the mock's latency. Walking
 * the whole set, as it did before, would be 48,000 pages and 16 minutes.
 */
class AotTrainingSizeTest {

    private static final int PASSES = AotCacheTraining.WARMUP_PASSES + 1;
    /** Every row trains on the run's client only (its classes are what each worker of the run loads). */
    private static final int CLIENTS = 1;

    @TempDir
    Path tmp;

    @Test
    void everyRowTrainsOnABoundedPartitionWithoutTheMocksLatency() {
        try (OrdersMock mock =
                        OrdersMock.start(MockSettings.of(100_000, 100, 42).withLatencyMillis(20));
                HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(mock.baseUri()))) {
            ApiReading before = ApiReading.of(client.fetchApiInfo());

            int exit = new CommandLine(new AotTrainingMain())
                    .execute(
                            "--url=" + mock.baseUri(),
                            "--warmup=" + AotCacheTraining.WARMUP_PASSES,
                            "--output-dir=" + tmp.resolve("training"));

            ApiReading after = ApiReading.of(client.fetchApiInfo());
            assertThat(exit).as("every row ended ok").isZero();
            long walks = (long) CLIENTS * (WorkerResult.CONTROLS.size() + Variant.values().length) * PASSES;
            long pages = after.pageRequests() - before.pageRequests();
            assertThat(pages)
                    .as("%d walks (clients x rows x passes) of one partition", walks)
                    .isGreaterThanOrEqualTo(walks * (AotTrainingMain.PAGES_PER_PASS - 1))
                    .isLessThanOrEqualTo(walks * (AotTrainingMain.PAGES_PER_PASS + 1));
            assertThat(after.servedDelayMillis() - before.servedDelayMillis())
                    .as("no page met the mock's latency")
                    .isZero();
        }
    }

    @Test
    void theCachesReportNamesTheTrainingsBound() {
        assertThat(AotCacheTraining.PAGES_PER_PASS).isEqualTo(AotTrainingMain.PAGES_PER_PASS);
    }
}
