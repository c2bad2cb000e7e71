package dev.aggregationbench.scenario;

import java.util.function.Supplier;

/**
 * {@code --context=scoped-value} on JDK 21: not available. {@code ScopedValue} is a preview API there (final in JDK
 * 25, JEP 506), and this jar is compiled for release 21. The JDK 25 version of this class, in the jar's
 * multi-release layer ({@code src/main/java25}, {@code META-INF/versions/25}), binds a real {@code ScopedValue}. Here
 * every aggregation fails at once, naming why, so the row says "not available on JDK 21" instead of a count.
 */
final class ScopedValueCarrier extends ContextCarrier {

    static final ContextCarrier INSTANCE = new ScopedValueCarrier();

    private ScopedValueCarrier() {
        super("scoped-value");
    }

    @Override
    public boolean available() {
        return false;
    }

    @Override
    public String current() {
        return null;
    }

    @Override
    public <T> T call(String id, Supplier<T> body) {
        throw new UnsupportedOperationException(
                Runtime.version().feature() < 25
                        ? "--context=scoped-value is not available on JDK "
                                + Runtime.version().feature() + ": ScopedValue is final from JDK 25 (JEP 506)"
                        : "--context=scoped-value: the JDK 25 version of this class is in the jar's multi-release "
                                + "layer (META-INF/versions/25), which only a jar loads; this JVM runs from a "
                                + "class directory");
    }
}
