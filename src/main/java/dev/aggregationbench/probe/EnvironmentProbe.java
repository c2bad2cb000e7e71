package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.EnvironmentInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.time.Instant;

/** Collects the {@link EnvironmentInfo} of this JVM. */
public final class EnvironmentProbe {

    private EnvironmentProbe() {}

    public static EnvironmentInfo collect() {
        RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        GitCommit git = GitCommit.detect();
        return new EnvironmentInfo(
                System.getProperty("java.vendor"),
                System.getProperty("java.version"),
                System.getProperty("java.runtime.version"),
                System.getProperty("java.vm.name"),
                ManagementFactory.getGarbageCollectorMXBeans().stream()
                        .map(GarbageCollectorMXBean::getName)
                        .toList(),
                runtime.getInputArguments(),
                Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory(),
                os.getTotalMemorySize(),
                System.getProperty("os.name"),
                System.getProperty("os.version"),
                System.getProperty("os.arch"),
                CgroupLimitsReader.system().read(),
                git.commit(),
                git.source(),
                ProcessHandle.current().pid(),
                Instant.ofEpochMilli(runtime.getStartTime()).toString());
    }
}
