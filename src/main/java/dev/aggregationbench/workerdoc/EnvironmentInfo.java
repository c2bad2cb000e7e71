package dev.aggregationbench.workerdoc;

import java.util.List;

/**
 * Where the measurement ran, as this JVM sees it.
 *
 * @param jvmInputArguments   the JVM flags ({@code RuntimeMXBean#getInputArguments}), so heap size and GC are on record
 * @param gcNames             the garbage collector MXBeans' names, e.g. {@code G1 Young Generation}
 * @param availableProcessors {@code Runtime#availableProcessors}: container-aware (cgroup quota, cpuset, -XX:ActiveProcessorCount)
 * @param maxHeapBytes        {@code Runtime#maxMemory}
 * @param osTotalMemoryBytes  {@code OperatingSystemMXBean#getTotalMemorySize}: container-aware
 * @param container           the cgroup CPU and memory limits read from /sys/fs/cgroup
 * @param gitCommit           the project's commit, {@code null} if unknown; {@code gitCommitSource} says where it came from
 * @param startedAt           when the JVM started, ISO-8601 UTC
 */
public record EnvironmentInfo(
        String javaVendor,
        String javaVersion,
        String javaRuntimeVersion,
        String vmName,
        List<String> gcNames,
        List<String> jvmInputArguments,
        int availableProcessors,
        long maxHeapBytes,
        long osTotalMemoryBytes,
        String osName,
        String osVersion,
        String osArch,
        ContainerLimits container,
        String gitCommit,
        String gitCommitSource,
        long pid,
        String startedAt) {

    public EnvironmentInfo {
        gcNames = List.copyOf(gcNames);
        jvmInputArguments = List.copyOf(jvmInputArguments);
    }
}
