package dev.aggregationbench.workerdoc;

/**
 * The CPU and memory limits of this process's cgroup, read from the cgroup files (v2: {@code cpu.max},
 * {@code memory.max}; v1: {@code cpu.cfs_quota_us} / {@code cpu.cfs_period_us}, {@code memory.limit_in_bytes}).
 * A limit is {@code null} when there is none or it could not be read; the note says which.
 *
 * @param cgroupVersion {@code v1}, {@code v2}, or {@code null} when no cgroup files were found
 * @param cpuLimit      CPUs allowed (quota / period), e.g. 1.0 or 0.5
 * @param cpuSource     the file(s) read, or why there is no value
 * @param memorySource  the file read, or why there is no value
 */
public record ContainerLimits(
        String cgroupVersion,
        Double cpuLimit,
        Long cpuQuotaMicros,
        Long cpuPeriodMicros,
        String cpuSource,
        Long memoryLimitBytes,
        String memorySource) {}
