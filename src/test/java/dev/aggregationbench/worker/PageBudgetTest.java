package dev.aggregationbench.worker;

import dev.aggregationbench.measurement.OrdersApiInfo;
import dev.aggregationbench.measurement.WorkerResult;
import dev.aggregationbench.measurement.WorkerResultJson;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.mock.OrdersMock;
import dev.aggregationbench.order.OrderStatsAccumulator;
import dev.aggregationbench.variant.Variant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page budget that stops cursor loops must never stop an honest walk: every variant's pass over the real mock,
 * sequential and fan-out, fits it (a variant that fetched a page twice would fail here, not in a measured run).
 */
class PageBudgetTest {

    private static OrdersMock mock;

    @BeforeAll
    static void startMock() {
        mock = OrdersMock.start(MockSettings.of(1_000, 100, 42));
    }

    @AfterAll
    static void stopMock() {
        mock.close();
    }

    @Test
    void theBudgetIsTheAnnouncedPagesOrOnePagePerOrderPlusTwoPerWalk() {
        var stats = new OrderStatsAccumulator().toStats();
        OrdersApiInfo announced = new OrdersApiInfo("u", 1_001L, 100, null, Map.of());
        assertThat(PageBudget.of(announced, stats, 1, 1).maxPages()).isEqualTo(11 + 2);
        assertThat(PageBudget.of(announced, stats, 2, 1 + 12).maxPages()).isEqualTo(2 * 11 + 2 * 13);
        assertThat(PageBudget.of(new OrdersApiInfo("u", null, null, null, Map.of()), stats, 1, 1).maxPages())
                .as("nothing announced, no orders: the empty page and slack").isEqualTo(2);
        assertThat(PageBudget.of(announced, stats, 1, 1).exceeded("c", 13).getMessage())
                .contains("page at cursor 'c': cursor loop: this pass has fetched 13 pages")
                .contains("the API announced 1001 orders in pages of 100: 11 pages, plus 2 per walk for 1 walk");
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void everyVariantsSequentialAndFanOutPassesFitTheirBudget(Variant variant) {
        WorkerResult sequential = run("--variant=" + variant.id());
        assertThat(sequential.failure()).as(variant.id()).isNull();
        assertThat(sequential.passes().getFirst().pagesFetched()).isEqualTo(10);

        WorkerResult fanOut = run("--variant=" + variant.id(), "--scenario=fan-out", "--concurrency=1,3,7",
                "--threads=4");
        assertThat(fanOut.failure()).as(variant.id() + " fan-out").isNull();
    }

    private static WorkerResult run(String... args) {
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        String[] all = new String[args.length + 3];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--url=" + mock.baseUri();
        all[args.length + 1] = "--warmup=0";
        all[args.length + 2] = "--interval-millis=10";
        new CommandLine(new WorkerMain(new PrintStream(stdout, true, StandardCharsets.UTF_8))).execute(all);
        return WorkerResultJson.read(stdout.toString(StandardCharsets.UTF_8));
    }
}
