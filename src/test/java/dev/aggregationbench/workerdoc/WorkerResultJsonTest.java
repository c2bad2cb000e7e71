package dev.aggregationbench.workerdoc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.order.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class WorkerResultJsonTest {

    @Test
    void writesFieldsInDeclarationOrderWithNullsAndReadsBackEqual() {
        WorkerResult result = sample();

        String json = WorkerResultJson.write(result);

        assertThat(json.indexOf("\"schemaVersion\"")).isLessThan(json.indexOf("\"variant\""));
        assertThat(json.indexOf("\"variant\"")).isLessThan(json.indexOf("\"passes\""));
        JsonNode tree = JsonMapper.builder().build().readTree(json);
        assertThat(tree.get("schemaVersion").asInt()).isEqualTo(WorkerResult.SCHEMA_VERSION);
        assertThat(tree.get("outcome").asString()).isEqualTo("ok");
        assertThat(tree.get("failure").isNull()).isTrue();
        JsonNode heap = tree.get("passes").get(0).get("heap");
        assertThat(heap.get("maxLiveSetAfterGcBytes").isNull()).isTrue();
        assertThat(heap.get("liveSetAfterGcNote").asString()).contains("no GC");
        assertThat(tree.get("passes").get(0).get("samples").get("label").asString())
                .isEqualTo("sampled");
        assertThat(WorkerResultJson.read(json)).isEqualTo(result);
    }

    @Test
    void readerIgnoresFieldsAddedByALaterSchemaVersion() {
        String json = WorkerResultJson.write(sample()).replaceFirst("\\{", "{\"addedLater\": {\"x\": 1},");

        assertThat(WorkerResultJson.read(json).variant()).isEqualTo("iterator");
    }

    /** /orders/info is kept whole in the document (written once); its counts are read typed from that answer. */
    @Test
    void theApiDescriptionIsReadOnceAndWrittenOnce() {
        Map<String, Object> answer = new java.util.LinkedHashMap<>();
        answer.put("totalOrders", 5_000);
        answer.put("pageSize", 100);
        answer.put("seed", 42);
        answer.put("latencyMillis", null);
        answer.put("pageRequests", 61);
        answer.put("servedDelayMillis", 250);
        answer.put("processCpuNanos", 1_500_000_000L);
        answer.put("injectedFaults", Map.of("reset", 2, "slow", 1));

        OrdersApiInfo info = OrdersApiInfo.of("http://127.0.0.1:1", answer);

        assertThat(info.totalOrders()).isEqualTo(5_000L);
        assertThat(info.pageSize()).isEqualTo(100);
        assertThat(info.seed()).isEqualTo(42L);
        ApiReading reading = ApiReading.of(answer);
        assertThat(reading.latencyMillis())
                .as("a latency distribution has no single figure")
                .isNull();
        assertThat(reading.pageRequests()).isEqualTo(61L);
        assertThat(reading.servedDelayMillis()).isEqualTo(250L);
        assertThat(reading.processCpuNanos()).isEqualTo(1_500_000_000L);
        assertThat(reading.injectedFaults()).containsOnly(Map.entry("reset", 2L), Map.entry("slow", 1L));
        assertThat(ApiReading.NONE.pageRequests()).isNull();
        assertThat(ApiReading.NONE.injectedFaults()).isNull();
        assertThat(ApiReading.of(OrdersApiInfo.unknown("http://127.0.0.1:2").raw()))
                .isEqualTo(ApiReading.NONE);

        WorkerResult result = new WorkerResult(
                WorkerResult.SCHEMA_VERSION,
                "iterator",
                Outcome.OK,
                0,
                null,
                null,
                null,
                info,
                null,
                null,
                null,
                List.of(),
                List.of(),
                null);
        JsonNode api = JsonMapper.builder()
                .build()
                .readTree(WorkerResultJson.write(result))
                .get("api");
        assertThat(api.propertyNames()).containsExactly("url", "totalOrders", "pageSize", "seed", "raw");
        OrdersApiInfo readBack =
                WorkerResultJson.read(WorkerResultJson.write(result)).api();
        assertThat(ApiReading.of(readBack.raw())).as("the whole answer is kept").isEqualTo(reading);
    }

    /** The renamed keys: documents written before (steadyState, converged, idleJvm, ...AboveIdle...) still read. */
    @Test
    void documentsWithTheOldWordsStillRead() {
        WorkerResult result = sample();
        String json = WorkerResultJson.write(result);
        assertThat(json).contains("\"warmupEnd\"", "\"steady\"", "\"baselineJvm\"", "maxLiveSetAboveBaselineBytes");

        String old = json.replace("\"warmupEnd\"", "\"steadyState\"")
                .replace("\"steady\"", "\"converged\"")
                .replace("\"baselineJvm\"", "\"idleJvm\"")
                .replace("maxLiveSetAboveBaselineBytes", "maxLiveSetAboveIdleBytes");

        assertThat(old).doesNotContain("warmupEnd", "\"steady\"", "baselineJvm", "AboveBaseline");
        assertThat(WorkerResultJson.read(old)).isEqualTo(result);
    }

    static WorkerResult sample() {
        OrderStats stats = new OrderStatsAccumulator()
                .add(new Order(
                        "ord-1",
                        "cust-1",
                        new BigDecimal("12.34"),
                        "EUR",
                        OrderStatus.PAID,
                        Instant.parse("2026-01-02T03:04:05Z"),
                        3))
                .toStats();
        PassResult pass = new PassResult(
                1,
                Outcome.OK,
                true,
                null,
                1,
                1,
                stats,
                new TimeMeasurement(1000, 1100, 100_000_000L, 90_000_000L, 3L, 40_000_000L, "threads"),
                new AllocationMeasurement(1_000_000, 1_000_000.0, 1e7, 2_000L),
                new GcMeasurement(
                        0, 0, List.of(new CollectorDelta("G1 Young Generation", "pauses", 0, 0)), List.of(), true),
                new HeapMeasurement(
                        List.of(new PoolPeak("G1 Eden Space", 5_000_000, 20_000_000)),
                        6_000_000,
                        null,
                        "no GC during the pass: not measured",
                        null,
                        null,
                        3_000_000L,
                        "after System.gc()",
                        268_435_456,
                        536_870_912),
                new ProcessMeasurement(100_000_000L, "pass", 90_000_000L, 20, 1),
                new SampleSeries(
                        SampleSeries.LABEL, 100, 1, 0, 50_000L, 0.0005, List.of(new Sample(0, 1, 2, 3, 0, 5, null))),
                new VirtualThreadsMeasurement(2_000, 1, 0));
        return new WorkerResult(
                WorkerResult.SCHEMA_VERSION,
                "iterator",
                Outcome.OK,
                0,
                null,
                new WorkerSettings("http://127.0.0.1:1", "1", 1, 100),
                new EnvironmentInfo(
                        "Eclipse Adoptium",
                        "25",
                        "25+36",
                        "OpenJDK 64-Bit Server VM",
                        List.of("G1 Young Generation"),
                        List.of("-Xmx512m"),
                        1,
                        536_870_912,
                        1L << 34,
                        "Linux",
                        "6.1",
                        "amd64",
                        new ContainerLimits("v1", 1.0, 100_000L, 100_000L, "cpu.cfs_quota_us", null, "no limit"),
                        null,
                        "unknown",
                        42,
                        "2026-01-01T00:00:00Z"),
                new OrdersApiInfo("http://127.0.0.1:1", 1L, 1000, 42L, Map.of("totalOrders", 1)),
                stats,
                new BaselineJvm(500, 2_000_000L, 3_000_000, 268_435_456, 20_000_000, 10, 8, null),
                new WarmupEnd(WarmupEnd.FIXED, 20, 2, 1, 60, 1, false, 200_000_000L, 30_000_000L, "fixed"),
                List.of(new WarmupPass(1, Outcome.OK, true, 200_000_000L, 190_000_000L, 2_000_000L, 1L, 150L, false)),
                List.of(pass),
                null);
    }
}
