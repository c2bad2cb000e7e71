package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.knob.Knob;
import io.micrometer.context.ContextRegistry;
import io.micrometer.context.ThreadLocalAccessor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.LongAdder;
import org.slf4j.MDC;
import reactor.core.publisher.Hooks;

/**
 * The contexts of one fan-out (issue 25): the carrier ({@link Knob#CONTEXT}), whether the styles' fix is on
 * ({@link Knob#CONTEXT_PROPAGATION}), a fresh id per aggregation ({@code k<K>p<i>-<random>}: its partition and a
 * random request id), and the count of orders read on a thread whose context was not the aggregation's.
 *
 * <p>Open it around the fan-out ({@code try (FanOutContexts c = FanOutContexts.open(..))}) and give the fan-out
 * {@link #wrap}'s client: each partition view carries its {@link AggregationContext}. With the fix and a carrier
 * Reactor can restore, opening it turns on {@code Hooks.enableAutomaticContextPropagation()} (JVM-wide, so the
 * fan-out's Reactor operators are assembled with it) and closing it turns it off again. The carriers' thread-locals
 * are registered with Micrometer's {@link ContextRegistry} once, each under its own key.
 */
public final class FanOutContexts implements AutoCloseable {

    static {
        ContextRegistry registry = ContextRegistry.getInstance();
        registry.registerThreadLocalAccessor(reactorKey("thread-local"), ContextCarrier.THREAD_LOCAL);
        registry.registerThreadLocalAccessor(reactorKey("inheritable"), ContextCarrier.INHERITABLE);
        registry.registerThreadLocalAccessor(reactorKey("reactor-context"), ContextCarrier.REACTOR);
        registry.registerThreadLocalAccessor(new MdcAccessor());
    }

    private final ContextCarrier carrier;
    private final boolean fixed;
    private final boolean hooked;
    private final LongAdder ordersWithoutContext = new LongAdder();
    private final LongAdder ordersWithAnotherContext = new LongAdder();

    private FanOutContexts(ContextCarrier carrier, boolean fixed) {
        this.carrier = carrier;
        this.fixed = fixed;
        this.hooked = fixed && propagates(carrier);
        if (hooked) {
            Hooks.enableAutomaticContextPropagation();
        }
    }

    /** @param context a {@code --context} value; @param propagation a {@code --context-propagation} value */
    public static FanOutContexts open(String context, String propagation) {
        Knob.CONTEXT_PROPAGATION.definition().kind().problem(propagation).ifPresent(wrong -> {
            throw new IllegalArgumentException("context propagation " + wrong);
        });
        return new FanOutContexts(ContextCarrier.of(context), propagation.equals("fixed"));
    }

    /** The client the fan-out walks: {@code client} itself without a context, else partition views that carry one. */
    public OrdersClient wrap(OrdersClient client) {
        return carrier.name().equals("none") ? client : new ContextOrdersClient(client, this, AggregationContext.NONE);
    }

    /** Orders read on a thread without any context. */
    public long ordersWithoutContext() {
        return ordersWithoutContext.sum();
    }

    /** Orders read on a thread whose context was another aggregation's. */
    public long ordersWithAnotherContext() {
        return ordersWithAnotherContext.sum();
    }

    @Override
    public void close() {
        if (hooked) {
            Hooks.disableAutomaticContextPropagation();
        }
    }

    AggregationContext contextFor(int partition, int partitions) {
        String random = Long.toString(ThreadLocalRandom.current().nextLong() >>> 1, 36);
        return new AggregationContext(carrier, "k" + partitions + "p" + partition + "-" + random, fixed);
    }

    void mismatch(boolean none) {
        (none ? ordersWithoutContext : ordersWithAnotherContext).increment();
    }

    /** The Reactor Context key (and ContextRegistry key) of a carrier's thread-local. */
    static String reactorKey(ContextCarrier carrier) {
        return reactorKey(carrier.name());
    }

    private static String reactorKey(String carrier) {
        return ContextCarrier.MDC_KEY + "." + carrier;
    }

    /** Whether Reactor's context propagation can restore this carrier: a ThreadLocal can be set, a ScopedValue not. */
    static boolean propagates(ContextCarrier carrier) {
        return switch (carrier.name()) {
            case "thread-local", "mdc", "inheritable", "reactor-context" -> true;
            default -> false;
        };
    }

    /** The MDC's entry as a thread-local Reactor can restore. */
    private static final class MdcAccessor implements ThreadLocalAccessor<String> {
        @Override
        public Object key() {
            return reactorKey("mdc");
        }

        @Override
        public String getValue() {
            return MDC.get(ContextCarrier.MDC_KEY);
        }

        @Override
        public void setValue(String value) {
            MDC.put(ContextCarrier.MDC_KEY, value);
        }

        @Override
        public void setValue() {
            MDC.remove(ContextCarrier.MDC_KEY);
        }
    }
}
