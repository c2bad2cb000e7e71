package dev.aggregationbench.worker;

import static dev.aggregationbench.support.ForeignOrdersApi.json;
import static dev.aggregationbench.support.ForeignOrdersApi.order;
import static dev.aggregationbench.support.ForeignOrdersApi.orderJson;
import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.order.Order;
import dev.aggregationbench.order.OrderStatus;
import dev.aggregationbench.support.ForeignOrdersApi;
import dev.aggregationbench.workerdoc.WorkerResult;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The worker (in this JVM) pointed with {@code --url} at an orders API that is not our mock: a plain WireMock
 * server under {@code /shop/api}, over real HTTP (issue 13). The same run in a child JVM: ForeignApiWorkerProcessTest.
 */
class ForeignApiWorkerTest {

    static final List<Order> ORDERS = List.of(
            order("o-1", "10.00", OrderStatus.PAID),
            order("o-2", "20.50", OrderStatus.SHIPPED),
            order("o-3", "5.25", OrderStatus.CANCELLED));

    private ForeignOrdersApi api;
    private final WorkerInThisJvm worker = new WorkerInThisJvm();

    @BeforeEach
    void start() {
        api = new ForeignOrdersApi("/shop/api");
    }

    @AfterEach
    void stop() {
        api.close();
    }

    @Test
    void anApiUnderAPathWithoutOrdersInfoIsAggregatedExactly() {
        api.page(null, "p2", json(ORDERS.subList(0, 2)))
                .page("p2", null, json(ORDERS.subList(2, 3)))
                .statsOf(ORDERS);

        WorkerResult result = run("--variant=stream");

        assertThat(result.exitCode())
                .as(result.failure() == null ? "" : result.failure().message())
                .isEqualTo(WorkerExitCodes.OK);
        assertThat(result.api().url()).isEqualTo(api.baseUri().toString());
        assertThat(result.api().totalOrders())
                .as("no /orders/info: not announced")
                .isNull();
        assertThat(result.passes()).singleElement().satisfies(pass -> {
            assertThat(pass.correct()).isTrue();
            assertThat(pass.pagesFetched()).isEqualTo(2);
        });
    }

    @Test
    void aMissingGroundTruthIsASetupErrorNamingTheUrlAndTheShapeExpected() {
        api.page(null, null, json(ORDERS));

        WorkerResult result = run("--variant=iterator");

        assertThat(result.exitCode()).isEqualTo(WorkerExitCodes.SETUP_ERROR);
        assertThat(result.failure().message())
                .contains("has no ground truth")
                .contains("GET " + api.baseUri() + "/orders/stats answered HTTP 404")
                .contains("\"count\":<integer>")
                .doesNotContain("Cannot map");
    }

    @Test
    void anOrderInAnUnknownStatusFailsThePassNamingTheOrder() {
        api.page(null, null, orderJson("o-1", "10.00", "paid"), orderJson("o-9", "1.00", "backordered"))
                .statsOf(ORDERS.subList(0, 1));

        WorkerResult result = run("--variant=virtual-threads");

        assertThat(result.exitCode()).isEqualTo(WorkerExitCodes.VARIANT_ERROR);
        assertThat(result.failure().message()).contains("order 'o-9' (data[1]) has status 'backordered'");
    }

    @Test
    void cursorsThatGoRoundStopThePassAtThePagesTheApiAnnounced() {
        api.page(null, "A", json(ORDERS.subList(0, 1)))
                .page("A", "B", json(ORDERS.subList(1, 2)))
                .page("B", "A", json(ORDERS.subList(2, 3)))
                .statsOf(ORDERS)
                .json("/orders/info", "{\"totalOrders\":3,\"pageSize\":1}");

        WorkerResult result = run("--variant=naive");

        assertThat(result.exitCode()).isEqualTo(WorkerExitCodes.VARIANT_ERROR);
        assertThat(result.failure().message())
                .contains("cursor loop: this pass has fetched 5 pages")
                .contains("the API announced 3 orders in pages of 1: 3 pages");
        assertThat(result.failure().pagesFetched()).isEqualTo(5);
    }

    private WorkerResult run(String variant) {
        int exit = worker.execute(variant, "--url=" + api.baseUri(), "--warmup=0", "--interval-millis=10");
        WorkerResult result = worker.result();
        assertThat(result.exitCode()).isEqualTo(exit);
        return result;
    }
}
