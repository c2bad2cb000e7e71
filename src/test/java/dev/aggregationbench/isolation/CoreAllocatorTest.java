package dev.aggregationbench.isolation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.isolation.JvmLaunch.Role;
import java.util.List;
import org.junit.jupiter.api.Test;

class CoreAllocatorTest {

    @Test
    void onTwoCoresWorkerTakesTheFirstAndMockTheLastWithoutWarning() {
        CoreAllocator cores = new CoreAllocator(List.of(0, 1));

        CoreAllocator.Assignment mock = cores.assign(Role.MOCK, 1);
        CoreAllocator.Assignment worker = cores.assign(Role.WORKER, 1);

        assertThat(mock.cores()).containsExactly(1);
        assertThat(worker.cores()).containsExactly(0);
        assertThat(mock.overlapWarning()).isEmpty();
        assertThat(worker.overlapWarning()).isEmpty();
    }

    @Test
    void workerNeedingEveryCoreSharesWithTheMockAndIsWarnedOnce() {
        CoreAllocator cores = new CoreAllocator(List.of(0, 1));
        cores.assign(Role.MOCK, 1);

        CoreAllocator.Assignment first = cores.assign(Role.WORKER, 2);
        CoreAllocator.Assignment second = cores.assign(Role.WORKER, 2);

        assertThat(first.cores()).containsExactly(0, 1);
        assertThat(first.overlapWarning())
                .get()
                .asString()
                .contains("share core(s) 1")
                .contains("2 core(s)");
        assertThat(second.overlapWarning()).isEmpty();
    }

    @Test
    void moreProcessorsThanCoresAreCappedWithANote() {
        CoreAllocator cores = new CoreAllocator(List.of(2, 5));

        CoreAllocator.Assignment worker = cores.assign(Role.WORKER, 4);

        assertThat(worker.cores()).containsExactly(2, 5);
        assertThat(worker.shortage()).get().asString().contains("asked for 4").contains("offers 2");
    }

    @Test
    void cpusAllowedListSyntaxIsParsed() {
        assertThat(CoreAllocator.parseList("0-2,5, 7-8\n")).containsExactly(0, 1, 2, 5, 7, 8);
        assertThat(CoreAllocator.list(List.of(0, 3))).isEqualTo("0,3");
    }
}
