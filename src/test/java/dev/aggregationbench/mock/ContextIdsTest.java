package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The mock's judgement of an {@code X-Context-Id} (issue 25): right when the id names the partition the request
 * walks, its first page or a later one (a cursor keeps the partition's end); wrong for another partition, another K,
 * or an id that is not one. Over 100 orders, partition 1 of 4 is [25, 50).
 */
class ContextIdsTest {

    private static final long ORDERS = 100;

    @Test
    void anIdNamesThePartitionOfTheFirstPageAndOfEveryLaterOne() {
        assertThat(ContextIds.names("k4p1-abc", new OrderRange(25, 50), ORDERS))
                .as("first page")
                .isTrue();
        assertThat(ContextIds.names("k4p1-abc", new OrderRange(35, 50), ORDERS))
                .as("what a cursor has left")
                .isTrue();
    }

    @Test
    void anotherAggregationsIdIsWrong() {
        assertThat(ContextIds.names("k4p0-abc", new OrderRange(35, 50), ORDERS))
                .as("another partition")
                .isFalse();
        assertThat(ContextIds.names("k5p1-abc", new OrderRange(35, 50), ORDERS))
                .as("another K")
                .isFalse();
        assertThat(ContextIds.names("k4p4-abc", new OrderRange(35, 50), ORDERS))
                .as("no such partition")
                .isFalse();
        assertThat(ContextIds.names("trace-42", new OrderRange(35, 50), ORDERS))
                .as("not an id")
                .isFalse();
    }
}
