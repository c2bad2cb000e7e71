package dev.aggregationbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.knob.Knob;
import dev.aggregationbench.knob.KnobValues;
import dev.aggregationbench.run.TeachingSet.Step;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The plan of {@code --scenario=all}: which scenarios, with which knobs, in which order; the production sizes are
 * valid runs that teach what each scenario is for, and the user's own knobs reach every scenario.
 */
class TeachingSetTest {

    private static final RunOptions ALL = RunOptions.defaults().forScenario(Scenarios.ALL);

    @Test
    void everyScenarioRunsOnceInTheOrderALearnerMeetsThem() {
        assertThat(TeachingSet.plan(ALL)).extracting(RunOptions::scenario).containsExactlyElementsOf(Scenarios.IDS);
        assertThat(ALL.validate(2)).as("all with every knob at its default").isEmpty();
    }

    @Test
    void eachStepIsAValidRunWithTheTeachingSizesAndItsOwnScenarioKnobs() {
        List<RunOptions> plan = TeachingSet.plan(ALL);
        for (int i = 0; i < plan.size(); i++) {
            RunOptions options = plan.get(i);
            Step step = TeachingSet.STEPS.get(i);
            assertThat(options.validate(2)).as(options.scenario()).isEmpty();
            assertThat(options.orders()).isEqualTo(step.orders());
            assertThat(options.pageSize()).isEqualTo(step.pageSize());
            assertThat(options.latencyMillis()).isEqualTo(String.valueOf(step.latencyMillis()));
            assertThat(options.workPerOrderMicros()).isEqualTo(step.workPerOrderMicros());
            assertThat(options.concurrency()).isEqualTo(step.concurrency());
            assertThat(options.threads()).isEqualTo(step.threads());
            assertThat(options.faultRate()).isEqualTo(step.faultRate());
        }
        RunOptions sequential = plan.get(0);
        assertThat(sequential.latencyMillis()).isEqualTo("0");
        for (RunOptions options : plan.subList(1, plan.size())) {
            assertThat(Integer.parseInt(options.latencyMillis()))
                    .as("%s: a fixed latency, so the bounds are known", options.scenario())
                    .isPositive();
        }
    }

    @Test
    void theSizesShowWhatEachScenarioTeaches() {
        RunOptions pipelined = step(Scenarios.PIPELINED);
        long pageWorkMicros = (long) pipelined.pageSize() * pipelined.workPerOrderMicros();
        assertThat(pageWorkMicros)
                .as("a page's work against its latency: both bounds apart by a factor of 2")
                .isEqualTo(Long.parseLong(pipelined.latencyMillis()) * 1000);

        RunOptions fanOut = step(Scenarios.FAN_OUT);
        int pool = Integer.parseInt(fanOut.threads());
        assertThat(fanOut.concurrency()).as("a sweep over decades (log axis)").containsExactly(1, 10, 100, 1000);
        assertThat(Collections.max(fanOut.concurrency()))
                .as("the largest K above the pool: the pool limit shows")
                .isGreaterThan(pool);
        assertThat(Collections.min(fanOut.concurrency())).isLessThanOrEqualTo(pool);
        assertThat(TeachingSet.largestConcurrency()).isEqualTo(1000);
        assertThat(fanOut.orders() / Collections.max(fanOut.concurrency()))
                .as("orders per walk at the largest K")
                .isPositive();

        assertThat(step(Scenarios.FAULTS).faultRate()).isEqualTo(RunOptions.SCENARIO_FAULT_RATE);
    }

    @Test
    void aPassWaitsAtMostTwoSecondsOnLatencySoTheSetFinishesInMinutes() {
        for (RunOptions options : TeachingSet.plan(ALL)) {
            long pages = (options.orders() + options.pageSize() - 1) / options.pageSize();
            long perPassMillis = Scenarios.FAN_OUT.equals(options.scenario())
                    ? options.concurrency().stream()
                                    .mapToLong(k -> pagesPerWalk(options, k))
                                    .sum()
                            * Long.parseLong(options.latencyMillis())
                    : pages * Long.parseLong(options.latencyMillis());
            assertThat(perPassMillis)
                    .as("%s: latency a pass waits at least", options.scenario())
                    .isLessThanOrEqualTo(2_000);
        }
    }

    @Test
    void theUsersOtherKnobsReachEveryScenarioAndGivenOrdersReplaceTheTeachingSizes() {
        RunOptions user = RunOptions.from(KnobValues.defaults()
                .with(Knob.ORDERS, "5000")
                .with(Knob.CPUS, "0.5")
                .with(Knob.MEMORY, "768m")
                .with(Knob.HEAP, "256m")
                .with(Knob.GC, "Serial")
                .with(Knob.INTERVAL_MILLIS, "50")
                .with(Knob.VARIANTS, "iterator,reactor")
                .with(Knob.REPETITIONS, "1")
                .with(Knob.WARMUP, "2")
                .with(Knob.SEED, "7")
                .with(Knob.ISOLATION, "process")
                .with(Knob.TIMEOUT_SECONDS, "120")
                .with(Knob.DOCKER_NETWORK, "bridge")
                .with(Knob.SCENARIO, Scenarios.ALL)
                .with(Knob.AOT_CACHE, RunOptions.AOT_CACHE_OFF));
        assertThat(user.validate(2)).isEmpty();
        for (RunOptions options : TeachingSet.plan(user)) {
            assertThat(options.orders()).isEqualTo(5_000);
            assertThat(options.cpus()).isEqualTo(0.5);
            assertThat(options.memory()).isEqualTo("768m");
            assertThat(options.heap()).isEqualTo("256m");
            assertThat(options.gc()).isEqualTo(GcChoice.parse("Serial"));
            assertThat(options.intervalMillis()).isEqualTo(50);
            assertThat(options.variants()).containsExactly("iterator", "reactor");
            assertThat(options.repetitions()).isEqualTo(1);
            assertThat(options.warmup()).isEqualTo("2");
            assertThat(options.seed()).isEqualTo(7);
            assertThat(options.isolation()).isEqualTo(IsolationMode.parse("process"));
            assertThat(options.timeoutSeconds()).isEqualTo(120);
            assertThat(options.dockerNetwork()).isEqualTo("bridge");
            assertThat(options.aotCache()).isEqualTo(RunOptions.AOT_CACHE_OFF);
            assertThat(options.validate(2)).as(options.scenario()).isEmpty();
        }
    }

    private static long pagesPerWalk(RunOptions options, int k) {
        long ordersPerWalk = (options.orders() + k - 1) / k;
        return (ordersPerWalk + options.pageSize() - 1) / options.pageSize();
    }

    private static RunOptions step(String scenario) {
        return TeachingSet.plan(ALL).stream()
                .filter(o -> o.scenario().equals(scenario))
                .findFirst()
                .orElseThrow();
    }
}
