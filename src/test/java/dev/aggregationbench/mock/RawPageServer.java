package dev.aggregationbench.mock;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * <h2>The floor of any orders server: a plain socket answering with bytes it already holds</h2>
 *
 * <p>A measuring instrument, not a mock (it asserts nothing and is never used by a run). It fetches every page of
 * a real mock's walk, its {@code /orders/stats} and {@code /orders/info} once, then serves exactly those bytes from
 * a blocking {@link ServerSocket}: one platform thread per connection, the request line and headers read and
 * dropped, a fixed header and the body written in one go. No routing, no request object, no matching, no copy. A
 * worker pointed at it measures what a client waits for answers when the server costs nearly nothing: the client's
 * own hand-over from the HttpClient's selector thread, loopback and the scheduler. The same worker against the
 * WireMock mock waits that plus the mock's service time. {@code docs/results/2026-11-24-wait-floor} compares them.
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes dev.aggregationbench.mock.RawPageServer
 * http://127.0.0.1:<mock port> <port>}.
 */
public final class RawPageServer implements AutoCloseable {

    private static final Pattern NEXT_CURSOR = Pattern.compile("\"nextCursor\":\"([^\"]+)\"");
    private static final Pattern LIMIT = Pattern.compile("[?&]limit=\\d+");

    private final ServerSocket socket;
    private final Map<String, byte[]> bodies;

    private RawPageServer(ServerSocket socket, Map<String, byte[]> bodies) {
        this.socket = socket;
        this.bodies = bodies;
        Thread.ofPlatform().daemon().name("raw-accept").start(this::accept);
    }

    /** Fetches the whole walk of {@code upstream} (a mock), then listens on {@code port} (0: any). */
    public static RawPageServer start(URI upstream, int port) throws IOException, InterruptedException {
        Map<String, byte[]> bodies = new HashMap<>();
        try (HttpClient http =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
            for (String path : new String[] {"/orders/stats", "/orders/info"}) {
                bodies.put(path, get(http, upstream, path));
            }
            String target = "/orders";
            while (target != null) {
                byte[] body = get(http, upstream, target);
                bodies.put(target, body);
                Matcher next = NEXT_CURSOR.matcher(new String(body, StandardCharsets.UTF_8));
                target = next.find() ? "/orders?cursor=" + next.group(1) : null;
            }
        }
        return new RawPageServer(new ServerSocket(port, 50, InetAddress.getLoopbackAddress()), Map.copyOf(bodies));
    }

    public URI baseUri() {
        return URI.create("http://127.0.0.1:" + socket.getLocalPort());
    }

    /** Pages held (the walk's pages; stats and info aside). */
    public int pages() {
        return bodies.size() - 2;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    private void accept() {
        while (!socket.isClosed()) {
            try {
                Socket connection = socket.accept();
                Thread.ofPlatform().daemon().name("raw-connection").start(() -> serve(connection));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void serve(Socket connection) {
        try (connection;
                InputStream in = new BufferedInputStream(connection.getInputStream());
                OutputStream out = connection.getOutputStream()) {
            connection.setTcpNoDelay(true);
            String requestLine;
            while ((requestLine = line(in)) != null) {
                while (!line(in).isEmpty()) {
                    // headers: not needed
                }
                String target =
                        LIMIT.matcher(requestLine.split(" ")[1]).replaceAll("").replace("/orders&", "/orders?");
                byte[] body = bodies.get(target);
                String status = body == null ? "404 Not Found" : "200 OK";
                body = body == null ? new byte[0] : body;
                out.write(("HTTP/1.1 " + status + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length
                                + "\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                out.write(body);
                out.flush();
            }
        } catch (IOException | RuntimeException connectionEnded) {
            // the client closed the connection
        }
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder text = new StringBuilder();
        for (int c = in.read(); c != -1; c = in.read()) {
            if (c == '\n') {
                return text.toString().strip();
            }
            text.append((char) c);
        }
        return text.isEmpty() ? null : text.toString();
    }

    private static byte[] get(HttpClient http, URI upstream, String path) throws IOException, InterruptedException {
        HttpResponse<byte[]> response = http.send(
                HttpRequest.newBuilder(URI.create(upstream + path))
                        .header("X-Mock-Fault", "none")
                        .build(),
                HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            throw new UncheckedIOException(new IOException(path + " answered " + response.statusCode()));
        }
        return response.body();
    }

    public static void main(String[] args) throws Exception {
        RawPageServer server = start(URI.create(args[0]), Integer.parseInt(args[1]));
        System.out.println("serving " + server.pages() + " pages of " + args[0] + " at " + server.baseUri());
        Thread.currentThread().join();
    }
}
