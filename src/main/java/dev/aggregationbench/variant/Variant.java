package dev.aggregationbench.variant;

import dev.aggregationbench.scenario.FanOut;
import dev.aggregationbench.scenario.Ids;
import dev.aggregationbench.text.KebabId;
import dev.aggregationbench.variant.async.AsyncAggregator;
import dev.aggregationbench.variant.async.AsyncBoundedFanOut;
import dev.aggregationbench.variant.async.AsyncDeadlineFanOut;
import dev.aggregationbench.variant.async.AsyncFailFastFanOut;
import dev.aggregationbench.variant.async.AsyncFanOut;
import dev.aggregationbench.variant.async.AsyncPipelined;
import dev.aggregationbench.variant.iterator.IteratorAggregator;
import dev.aggregationbench.variant.iterator.IteratorPipelined;
import dev.aggregationbench.variant.naive.NaiveAggregator;
import dev.aggregationbench.variant.reactor.ReactorAggregator;
import dev.aggregationbench.variant.reactor.ReactorBoundedFanOut;
import dev.aggregationbench.variant.reactor.ReactorDeadlineFanOut;
import dev.aggregationbench.variant.reactor.ReactorFailFastFanOut;
import dev.aggregationbench.variant.reactor.ReactorFanOut;
import dev.aggregationbench.variant.reactor.ReactorPipelined;
import dev.aggregationbench.variant.stream.StreamAggregator;
import dev.aggregationbench.variant.stream.StreamPipelined;
import dev.aggregationbench.variant.virtualthreads.VirtualThreadsAggregator;
import dev.aggregationbench.variant.virtualthreads.VirtualThreadsBoundedFanOut;
import dev.aggregationbench.variant.virtualthreads.VirtualThreadsDeadlineFanOut;
import dev.aggregationbench.variant.virtualthreads.VirtualThreadsFanOut;
import dev.aggregationbench.variant.virtualthreads.VirtualThreadsPipelined;
import java.util.function.Supplier;

/**
 * The registry of variants: the one place that maps an id (CLI, REST, results, docs; the constant's name in kebab
 * case, {@link KebabId}: {@code VIRTUAL_THREADS} is {@code virtual-threads}) to its implementations, one per
 * scenario shape: the sequential walk ({@link #newAggregator()}, also used by the latency and faults scenarios), the
 * pipelined walk ({@link #newPipelined()}) and the fan-out ({@link #newFanOut()}).
 */
public enum Variant implements KebabId {

    // naive has no pipelined form: it stays the sequential walk, the bound of pages x (latency + work)
    NAIVE(
            "Buffers every order of every page in a list, then aggregates: O(total orders) memory",
            NaiveAggregator::new,
            NaiveAggregator::new,
            () -> FanOutForms.blocking(new NaiveAggregator())),
    STREAM(
            "A lazy Spliterator over pages feeds a Stream collected with a Collector",
            StreamAggregator::new,
            StreamPipelined::new,
            () -> FanOutForms.blocking(new StreamAggregator())),
    ITERATOR(
            "An Iterator that fetches the next page only when the current one is used up",
            IteratorAggregator::new,
            IteratorPipelined::new,
            () -> FanOutForms.blocking(new IteratorAggregator())),
    ASYNC(
            "CompletableFuture composition over sendAsync, without recursion",
            AsyncAggregator::new,
            AsyncPipelined::new,
            () -> new FanOutForms(
                    new AsyncFanOut(), new AsyncBoundedFanOut(), new AsyncDeadlineFanOut(), new AsyncFailFastFanOut())),
    REACTOR(
            "A Flux of pages expanded cursor by cursor, reduced without blocking until the edge",
            ReactorAggregator::new,
            ReactorPipelined::new,
            () -> new FanOutForms(
                    new ReactorFanOut(),
                    new ReactorBoundedFanOut(),
                    new ReactorDeadlineFanOut(),
                    new ReactorFailFastFanOut())),
    VIRTUAL_THREADS(
            "Plain blocking code running on a virtual thread",
            VirtualThreadsAggregator::new,
            VirtualThreadsPipelined::new,
            () -> {
                VirtualThreadsFanOut perTask = new VirtualThreadsFanOut(); // fails fast by itself
                return new FanOutForms(
                        perTask, new VirtualThreadsBoundedFanOut(), new VirtualThreadsDeadlineFanOut(), perTask);
            });

    private final String description;
    private final Supplier<OrderAggregator> factory;
    private final Supplier<OrderAggregator> pipelined;
    private final Supplier<FanOut> fanOut;

    Variant(
            String description,
            Supplier<OrderAggregator> factory,
            Supplier<OrderAggregator> pipelined,
            Supplier<FanOut> fanOut) {
        this.description = description;
        this.factory = factory;
        this.pipelined = pipelined;
        this.fanOut = fanOut;
    }

    public String description() {
        return description;
    }

    /** Whether its code runs on virtual threads in every scenario: the worker then records their pinning (JFR). */
    public boolean runsOnVirtualThreads() {
        return this == VIRTUAL_THREADS;
    }

    /** The sequential walk: scenarios sequential, latency and faults. */
    public OrderAggregator newAggregator() {
        return factory.get();
    }

    /** One walk that overlaps fetching the next page with processing this one (naive stays sequential). */
    public OrderAggregator newPipelined() {
        return pipelined.get();
    }

    /** K walks at once, one per partition, in this style's idiomatic form. */
    public FanOut newFanOut() {
        return fanOut.get();
    }

    /** The variant with this id; the exception lists the valid ids. */
    public static Variant fromId(String id) {
        return Ids.find(values(), Variant::id, "variant", id);
    }

    public static String ids() {
        return Ids.list(values(), Variant::id);
    }
}
