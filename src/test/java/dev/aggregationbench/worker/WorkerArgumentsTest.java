package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.support.MockAndClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The worker's bad arguments, given in this JVM beside a real mock: each exits with 2 ({@link
 * WorkerExitCodes#BAD_ARGUMENTS}) and says on stderr which option was wrong and what it must be.
 */
class WorkerArgumentsTest {

    @RegisterExtension
    static final MockAndClient api = MockAndClient.of(5_000, 100);

    private final WorkerInThisJvm worker = new WorkerInThisJvm();

    @Test
    void anUnknownVariantExitsWithTwoAndListsTheValidIdsIncludingBaseline() {
        int exit = worker.execute("--variant=quantum", "--url=" + api.mock().baseUri());

        assertThat(exit).isEqualTo(WorkerExitCodes.BAD_ARGUMENTS);
        assertThat(worker.stderr())
                .contains("--variant: unknown variant 'quantum'")
                .contains("naive")
                .contains("transport")
                .contains("binding");
        assertThat(worker.stdout()).isEmpty();
    }

    @Test
    void aWarmupThatIsNeitherAutoNorACountExitsWithTwo() {
        assertThat(worker.execute("--variant=naive", "--url=" + api.mock().baseUri(), "--warmup=soon"))
                .isEqualTo(WorkerExitCodes.BAD_ARGUMENTS);
        assertThat(worker.stderr()).contains("--warmup must be auto or 0..100 passes, was 'soon'");
        assertThat(worker.execute("--variant=naive", "--url=" + api.mock().baseUri(), "--warmup=101"))
                .isEqualTo(WorkerExitCodes.BAD_ARGUMENTS);
        assertThat(worker.stderr()).contains("was '101'");
    }

    @Test
    void outOfRangeNumbersExitWithTwoAndNameTheOption() {
        assertThat(worker.execute("--variant=naive", "--url=" + api.mock().baseUri(), "--interval=5"))
                .isEqualTo(WorkerExitCodes.BAD_ARGUMENTS);
        assertThat(worker.stderr()).contains("--interval-millis must be 10..60000 ms, was '5'");

        assertThat(worker.execute("--variant=naive", "--url=" + api.mock().baseUri(), "--passes=0"))
                .isEqualTo(WorkerExitCodes.BAD_ARGUMENTS);
        assertThat(worker.stderr()).contains("--passes must be 1..100, was '0'");
    }

    /** A run's --repetitions are fresh JVMs; the worker's own passes are --passes, and the old alias is refused. */
    @Test
    void repetitionsIsRefusedNamingPasses() {
        int exit = worker.execute("--variant=stream", "--url=" + api.mock().baseUri(), "--repetitions=2");

        assertThat(exit).isEqualTo(2);
        assertThat(worker.stderr()).contains("--repetitions is not a worker option", "--passes");
        assertThat(worker.stdout()).isEmpty();
    }

    @Test
    void aMissingUrlOrARelativeUrlExitsWithTwo() {
        assertThat(worker.execute("--variant=naive")).isEqualTo(WorkerExitCodes.BAD_ARGUMENTS);
        assertThat(worker.stderr()).contains("--url");

        assertThat(worker.execute("--variant=naive", "--url=orders")).isEqualTo(WorkerExitCodes.BAD_ARGUMENTS);
        assertThat(worker.stderr()).contains("--url: ").contains("must be absolute");
    }
}
