package dev.aggregationbench.isolation;

import dev.aggregationbench.isolation.JvmLaunch.Role;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Which cores each launch is pinned to: workers take the lowest cores, the mock the highest, so the mock stays off
 * the workers' cores whenever {@code ceil(worker cpus) + ceil(mock cpus) <= cores}. Remembers every assignment and
 * reports the first overlap between a worker and the mock as a warning.
 */
final class CoreAllocator {

    private final List<Integer> cores;
    private final TreeSet<Integer> workerCores = new TreeSet<>();
    private final TreeSet<Integer> mockCores = new TreeSet<>();
    private boolean overlapReported;

    CoreAllocator(List<Integer> cores) {
        if (cores.isEmpty()) {
            throw new IllegalArgumentException("no cores to allocate");
        }
        this.cores = List.copyOf(new TreeSet<>(cores));
    }

    /** The cores this process may run on (Cpus_allowed_list), else 0..availableProcessors-1. */
    static CoreAllocator forThisMachine() {
        return new CoreAllocator(allowedCores()
                .orElseGet(() -> IntStream.range(0, Runtime.getRuntime().availableProcessors())
                        .boxed()
                        .toList()));
    }

    List<Integer> cores() {
        return cores;
    }

    /** Cores for a launch with {@code count} processors; the warning, if this makes worker and mock share cores. */
    synchronized Assignment assign(Role role, int count) {
        int n = Math.min(count, cores.size());
        List<Integer> chosen =
                role == Role.WORKER ? cores.subList(0, n) : cores.subList(cores.size() - n, cores.size());
        (role == Role.WORKER ? workerCores : mockCores).addAll(chosen);
        Optional<String> warning = Optional.empty();
        TreeSet<Integer> shared = new TreeSet<>(workerCores);
        shared.retainAll(mockCores);
        if (!shared.isEmpty() && !overlapReported) {
            overlapReported = true;
            warning = Optional.of("the mock and the workers share core(s) " + list(shared) + ": this machine offers "
                    + cores.size() + " core(s) (" + list(cores) + "), fewer than the workers' and the mock's CPUs "
                    + "together; the mock's work competes with the measured variant");
        }
        String note =
                count > cores.size() ? "asked for " + count + " processors, this machine offers " + cores.size() : null;
        return new Assignment(List.copyOf(chosen), warning, Optional.ofNullable(note));
    }

    /** Cores in taskset/cpuset syntax: {@code 0,1,3}. */
    static String list(java.util.Collection<Integer> cores) {
        return cores.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    /** Parses {@code Cpus_allowed_list} syntax ({@code 0-2,5}). */
    static List<Integer> parseList(String value) {
        List<Integer> result = new ArrayList<>();
        for (String part : value.trim().split(",")) {
            if (part.isBlank()) {
                continue;
            }
            String[] range = part.trim().split("-");
            int from = Integer.parseInt(range[0].trim());
            int to = range.length > 1 ? Integer.parseInt(range[1].trim()) : from;
            for (int core = from; core <= to; core++) {
                result.add(core);
            }
        }
        return result;
    }

    private static Optional<List<Integer>> allowedCores() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    List<Integer> cores = parseList(line.substring(line.indexOf(':') + 1));
                    return cores.isEmpty() ? Optional.empty() : Optional.of(cores);
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or an unexpected format: fall back to availableProcessors
        }
        return Optional.empty();
    }

    /** The chosen cores, a warning when worker and mock now share cores, a note when fewer cores than asked. */
    record Assignment(List<Integer> cores, Optional<String> overlapWarning, Optional<String> shortage) {}
}
