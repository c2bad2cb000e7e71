package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.order.OrderStats;
import java.util.List;

/**
 * The fan-out scenario's contract: K independent aggregations at once ({@link FanOutSettings#concurrency()}),
 * aggregation {@code i} walking partition {@code i} of K through {@code client.forPartition(i, K)}.
 *
 * <p>Returns the K results in partition order (element {@code i} is partition {@code i}'s statistics, exact). The
 * first failure fails the whole fan-out: the others are cancelled as far as the style allows, and nothing partial is
 * returned. With a deadline ({@link FanOutSettings#deadlined()}), an aggregation that has not ended by it is given up
 * in the style's idiom and its element is {@code null}: timed out, never a result. With fail-fast
 * ({@link FanOutSettings#failFast()}), the first aggregation whose page fails ({@code OrdersApiException}) cancels
 * the others in the style's idiom, and the fan-out returns: a failed or cancelled aggregation's element is
 * {@code null}, and the listener is told which failed by themselves ({@link FanOutListener#failed}). Every aggregation reports its start and (successful) end to the listener, from the thread that runs it.
 * Implementations are stateless: one instance may run many fan-outs, one at a time or at once.
 */
@FunctionalInterface
public interface FanOut {

    List<OrderStats> aggregateAll(OrdersClient client, FanOutSettings settings, FanOutListener listener);
}
