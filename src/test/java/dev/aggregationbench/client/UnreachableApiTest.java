package dev.aggregationbench.client;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.support.TestClients;
import java.net.ServerSocket;
import java.net.URI;
import org.junit.jupiter.api.Test;

/**
 * An orders API that does not answer (issue 21): the JDK client's exceptions there often carry no message, which
 * was printed as {@code null (caused by ClosedChannelException: null)}; the client names what it asked and why it
 * got no answer, in words.
 */
class UnreachableApiTest {

    @Test
    void nothingListeningIsSaidInWordsForTheGroundTruthAndForAPage() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        URI base = URI.create("http://127.0.0.1:" + closedPort);
        try (HttpOrdersClient client =
                new HttpOrdersClient(ClientSettings.of(base).withRetryPolicy(TestClients.FAST_RETRIES))) {

            assertThatThrownBy(client::fetchExpectedStats)
                    .hasMessage("could not connect to " + base + "/orders/stats: connection refused (nothing listens "
                            + "there, or it stopped)");
            assertThatThrownBy(() -> client.fetchPage(null))
                    .hasMessageStartingWith("first page (no cursor): connection failed: connection refused (nothing "
                            + "listens there, or it stopped)")
                    .hasMessageNotContaining("null");
            assertThatThrownBy(() -> client.fetchPageAsync(null).join())
                    .hasMessageContaining("first page (no cursor): connection failed: connection refused")
                    .hasMessageNotContaining("null");
        }
    }
}
