package dev.aggregationbench.orchestration;

import dev.aggregationbench.isolation.Launched;
import dev.aggregationbench.mock.MockMain;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Waits until the mock a run started serves: the port it got, from the line it prints once it listens
 * ({@link MockMain#listeningUri}, in its console log), where the host reaches that port ({@link Launched#hostPort}),
 * then {@code /orders/info} answering 200 there. A mock that exits
 * first, or is not ready in time, is reported in one line: its PID, its exit code and its own last line (its
 * start-up failures are one line naming the cause), not its whole output.
 */
final class MockReadiness {

    private static final int LAST_LINE_MAX_CHARS = 400;

    private MockReadiness() {}

    /**
     * Where the mock listens once it answers: {@code port} as other launches reach it (at {@link Launched#address()}),
     * {@code hostPort} as this process reaches it on 127.0.0.1 (the same port, except in Docker bridge networking).
     */
    record Ready(int port, int hostPort) {}

    /** The mock's ports, once it answers on the host port. */
    static Ready awaitReady(Launched launched, Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        int port = -1;
        int hostPort = -1;
        String hostPortProblem = "";
        try (HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build()) {
            while (System.nanoTime() < deadline) {
                if (!launched.isAlive()) {
                    int exitCode = launched.awaitExit(Duration.ofSeconds(10));
                    throw new IOException("the orders API mock (PID " + launched.hostPid() + ") exited with code "
                            + exitCode + " before it was ready" + lastWords(launched));
                }
                if (port < 0) {
                    port = listeningPort(launched.consoleLog());
                }
                if (port > 0 && hostPort < 0) {
                    try {
                        hostPort = launched.hostPort(port);
                    } catch (IOException notYet) { // not published yet: look again, say it if it never is
                        hostPortProblem = "; it listens on port " + port + ", but " + notYet.getMessage();
                    }
                }
                if (hostPort > 0 && answers(http, hostPort)) {
                    return new Ready(port, hostPort);
                }
                Thread.sleep(200);
            }
        }
        launched.stop();
        throw new IOException("the orders API mock (PID " + launched.hostPid() + ") was not ready within "
                + timeout.toSeconds() + " s" + (hostPort < 0 ? hostPortProblem : "") + lastWords(launched));
    }

    /** The port in the mock's "listening on" line, -1 while it has not printed it. */
    static int listeningPort(Path consoleLog) throws IOException {
        if (!Files.exists(consoleLog)) {
            return -1;
        }
        String text = new String(Files.readAllBytes(consoleLog), StandardCharsets.UTF_8);
        return text.lines()
                .map(MockMain::listeningUri)
                .flatMap(java.util.Optional::stream)
                .mapToInt(URI::getPort)
                .findFirst()
                .orElse(-1);
    }

    /**
     * ": " and the mock's last line of output that says something (not picocli's "Try: ..." hint, not the line
     * that it listens), cut to
     * {@value #LAST_LINE_MAX_CHARS} characters; "" when it printed nothing.
     */
    static String lastWords(Launched launched) {
        List<String> lines = launched.outputTail()
                .lines()
                .map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("Try: "))
                .filter(line -> MockMain.listeningUri(line).isEmpty())
                .toList();
        if (lines.isEmpty()) {
            return "";
        }
        String last = lines.getLast();
        return ": " + (last.length() <= LAST_LINE_MAX_CHARS ? last : last.substring(0, LAST_LINE_MAX_CHARS) + "...");
    }

    private static boolean answers(HttpClient http, int port) throws InterruptedException {
        try {
            HttpResponse<Void> response = http.send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/orders/info"))
                            .timeout(Duration.ofSeconds(2))
                            .build(),
                    HttpResponse.BodyHandlers.discarding());
            return response.statusCode() == 200;
        } catch (IOException notYet) {
            return false; // not listening yet
        }
    }
}
