package dev.aggregationbench.pitfalls;

import dev.aggregationbench.client.ClientSettings;
import dev.aggregationbench.client.HttpOrdersClient;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.client.spring.SpringOrdersClient;
import dev.aggregationbench.order.OrderPage;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import jdk.jfr.consumer.RecordingStream;

/**
 * Child JVM for {@link PinningAcrossJdksTest}, and a program to run by hand on any JDK 21+: starts {@code threads}
 * virtual threads at once; each takes a lock of its own (no two threads share one, so nobody waits for a lock) and,
 * holding it, blocks for about {@code millis}: it fetches the first page of the orders API at {@code url} with the
 * project's client (the mock adds the latency), or sleeps ({@code --block=sleep}). Prints one line of
 * {@code key=value} pairs: the JDK, the scheduler's carriers seen, the wall time until every thread ended, and the
 * {@code jdk.VirtualThreadPinned} events JFR recorded (default threshold, 20 ms).
 *
 * <pre>{@code
 * java -XX:ActiveProcessorCount=1 -Djdk.virtualThreadScheduler.parallelism=1 -cp <test class path> \
 *      dev.aggregationbench.pitfalls.PinnedCarrierMain --threads=200 --millis=100 --lock=synchronized --block=sleep
 * }</pre>
 *
 * Options: {@code --threads=50}, {@code --millis=100} (sleep only; the page's latency is the mock's),
 * {@code --lock=synchronized|reentrant|none}, {@code --block=http|sleep}, {@code --url=http://127.0.0.1:PORT},
 * {@code --client=jdk|spring} (which client fetches: the spring client's blocking path is RestClient).
 */
public final class PinnedCarrierMain {

    private PinnedCarrierMain() {}

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new LinkedHashMap<>(Map.of(
                "threads", "50", "millis", "100", "lock", "synchronized", "block", "http", "url", "", "client", "jdk"));
        for (String arg : args) {
            int eq = arg.indexOf('=');
            options.put(arg.substring(2, eq), arg.substring(eq + 1));
        }
        int threads = Integer.parseInt(options.get("threads"));
        long millis = Long.parseLong(options.get("millis"));
        String lock = options.get("lock");
        boolean http = options.get("block").equals("http");
        OrdersClient client = http ? client(options.get("client"), options.get("url")) : null;
        if (client != null) {
            client.fetchPage(null); // classes loaded and a connection open before anything is timed
        }

        Set<String> carriers = ConcurrentHashMap.newKeySet();
        AtomicInteger pages = new AtomicInteger();
        AtomicLong pinned = new AtomicLong();
        long elapsedNanos;
        try (RecordingStream jfr = new RecordingStream()) {
            jfr.enable("jdk.VirtualThreadPinned"); // its default threshold: pinned for 20 ms or more
            jfr.onEvent("jdk.VirtualThreadPinned", event -> pinned.incrementAndGet());
            jfr.startAsync();

            Runnable block = () -> {
                String self = Thread.currentThread().toString(); // VirtualThread[#31]/runnable@ForkJoinPool-1-worker-1
                carriers.add(self.substring(self.indexOf('@') + 1));
                if (client != null) {
                    OrderPage page = client.fetchPage(null);
                    if (!page.data().isEmpty()) {
                        pages.incrementAndGet();
                    }
                } else {
                    sleep(millis);
                }
            };
            long start = System.nanoTime();
            List<Thread> started = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                Object monitor = new Object();
                ReentrantLock reentrant = new ReentrantLock();
                started.add(Thread.ofVirtual().name("pinning-" + i).start(() -> {
                    switch (lock) {
                        case "synchronized" -> {
                            synchronized (monitor) {
                                block.run();
                            }
                        }
                        case "reentrant" -> {
                            reentrant.lock();
                            try {
                                block.run();
                            } finally {
                                reentrant.unlock();
                            }
                        }
                        default -> block.run();
                    }
                }));
            }
            for (Thread thread : started) {
                thread.join(Duration.ofMinutes(2));
            }
            elapsedNanos = System.nanoTime() - start;
            jfr.stop(); // flushes the recorded events to the handler
        }
        if (client instanceof AutoCloseable closeable) {
            closeable.close();
        }
        System.out.println("jdk=" + Runtime.version().feature()
                + " runtime=" + System.getProperty("java.runtime.version")
                + " processors=" + Runtime.getRuntime().availableProcessors()
                + " carriers=" + carriers.size()
                + " threads=" + threads
                + " lock=" + lock
                + " block=" + (http ? "http" : "sleep")
                + " client=" + options.get("client")
                + " pagesFetched=" + pages.get()
                + " elapsedMillis=" + elapsedNanos / 1_000_000
                + " pinnedEvents=" + pinned.get());
    }

    /** The JDK client, or the spring client (its blocking path: RestClient on Spring Boot's request factory). */
    private static OrdersClient client(String id, String url) {
        ClientSettings settings = ClientSettings.of(URI.create(url));
        HttpOrdersClient jdk = new HttpOrdersClient(settings);
        return id.equals("spring") ? new SpringOrdersClient(settings, jdk.retries()) : jdk;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
