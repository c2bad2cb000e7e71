package dev.aggregationbench.scenario;

import java.util.function.Supplier;

/**
 * {@code --context=scoped-value} on JDK 25 (the jar's multi-release layer, {@code META-INF/versions/25}): the id is
 * a {@link ScopedValue} bound for the aggregation's call ({@code ScopedValue.where(ID, id).call(...)}). A binding is
 * immutable and ends with the call: nothing to clean up, nothing to leak into a pooled thread. It is seen by the
 * thread that bound it and by a {@code StructuredTaskScope}'s forks; any other thread (a pool's, a
 * CompletableFuture's, Reactor's) sees it unbound, so a hop loses it unless the code binds it again there.
 */
final class ScopedValueCarrier extends ContextCarrier {

    static final ContextCarrier INSTANCE = new ScopedValueCarrier();
    private static final ScopedValue<String> ID = ScopedValue.newInstance();

    private ScopedValueCarrier() {
        super("scoped-value");
    }

    @Override
    public String current() {
        return ID.isBound() ? ID.get() : null;
    }

    @Override
    public <T> T call(String id, Supplier<T> body) {
        return ScopedValue.where(ID, id).call(body::get);
    }
}
