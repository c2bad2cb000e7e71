package dev.aggregationbench.pitfalls;

import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.mock.MockSettings;
import dev.aggregationbench.order.OrderPage;
import dev.aggregationbench.variant.Variant;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;

/**
 * Generates the "who runs what" sequence diagrams of docs/styles-compared.md from a real run: each variant
 * aggregates {@value #PAGES} pages from the orders mock over HTTP (20 ms of mock latency per page) through a client
 * wrapper that records, in order, which thread sent each request and which thread received each page (for the
 * non-blocking variants: on which thread the page's future completed; the client decoded it before that). Prints one Mermaid {@code sequenceDiagram} per variant.
 * Run: {@code java -cp <test class path> dev.aggregationbench.pitfalls.ThreadTimelineMain}.
 */
public final class ThreadTimelineMain {

    static final int PAGES = 3;

    private ThreadTimelineMain() {
    }

    record Step(String thread, String action) {
    }

    public static void main(String[] args) {
        try (HttpMock api = HttpMock.start(MockSettings.of(PAGES * 10L, 10, 42).withLatencyMillis(20))) {
            System.out.println("JDK " + Runtime.version() + ", " + Runtime.getRuntime().availableProcessors()
                    + " CPUs, " + PAGES + " pages of 10 orders, 20 ms mock latency per page");
            for (Variant variant : Variant.values()) {
                System.out.println();
                System.out.println("### " + variant.id());
                System.out.println("```mermaid");
                System.out.print(diagram(record(variant, api)));
                System.out.println("```");
            }
        }
    }

    static List<Step> record(Variant variant, HttpMock api) {
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
                OrderPage result = api.http().fetchPage(cursor);
                steps.add(new Step(name(caller), "page " + page));
                return result;
            }

            @Override
            public OrderPage fetchPageBuffered(String cursor) {
                int page = next();
                steps.add(new Step(name(caller), "request " + page));
                OrderPage result = api.http().fetchPageBuffered(cursor);
                steps.add(new Step(name(caller), "page " + page));
                return result;
            }

            @Override
            public CompletableFuture<OrderPage> fetchPageAsync(String cursor) {
                int page = next();
                steps.add(new Step(name(caller), "request " + page));
                return api.http().fetchPageAsync(cursor)
                        .whenComplete((result, error) -> steps.add(new Step(name(caller), "page " + page)));
            }
        };
        variant.newAggregator().aggregate(recording);
        return steps;
    }

    /** A participant name for the current thread: caller, virtual thread, common-pool worker or the thread's name. */
    private static String name(String caller) {
        Thread thread = Thread.currentThread();
        if (thread.getName().equals(caller)) {
            return "caller";
        }
        if (thread.isVirtual()) {
            return "virtual thread";
        }
        if (thread instanceof ForkJoinWorkerThread worker && worker.getPool() == ForkJoinPool.commonPool()) {
            return "common-pool worker";
        }
        return thread.getName();
    }

    static String diagram(List<Step> steps) {
        Map<String, String> ids = new LinkedHashMap<>();
        for (Step step : steps) {
            ids.computeIfAbsent(step.thread(), t -> "T" + ids.size());
        }
        StringBuilder out = new StringBuilder("sequenceDiagram\n");
        ids.forEach((thread, id) -> out.append("    participant ").append(id).append(" as ").append(thread).append('\n'));
        out.append("    participant H as HTTP client and mock\n");
        List<String> lines = new ArrayList<>();
        for (Step step : steps) {
            String id = ids.get(step.thread());
            lines.add(step.action().startsWith("request")
                    ? "    " + id + "->>H: " + step.action()
                    : "    H-->>" + id + ": " + step.action());
        }
        lines.forEach(line -> out.append(line).append('\n'));
        return out.toString();
    }
}
