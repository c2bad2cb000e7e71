package dev.aggregationbench.pitfalls;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.client.spring.SpringOrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.variant.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Generates the "who runs what" sequence diagrams of docs/styles-compared.md from a real run: each variant
 * aggregates {@value #PAGES} pages of {@value #PAGE_SIZE} orders from the orders mock over HTTP
 * ({@value #MOCK_LATENCY_MILLIS} ms of mock latency per page) through a client wrapper that records, in order, which
 * thread sent each request and which thread received each page (for the non-blocking variants: on which thread the
 * page's future completed), while {@link DecodingThreads} records, with JFR method tracing (JDK 25), which threads
 * decoded each page's orders: a note over that thread before the page arrives. Prints one Mermaid
 * {@code sequenceDiagram} per variant. On JDK 21 to 24, which have no method tracing, the diagrams have no such notes,
 * and the first lines say so.
 * Run: {@code java -cp <test class path> dev.aggregationbench.pitfalls.ThreadTimelineMain}; with {@code --client=spring}
 * the variants walk with the spring client (RestClient and WebClient on Reactor Netty) instead of the JDK's.
 */
public final class ThreadTimelineMain {

    static final int PAGES = 3;
    static final int PAGE_SIZE = 10;
    static final int MOCK_LATENCY_MILLIS = 20;

    private ThreadTimelineMain() {}

    record Step(String thread, String action) {}

    /** What one variant's walk recorded: the wrapper's steps, and per page the threads that decoded it. */
    record Timeline(List<Step> steps, List<Set<String>> decodedBy) {}

    static MockSettings mockSettings() {
        return MockSettings.of(PAGES * (long) PAGE_SIZE, PAGE_SIZE, 42).withLatencyMillis(MOCK_LATENCY_MILLIS);
    }

    public static void main(String[] args) {
        boolean spring = List.of(args).contains("--client=spring");
        try (HttpMock api = HttpMock.start(mockSettings())) {
            OrdersClient client = spring
                    ? new SpringOrdersClient(
                            ClientSettings.of(api.mock().baseUri()), api.http().retries())
                    : api.http();
            System.out.println(
                    "JDK " + Runtime.version() + ", " + Runtime.getRuntime().availableProcessors()
                            + " CPUs, " + PAGES + " pages of " + PAGE_SIZE + " orders, " + MOCK_LATENCY_MILLIS
                            + " ms mock latency per page, client " + (spring ? "spring" : "jdk"));
            if (!DecodingThreads.available()) {
                System.out.println("No \"decodes page k\" notes: " + DecodingThreads.EVENT
                        + " (JFR method tracing, JEP 520) came in JDK 25");
            }
            for (Variant variant : Variant.values()) {
                System.out.println();
                System.out.println("### " + variant.id());
                System.out.println("```mermaid");
                System.out.print(diagram(record(variant, client)));
                System.out.println("```");
            }
        }
    }

    static Timeline record(Variant variant, HttpMock api) {
        return record(variant, api.http());
    }

    /** The walk of {@code variant} through {@code client}, recorded. */
    static Timeline record(Variant variant, OrdersClient client) {
        List<Step> steps = new CopyOnWriteArrayList<>();
        String caller = Thread.currentThread().getName();
        OrdersClient recording = new OrdersClient() {
            private int sent;

            private synchronized int next() {
                return ++sent;
            }

            @Override
            public OrderPage fetchPage(String cursor) {
                int page = next();
                steps.add(new Step(name(caller), "request " + page));
                OrderPage result = client.fetchPage(cursor);
                steps.add(new Step(name(caller), "page " + page));
                return result;
            }

            @Override
            public OrderPage fetchPageBuffered(String cursor) {
                int page = next();
                steps.add(new Step(name(caller), "request " + page));
                OrderPage result = client.fetchPageBuffered(cursor);
                steps.add(new Step(name(caller), "page " + page));
                return result;
            }

            @Override
            public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
                int page = next();
                steps.add(new Step(name(caller), "request " + page));
                return client.fetchPageAsync(cursor)
                        .whenComplete((result, error) -> steps.add(new Step(name(caller), "page " + page)));
            }
        };
        if (!DecodingThreads.available()) { // JDK 21-24: the same diagram without its "decodes page k" notes
            variant.newAggregator().aggregate(recording);
            return new Timeline(List.copyOf(steps), Collections.nCopies(PAGES, Set.<String>of()));
        }
        try (DecodingThreads decoding = new DecodingThreads()) {
            variant.newAggregator().aggregate(recording);
            return new Timeline(List.copyOf(steps), decoding.perPage(PAGES, PAGE_SIZE));
        }
    }

    /** A participant name for the current thread: see {@link #participant}. */
    private static String name(String caller) {
        Thread thread = Thread.currentThread();
        return participant(thread.getName().equals(caller), thread.isVirtual(), thread.getName());
    }

    /**
     * A participant name for a thread: caller, virtual thread, common-pool worker, HttpClient SelectorManager (one
     * per client, its number dropped) or the thread's name (the variant's own executor: async-continuations).
     */
    static String participant(boolean caller, boolean virtual, String threadName) {
        if (caller) {
            return "caller";
        }
        if (virtual) {
            return "virtual thread";
        }
        if (threadName.startsWith("ForkJoinPool.commonPool-worker-")) {
            return "common-pool worker";
        }
        if (threadName.matches("HttpClient-\\d+-SelectorManager")) {
            return "HttpClient SelectorManager";
        }
        if (threadName.matches("reactor-http-(epoll|nio|io_uring)-\\d+")) {
            return "Reactor Netty event loop";
        }
        return threadName;
    }

    static String diagram(Timeline timeline) {
        List<Step> steps = timeline.steps();
        Map<String, String> ids = new LinkedHashMap<>();
        for (Step step : steps) {
            ids.computeIfAbsent(step.thread(), t -> "T" + ids.size());
        }
        timeline.decodedBy().forEach(threads -> threads.forEach(t -> ids.computeIfAbsent(t, x -> "T" + ids.size())));
        StringBuilder out = new StringBuilder("sequenceDiagram\n");
        ids.forEach((thread, id) -> out.append("    participant ")
                .append(id)
                .append(" as ")
                .append(thread)
                .append('\n'));
        out.append("    participant H as HTTP client and mock\n");
        List<String> lines = new ArrayList<>();
        for (Step step : steps) {
            String id = ids.get(step.thread());
            if (step.action().startsWith("page ")) {
                int page = Integer.parseInt(step.action().substring("page ".length()));
                timeline.decodedBy()
                        .get(page - 1)
                        .forEach(
                                thread -> lines.add("    Note over " + ids.get(thread) + ": decodes " + step.action()));
            }
            lines.add(
                    step.action().startsWith("request")
                            ? "    " + id + "->>H: " + step.action()
                            : "    H-->>" + id + ": " + step.action());
        }
        lines.forEach(line -> out.append(line).append('\n'));
        return out.toString();
    }
}
