package dev.aggregationbench.isolation;

import dev.aggregationbench.files.AtomicFiles;
import dev.aggregationbench.text.Echo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * What an isolation started, on disk while it runs: {@code <state dir>/<runId>-<pid>.launches}, one line per thing,
 * {@code owner <pid> <start>}, {@code process <pid> <start>}, {@code cgroup <path>}, {@code container <name>},
 * {@code network <name>}. A closed isolation deletes its file. A file whose owner process is gone belongs to an
 * orchestrator that was killed; the next isolation that opens ({@link #removeStale}) ends exactly those recorded
 * processes (when the PID still has the recorded start time), removes those cgroups and those containers and
 * networks by name, and deletes the file; nothing is ever matched by a pattern. The state dir is
 * {@code -Daggbench.state-dir}, else {@code <java.io.tmpdir>/aggregation-bench-<user>} (created owner-only).
 */
final class LaunchLedger {

    static final String STATE_DIR_PROPERTY = "aggbench.state-dir";
    private static final String SUFFIX = ".launches";

    private final Path file;
    private final List<String> lines = new ArrayList<>();

    private LaunchLedger(Path file) {
        this.file = file;
    }

    static Path stateDir() {
        String configured = System.getProperty(STATE_DIR_PROPERTY);
        return configured != null && !configured.isBlank()
                ? Path.of(configured)
                : Path.of(System.getProperty("java.io.tmpdir"), "aggregation-bench-" + System.getProperty("user.name"));
    }

    /** Starts the ledger of run {@code runId}; never fails the run (without a ledger, only clean-up is lost). */
    static LaunchLedger open(String runId, Consumer<String> warn) {
        ProcessHandle self = ProcessHandle.current();
        LaunchLedger ledger = new LaunchLedger(stateDir().resolve(runId + "-" + self.pid() + SUFFIX));
        ledger.add("owner " + describe(self), warn);
        return ledger;
    }

    void process(ProcessHandle process, Consumer<String> warn) {
        add("process " + describe(process), warn);
    }

    void cgroup(Path dir, Consumer<String> warn) {
        add("cgroup " + dir.toAbsolutePath().normalize(), warn);
    }

    void container(String name, Consumer<String> warn) {
        add("container " + name, warn);
    }

    void network(String name, Consumer<String> warn) {
        add("network " + name, warn);
    }

    Path file() {
        return file;
    }

    /** Everything was stopped and removed by its owner: the record goes. */
    void close() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // left behind: its owner (this process) will be gone, so the next start finds nothing alive in it
        }
    }

    private synchronized void add(String line, Consumer<String> warn) {
        lines.add(line);
        try {
            Path dir = file.getParent();
            if (!Files.isDirectory(dir)) {
                Files.createDirectories(
                        dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            }
            AtomicFiles.writeString(file, String.join("\n", lines) + "\n");
        } catch (IOException | UnsupportedOperationException e) {
            warn.accept("cannot record what this run started in " + file + " (" + AtomicFiles.cause(e)
                    + "); if this process is killed, nothing can remove it at the next start");
        }
    }

    /**
     * Removes what killed orchestrators left: for every ledger whose owner is gone, its recorded processes, cgroups,
     * containers and networks; returns one line per thing removed. A ledger whose containers cannot be removed now
     * (no engine answers) is kept for a later start.
     */
    static List<String> removeStale(DockerCli docker) {
        Path dir = stateDir();
        List<String> removed = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return removed;
        }
        List<Path> ledgers;
        try (Stream<Path> files = Files.list(dir)) {
            ledgers = files.filter(f -> f.getFileName().toString().endsWith(SUFFIX))
                    .toList();
        } catch (IOException e) {
            return removed;
        }
        for (Path ledger : ledgers) {
            try {
                List<String> recorded = Files.readAllLines(ledger);
                if (recorded.isEmpty() || ownerAlive(recorded.getFirst())) {
                    continue;
                }
                boolean complete = true;
                for (String line : recorded.reversed()) { // last started first: workers, then the mock, then cgroups
                    complete &= removeOne(line, docker, removed);
                }
                if (complete) {
                    Files.deleteIfExists(ledger);
                }
            } catch (IOException | RuntimeException e) {
                removed.add("could not read " + Echo.quote(ledger.toString()) + ": " + Echo.bare(e.getMessage()));
            }
        }
        return removed;
    }

    private static boolean removeOne(String line, DockerCli docker, List<String> removed) throws IOException {
        String[] parts = line.split(" ", 2);
        if (parts.length < 2) {
            return true;
        }
        switch (parts[0]) {
            case "process" ->
                matching(parts[1]).ifPresent(process -> {
                    process.destroyForcibly();
                    removed.add("process " + process.pid());
                });
            case "cgroup" -> {
                Path cgroup = Path.of(parts[1]);
                if (cgroup.getFileName().toString().startsWith("aggbench-") && Files.isDirectory(cgroup)) {
                    for (String pid : Files.readAllLines(cgroup.resolve("cgroup.procs"))) {
                        ProcessHandle.of(Long.parseLong(pid.strip())).ifPresent(ProcessHandle::destroyForcibly);
                    }
                    CgroupCpuQuota.removeDirectory(cgroup);
                    removed.add("cgroup " + cgroup);
                }
            }
            case "container", "network" -> {
                if (!parts[1].startsWith("aggbench-")) {
                    return true;
                }
                DockerCli.Result result;
                try {
                    result = parts[0].equals("container")
                            ? docker.run(DockerCli.QUICK, "rm", "-f", parts[1])
                            : docker.run(DockerCli.QUICK, "network", "rm", parts[1]);
                } catch (IOException noDockerCli) {
                    return false; // kept for a start where docker can be asked
                }
                String problem = result.ok() ? "" : result.problem().toLowerCase(java.util.Locale.ROOT);
                if (result.ok()) {
                    removed.add(parts[0] + " " + parts[1]);
                } else if (!problem.contains("no such") && !problem.contains("not found")) {
                    return false;
                }
            }
            default -> {
                // owner, or a line this version does not know
            }
        }
        return true;
    }

    private static boolean ownerAlive(String ownerLine) {
        String[] parts = ownerLine.split(" ", 2);
        return parts.length == 2
                && parts[0].equals("owner")
                && matching(parts[1]).isPresent();
    }

    /** The live process {@code "<pid> <start instant>"} describes: same PID and same start (PIDs are reused). */
    private static Optional<ProcessHandle> matching(String description) {
        String[] parts = description.split(" ");
        try {
            Optional<ProcessHandle> process = ProcessHandle.of(Long.parseLong(parts[0]));
            String start = parts.length > 1 ? parts[1] : "?";
            return process.filter(ProcessHandle::isAlive)
                    .filter(p -> p.info()
                            .startInstant()
                            .map(Instant::toString)
                            .orElse("?")
                            .equals(start));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static String describe(ProcessHandle process) {
        return process.pid() + " "
                + process.info().startInstant().map(Instant::toString).orElse("?");
    }
}
