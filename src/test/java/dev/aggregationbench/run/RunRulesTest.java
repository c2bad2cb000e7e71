package dev.aggregationbench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.api.InvalidRunRequestException;
import dev.aggregationbench.api.RunRequest;
import dev.aggregationbench.cli.BenchmarkMain;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.json.JsonMapper;

/**
 * The scenario knobs: each bad value, and each knob given to a scenario that does not read it, is refused before
 * anything starts, by the CLI (exit 2, one line naming the option) and by the REST body (naming the field).
 */
class RunRulesTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "--scenario=bursty | --scenario must be one of sequential, latency, pipelined, fan-out, faults, all, was 'bursty'",
                "--scenario=latency --latency-millis=fast | --latency-millis must be auto or milliseconds (50), lognormal",
                "--scenario=latency --latency-millis=lognormal:p50=50,p99=20 | --latency-millis lognormal needs 0 < p50 < p99",
                "--latency-millis=50 | --latency-millis is not read by scenario sequential",
                "--scenario=latency --concurrency=100 | --concurrency is not read by scenario latency (only by fan-out)",
                "--scenario=fan-out --concurrency=1,x | --concurrency each value must be 1..100000, was 'x'",
                "--scenario=fan-out --concurrency=0,10 | --concurrency each value must be 1..100000, was '0'",
                "--scenario=fan-out --concurrency=10,10 | --concurrency lists a value twice: '10,10'",
                "--scenario=fan-out --orders=5 --concurrency=10 | --concurrency each value must be at most the orders (5; every aggregation walks its own partition), was '10'",
                "--scenario=fan-out --threads=lots | --threads must be spring-virtual or per-aggregation or 1..10000, was 'lots'",
                "--scenario=pipelined --threads=50 | --threads is not read by scenario pipelined (only by fan-out)",
                "--scenario=latency --work-per-order-micros=20 | --work-per-order-micros is not read by scenario latency (only by pipelined)",
                "--scenario=pipelined --work-per-order-micros=-1 | --work-per-order-micros must be 0..100000 microseconds, was '-1'",
                "--scenario=faults --fault-rate=1.5 | --fault-rate must be auto or 0..1, was '1.5'",
                "--scenario=faults --fault-rate=often | --fault-rate must be auto or 0..1, was 'often'",
                "--scenario=latency --fault-rate=0.1 | --fault-rate is not read by scenario latency (only by faults and fan-out)",
                "--scenario=faults --fault-kinds=unavailable,gremlins | --fault-kinds each value must be one of unavailable, reset, slow, malformed, was 'gremlins'",
                "--scenario=latency --lock=synchronized | --lock is not read by scenario latency (only by fan-out)",
                "--scenario=fan-out --lock=stamped | --lock must be one of none, synchronized, reentrant, was 'stamped'",
                "--scenario=all --lock=reentrant | --lock cannot be set with scenario all",
                "--scenario=latency --context=mdc | --context is not read by scenario latency (only by fan-out)",
                "--scenario=fan-out --context=baggage | --context must be one of none, thread-local, mdc, inheritable, reactor-context, scoped-value, was 'baggage'",
                "--scenario=fan-out --context-propagation=magic | --context-propagation must be as-written or fixed, was 'magic'",
                "--scenario=fan-out --deadline-millis=500 --max-in-flight=none,50 | --deadline-millis runs the unbounded fan-out: give it without --max-in-flight (or --max-in-flight=none), was '500' with --max-in-flight='none,50'",
                "--scenario=fan-out --max-in-flight=0 | --max-in-flight each value must be none or 1..100000, was '0'",
                "--scenario=latency --deadline-millis=500 | --deadline-millis is not read by scenario latency (only by fan-out)",
                "--scenario=fan-out --fail-fast --deadline-millis=500 | --fail-fast runs without a deadline: give it without --deadline-millis, was on with --deadline-millis='500'",
                "--scenario=fan-out --fail-fast | --fail-fast needs faults to fail on: give --fault-rate above 0 (e.g. --fault-rate=0.01), was on with --fault-rate='auto'",
                "--scenario=fan-out --fail-fast=on --fault-rate=0.01 --max-in-flight=50 | --fail-fast runs the unbounded fan-out: give it without --max-in-flight, was on with --max-in-flight='50'",
                "--scenario=fan-out --fail-fast=maybe | --fail-fast must be off or on, was 'maybe'",
                "--scenario=latency --fail-fast | --fail-fast is not read by scenario latency (only by fan-out)",
                "--scenario=fan-out --api-max-in-flight=0 | --api-max-in-flight must be none or 1..100000 requests, was '0'",
                "--client=netty | --client each value must be jdk or spring, was 'netty'",
                "--scenario=fan-out --context=mdc --client=spring | --client spring does not carry a --context (yet): use --client=jdk with --context=mdc",
                "--scenario=all --concurrency=10 | --concurrency cannot be set with scenario all",
                "--scenario=all --page-size=100 | --page-size cannot be set with scenario all",
                "--scenario=all --orders=999 | --orders with scenario all must be at least 1000",
                "--scenario=all --baseline=elsewhere | --baseline cannot be used with --scenario=all",
            })
    void theCliRefusesWithExitTwoNamingTheOption(
            String args, String expected, @org.junit.jupiter.api.io.TempDir Path dir) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] argv = (args + " --output=" + dir.resolve("out")).split(" ");
        int exit = BenchmarkMain.execute(
                argv, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("benchmark.sh: " + expected);
        assertThat(exit).isEqualTo(2);
    }

    @Test
    void autoTakesTheScenariosDefaultAndIsRecordedResolved() {
        RunOptions latency = RunOptions.defaults().forScenario(Scenarios.LATENCY);
        assertThat(latency.latencyMillis()).isEqualTo(String.valueOf(RunOptions.SCENARIO_LATENCY_MILLIS));
        assertThat(latency.faultRate()).isZero();
        assertThat(RunOptions.defaults().latencyMillis()).isEqualTo("0");
        RunOptions faults = RunOptions.defaults().forScenario(Scenarios.FAULTS);
        assertThat(faults.faultRate()).isEqualTo(RunOptions.SCENARIO_FAULT_RATE);
        assertThat(faults.validate(2)).isEmpty();
        assertThat(latency.validate(2)).isEmpty();
    }

    @Test
    void fanOutAddsNativeMemoryTrackingToTheWorkerJvm() {
        assertThat(RunOptions.defaults().forScenario(Scenarios.FAN_OUT).workerJvmOptions())
                .contains("-XX:NativeMemoryTracking=summary");
        assertThat(RunOptions.defaults().workerJvmOptions()).noneMatch(f -> f.contains("NativeMemoryTracking"));
    }

    @Test
    void theRestBodyNamesTheFieldAndTakesTheScenariosDefaults() {
        assertThatThrownBy(() -> body("fan-out", null, List.of(10), "none").toOptions(2))
                .isInstanceOfSatisfying(
                        InvalidRunRequestException.class,
                        e -> assertThat(e.errors())
                                .extracting(RunOptions.FieldError::field)
                                .containsExactly("threads"));
        assertThatThrownBy(() -> body("sequential", "50", null, null).toOptions(2))
                .isInstanceOfSatisfying(
                        InvalidRunRequestException.class,
                        e -> assertThat(e.errors())
                                .extracting(RunOptions.FieldError::message)
                                .containsExactly(
                                        "is not read by scenario sequential (only by latency, pipelined, fan-out and "
                                                + "faults); leave it out or choose that scenario"));
        RunOptions fanOut = body("fan-out", "lognormal:p50=20,p99=120", List.of(1, 10), "per-aggregation")
                .toOptions(2);
        assertThat(fanOut.concurrency()).containsExactly(1, 10);
        assertThat(fanOut.latencyMillis()).isEqualTo("lognormal:p50=20,p99=120");
        assertThat(body("pipelined", null, null, null).toOptions(2).latencyMillis())
                .isEqualTo("20");
        assertThatThrownBy(() -> body("all", null, null, null).toOptions(2))
                .isInstanceOfSatisfying(
                        InvalidRunRequestException.class,
                        e -> assertThat(e.errors()).singleElement().satisfies(error -> {
                            assertThat(error.field()).isEqualTo("scenario");
                            assertThat(error.message())
                                    .contains("submit one run per scenario")
                                    .contains("./benchmark.sh --scenario=all");
                        }));
    }

    private static RunRequest body(String scenario, String latency, List<Integer> concurrency, String threads) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("scenario", scenario);
        fields.put("latencyMillis", latency);
        fields.put("concurrency", concurrency);
        fields.put("threads", threads);
        return JSON.convertValue(fields, RunRequest.class);
    }
}
