package dev.aggregationbench.orchestration;

import dev.aggregationbench.isolation.Jdk;
import dev.aggregationbench.isolation.JdkLocator;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.run.GcChoice;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.RunOptions.FieldError;
import dev.aggregationbench.text.Echo;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The JDK a run's worker JVMs run on ({@code --jdk}): none of their own for {@code current} (the isolation's java),
 * else the one {@link JdkLocator} finds. The mock names no JDK: it runs on the isolation's own (in processes the
 * java of the JVM running the engine, in Docker the application image's base), so every cell of a matrix meets the
 * same orders API. Checked before anything starts ({@link #problem}): the JDK is found and starts the run's
 * collector.
 */
public final class WorkerJdk {

    private static final Map<String, Boolean> STARTS = new ConcurrentHashMap<>();
    /** Collectors every HotSpot JDK since 9 has; ZGC and Shenandoah depend on the build and the platform. */
    private static final Set<GcChoice> ALWAYS_BUILT = EnumSet.of(GcChoice.G1, GcChoice.PARALLEL, GcChoice.SERIAL);

    private WorkerJdk() {}

    /**
     * The workers' JDK, or null for the isolation's own ({@code current}).
     *
     * @throws IllegalArgumentException no such JDK (a {@link JdkLocator.JdkNotFoundException} names where it looked)
     */
    public static Jdk of(RunOptions options) {
        return options.currentJdk() ? null : JdkLocator.standard().resolve(options.jdk());
    }

    /**
     * What stops a run with these options from starting on its JDK, naming the knob: the JDK is not found
     * ({@code jdk}), or it has not the collector ({@code gc}). Empty when it can start. Asks each JDK once per
     * collector that not every build has (a JVM start, ~0.1 s).
     */
    public static Optional<FieldError> problem(RunOptions options) {
        Jdk jdk;
        try {
            jdk = options.currentJdk() ? Jdk.current() : of(options);
        } catch (IllegalArgumentException e) {
            return Optional.of(new FieldError(Knob.JDK.definition().field(), e.getMessage()));
        }
        String flag = options.gc().jvmFlag();
        if (ALWAYS_BUILT.contains(options.gc())) {
            return Optional.empty();
        }
        boolean starts = STARTS.computeIfAbsent(jdk.home() + " " + flag, k -> jdk.starts(flag));
        return starts
                ? Optional.empty()
                : Optional.of(new FieldError(
                        Knob.GC.definition().field(),
                        "lists " + options.gc().displayName() + ", but "
                                + jdk.vendor() + " " + Echo.bare(jdk.version()) + " ("
                                + Echo.bare(jdk.home().toString())
                                + ") has no " + options.gc().displayName() + " collector: its JVM does not start with "
                                + flag + "; leave it out for this JDK"));
    }
}
