package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.PoolPeak;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** The heap's memory pools (for G1: Eden, Survivor, Old Gen) and their exact peaks. */
final class HeapPools {

    private final List<MemoryPoolMXBean> pools = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(pool -> pool.getType() == MemoryType.HEAP)
            .toList();
    private final Set<String> names =
            pools.stream().map(MemoryPoolMXBean::getName).collect(Collectors.toSet());

    public Set<String> names() {
        return names;
    }

    /** Starts each pool's peak afresh from its current usage. */
    public void resetPeaks() {
        pools.forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    /** Each pool's peak since the last {@link #resetPeaks}. */
    public List<PoolPeak> peaks() {
        return pools.stream()
                .map(pool -> {
                    MemoryUsage peak = pool.getPeakUsage();
                    return new PoolPeak(pool.getName(), peak.getUsed(), peak.getCommitted());
                })
                .toList();
    }

    /** The heap pools' used bytes summed, from a GC notification's per-pool usage (which also lists non-heap pools). */
    public long heapUsed(Map<String, MemoryUsage> usageByPool) {
        return usageByPool.entrySet().stream()
                .filter(e -> names.contains(e.getKey()))
                .mapToLong(e -> e.getValue().getUsed())
                .sum();
    }

    public long heapCommitted(Map<String, MemoryUsage> usageByPool) {
        return usageByPool.entrySet().stream()
                .filter(e -> names.contains(e.getKey()))
                .mapToLong(e -> e.getValue().getCommitted())
                .sum();
    }
}
