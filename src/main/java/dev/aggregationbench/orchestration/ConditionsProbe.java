package dev.aggregationbench.orchestration;

import dev.aggregationbench.run.RunOptions;

import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.results.Conditions;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.measurement.EnvironmentInfo;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Gathers a run's {@link Conditions}: the options, the isolation, the machine, and the workers' JDK. */
final class ConditionsProbe {

    private final RunOptions options;
    private final String gitCommit = readGitCommit();
    private String isolationId = "not started";
    private String isolationDescription = "the isolation could not be set up";
    private final List<String> warnings = new ArrayList<>();
    private String jdk = "unknown (no worker document)";

    ConditionsProbe(RunOptions options) {
        this.options = options;
    }

    void isolation(Isolation isolation) {
        isolationId = isolation.id();
        isolationDescription = isolation.description();
        warnings.addAll(isolation.warnings());
    }

    void sawWorker(Repetition repetition) {
        if (repetition.worker() != null && repetition.worker().environment() != null && jdk.startsWith("unknown")) {
            EnvironmentInfo env = repetition.worker().environment();
            jdk = env.javaVendor() + " " + env.javaRuntimeVersion();
        }
    }

    String gitCommit() {
        return gitCommit;
    }

    Conditions toConditions() {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        return new Conditions(isolationId, isolationDescription, warnings, options.cpus(), options.memory(),
                options.heap(), options.gc().displayName(), options.workerJvmOptions(), jdk, options.orders(),
                options.pageSize(), options.seed(), options.warmup(), options.repetitions(), options.intervalMillis(),
                Runtime.getRuntime().availableProcessors(), os.getTotalMemorySize(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                gitCommit);
    }

    /** The project's commit, from AGGBENCH_GIT_COMMIT or git itself; null when neither knows. */
    private static String readGitCommit() {
        String fromEnv = System.getenv("AGGBENCH_GIT_COMMIT");
        if (fromEnv != null && !fromEnv.isBlank()) {
            return fromEnv.strip();
        }
        try {
            Process git = new ProcessBuilder("git", "rev-parse", "--short=12", "HEAD").redirectErrorStream(true).start();
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (git.waitFor(5, TimeUnit.SECONDS) && git.exitValue() == 0 && out.matches("[0-9a-f]{7,40}")) {
                Process dirty = new ProcessBuilder("git", "status", "--porcelain", "--untracked-files=no").start();
                boolean isDirty = !new String(dirty.getInputStream().readAllBytes(), StandardCharsets.UTF_8).isBlank();
                dirty.waitFor(5, TimeUnit.SECONDS);
                return isDirty ? out + "-dirty" : out;
            }
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return null;
    }
}
