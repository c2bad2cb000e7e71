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
        assertThat(worker.refused("--variant=quantum", url()))
                .contains("--variant: unknown variant 'quantum'")
                .contains("naive")
                .contains("transport")
                .contains("binding");
        assertThat(worker.stdout()).isEmpty();
    }

    @Test
    void aWarmupThatIsNeitherAutoNorACountExitsWithTwo() {
        assertThat(worker.refused("--variant=naive", url(), "--warmup=soon"))
                .contains("--warmup must be auto or 0..100 passes, was 'soon'");
        assertThat(worker.refused("--variant=naive", url(), "--warmup=101")).contains("was '101'");
    }

    @Test
    void outOfRangeNumbersExitWithTwoAndNameTheOption() {
        assertThat(worker.refused("--variant=naive", url(), "--interval=5"))
                .contains("--interval-millis must be 10..60000 ms, was '5'");

        assertThat(worker.refused("--variant=naive", url(), "--passes=0")).contains("--passes must be 1..100, was '0'");
    }

    /** A run's --repetitions are fresh JVMs; the worker's own passes are --passes, and the old alias is refused. */
    @Test
    void repetitionsIsRefusedNamingPasses() {
        assertThat(worker.refused("--variant=stream", url(), "--repetitions=2"))
                .contains("--repetitions is not a worker option", "--passes");
        assertThat(worker.stdout()).isEmpty();
    }

    @Test
    void aMissingUrlOrARelativeUrlExitsWithTwo() {
        assertThat(worker.refused("--variant=naive")).contains("--url");

        assertThat(worker.refused("--variant=naive", "--url=orders"))
                .contains("--url: ")
                .contains("must be absolute");
    }

    private static String url() {
        return "--url=" + api.mock().baseUri();
    }
}
