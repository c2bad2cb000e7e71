package dev.aggregationbench.scenario;

import dev.aggregationbench.client.OrdersClient;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import reactor.core.publisher.Mono;
import reactor.util.context.Context;

/**
 * One aggregation's context (issue 25): its id ({@code k<K>p<i>-<random>}), the {@link ContextCarrier} that keeps
 * it, and whether the style's fix is on ({@code --context-propagation=fixed}). A fan-out asks for it with
 * {@link #of(OrdersClient)} on the partition's view and runs its aggregation through it, in the four places the
 * styles differ:
 *
 * <ul>
 *   <li>{@link #starting}: around the code that starts the aggregation, on the fan-out's thread (a submit, a first
 *       request). Only the {@code inheritable} carrier sets it there: a thread created now inherits it.
 *   <li>{@link #call}: around the aggregation's body, on the thread that runs it. The idiom of every blocking style.
 *   <li>{@link #continuations}: the executor the async style's stages run on. As written: as given, so every stage
 *       after a hop runs without the id. Fixed: each task restores the id captured when the aggregation started.
 *   <li>{@link #mono}: the Reactor walk. As written: subscribed inside {@link #starting} and {@link #call}, with
 *       the id also written into the Reactor {@code Context}. Fixed: the {@code Context} only, and Reactor's automatic context propagation
 *       ({@link FanOutContexts}) restores the carrier's thread-local from it around every signal.
 * </ul>
 */
public final class AggregationContext {

    static final AggregationContext NONE = new AggregationContext(ContextCarrier.of("none"), null, false);

    private final ContextCarrier carrier;
    private final String id;
    private final boolean fixed;

    AggregationContext(ContextCarrier carrier, String id, boolean fixed) {
        this.carrier = carrier;
        this.id = id;
        this.fixed = fixed;
    }

    /** The context of the aggregation that walks {@code partition}; one that does nothing if it has none. */
    public static AggregationContext of(OrdersClient partition) {
        return partition instanceof ContextOrdersClient view ? view.context() : NONE;
    }

    /** The id every request of this aggregation should carry; {@code null} for no context. */
    public String id() {
        return id;
    }

    /** Runs the code that starts the aggregation, on the thread that starts it. */
    public <T> T starting(Supplier<T> start) {
        return inheritedAsWritten() ? carrier.call(id, start) : start.get();
    }

    /** Runs the aggregation's body (or one stage of it) with the context on the calling thread. */
    public <T> T call(Supplier<T> body) {
        return id == null || inheritedAsWritten() ? body.get() : carrier.call(id, body);
    }

    /** The executor an async aggregation's stages run on: as given, or (fixed) restoring the context per task. */
    public Executor continuations(Executor executor) {
        if (!fixed || id == null) {
            return executor;
        }
        return task -> executor.execute(() -> carrier.call(id, () -> {
            task.run();
            return null;
        }));
    }

    /** The Reactor walk of this aggregation, carrying the context (see the class comment). */
    public <T> Mono<T> mono(Mono<T> walk) {
        if (id == null) {
            return walk;
        }
        Context written = Context.of(FanOutContexts.reactorKey(carrier), id);
        if (fixed && FanOutContexts.propagates(carrier)) {
            return walk.contextWrite(written);
        }
        Mono<T> subscribedInside = Mono.from(subscriber -> starting(() -> call(() -> {
            walk.subscribe(subscriber);
            return null;
        })));
        return subscribedInside.contextWrite(written);
    }

    /** {@code inheritable} as written: the parent sets it before the thread is created; the task sets nothing. */
    private boolean inheritedAsWritten() {
        return !fixed && id != null && carrier.name().equals("inheritable");
    }

    /** The id the calling thread's carrier has now, for {@link ContextOrdersClient}'s check of each order. */
    String carried() {
        return carrier.current();
    }
}
