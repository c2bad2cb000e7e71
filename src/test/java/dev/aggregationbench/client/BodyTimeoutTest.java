package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A body that stalls after its headers, over real HTTP: a plain server socket sends the status line, the headers
 * and the page's first bytes at once, then writes nothing more (as a server whose writer died). The request timeout
 * (300 ms) ends with the headers; without a deadline of its own the body's reader would wait forever. With it, each
 * attempt fails after the budget as a timeout, is counted and retried by the policy, and the page fails naming the
 * timeout, on the blocking, the buffered and the non-blocking path. (WireMock's chunked dribble does not fit here:
 * it holds the headers back with the first chunk, so the request timeout alone already fires.)
 */
class BodyTimeoutTest {

    private static final Duration REQUEST_TIMEOUT = Duration.ofMillis(300);
    private static final RetryPolicy TWO_ATTEMPTS = new RetryPolicy(2, Duration.ofMillis(1), Duration.ofMillis(5), 2.0);
    private static final String HEADERS_AND_A_START =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n" + "Content-Length: 1000\r\n\r\n{\"data\":[";

    private final List<Socket> accepted = new CopyOnWriteArrayList<>();
    private ServerSocket server;
    private Thread acceptor;
    private HttpOrdersClient client;

    @BeforeEach
    void stallingServer() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        acceptor = Thread.ofPlatform().daemon().start(this::answerWithAStall);
        URI base = URI.create("http://127.0.0.1:" + server.getLocalPort());
        client = new HttpOrdersClient(new ClientSettings(base, 0, TWO_ATTEMPTS, REQUEST_TIMEOUT, false));
    }

    /** Each connection: read the request's head, send the headers and a start of the body, then nothing. */
    private void answerWithAStall() {
        try {
            while (true) {
                Socket socket = server.accept();
                accepted.add(socket);
                BufferedReader in =
                        new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
                for (String line; (line = in.readLine()) != null && !line.isEmpty(); ) {
                    // the request line and headers
                }
                OutputStream out = socket.getOutputStream();
                out.write(HEADERS_AND_A_START.getBytes(StandardCharsets.US_ASCII));
                out.flush();
            }
        } catch (IOException closed) {
            // the test ended
        }
    }

    @AfterEach
    void stop() throws Exception {
        client.close();
        server.close();
        for (Socket socket : accepted) {
            socket.close();
        }
        acceptor.join(5_000);
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aStalledBodyFailsTheBlockingFetchAsATimeoutAfterItsRetries() {
        assertThatThrownBy(() -> client.fetchPage(null))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("timed out");
        assertThat(client.retries().byKind()).containsEntry("timeout", 1L);
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aStalledBodyFailsTheBufferedFetchAsATimeout() {
        assertThatThrownBy(() -> client.fetchPageBuffered(null))
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("timed out");
        assertThat(client.retries().byKind()).containsEntry("timeout", 1L);
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aStalledBodyFailsTheAsyncFetchAsATimeoutAfterItsRetries() {
        assertThatThrownBy(() -> client.fetchPageAsync(null).join())
                .isInstanceOf(CompletionException.class)
                .cause()
                .isInstanceOf(OrdersApiException.class)
                .hasMessageContaining("timed out");
        assertThat(client.retries().byKind()).containsEntry("timeout", 1L);
    }
}
