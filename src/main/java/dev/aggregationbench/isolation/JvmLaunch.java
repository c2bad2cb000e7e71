package dev.aggregationbench.isolation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One JVM to start in an {@link Isolation}: {@code java <jvmOptions> -cp <app> <mainClass> <args>}, limited to
 * {@code cpus} CPUs and (in Docker) {@code memory}.
 *
 * @param name       short id, unique within a run, used in container, cgroup and log file names
 *                   ({@code [A-Za-z0-9][A-Za-z0-9_.-]*}, at most 60 characters), e.g. {@code naive-rep2}
 * @param role       {@link Role#WORKER} (a variant or the transport row) or {@link Role#MOCK}: decides which cores the JVM
 *                   is pinned to, so that the mock stays off the workers' cores when the machine has enough
 * @param jvmOptions JVM flags ({@code -Xmx512m}, {@code -XX:+UseG1GC}); the isolation adds
 *                   {@code -XX:ActiveProcessorCount=ceil(cpus)} in front of them
 * @param mainClass  fully qualified main class on the application's class path
 * @param args       program arguments; refer to files in the output directory through
 *                   {@link Isolation#outputDirFor(java.nio.file.Path)}
 * @param cpus       CPU budget, may be fractional (0.5); enforced as a CPU quota where the isolation can
 * @param memory     memory limit in Docker syntax ({@code 1g}, {@code 768m}); enforced by Docker only; null = none
 * @param ports      TCP ports this JVM listens on that other launches or the host must reach; published (on
 *                   127.0.0.1, at a host port Docker chooses: {@link Launched#hostPort}) only in Docker bridge
 *                   networking, ignored elsewhere
 * @param jdk        the JDK it runs on (in Docker: an image built from its runtime); null: the isolation's own (the
 *                   settings' java command or this JVM's; in Docker the application image's). Its flags must suit
 *                   that JDK: what the worker JVMs get
 *                   is chosen by {@link Jdk#feature()} (no AOT cache before 25, {@link Jdk#withoutAotCache()})
 */
public record JvmLaunch(
        String name,
        Role role,
        List<String> jvmOptions,
        String mainClass,
        List<String> args,
        double cpus,
        String memory,
        List<Integer> ports,
        Jdk jdk) {

    /** What the launched JVM is for; see {@link #role}. */
    public enum Role {
        WORKER,
        MOCK
    }

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,59}");
    private static final Pattern MAIN_CLASS = Pattern.compile("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*");
    private static final Pattern SIZE = Pattern.compile("[1-9][0-9]*[kKmMgG]?");

    public JvmLaunch {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("launch name must match [A-Za-z0-9][A-Za-z0-9_.-]* (at most 60 "
                    + "characters), was " + (name == null ? "null" : "'" + name + "'"));
        }
        Objects.requireNonNull(role, "launch " + name + ": role must not be null");
        if (mainClass == null || !MAIN_CLASS.matcher(mainClass).matches()) {
            throw new IllegalArgumentException(
                    "launch " + name + ": main class must be a fully qualified class name, was "
                            + (mainClass == null ? "null" : "'" + mainClass + "'"));
        }
        if (!(cpus > 0) || Double.isInfinite(cpus) || cpus > 1024) {
            throw new IllegalArgumentException(
                    "launch " + name + ": cpus must be > 0 (fractions allowed), was " + cpus);
        }
        if (memory != null && !SIZE.matcher(memory).matches()) {
            throw new IllegalArgumentException(
                    "launch " + name + ": memory must be a size like 768m or 1g, was '" + memory + "'");
        }
        jvmOptions = copyWithoutNulls(jvmOptions, name, "jvmOptions");
        args = copyWithoutNulls(args, name, "args");
        ports = copyWithoutNulls(ports, name, "ports");
        for (int port : ports) {
            if (port < 1 || port > 65535) {
                throw new IllegalArgumentException("launch " + name + ": ports must be 1..65535, was " + port);
            }
        }
    }

    /** A variant (or transport row) worker JVM without published ports. */
    public static JvmLaunch worker(
            String name, List<String> jvmOptions, String mainClass, List<String> args, double cpus, String memory) {
        return new JvmLaunch(name, Role.WORKER, jvmOptions, mainClass, args, cpus, memory, List.of(), null);
    }

    /**
     * The orders API mock, listening on {@code port}, published in Docker bridge networking on a host port Docker
     * chooses ({@link Launched#hostPort}). In process isolation and Docker host networking a fixed port can be taken
     * by another program first: a run's mock binds port 0 there and announces the port it got
     * (orchestration.MockProcess); a fixed port is for a container's own network namespace.
     */
    public static JvmLaunch mock(
            String name,
            List<String> jvmOptions,
            String mainClass,
            List<String> args,
            double cpus,
            String memory,
            int port) {
        return new JvmLaunch(name, Role.MOCK, jvmOptions, mainClass, args, cpus, memory, List.of(port), null);
    }

    /** The same launch on that JDK (null: the isolation's own). */
    public JvmLaunch withJdk(Jdk value) {
        return new JvmLaunch(name, role, jvmOptions, mainClass, args, cpus, memory, ports, value);
    }

    /** The processor count the JVM is told ({@code -XX:ActiveProcessorCount}): {@code ceil(cpus)}. */
    public int activeProcessorCount() {
        return (int) Math.ceil(cpus);
    }

    /**
     * What follows {@code java} on the command line: {@code -XX:ActiveProcessorCount}, the JVM options, the class path,
     * and the main class with its arguments, started through {@link ExitWithParent}.
     */
    List<String> javaArguments(String classPath) {
        List<String> arguments = new ArrayList<>();
        arguments.add("-XX:ActiveProcessorCount=" + activeProcessorCount());
        arguments.addAll(jvmOptions);
        arguments.addAll(List.of("-cp", classPath, ExitWithParent.class.getName(), mainClass));
        arguments.addAll(args);
        return arguments;
    }

    private static <T> List<T> copyWithoutNulls(List<T> list, String name, String field) {
        if (list == null) {
            return List.of();
        }
        if (list.stream().anyMatch(Objects::isNull)) {
            throw new IllegalArgumentException("launch " + name + ": " + field + " must not contain null, was " + list);
        }
        return List.copyOf(list);
    }
}
