package dev.aggregationbench.pitfalls;

import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;

/**
 * Child JVM for {@link SendAsyncCompletionThreadTest}, started from its class file (JDK 21+) or from this source file
 * with the source launcher (JDK 11-20; so it uses nothing newer than Java 11). Serves a small JSON body from the
 * JDK's own HTTP server on loopback, then sends {@code REQUESTS} requests one after another with
 * {@code HttpClient.sendAsync}, each followed by {@code thenApply(step)}, as {@code HttpOrdersClient.fetchPageAsync}
 * decodes a page: once with the client's default executor, once with an explicit single-thread executor
 * ({@code HttpClient.Builder.executor}). It records on which kind of thread each {@code thenApply} step ran and how
 * many threads the JVM started meanwhile, and prints one line of {@code key=value} pairs.
 */
public final class SendAsyncThreadsMain {

    static final int REQUESTS = 200;

    private SendAsyncThreadsMain() {}

    public static void main(String[] args) throws Exception {
        byte[] body = "{\"data\":[],\"hasMore\":false}".getBytes(StandardCharsets.UTF_8);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        ExecutorService serverThreads = Executors.newFixedThreadPool(1);
        server.setExecutor(serverThreads);
        server.createContext("/orders", exchange -> {
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        URI uri = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/orders");

        StringBuilder line = new StringBuilder("jdk=" + Runtime.version().feature()
                + " processors=" + Runtime.getRuntime().availableProcessors()
                + " commonPoolParallelism=" + ForkJoinPool.getCommonPoolParallelism()
                + " requests=" + REQUESTS);
        HttpClient defaultClient =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        line.append(run("default", defaultClient, uri));

        ExecutorService explicit = Executors.newSingleThreadExecutor(r -> new Thread(r, "explicit-client-executor"));
        HttpClient explicitClient = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .executor(explicit)
                .build();
        line.append(run("explicit", explicitClient, uri));

        System.out.println(line);
        explicit.shutdown();
        server.stop(0);
        serverThreads.shutdown();
    }

    /** One warm-up request (starts the client's selector thread), then the counted requests. */
    private static String run(String name, HttpClient client, URI uri) {
        HttpRequest request = HttpRequest.newBuilder(uri).GET().build();
        client.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray()).join();

        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Map<String, Integer> stepThreads = new TreeMap<>();
        String caller = Thread.currentThread().getName();
        long before = threads.getTotalStartedThreadCount();
        for (int i = 0; i < REQUESTS; i++) {
            client.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray())
                    .thenApply(
                            response -> { // where HttpOrdersClient.fetchPageAsync decodes the page
                                String kind = kind(Thread.currentThread(), caller);
                                synchronized (stepThreads) {
                                    stepThreads.merge(kind, 1, Integer::sum);
                                }
                                return response.body().length;
                            })
                    .join();
        }
        long started = threads.getTotalStartedThreadCount() - before;
        StringBuilder kinds = new StringBuilder();
        for (Map.Entry<String, Integer> e : stepThreads.entrySet()) {
            kinds.append(kinds.length() == 0 ? "" : ",")
                    .append(e.getKey())
                    .append(':')
                    .append(e.getValue());
        }
        return " " + name + "ThreadsStarted=" + started + " " + name + "StepThreads=" + kinds;
    }

    /** commonPool, client-executor, caller, or other (a thread started for the task). */
    private static String kind(Thread thread, String caller) {
        if (thread instanceof ForkJoinWorkerThread
                && ((ForkJoinWorkerThread) thread).getPool() == ForkJoinPool.commonPool()) {
            return "commonPool";
        }
        if (thread.getName().equals(caller)) {
            return "caller";
        }
        if (thread.getName().startsWith("explicit-client-executor")
                || thread.getName().contains("-Worker-")) {
            return "clientExecutor";
        }
        return "other";
    }
}
