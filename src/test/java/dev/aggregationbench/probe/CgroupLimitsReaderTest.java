package dev.aggregationbench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.workerdoc.ContainerLimits;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cgroup files of v1 and v2 hierarchies, laid out in a temporary directory as the kernel lays them out. */
class CgroupLimitsReaderTest {

    @TempDir
    Path root;

    @Test
    void v2ReadsTheProcesssOwnCgroupAndTakesTheTightestLimitUpToTheRoot() throws IOException {
        write("cgroup.controllers", "cpu memory");
        write("bench/cpu.max", "max 100000");
        write("bench/memory.max", "1073741824");
        write("bench/worker/cpu.max", "50000 100000");
        write("bench/worker/memory.max", "max");
        Path self = write("proc-self-cgroup", "0::/bench/worker\n");

        ContainerLimits limits = new CgroupLimitsReader(root, self).read();

        assertThat(limits.cgroupVersion()).isEqualTo("v2");
        assertThat(limits.cpuLimit()).isEqualTo(0.5);
        assertThat(limits.cpuQuotaMicros()).isEqualTo(50_000L);
        assertThat(limits.cpuPeriodMicros()).isEqualTo(100_000L);
        assertThat(limits.cpuSource()).endsWith("bench/worker/cpu.max");
        assertThat(limits.memoryLimitBytes()).isEqualTo(1_073_741_824L);
        assertThat(limits.memorySource()).endsWith("bench/memory.max");
    }

    @Test
    void v2WithoutLimitsGivesNullsAndSaysWhy() throws IOException {
        write("cgroup.controllers", "cpu memory");
        write("cpu.max", "max 100000");
        write("memory.max", "max");
        Path self = write("proc-self-cgroup", "0::/\n");

        ContainerLimits limits = new CgroupLimitsReader(root, self).read();

        assertThat(limits.cpuLimit()).isNull();
        assertThat(limits.memoryLimitBytes()).isNull();
        assertThat(limits.cpuSource()).contains("no quota");
        assertThat(limits.memorySource()).contains("no limit");
    }

    @Test
    void v1ReadsQuotaOverPeriodAndTreatsTheHugeDefaultAsNoMemoryLimit() throws IOException {
        write("cpu/cpu.cfs_quota_us", "-1");
        write("cpu/cpu.cfs_period_us", "100000");
        write("cpu/bench/cpu.cfs_quota_us", "150000");
        write("cpu/bench/cpu.cfs_period_us", "100000");
        write("memory/memory.limit_in_bytes", "9223372036854771712");
        write("memory/bench/memory.limit_in_bytes", "9223372036854771712");
        Path self = write("proc-self-cgroup", "4:memory:/bench\n1:cpu:/bench\n0::/\n");

        ContainerLimits limits = new CgroupLimitsReader(root, self).read();

        assertThat(limits.cgroupVersion()).isEqualTo("v1");
        assertThat(limits.cpuLimit()).isEqualTo(1.5);
        assertThat(limits.memoryLimitBytes()).isNull();
        assertThat(limits.memorySource()).contains("no limit");
    }

    @Test
    void v1InsideAContainerReadsTheRootWhenItsOwnPathIsNotVisible() throws IOException {
        write("cpu,cpuacct/cpu.cfs_quota_us", "100000");
        write("cpu,cpuacct/cpu.cfs_period_us", "100000");
        write("memory/memory.limit_in_bytes", "536870912");
        Path self = write("proc-self-cgroup", "5:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n");

        ContainerLimits limits = new CgroupLimitsReader(root, self).read();

        assertThat(limits.cpuLimit()).isEqualTo(1.0);
        assertThat(limits.memoryLimitBytes()).isEqualTo(536_870_912L);
    }

    @Test
    void noCgroupFilesAtAllGivesNullsAndSaysWhy() {
        ContainerLimits limits = new CgroupLimitsReader(root.resolve("absent"), root.resolve("absent-cgroup")).read();

        assertThat(limits.cgroupVersion()).isNull();
        assertThat(limits.cpuLimit()).isNull();
        assertThat(limits.cpuSource()).contains("no cgroup files");
    }

    private Path write(String relative, String content) throws IOException {
        Path file = root.resolve(relative);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, content);
    }
}
