package dev.aggregationbench.worker;

import static dev.aggregationbench.support.ForeignOrdersApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.ForeignOrdersApi;
import dev.aggregationbench.support.IntegrationTest;
import dev.aggregationbench.workerdoc.Outcome;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real worker JVM, as the benchmark starts it, against a server that repeats the same cursor forever (a plain
 * WireMock server under a path, not our mock): it ends with exit code 4 and says so in its document, instead of
 * following the cursor until its heap runs out (issue 13).
 */
@IntegrationTest
class ForeignApiWorkerProcessTest {

    @TempDir
    Path dir;

    @Test
    void aServerThatRepeatsItsCursorEndsTheWorkerWithACursorLoopInItsDocument() throws Exception {
        try (ForeignOrdersApi api = new ForeignOrdersApi("/shop/api")) {
            api.page(null, "again", json(ForeignApiWorkerTest.ORDERS.subList(0, 1)))
                    .page("again", "again", json(ForeignApiWorkerTest.ORDERS.subList(1, 2)))
                    .statsOf(ForeignApiWorkerTest.ORDERS);

            WorkerProcess.Run run = WorkerProcess.run(
                    dir, WorkerProcess.defaultJvm(), "--variant=naive", "--url=" + api.baseUri(), "--warmup=0");

            assertThat(run.exitCode()).as(run.stderr()).isEqualTo(WorkerExitCodes.VARIANT_ERROR);
            assertThat(run.result().outcome()).isEqualTo(Outcome.VARIANT_ERROR);
            assertThat(run.result().failure().message()).contains("page at cursor 'again': cursor loop");
            assertThat(run.result().failure().pagesFetched()).isEqualTo(1);
            assertThat(run.stderr()).contains("cursor loop");
        }
    }
}
