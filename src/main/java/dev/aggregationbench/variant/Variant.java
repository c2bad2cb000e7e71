package dev.aggregationbench.variant;

import dev.aggregationbench.variant.async.AsyncAggregator;
import dev.aggregationbench.variant.iterator.IteratorAggregator;
import dev.aggregationbench.variant.naive.NaiveAggregator;
import dev.aggregationbench.variant.reactor.ReactorAggregator;
import dev.aggregationbench.variant.stream.StreamAggregator;
import dev.aggregationbench.variant.virtualthreads.VirtualThreadsAggregator;

import java.util.Arrays;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** The registry of variants: the one place that maps an id (CLI, REST, results, docs) to an implementation. */
public enum Variant {

    NAIVE("naive", "Buffers every order of every page in a list, then aggregates: O(total orders) memory",
            NaiveAggregator::new),
    STREAM("stream", "A lazy Spliterator over pages feeds a Stream collected with a Collector",
            StreamAggregator::new),
    ITERATOR("iterator", "An Iterator that fetches the next page only when the current one is used up",
            IteratorAggregator::new),
    ASYNC("async", "CompletableFuture composition over sendAsync, without recursion",
            AsyncAggregator::new),
    REACTOR("reactor", "A Flux of pages expanded cursor by cursor, reduced without blocking until the edge",
            ReactorAggregator::new),
    VIRTUAL_THREADS("virtual-threads", "Plain blocking code running on a virtual thread",
            VirtualThreadsAggregator::new);

    private final String id;
    private final String description;
    private final Supplier<OrderAggregator> factory;

    Variant(String id, String description, Supplier<OrderAggregator> factory) {
        this.id = id;
        this.description = description;
        this.factory = factory;
    }

    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    public OrderAggregator newAggregator() {
        return factory.get();
    }

    /** The variant with this id; the exception lists the valid ids. */
    public static Variant fromId(String id) {
        for (Variant variant : values()) {
            if (variant.id.equals(id)) {
                return variant;
            }
        }
        throw new IllegalArgumentException("unknown variant '" + id + "'; valid: " + ids());
    }

    public static String ids() {
        return Arrays.stream(values()).map(Variant::id).collect(Collectors.joining(", "));
    }
}
