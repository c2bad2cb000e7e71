package dev.aggregationbench.orchestration;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobCli;
import dev.aggregationbench.knob.Program;
import dev.aggregationbench.run.RunOptions;
import dev.aggregationbench.run.Scenarios;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The worker gets the knobs it takes from the run's options, each only when the run's scenario reads it, and its
 * options (the same definitions, {@code KnobCli}, as {@code WorkerMain}'s) read back exactly the run's values.
 */
class WorkerKnobArgumentsTest {

    @Test
    void eachScenarioPassesTheKnobsItReads() {
        assertThat(WorkerJvms.knobArguments(RunOptions.defaults()))
                .containsExactlyInAnyOrder(
                        "--warmup=auto",
                        "--interval-millis=100",
                        "--scenario=sequential",
                        "--max-attempts=4",
                        "--client=jdk");
        assertThat(WorkerJvms.knobArguments(RunOptions.defaults().with(Knob.CLIENT, "spring")))
                .as("every scenario reads the client")
                .contains("--client=spring");
        RunOptions fanOut = RunOptions.defaults()
                .forScenario(Scenarios.FAN_OUT)
                .with(Knob.CONCURRENCY, "1,10")
                .with(Knob.THREADS, "per-aggregation")
                .with(Knob.LOCK, "synchronized")
                .with(Knob.CONTEXT, "mdc")
                .with(Knob.CONTEXT_PROPAGATION, "fixed");
        assertThat(WorkerJvms.knobArguments(fanOut))
                .contains(
                        "--scenario=fan-out", "--concurrency=1,10", "--threads=per-aggregation", "--lock=synchronized")
                .contains("--context=mdc", "--context-propagation=fixed")
                .noneMatch(arg -> arg.startsWith("--work-per-order-micros"));
        assertThat(WorkerJvms.knobArguments(
                        RunOptions.defaults().forScenario(Scenarios.PIPELINED).with(Knob.WORK_PER_ORDER_MICROS, "20")))
                .contains("--work-per-order-micros=20")
                .noneMatch(arg ->
                        arg.startsWith("--concurrency") || arg.startsWith("--lock") || arg.startsWith("--context"));
    }

    @Test
    void theWorkerReadsBackTheRunsValues() {
        RunOptions fanOut = RunOptions.defaults()
                .forScenario(Scenarios.FAN_OUT)
                .with(Knob.WARMUP, "3")
                .with(Knob.INTERVAL_MILLIS, "50")
                .with(Knob.CONCURRENCY, "1,10,100")
                .with(Knob.THREADS, "50");
        List<String> args = WorkerJvms.knobArguments(fanOut);
        CommandLine worker =
                new CommandLine(KnobCli.of(Knob.takenBy(Program.WORKER)).addTo(CommandSpec.create()));
        worker.parseArgs(args.toArray(String[]::new));
        Map<Knob, String> read = KnobCli.values(worker.getCommandSpec());
        for (Knob knob : Knob.takenBy(Program.WORKER)) {
            assertThat(read.get(knob)).as("%s", knob).isEqualTo(fanOut.values().get(knob));
        }
    }
}
