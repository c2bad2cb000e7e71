package dev.aggregationbench.results;

import java.util.List;

/**
 * Under what conditions a run measured: printed under the table and compared by {@code compare} before it
 * agrees to compare two runs.
 *
 * @param isolation            {@code docker} or {@code process}
 * @param isolationDescription how each JVM was started and its CPU limit enforced
 * @param warnings             what the reader must know (e.g. the CPU limit was not enforced)
 * @param jdk                  vendor and version of the JVM the workers ran on (from their documents)
 * @param machineCpus          CPUs of the machine that ran the benchmark
 * @param mockCpuNanosPerPage  the mock's own CPU time per page it served (its service time), median over the run's
 *                             worker JVMs, read from the mock's {@code /orders/info}; null when not measured
 * @param aotCache             the workers' AOT cache, if any; null in results written before it existed
 * @param mockCapacity         the mock's pages per second at each concurrency the run uses, measured at its start
 *                             ({@link MockCapacity}); null when not measured (results.json files written before)
 * @param mockCapacityMethod   how {@code mockCapacity} was measured, in words; null when not measured
 * @param client               the HTTP client the variants used and what it runs on, in words (the spring client:
 *                             its request factory and connector); null in results written before it existed
 * @param mockJdk              vendor and version of the JVM the mock ran on, as the mock says (its
 *                             {@code /orders/info}, read by the workers): it depends on the isolation, not on
 *                             {@code --jdk}; null when no worker read it, and in results written before it existed
 */
public record Conditions(
        String isolation,
        String isolationDescription,
        List<String> warnings,
        double cpus,
        String memory,
        String heap,
        String gc,
        List<String> workerJvmOptions,
        String jdk,
        long orders,
        int pageSize,
        long seed,
        String warmup,
        int repetitions,
        int intervalMillis,
        int machineCpus,
        long machineMemoryBytes,
        String os,
        String gitCommit,
        Double mockCpuNanosPerPage,
        AotCacheReport aotCache,
        List<MockCapacity> mockCapacity,
        String mockCapacityMethod,
        String client,
        String mockJdk) {

    public Conditions {
        warnings = List.copyOf(warnings);
        workerJvmOptions = List.copyOf(workerJvmOptions);
        mockCapacity = mockCapacity == null ? null : List.copyOf(mockCapacity);
    }
}
