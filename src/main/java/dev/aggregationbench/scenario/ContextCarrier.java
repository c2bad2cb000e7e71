package dev.aggregationbench.scenario;

import dev.aggregationbench.knob.Knob;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.MDC;

/**
 * What carries an aggregation's context (its id) on a thread (issue 25, the knob {@link Knob#CONTEXT}). The client
 * reads {@link #current()} as it builds each page request and sends it as {@code X-Context-Id}; the aggregation's
 * code sets it with {@link #call}. One instance per kind in the JVM: the thread-locals are static, as in a service.
 *
 * <ul>
 *   <li>{@code thread-local}: a plain {@link ThreadLocal}, what most code has;
 *   <li>{@code mdc}: SLF4J's {@link MDC} (key {@value #MDC_KEY}), a ThreadLocal map behind a logging API;
 *   <li>{@code inheritable}: an {@link InheritableThreadLocal}, copied into a thread when it is created, never after;
 *   <li>{@code reactor-context}: a ThreadLocal that only Reactor's context propagation fills, from the
 *       {@code Context} the aggregation writes ({@link AggregationContext#mono});
 *   <li>{@code scoped-value}: a {@code ScopedValue} (final in JDK 25, JEP 506), bound for the aggregation's call;
 *       on JDK 21 not available ({@link ScopedValueCarrier});
 *   <li>{@code none}: nothing: every request goes without an id.
 * </ul>
 */
public abstract class ContextCarrier {

    /** The MDC key and the Reactor Context key the id is kept under. */
    public static final String MDC_KEY = "contextId";

    static final ThreadLocal<String> THREAD_LOCAL = new ThreadLocal<>();
    static final InheritableThreadLocal<String> INHERITABLE = new InheritableThreadLocal<>();
    /** Filled by Reactor's automatic context propagation only, from the Reactor Context's {@value #MDC_KEY}. */
    static final ThreadLocal<String> REACTOR = new ThreadLocal<>();

    private static final ContextCarrier NONE = new Carrying("none", () -> null, id -> {});
    private static final ContextCarrier THREAD_LOCAL_CARRIER =
            new Carrying("thread-local", THREAD_LOCAL::get, id -> set(THREAD_LOCAL, id));
    private static final ContextCarrier MDC_CARRIER = new Carrying("mdc", () -> MDC.get(MDC_KEY), id -> {
        if (id == null) {
            MDC.remove(MDC_KEY);
        } else {
            MDC.put(MDC_KEY, id);
        }
    });
    private static final ContextCarrier INHERITABLE_CARRIER =
            new Carrying("inheritable", INHERITABLE::get, id -> set(INHERITABLE, id));
    /** {@link #call} sets nothing: Reactor code writes the Context instead, and propagation may fill the local. */
    private static final ContextCarrier REACTOR_CARRIER = new Carrying("reactor-context", REACTOR::get, null);

    private final String name;

    ContextCarrier(String name) {
        this.name = name;
    }

    /** The carrier a {@code --context} value names. */
    public static ContextCarrier of(String name) {
        Knob.CONTEXT.definition().kind().problem(name).ifPresent(wrong -> {
            throw new IllegalArgumentException("context " + wrong);
        });
        return switch (name) {
            case "thread-local" -> THREAD_LOCAL_CARRIER;
            case "mdc" -> MDC_CARRIER;
            case "inheritable" -> INHERITABLE_CARRIER;
            case "reactor-context" -> REACTOR_CARRIER;
            case "scoped-value" -> ScopedValueCarrier.INSTANCE;
            default -> NONE;
        };
    }

    /** The {@code --context} value. */
    public final String name() {
        return name;
    }

    /** Whether this JVM can carry it ({@code scoped-value} needs JDK 25). */
    public boolean available() {
        return true;
    }

    /** The id of the context on the calling thread, {@code null} when there is none. Cheap: read per order. */
    public abstract String current();

    /** Runs {@code body} with {@code id} as this thread's context, then puts back what was there before. */
    public abstract <T> T call(String id, Supplier<T> body);

    private static void set(ThreadLocal<String> local, String id) {
        if (id == null) {
            local.remove();
        } else {
            local.set(id);
        }
    }

    /** A carrier kept in a per-thread slot: set, run, restore. */
    private static final class Carrying extends ContextCarrier {
        private final Supplier<String> current;
        private final Consumer<String> setter;

        Carrying(String name, Supplier<String> current, Consumer<String> setter) {
            super(name);
            this.current = current;
            this.setter = setter;
        }

        @Override
        public String current() {
            return current.get();
        }

        @Override
        public <T> T call(String id, Supplier<T> body) {
            if (setter == null) {
                return body.get();
            }
            String before = current.get();
            setter.accept(id);
            try {
                return body.get();
            } finally {
                setter.accept(before);
            }
        }
    }
}
