package dev.aggregationbench.worker;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.measurement.Outcome;
import dev.aggregationbench.measurement.WorkerResult;
import dev.aggregationbench.measurement.WorkerResultJson;
import dev.aggregationbench.measurement.WorkerSettings;
import dev.aggregationbench.scenario.Scenario;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The training run of the workers' AOT cache (JDK 25, JEP 483 + 515): started with {@code -XX:AOTMode=record}, it
 * runs every workload of the sequential scenario (the control rows and each variant) the way a worker JVM does
 * ({@link WorkerRun}: the same client, meter, sampler and JSON document), a few passes each, so that the recorded
 * configuration holds the classes all workers load and the method profiles of their hot code. What it measures is
 * thrown away; only the JVM's recording matters. Exit code 0 when every workload ended ok.
 */
@Command(
        name = "aot-training",
        mixinStandardHelpOptions = true,
        description = "Run every workload a few passes, for -XX:AOTMode=record (the AOT cache's training run).")
public final class AotTrainingMain implements Callable<Integer> {

    @Option(names = "--url", required = true, description = "Base URL of the orders API.")
    String url;

    @Option(
            names = "--warmup",
            defaultValue = "2",
            description = "Warm-up passes per workload before its one measured pass (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--output-dir", required = true, description = "Where each workload's document goes.")
    Path outputDir;

    @Override
    public Integer call() throws Exception {
        Files.createDirectories(outputDir);
        int failures = 0;
        for (String id : Row.all().stream().map(Row::id).toList()) {
            try (HttpOrdersClient client = new HttpOrdersClient(ClientSettings.of(URI.create(url)))) {
                ScenarioWorkload workload = new ScenarioWorkload(
                        id,
                        new ScenarioWorkload.Settings(
                                Scenario.SEQUENTIAL, 0, List.of(1), 1, false, Knob.LOCK.defaultValue()),
                        client);
                WorkerResult result = new WorkerRun(
                                id,
                                workload,
                                new WorkerSettings(url, String.valueOf(warmup), 1, 100),
                                new WarmupPlan(warmup, WorkerMain.DEFAULT_QUIET_COMPILATION_MILLIS, warmup, 3600),
                                client)
                        .run()
                        .withScenario(workload.figures());
                WorkerResultJson.write(result, outputDir.resolve(id + ".json"));
                if (result.outcome() != Outcome.OK) {
                    failures++;
                    System.err.println(
                            "aot-training: " + id + " ended " + result.outcome().id()
                                    + (result.failure() == null
                                            ? ""
                                            : ": " + result.failure().message()));
                }
            }
        }
        return failures == 0 ? 0 : 1;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new AotTrainingMain()).execute(args));
    }
}
