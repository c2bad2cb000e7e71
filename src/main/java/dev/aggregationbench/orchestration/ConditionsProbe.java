package dev.aggregationbench.orchestration;

import dev.aggregationbench.client.spring.ClientStacks;
import dev.aggregationbench.isolation.Isolation;
import dev.aggregationbench.probe.GitCommit;
import dev.aggregationbench.results.AotCacheReport;
import dev.aggregationbench.results.AotCacheUse;
import dev.aggregationbench.results.Conditions;
import dev.aggregationbench.results.MockCapacity;
import dev.aggregationbench.results.Repetition;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.workerdoc.EnvironmentInfo;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.statistics.descriptive.Median;

/** Gathers a run's {@link Conditions}: the options, the isolation, the machine, the workers' JDK and the mock's. */
final class ConditionsProbe {

    private final RunOptions options;
    private final String gitCommit = GitCommit.detect().commit();
    private String isolationId = "not started";
    private String isolationDescription = "the isolation could not be set up";
    private Isolation isolation; // read again at the end: a JDK's own image is built at its first launch
    private final List<String> warnings = new ArrayList<>();
    private final List<Double> mockCpuNanosPerPage = new ArrayList<>();
    private String jdk = "unknown (no worker document)";
    private String mockJdk;
    private AotCacheReport aotCache;
    private List<MockCapacity> mockCapacity;
    private String mockCapacityMethod;

    ConditionsProbe(RunOptions options) {
        this.options = options;
    }

    void isolation(Isolation isolation) {
        this.isolation = isolation;
        isolationId = isolation.id();
        isolationDescription = isolation.description();
        warnings.addAll(isolation.warnings());
    }

    /** For results rebuilt after the run's process was killed: which isolation ran was not recorded. */
    void isolationNotRecorded(String description) {
        isolation = null;
        isolationId = "unknown";
        isolationDescription = description;
    }

    /** The mock's CPU time per page served during one worker JVM (null: no page, or not measurable). */
    void sawMock(Double cpuNanosPerPage) {
        if (cpuNanosPerPage != null) {
            mockCpuNanosPerPage.add(cpuNanosPerPage);
        }
    }

    /** The mock's capacity measured at the run's start; null when it could not be measured. */
    void mockCapacity(List<MockCapacity> capacity, String method) {
        mockCapacity = capacity;
        mockCapacityMethod = capacity == null ? null : method;
    }

    void sawWorker(Repetition repetition) {
        if (repetition.worker() != null && repetition.worker().environment() != null && jdk.startsWith("unknown")) {
            EnvironmentInfo env = repetition.worker().environment();
            jdk = env.javaVendor() + " " + env.javaRuntimeVersion();
        }
        if (mockJdk == null
                && repetition.worker() != null
                && repetition.worker().api() != null) {
            mockJdk = repetition.worker().api().javaRuntime(); // the mock's own answer, as the worker read it
        }
    }

    void aotCache(AotCacheReport report) {
        aotCache = report;
        if (AotCacheReport.UNAVAILABLE.equals(report.status())) {
            warnings.add("AOT cache asked for (--aot-cache=on) but not used: " + report.note());
        }
    }

    /** Warns when a worker that was given the AOT cache ran without it (the JVM refused it). */
    void sawAotCacheUse(String name, AotCacheUse use) {
        if (use != null && !Boolean.TRUE.equals(use.mapped())) {
            warnings.add(name + " ran WITHOUT the AOT cache it was given: " + use.detail() + " (" + use.log() + ")");
        }
    }

    String gitCommit() {
        return gitCommit;
    }

    Conditions toConditions() {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        return new Conditions(
                isolationId,
                isolation != null ? isolation.description() : isolationDescription,
                warnings,
                options.cpus(),
                options.memory(),
                options.heap(),
                options.gc().displayName(),
                options.workerJvmOptions(),
                jdk,
                options.orders(),
                options.pageSize(),
                options.seed(),
                options.warmup(),
                options.repetitions(),
                options.intervalMillis(),
                Runtime.getRuntime().availableProcessors(),
                os.getTotalMemorySize(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                gitCommit,
                mockCpuNanosPerPage.isEmpty()
                        ? null
                        : Median.withDefaults()
                                .evaluate(mockCpuNanosPerPage.stream()
                                        .mapToDouble(d -> d)
                                        .toArray()),
                aotCache,
                mockCapacity,
                mockCapacityMethod,
                ClientStacks.describe(options.client()),
                mockJdk);
    }
}
