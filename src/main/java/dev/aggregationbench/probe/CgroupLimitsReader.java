package dev.aggregationbench.probe;

import dev.aggregationbench.workerdoc.ContainerLimits;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

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
        List<Path> dirs = upToRoot(cgroupRoot, ownPath);
        return limits(
                "v2",
                tightest(dirs, CgroupLimitsReader::cpuMax),
                "no quota in any cpu.max from " + ownPath + " up to the root",
                tightest(dirs, dir -> memoryLimit(dir.resolve("memory.max"))),
                "no limit in any memory.max from " + ownPath + " up to the root");
    }

    private ContainerLimits readV1() {
        Path cpuMount = firstDirectory("cpu", "cpu,cpuacct", "cpuacct,cpu");
        String cpuPath = cpuMount == null ? null : ownPath("cpu").orElse("/");
        Path memoryMount = firstDirectory("memory");
        String memoryPath = memoryMount == null ? null : ownPath("memory").orElse("/");
        return limits(
                "v1",
                tightest(cpuMount == null ? List.of() : upToRoot(cpuMount, cpuPath), CgroupLimitsReader::cfsQuota),
                cpuMount == null
                        ? "no cpu controller mounted under " + cgroupRoot
                        : "no quota in any cpu.cfs_quota_us from " + cpuPath + " up to the root (-1)",
                tightest(
                        memoryMount == null ? List.of() : upToRoot(memoryMount, memoryPath),
                        dir -> memoryLimit(dir.resolve("memory.limit_in_bytes"))),
                memoryMount == null
                        ? "no memory controller mounted under " + cgroupRoot
                        : "no limit in any memory.limit_in_bytes from " + memoryPath + " up to the root");
    }

    /** v2: the quota in {@code dir}'s cpu.max ("quota period", the period 100 ms when left out; "max": none). */
    private static Optional<Found<Quota>> cpuMax(Path dir) {
        return readLine(dir.resolve("cpu.max"))
                .filter(max -> !max.startsWith("max"))
                .map(max -> max.split("\\s+"))
                .map(parts -> new Quota(parseOr(parts[0], -1), parts.length > 1 ? parseOr(parts[1], -1) : 100_000))
                .filter(Quota::positive)
                .map(quota -> new Found<>(quota, dir.resolve("cpu.max").toString()));
    }

    /** v1: the quota in {@code dir}'s cpu.cfs_quota_us and cpu.cfs_period_us (a quota of -1: none). */
    private static Optional<Found<Quota>> cfsQuota(Path dir) {
        return readLong(dir.resolve("cpu.cfs_quota_us"))
                .flatMap(quota -> readLong(dir.resolve("cpu.cfs_period_us")).map(period -> new Quota(quota, period)))
                .filter(Quota::positive)
                .map(quota -> new Found<>(quota, dir.resolve("cpu.cfs_quota_us") + " / cpu.cfs_period_us"));
    }

    /** A CPU quota: {@code quota} microseconds of CPU time in each {@code period}, so {@code quota / period} CPUs. */
    private record Quota(long quota, long period) implements Comparable<Quota> {

        double cpus() {
            return (double) quota / period;
        }

        boolean positive() {
            return quota > 0 && period > 0;
        }

        @Override
        public int compareTo(Quota other) {
            return Double.compare(cpus(), other.cpus());
        }
    }

    /** A limit found in one cgroup directory, and the file (or files) it was read from. */
    private record Found<T extends Comparable<T>>(T limit, String source) {}

    /** A memory limit in {@code file}, unless the file says none ("max", or v1's huge number). */
    private static Optional<Found<Long>> memoryLimit(Path file) {
        return readLong(file)
                .filter(bytes -> bytes < UNLIMITED_ABOVE)
                .map(bytes -> new Found<>(bytes, file.toString()));
    }

    /** The tightest (smallest) limit found in an own cgroup and its parents, the first found on a tie. */
    private static <T extends Comparable<T>> Optional<Found<T>> tightest(
            List<Path> dirs, Function<Path, Optional<Found<T>>> read) {
        Found<T> tightest = null;
        for (Path dir : dirs) {
            Optional<Found<T>> found = read.apply(dir);
            if (found.isPresent() && (tightest == null || found.get().limit().compareTo(tightest.limit()) < 0)) {
                tightest = found.get();
            }
        }
        return Optional.ofNullable(tightest);
    }

    private static ContainerLimits limits(
            String version, Optional<Found<Quota>> cpu, String noCpu, Optional<Found<Long>> memory, String noMemory) {
        Quota quota = cpu.map(Found::limit).orElse(null);
        return new ContainerLimits(
                version,
                quota == null ? null : quota.cpus(),
                quota == null ? null : quota.quota(),
                quota == null ? null : quota.period(),
                cpu.map(Found::source).orElse(noCpu),
                memory.map(Found::limit).orElse(null),
                memory.map(Found::source).orElse(noMemory));
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
