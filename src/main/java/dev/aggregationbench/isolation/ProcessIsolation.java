package dev.aggregationbench.isolation;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Each launch is a fresh JVM process: {@code -XX:ActiveProcessorCount=ceil(cpus)}; the CPU limit is a cgroup CPU
 * quota (v1 or v2) where this JVM may create cgroups, and the process is pinned with {@code taskset} to
 * {@code ceil(cpus)} cores (workers from the lowest core up, the mock from the highest down). Without cgroups the
 * pinning is the limit (whole cores only); without either, the JVM runs unlimited and {@link #warnings()} says so.
 * The process joins its cgroup before java starts:
 * {@code /bin/sh -c 'echo $$ > "$1"; shift; exec "$@"' sh <cgroup.procs> [taskset -c <cores>] java ...}.
 * Memory is not limited (the heap is, by -Xmx).
 */
public final class ProcessIsolation extends AbstractIsolation {

    private static final String JOIN_CGROUP =
            "echo $$ > \"$1\" || { echo \"cannot join cgroup $1\" >&2; exit 125; }; shift; exec \"$@\"";

    private final String java;
    private final String classPath;
    private final Optional<CgroupCpuQuota> quota;
    private final Optional<String> taskset;
    private final CoreAllocator cores;
    private final String description;
    private volatile Jdk jdk;

    ProcessIsolation(IsolationSettings settings, String why) {
        super(settings);
        IsolationSettings.Machine machine = settings.machine();
        this.java = machine.javaCommand() != null ? machine.javaCommand() : currentJava();
        this.classPath = machine.classPath() != null ? machine.classPath() : System.getProperty("java.class.path");
        StringBuilder whyNoCgroup = new StringBuilder();
        this.quota = CgroupCpuQuota.detect(settings.runId(), whyNoCgroup);
        this.cores = CoreAllocator.forThisMachine();
        this.taskset = findTaskset(cores.cores().getFirst());
        StringBuilder text = new StringBuilder("process isolation");
        if (why != null) {
            text.append(" (").append(why).append(')');
        }
        text.append(": each JVM is a fresh process with -XX:ActiveProcessorCount=ceil(cpus); CPU limit: ");
        if (quota.isPresent()) {
            text.append(quota.get().describe());
            taskset.ifPresent(t -> text.append(", plus pinning to ceil(cpus) cores with taskset"));
        } else if (taskset.isPresent()) {
            text.append("pinning to ceil(cpus) whole cores with taskset (no cgroup quota: ")
                    .append(whyNoCgroup)
                    .append(')');
            warn("the CPU limit is enforced by pinning to whole cores only (taskset), not by a CPU quota: "
                    + whyNoCgroup + "; fractional --cpus are rounded up");
        } else {
            text.append("NONE");
            warn("CPU NOT LIMITED: no writable cgroup (" + whyNoCgroup + ") and no taskset on PATH; every JVM may "
                    + "use all " + cores.cores().size() + " cores, results are not comparable with CPU-limited runs");
        }
        text.append("; cores available: ")
                .append(CoreAllocator.list(cores.cores()))
                .append("; memory: not limited (heap bounded by -Xmx)");
        this.description = text.toString();
    }

    @Override
    public String id() {
        return "process";
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public String outputDirFor(Path hostOutputDir) {
        return hostOutputDir.toAbsolutePath().normalize().toString();
    }

    @Override
    public String listenAddress() {
        return "127.0.0.1";
    }

    /** The class path every launch gets (an AOT cache is made for exactly this one). */
    public String classPath() {
        return classPath;
    }

    /** The java binary every launch runs that names no JDK of its own. */
    public String javaCommand() {
        return java;
    }

    /**
     * The JDK of {@link #javaCommand()}: what a launch that names no JDK runs on, read once.
     *
     * @throws IllegalArgumentException when the java command is not in a JDK's {@code bin}
     */
    public Jdk jdk() {
        Jdk known = jdk;
        if (known == null) {
            known = settings.machine().javaCommand() == null ? Jdk.current() : Jdk.ofJavaCommand(java);
            jdk = known;
        }
        return known;
    }

    /** The JDK a launch runs on: its own, else {@link #jdk()}. */
    public Jdk jdkOf(JvmLaunch launch) {
        return launch.jdk() != null ? launch.jdk() : jdk();
    }

    /** The cgroup quota in use, if any (for tests and diagnostics). */
    Optional<CgroupCpuQuota> cgroupQuota() {
        return quota;
    }

    boolean pins() {
        return taskset.isPresent();
    }

    @Override
    protected LocalLaunched startUnique(JvmLaunch launch, String name, Path hostOutputDir, Path consoleLog)
            throws IOException {
        List<String> command = new ArrayList<>();
        Path cgroup = null;
        if (quota.isPresent()) {
            cgroup = quota.get().create("aggbench-" + settings.runId() + "-" + name, launch.cpus());
            ledger().cgroup(cgroup, this::warn);
            command.addAll(List.of(
                    "/bin/sh",
                    "-c",
                    JOIN_CGROUP,
                    "sh",
                    quota.get().procsFile(cgroup).toString()));
        }
        if (taskset.isPresent()) {
            CoreAllocator.Assignment assignment = cores.assign(launch.role(), launch.activeProcessorCount());
            assignment.overlapWarning().ifPresent(this::warn);
            assignment.shortage().ifPresent(note -> warn("launch " + name + ": " + note));
            command.addAll(List.of(taskset.get(), "-c", CoreAllocator.list(assignment.cores())));
        }
        command.add(launch.jdk() != null ? launch.jdk().java().toString() : java);
        command.addAll(launch.javaArguments(classPath));

        Process process;
        try {
            // stdin stays a pipe from this process, never written: ExitWithParent ends the JVM when it closes
            process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(consoleLog.toFile())
                    .start();
        } catch (IOException e) {
            if (cgroup != null) {
                quota.get().remove(cgroup);
            }
            throw new IOException(
                    "cannot start " + name + " (" + String.join(" ", command.subList(0, Math.min(command.size(), 8)))
                            + " ...): " + e.getMessage(),
                    e);
        }
        ledger().process(process.toHandle(), this::warn);
        Path ownCgroup = cgroup;
        Runnable killer = () -> {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
        };
        Runnable cleanup = () -> {
            if (ownCgroup != null) {
                quota.get().remove(ownCgroup);
            }
        };
        return new LocalLaunched(
                launch,
                name,
                "127.0.0.1",
                hostOutputDir,
                consoleLog,
                LocalLaunched.HostPorts.SAME,
                process,
                new LocalLaunched.Ending(killer, cleanup));
    }

    private static String currentJava() {
        return ProcessHandle.current()
                .info()
                .command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** taskset from PATH, if it can really pin a process here (checked with {@code taskset -c <core> true}). */
    private static Optional<String> findTaskset(int core) {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : path.split(File.pathSeparator)) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, "taskset");
            if (Files.isExecutable(candidate)) {
                try {
                    Process check = new ProcessBuilder(candidate.toString(), "-c", Integer.toString(core), "true")
                            .redirectErrorStream(true)
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                            .start();
                    if (check.waitFor(10, TimeUnit.SECONDS) && check.exitValue() == 0) {
                        return Optional.of(candidate.toString());
                    }
                    check.destroyForcibly();
                } catch (IOException e) {
                    return Optional.empty();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }
}
