package dev.aggregationbench.variant;

import dev.aggregationbench.scenario.FanOutListener;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A fan-out's listener that notes the thread each aggregation started on, as "virtual task-N" or "platform
 * pool-N-thread-N" (virtual or not, the name with its last number as N): on Spring's virtual-thread executor every
 * name is "virtual task-N".
 */
final class StartingThreads implements FanOutListener {

    private final List<String> names = new CopyOnWriteArrayList<>();

    @Override
    public void started(int aggregation, long startNanos) {
        Thread thread = Thread.currentThread();
        names.add((thread.isVirtual() ? "virtual " : "platform ")
                + thread.getName().replaceAll("[0-9]+$", "N"));
    }

    /** The threads noted, in the order the aggregations started. */
    List<String> names() {
        return List.copyOf(names);
    }
}
