package dev.aggregationbench.worker;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.client.RetryPolicy;
import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobCli;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.knob.Program;
import dev.aggregationbench.scenario.Scenario;
import dev.aggregationbench.text.Echo;
import dev.aggregationbench.workerdoc.WorkerResult;
import dev.aggregationbench.workerdoc.WorkerResultJson;
import dev.aggregationbench.workerdoc.WorkerSettings;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code ./benchmark.sh worker}: runs one variant in this JVM and writes its result document. Plain Java, no Spring
 * context, so the heap it measures is the variant's (plus the worker's small, recorded baseline JVM).
 *
 * <p>The document goes to {@code --output} or to stdout; everything else the JVM prints goes to stderr, so stdout
 * stays one clean JSON document. Exit codes: {@link WorkerExitCodes}.
 */
@Command(
        name = "benchmark.sh worker",
        modelTransformer = WorkerMain.Knobs.class,
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Run one variant against the orders API in this JVM; print its measurement document (JSON).",
        footer = {
            "",
            "Exit codes: 0 ok, 1 worker error, 2 bad arguments, 3 wrong result,",
            "4 variant error, 5 out of memory, 6 orders API unreachable (setup error).",
            "The document's fields: docs/worker-document.md"
        })
public final class WorkerMain implements Callable<Integer> {

    @Option(
            names = "--variant",
            required = true,
            description = "Variant id, or a control row: 'transport' (fetch and decode every page, then drop it: the "
                    + "transport's cost alone) or 'binding' (read every page whole and bind it, then drop it).")
    String variant;

    @Option(names = "--url", required = true, description = "Base URL of the orders API, e.g. http://127.0.0.1:8089")
    String url;

    @Option(
            names = "--quiet-compilation-millis",
            defaultValue = "" + DEFAULT_QUIET_COMPILATION_MILLIS,
            description = "The steady rule's threshold (--warmup=auto: " + WarmupPlan.REQUIRED_QUIET_PASSES
                    + " passes in a row this quiet): JIT compilation time (CompilationMXBean) a warm-up pass may "
                    + "have and still count as quiet, 0..10000 (default: ${DEFAULT-VALUE}).")
    long quietCompilationMillis;

    @Option(
            names = "--warmup-max-passes",
            defaultValue = "" + DEFAULT_WARMUP_MAX_PASSES,
            description = "Cap of --warmup=auto in passes, 1..100 (default: ${DEFAULT-VALUE}).")
    int warmupMaxPasses;

    @Option(
            names = "--warmup-max-seconds",
            defaultValue = "" + DEFAULT_WARMUP_MAX_SECONDS,
            description = "Cap of --warmup=auto in seconds of warm-up, 1..3600 (default: ${DEFAULT-VALUE}).")
    long warmupMaxSeconds;

    @Option(
            names = "--passes",
            defaultValue = "1",
            description = "Measured passes in this JVM, 1..100 (default: ${DEFAULT-VALUE}). Not the run's "
                    + "--repetitions, which are fresh JVMs.")
    int passes;

    /** Refused: it was {@code --passes}' old spelling, and a run's {@code --repetitions} are fresh JVMs. */
    @Option(names = "--repetitions", hidden = true)
    String repetitions;

    @Option(names = "--output", description = "Write the document to this file instead of stdout.")
    Path output;

    @Spec
    CommandSpec spec;

    /** The knobs the worker shares with a run, built from their definitions ({@code --interval}: old name). */
    static final class Knobs implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec commandSpec) {
            return KnobCli.of(Knob.takenBy(Program.WORKER)).withoutRunNotes().addTo(commandSpec);
        }
    }

    static final long DEFAULT_QUIET_COMPILATION_MILLIS = 50;
    static final int DEFAULT_WARMUP_MAX_PASSES = 30;
    static final long DEFAULT_WARMUP_MAX_SECONDS = 60;

    private final PrintStream documentOut;

    WorkerMain(PrintStream documentOut) {
        this.documentOut = documentOut;
    }

    @Override
    public Integer call() {
        CommandLine commandLine = spec.commandLine();
        if (repetitions != null) {
            throw new ParameterException(
                    commandLine,
                    "--repetitions is not a worker option: a run's repetitions are fresh JVMs; the measured passes in"
                            + " this JVM are --passes");
        }
        ClientSettings clientSettings;
        try {
            Row.of(variant);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(commandLine, "--variant: " + e.getMessage());
        }
        KnobValues knobs = KnobCli.checkedValues(spec);
        try {
            clientSettings = ClientSettings.of(URI.create(url))
                    .withRetryPolicy(RetryPolicy.DEFAULT.withMaxAttempts((int) knobs.whole(Knob.MAX_ATTEMPTS)));
        } catch (IllegalArgumentException e) { // URI.create's syntax errors are IllegalArgumentExceptions too
            throw new ParameterException(commandLine, "--url: " + e.getMessage());
        }
        Integer fixedWarmup = WarmupPlan.parseFixedPasses(knobs.get(Knob.WARMUP));
        long intervalMillis = knobs.whole(Knob.INTERVAL_MILLIS);
        requireRange(commandLine, "--quiet-compilation-millis", quietCompilationMillis, 0, 10_000);
        requireRange(commandLine, "--warmup-max-passes", warmupMaxPasses, 1, 100);
        requireRange(commandLine, "--warmup-max-seconds", warmupMaxSeconds, 1, 3600);
        requireRange(commandLine, "--passes", passes, 1, 100);
        if (output != null
                && output.toAbsolutePath().getParent() != null
                && !Files.isDirectory(output.toAbsolutePath().getParent())) {
            throw new ParameterException(
                    commandLine,
                    "--output: directory " + output.toAbsolutePath().getParent() + " does not exist");
        }
        WorkerSettings settings = new WorkerSettings(
                url, fixedWarmup == null ? WarmupPlan.AUTO : fixedWarmup.toString(), passes, intervalMillis);
        WarmupPlan plan = new WarmupPlan(fixedWarmup, quietCompilationMillis, warmupMaxPasses, warmupMaxSeconds);
        ScenarioSettings scenarioSettings = scenarioSettings(commandLine, knobs);
        List<String> clients = knobs.list(Knob.CLIENT);
        if (clients.size() != 1) {
            throw new ParameterException(
                    commandLine, "--client: a worker runs one client, was " + Echo.quote(knobs.get(Knob.CLIENT)));
        }
        WorkerResult result;
        try (HttpOrdersClient truth = new HttpOrdersClient(clientSettings)) {
            OrdersClient pages;
            try {
                pages = PageClients.open(clients.getFirst(), clientSettings, truth, scenarioSettings);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(commandLine, "--client: " + e.getMessage());
            }
            ScenarioWorkload scenarioWorkload = new ScenarioWorkload(
                    variant,
                    scenarioSettings,
                    truth,
                    pages instanceof HttpOrdersClient jdk ? jdk.requests() : null); // spring: not counted
            result = new WorkerRun(variant, scenarioWorkload, settings, plan, truth, pages)
                    .run()
                    .withScenario(scenarioWorkload.figures());
        }
        if (output != null) {
            try {
                WorkerResultJson.write(result, output);
            } catch (UncheckedIOException e) { // a full disk: one line saying so, not a stack of picocli frames
                System.err.println("worker: " + e.getMessage());
                return WorkerExitCodes.WORKER_ERROR;
            }
        } else {
            documentOut.println(WorkerResultJson.write(result));
            documentOut.flush();
        }
        if (result.failure() != null) {
            System.err.println(
                    "worker: " + result.outcome().id() + ": " + result.failure().message());
        }
        return result.exitCode();
    }

    private ScenarioSettings scenarioSettings(CommandLine commandLine, KnobValues knobs) {
        Scenario chosen;
        try {
            chosen = Scenario.fromId(knobs.text(Knob.SCENARIO));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(commandLine, "--scenario: " + e.getMessage());
        }
        String threads = knobs.text(Knob.THREADS);
        boolean perAggregation = threads.equals(Knob.THREADS_PER_AGGREGATION);
        boolean springVirtual = threads.equals(Knob.THREADS_SPRING_VIRTUAL);
        return new ScenarioSettings(
                chosen,
                (int) knobs.whole(Knob.WORK_PER_ORDER_MICROS),
                knobs.wholeList(Knob.CONCURRENCY),
                perAggregation || springVirtual ? 1 : Integer.parseInt(threads),
                perAggregation,
                knobs.text(Knob.LOCK),
                knobs.text(Knob.CONTEXT),
                knobs.text(Knob.CONTEXT_PROPAGATION),
                knobs.list(Knob.MAX_IN_FLIGHT),
                knobs.text(Knob.DEADLINE_MILLIS),
                springVirtual,
                knobs.text(Knob.FAIL_FAST).equals(Knob.ON));
    }

    private static void requireRange(CommandLine commandLine, String option, long value, long min, long max) {
        if (value < min || value > max) {
            throw new ParameterException(
                    commandLine, option + " must be " + min + ".." + max + ", was " + Echo.quote(Long.toString(value)));
        }
    }

    public static void main(String[] args) {
        PrintStream stdout = System.out;
        System.setOut(System.err); // libraries that print must not corrupt the JSON on stdout
        CommandLine commandLine = new CommandLine(new WorkerMain(stdout));
        commandLine.setOut(new PrintWriter(stdout, true, StandardCharsets.UTF_8));
        System.exit(commandLine.execute(args));
    }
}
