package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.CollectorDelta;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The GC MXBeans: exact collection counts and accumulated times, and how to read each collector.
 *
 * <p>Kinds: a collector whose name contains {@code Cycles} (ZGC, Shenandoah) reports whole, mostly concurrent
 * cycles; every other one (G1 Young/Old Generation, G1 Concurrent GC = Remark and Cleanup, Serial, Parallel,
 * ZGC/Shenandoah "Pauses") reports stop-the-world pauses. Only pauses are summed into pause counts and times.
 */
final class GcCollectors {

    public static final String PAUSES = "pauses";
    public static final String CYCLES = "cycles";

    private final List<GarbageCollectorMXBean> beans = ManagementFactory.getGarbageCollectorMXBeans();

    /** Counts and times of every collector at one moment. */
    public record Snapshot(List<String> names, long[] counts, long[] timesMillis) {

        public long totalCount() {
            return Arrays.stream(counts).sum();
        }
    }

    public List<String> names() {
        return beans.stream().map(GarbageCollectorMXBean::getName).toList();
    }

    public Snapshot snapshot() {
        long[] counts = new long[beans.size()];
        long[] times = new long[beans.size()];
        for (int i = 0; i < beans.size(); i++) {
            counts[i] = Math.max(0, beans.get(i).getCollectionCount());
            times[i] = Math.max(0, beans.get(i).getCollectionTime());
        }
        return new Snapshot(names(), counts, times);
    }

    public long totalCount() {
        long total = 0;
        for (GarbageCollectorMXBean bean : beans) {
            total += Math.max(0, bean.getCollectionCount());
        }
        return total;
    }

    /** Per-collector change between two snapshots. */
    public static List<CollectorDelta> delta(Snapshot before, Snapshot after) {
        List<CollectorDelta> deltas = new ArrayList<>();
        for (int i = 0; i < after.names().size(); i++) {
            String name = after.names().get(i);
            deltas.add(new CollectorDelta(
                    name,
                    kindOf(name),
                    after.counts()[i] - before.counts()[i],
                    after.timesMillis()[i] - before.timesMillis()[i]));
        }
        return deltas;
    }

    public static String kindOf(String collectorName) {
        return collectorName.contains("Cycles") ? CYCLES : PAUSES;
    }

    /**
     * Whether heap use after this collector's collections is a live-set reading: the collector must collect the
     * pool(s) where objects are allocated (eden or the young generation; the whole heap for a single-pool
     * collector), so that only what survived is left there. Not so for G1 Concurrent GC (its Remark and Cleanup
     * manage the old gen only: eden is still full of fresh garbage after them), nor for the "Pauses" beans of
     * concurrent collectors (those pauses are phases of a cycle; nothing has been freed yet).
     */
    public static boolean afterGcIsLiveSet(String collectorName, String[] managedPools, Set<String> heapPools) {
        if (collectorName.endsWith("Pauses")) {
            return false;
        }
        Set<String> allocationPools = heapPools.stream()
                .filter(pool -> pool.contains("Eden") || pool.contains("Young"))
                .collect(Collectors.toSet());
        return Set.of(managedPools).containsAll(allocationPools.isEmpty() ? heapPools : allocationPools);
    }
}
