package dev.aggregationbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.PassResult;
import org.junit.jupiter.api.Test;

/**
 * An OutOfMemoryError on a thread the pass does not run on ends the pass as out of memory ({@link
 * OutOfMemoryElsewhere}). Here a real error, thrown by an allocation larger than the heap on a thread of its own,
 * while naive waits for a page of a real mock that answers after 500 ms. Without the handler the pass goes on and
 * ends correct: the error did not touch its thread.
 */
class OutOfMemoryElsewhereTest {

    @Test
    void anOutOfMemoryErrorOnAnotherThreadEndsThePassAsOutOfMemory() throws Exception {
        try (OrdersMock mock = OrdersMock.start(MockSettings.of(2_000, 100, 42).withLatencyMillis(500))) {
            Thread elsewhere = Thread.ofPlatform().name("allocates-too-much").unstarted(() -> {
                while (mock.pageRequests() == 0) { // the measured pass has asked for its first page
                    Thread.onSpinWait();
                }
                long[] tooLarge = new long[Integer.MAX_VALUE - 8]; // more than any heap of this test: thrown here
                System.out.println(tooLarge.length);
            });
            elsewhere.start();
            WorkerInThisJvm worker = new WorkerInThisJvm();

            int exit = worker.execute("--variant=naive", "--url=" + mock.baseUri(), "--warmup=0");
            elsewhere.join();

            assertThat(exit).as(worker.stderr()).isEqualTo(WorkerExitCodes.OUT_OF_MEMORY);
            PassResult pass = worker.result().passes().getFirst();
            assertThat(pass.outcome()).isEqualTo(Outcome.OUT_OF_MEMORY);
            assertThat(worker.result().failure().message()).contains("on another thread than the pass's");
            assertThat(pass.pagesFetched()).as("it ended before the 20 pages").isLessThan(20);
        }
    }
}
