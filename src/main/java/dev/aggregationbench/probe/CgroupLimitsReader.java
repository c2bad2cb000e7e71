package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.ContainerLimits;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads this process's cgroup CPU and memory limits from the cgroup file system, v1 or v2. The process's cgroup
 * path comes from {@code /proc/self/cgroup}; the limit is the tightest one on the way from that cgroup up to the
 * root (a parent's limit applies to its children). Inside a container, whose cgroup namespace makes its own
 * cgroup the root, the root's files are the container's limits.
 */
final class CgroupLimitsReader {

    /** cgroup v1 writes "no limit" as a huge number (2^63 rounded down to a page); anything above this is none. */
    private static final long UNLIMITED_ABOVE = 1L << 62;

    private final Path cgroupRoot;
    private final Path procSelfCgroup;

    public CgroupLimitsReader(Path cgroupRoot, Path procSelfCgroup) {
        this.cgroupRoot = cgroupRoot;
        this.procSelfCgroup = procSelfCgroup;
    }

    public static CgroupLimitsReader system() {
        return new CgroupLimitsReader(Path.of("/sys/fs/cgroup"), Path.of("/proc/self/cgroup"));
    }

    public ContainerLimits read() {
        if (Files.isRegularFile(cgroupRoot.resolve("cgroup.controllers"))) {
            return readV2(ownPath("").orElse("/"));
        }
        if (Files.isDirectory(cgroupRoot.resolve("cpu")) || Files.isDirectory(cgroupRoot.resolve("memory"))) {
            return readV1();
        }
        return new ContainerLimits(
                null,
                null,
                null,
                null,
                "no cgroup files under " + cgroupRoot,
                null,
                "no cgroup files under " + cgroupRoot);
    }

    private ContainerLimits readV2(String ownPath) {
        Double cpus = null;
        Long quota = null, period = null;
        String cpuSource = "no quota in any cpu.max from " + ownPath + " up to the root";
        for (Path dir : upToRoot(cgroupRoot, ownPath)) {
            Optional<String> cpuMax = readLine(dir.resolve("cpu.max"));
            if (cpuMax.isEmpty() || cpuMax.get().startsWith("max")) {
                continue;
            }
            String[] parts = cpuMax.get().split("\\s+");
            long q = parseOr(parts[0], -1);
            long p = parts.length > 1 ? parseOr(parts[1], -1) : 100_000;
            if (q <= 0 || p <= 0) {
                continue;
            }
            if (cpus == null || (double) q / p < cpus) {
                cpus = (double) q / p;
                quota = q;
                period = p;
                cpuSource = dir.resolve("cpu.max").toString();
            }
        }
        Long memory = null;
        String memorySource = "no limit in any memory.max from " + ownPath + " up to the root";
        for (Path dir : upToRoot(cgroupRoot, ownPath)) {
            Optional<String> max = readLine(dir.resolve("memory.max"));
            if (max.isPresent() && !max.get().equals("max")) {
                long bytes = parseOr(max.get(), Long.MAX_VALUE);
                if (bytes < UNLIMITED_ABOVE && (memory == null || bytes < memory)) {
                    memory = bytes;
                    memorySource = dir.resolve("memory.max").toString();
                }
            }
        }
        return new ContainerLimits("v2", cpus, quota, period, cpuSource, memory, memorySource);
    }

    private ContainerLimits readV1() {
        Path cpuMount = firstDirectory("cpu", "cpu,cpuacct", "cpuacct,cpu");
        Double cpus = null;
        Long quota = null, period = null;
        String cpuSource = "no cpu controller mounted under " + cgroupRoot;
        if (cpuMount != null) {
            String ownPath = ownPath("cpu").orElse("/");
            cpuSource = "no quota in any cpu.cfs_quota_us from " + ownPath + " up to the root (-1)";
            for (Path dir : upToRoot(cpuMount, ownPath)) {
                Optional<Long> q = readLong(dir.resolve("cpu.cfs_quota_us"));
                Optional<Long> p = readLong(dir.resolve("cpu.cfs_period_us"));
                if (q.isPresent()
                        && p.isPresent()
                        && q.get() > 0
                        && p.get() > 0
                        && (cpus == null || (double) q.get() / p.get() < cpus)) {
                    cpus = (double) q.get() / p.get();
                    quota = q.get();
                    period = p.get();
                    cpuSource = dir.resolve("cpu.cfs_quota_us") + " / cpu.cfs_period_us";
                }
            }
        }
        Path memoryMount = firstDirectory("memory");
        Long memory = null;
        String memorySource = "no memory controller mounted under " + cgroupRoot;
        if (memoryMount != null) {
            String ownPath = ownPath("memory").orElse("/");
            memorySource = "no limit in any memory.limit_in_bytes from " + ownPath + " up to the root";
            for (Path dir : upToRoot(memoryMount, ownPath)) {
                Optional<Long> limit = readLong(dir.resolve("memory.limit_in_bytes"));
                if (limit.isPresent() && limit.get() < UNLIMITED_ABOVE && (memory == null || limit.get() < memory)) {
                    memory = limit.get();
                    memorySource = dir.resolve("memory.limit_in_bytes").toString();
                }
            }
        }
        return new ContainerLimits("v1", cpus, quota, period, cpuSource, memory, memorySource);
    }

    /** The process's cgroup path for a v1 controller, or for v2 (controller ""), from /proc/self/cgroup. */
    private Optional<String> ownPath(String controller) {
        try {
            for (String line : Files.readAllLines(procSelfCgroup)) {
                String[] fields = line.split(":", 3); // hierarchy-id:controllers:path
                if (fields.length != 3) {
                    continue;
                }
                boolean matches = controller.isEmpty()
                        ? fields[0].equals("0") && fields[1].isEmpty()
                        : List.of(fields[1].split(",")).contains(controller);
                if (matches) {
                    return Optional.of(fields[2]);
                }
            }
        } catch (IOException | SecurityException e) {
            // fall back to the root of the mount
        }
        return Optional.empty();
    }

    /** The directory of {@code ownPath} under {@code mount} (if it exists there) and each parent up to the mount. */
    private static List<Path> upToRoot(Path mount, String ownPath) {
        List<Path> dirs = new ArrayList<>();
        Path dir = mount.resolve(ownPath.replaceFirst("^/+", ""));
        if (!Files.isDirectory(dir)) {
            dir = mount; // a cgroup namespace (container): our own cgroup is the mount's root
        }
        for (; dir != null && dir.startsWith(mount); dir = dir.getParent()) {
            dirs.add(dir);
        }
        return dirs;
    }

    private Path firstDirectory(String... names) {
        for (String name : names) {
            Path dir = cgroupRoot.resolve(name);
            if (Files.isDirectory(dir)) {
                return dir;
            }
        }
        return null;
    }

    private static Optional<String> readLine(Path file) {
        try {
            return Files.isReadable(file) ? Optional.of(Files.readString(file).strip()) : Optional.empty();
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static Optional<Long> readLong(Path file) {
        return readLine(file).map(text -> parseOr(text, Long.MIN_VALUE)).filter(n -> n != Long.MIN_VALUE);
    }

    private static long parseOr(String text, long fallback) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }
}
