package dev.aggregationbench.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A CPU quota per launched process through a cgroup created next to (below) this JVM's own cgroup:
 * v1 {@code cpu.cfs_quota_us}/{@code cpu.cfs_period_us}, v2 {@code cpu.max}. {@link #detect} only succeeds when it
 * could really create such a cgroup and write a quota (it tries once, with a probe cgroup it removes again).
 */
final class CgroupCpuQuota {

    static final long PERIOD_MICROS = 100_000;
    private static final Path PROC_CGROUP = Path.of("/proc/self/cgroup");
    private static final Path MOUNTINFO = Path.of("/proc/self/mountinfo");
    private static final Path V2_ROOT = Path.of("/sys/fs/cgroup");

    enum Version {
        V1,
        V2
    }

    private final Version version;
    private final Path parent;

    private CgroupCpuQuota(Version version, Path parent) {
        this.version = version;
        this.parent = parent;
    }

    /** A usable quota mechanism, or empty with the reason appended to {@code whyNot}. */
    static Optional<CgroupCpuQuota> detect(String runId, StringBuilder whyNot) {
        try {
            Optional<CgroupCpuQuota> candidate = Files.exists(V2_ROOT.resolve("cgroup.controllers")) ? v2() : v1();
            if (candidate.isEmpty()) {
                whyNot.append("no cgroup with the cpu controller found for this process");
                return Optional.empty();
            }
            CgroupCpuQuota quota = candidate.get();
            Path probe = quota.create("aggbench-" + runId + "-probe", 1);
            quota.remove(probe);
            return candidate;
        } catch (IOException | RuntimeException e) {
            whyNot.append("cannot create a cgroup with a CPU quota (")
                    .append(e.getMessage())
                    .append(')');
            return Optional.empty();
        }
    }

    Version version() {
        return version;
    }

    /** The directory new cgroups are created in. */
    Path parent() {
        return parent;
    }

    /** Creates cgroup {@code name} limited to {@code cpus}; returns its directory. */
    Path create(String name, double cpus) throws IOException {
        Path dir = parent.resolve(name);
        Files.createDirectory(dir);
        try {
            long quota = Math.max(1000, Math.round(cpus * PERIOD_MICROS));
            if (version == Version.V1) {
                Files.writeString(dir.resolve("cpu.cfs_period_us"), Long.toString(PERIOD_MICROS));
                Files.writeString(dir.resolve("cpu.cfs_quota_us"), Long.toString(quota));
            } else {
                Files.writeString(dir.resolve("cpu.max"), quota + " " + PERIOD_MICROS);
            }
            return dir;
        } catch (IOException | RuntimeException e) {
            remove(dir);
            throw e;
        }
    }

    /** The file a process writes its PID into to join cgroup {@code dir}. */
    Path procsFile(Path dir) {
        return dir.resolve("cgroup.procs");
    }

    /** Removes an (empty) cgroup; retries briefly while the kernel still counts exiting tasks. */
    void remove(Path dir) {
        removeDirectory(dir);
    }

    /** {@link #remove} for a cgroup of any run (a killed run's, found in its {@link LaunchLedger}). */
    static void removeDirectory(Path dir) {
        for (int attempt = 0; attempt < 50 && Files.exists(dir); attempt++) {
            try {
                Files.delete(dir);
                return;
            } catch (IOException e) {
                sleep(100);
            }
        }
    }

    String describe() {
        return version == Version.V1
                ? "cgroup v1 CPU quota (cpu.cfs_quota_us per " + PERIOD_MICROS + " us period) in " + parent
                : "cgroup v2 CPU quota (cpu.max) in " + parent;
    }

    private static Optional<CgroupCpuQuota> v2() throws IOException {
        String own = ownPath(line -> line.startsWith("0::"));
        if (own == null) {
            return Optional.empty();
        }
        Path dir = V2_ROOT.resolve(own.substring(1));
        String enabled = Files.readString(dir.resolve("cgroup.subtree_control"));
        if (!Arrays.asList(enabled.trim().split("\\s+")).contains("cpu")) {
            // allowed only where this cgroup holds no processes itself (or is the root): try, fail clearly otherwise
            Files.writeString(dir.resolve("cgroup.subtree_control"), "+cpu");
        }
        return Optional.of(new CgroupCpuQuota(Version.V2, dir));
    }

    private static Optional<CgroupCpuQuota> v1() throws IOException {
        String own = ownPath(line -> {
            String[] parts = line.split(":", 3);
            return parts.length == 3 && Arrays.asList(parts[1].split(",")).contains("cpu");
        });
        if (own == null) {
            return Optional.empty();
        }
        for (String line : Files.readAllLines(MOUNTINFO)) {
            // <id> <parent> <dev> <root> <mount point> <options> ... - <fs type> <source> <super options>
            String[] halves = line.split(" - ", 2);
            String[] fields = halves[0].split(" ");
            if (halves.length < 2 || fields.length < 5) {
                continue;
            }
            String[] tail = halves[1].split(" ");
            if (!tail[0].equals("cgroup")
                    || tail.length < 3
                    || !List.of(tail[2].split(",")).contains("cpu")) {
                continue;
            }
            String root = fields[3];
            String relative = own.startsWith(root) ? own.substring(root.length()) : own;
            Path dir = Path.of(fields[4]).resolve(relative.replaceFirst("^/+", ""));
            if (Files.isDirectory(dir)) {
                return Optional.of(new CgroupCpuQuota(Version.V1, dir));
            }
        }
        return Optional.empty();
    }

    private static String ownPath(java.util.function.Predicate<String> line) throws IOException {
        return Files.readAllLines(PROC_CGROUP).stream()
                .filter(line)
                .map(l -> l.split(":", 3)[2])
                .findFirst()
                .orElse(null);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
