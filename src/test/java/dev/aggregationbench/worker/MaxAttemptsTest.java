package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.Faults;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import org.junit.jupiter.api.Test;

/**
 * {@code --max-attempts} reaches the client every variant shares: against a real mock whose every page answers 503
 * once, two attempts make every walk exact, one attempt fails the first page.
 */
class MaxAttemptsTest {

    private static final Faults EVERY_PAGE_UNAVAILABLE_ONCE = new Faults(1.0, Faults.parseKinds("unavailable"), 0);

    @Test
    void oneAttemptFailsAPageThatASecondAttemptWouldHaveRead() {
        try (OrdersMock mock =
                OrdersMock.start(MockSettings.of(1_000, 100, 42).withFaults(EVERY_PAGE_UNAVAILABLE_ONCE))) {
            WorkerInThisJvm twice = new WorkerInThisJvm();
            int exit = twice.execute("--variant=iterator", "--url=" + mock.baseUri(), "--warmup=0", "--max-attempts=2");
            assertThat(exit).as(twice.stderr()).isEqualTo(WorkerExitCodes.OK);
            assertThat(twice.result().passes().getFirst().correct()).isTrue();

            WorkerInThisJvm once = new WorkerInThisJvm();
            exit = once.execute("--variant=iterator", "--url=" + mock.baseUri(), "--warmup=0", "--max-attempts=1");
            assertThat(exit).as(once.stderr()).isNotEqualTo(WorkerExitCodes.OK);
            assertThat(once.result().failure().message()).as(once.stderr()).contains("503");
        }
    }
}
