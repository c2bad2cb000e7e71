package dev.aggregationbench.knob;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The definitions hold together (every default valid, every name once, every scenario a knob is read by a real
 * one), and a wrong value is refused in one format: the range or the choices, and the value quoted by
 * {@code text.Echo} (bounded, escaped).
 */
class KnobDefinitionsTest {

    @Test
    void everyDefaultIsAValueOfItsKnobAndEveryNameIsUsedOnce() {
        List<String> names = new ArrayList<>();
        for (Knob knob : Knob.values()) {
            Definition definition = knob.definition();
            assertThat(definition.kind().problem(definition.defaultValue()))
                    .as("default of %s", knob)
                    .isEmpty();
            names.add(definition.cliOption());
            definition.aliases().stream()
                    .filter(a -> !a.equals(definition.field()))
                    .forEach(a -> names.add("--" + a));
            assertThat(Knob.byName(definition.field())).contains(knob);
            assertThat(Knob.byName(definition.cliOption())).contains(knob);
        }
        assertThat(names).doesNotHaveDuplicates();
        assertThat(KnobValues.defaults().problems()).isEmpty();
    }

    /**
     * The web page's form shows each knob under a label a person reads, with the unit of its numbers: "Work per
     * order (µs)", not {@code workPerOrderMicros}. A knob added without one waits under "advanced" by its field name:
     * this names it.
     */
    @Test
    void everyKnobHasALabelForAPersonWithItsUnit() {
        List<String> titles = new ArrayList<>();
        for (Knob knob : Knob.values()) {
            Definition definition = knob.definition();
            assertThat(definition.title())
                    .as("the form's label of %s: the title in knob(field, title) or advanced(field, title)", knob)
                    .isNotBlank()
                    .isNotEqualTo(definition.field())
                    .matches("[A-Z].*");
            Kind kind = definition.kind() instanceof Kind.Or or ? or.other() : definition.kind();
            if (kind instanceof Kind.Whole whole && !whole.unit().isEmpty()) {
                String unit =
                        switch (whole.unit()) {
                            case "microseconds" -> "(µs)";
                            case "ms", "s" -> "(" + whole.unit() + ")";
                            default -> whole.unit();
                        };
                assertThat(definition.title())
                        .as("the label of %s names its unit", knob)
                        .contains(unit);
            }
            titles.add(definition.title());
        }
        assertThat(titles).doesNotHaveDuplicates();
        assertThat(Knob.WORK_PER_ORDER_MICROS.definition().title()).isEqualTo("Work per order (µs)");
        assertThat(Knob.WORK_PER_ORDER_MICROS.definition().advanced()).isFalse();
        assertThat(Knob.HEAP.definition().advanced()).isTrue();
    }

    @Test
    void aKnobIsReadByScenariosThatExist() {
        List<String> scenarios = ((Kind.Choice) Knob.SCENARIO.definition().kind()).values();
        for (Knob knob : Knob.values()) {
            assertThat(scenarios)
                    .as("scenarios that read %s", knob)
                    .containsAll(knob.definition().readBy());
            assertThat(knob.definition().readBy()).doesNotContain("all");
        }
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "PAGE_SIZE       | 0          | must be 1..10000, was '0'",
                "PAGE_SIZE       | ten        | must be 1..10000, was 'ten'",
                "INTERVAL_MILLIS | 5          | must be 10..60000 ms, was '5'",
                "TIMEOUT_SECONDS | 0          | must be at least 1 s, was '0'",
                "CPUS            | NaN        | must be at least 0.1, was 'NaN'",
                "CPUS            | Infinity   | must be at least 0.1, was 'Infinity'",
                "HEAP            | 1m         | must be at least 16m, was '1m'",
                "MEMORY          | 99999999999999999999g | is too large, was '99999999999999999999g'",
                "GC              | CMS        | each value must be one of G1, ZGC, Shenandoah, Parallel, Serial, was 'CMS'",
                "DOCKER_NETWORK  | overlay    | must be host or bridge, was 'overlay'",
                "WARMUP          | soon       | must be auto or 0..100 passes, was 'soon'",
                "THREADS         | 0          | must be spring-virtual or per-aggregation or 1..10000, was '0'",
                "FAULT_RATE      | 2          | must be auto or 0..1, was '2'",
                "CONCURRENCY     | 1,1        | lists a value twice: '1,1'",
                "CONCURRENCY     | 1,,2       | must list at least one value, each 1..100000, was '1,,2'",
                "FAULT_KINDS     | slow,rain  | each value must be one of unavailable, reset, slow, malformed, was 'rain'",
                "LATENCY_MILLIS  | lognormal:p50=9,p99=3 | lognormal needs 0 < p50 < p99, was 'lognormal:p50=9,p99=3'",
                "LATENCY_MILLIS  | 60001      | must be at most 60000 ms, was '60001'",
            })
    void aWrongValueIsRefusedNamingTheRangeAndQuotingTheValue(Knob knob, String value, String message) {
        assertThat(knob.definition().kind().problem(value)).contains(message);
    }

    @Test
    void theValueInAMessageIsEscapedAndBounded() {
        assertThat(Knob.ORDERS.definition().kind().problem("1\n2")).contains("must be 1..100000000, was '1\\n2'");
        assertThat(Knob.GC.definition().kind().problem("x".repeat(500)).orElseThrow())
                .hasSizeLessThan(200)
                .contains("(500 characters)");
    }

    @Test
    void goodValuesAreParsedToTheirJavaValues() {
        assertThat(Knob.GC.definition().kind().parse("zgc")).isEqualTo(List.of("ZGC"));
        assertThat(Knob.GC.definition().kind().parse("zgc,parallel")).isEqualTo(List.of("ZGC", "Parallel"));
        assertThat(Knob.CONCURRENCY.definition().kind().parse("1, 10,100")).isEqualTo(List.of(1L, 10L, 100L));
        assertThat(Knob.FAULT_RATE.definition().kind().parse("auto")).isEqualTo("auto");
        assertThat(Knob.FAULT_RATE.definition().kind().parse("0.5")).isEqualTo(0.5);
        assertThat(KnobValues.defaults().with(Knob.FAULT_RATE, "auto").decimal(Knob.FAULT_RATE))
                .isNull();
    }

    @Test
    void autoBecomesTheScenariosValue() {
        assertThat(Knob.LATENCY_MILLIS.definition().resolve("auto", "sequential"))
                .isEqualTo("0");
        assertThat(Knob.LATENCY_MILLIS.definition().resolve("auto", "fan-out")).isEqualTo("20");
        assertThat(Knob.LATENCY_MILLIS.definition().resolve("50", "fan-out")).isEqualTo("50");
        assertThat(Knob.FAULT_RATE.definition().resolve("auto", "faults")).isEqualTo("0.05");
        assertThat(Knob.FAULT_RATE.definition().resolve("auto", "latency")).isEqualTo("0");
        assertThat(Knob.ORDERS.definition().resolve("auto", "latency"))
                .as("a knob without auto")
                .isEqualTo("auto");
    }

    @Test
    void theExplanationSaysWhoReadsTheKnobWhatItTakesAndWhatAutoIs() {
        assertThat(Knob.CONCURRENCY.definition().explanation())
                .startsWith("fan-out only: aggregations at once (K)")
                .endsWith("; a comma-separated list, each 1..100000");
        assertThat(Knob.LATENCY_MILLIS.definition().explanation())
                .startsWith("latency, pipelined, fan-out and faults only: ")
                .endsWith("; auto: 0 for sequential, 20 for the other scenarios");
        assertThat(Knob.PAGE_SIZE.definition().explanation()).isEqualTo("orders per page; 1..10000");
    }
}
