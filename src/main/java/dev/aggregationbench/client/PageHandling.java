package dev.aggregationbench.client;

import dev.aggregationbench.order.OrderPage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpHeaders;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * What an {@link OrdersClient} over another HTTP library shares with {@link HttpOrdersClient}, so that only the
 * library differs: the page's URI ({@link PageRequests}), the status check and its message ({@link PageFailures}),
 * the decoder (the blocking one over an InputStream, the non-blocking {@link PageFeed}, the binding of a whole
 * body), the retry decision ({@link PageRetries}, counted in the {@link RetryCounts} it is given) and the wait
 * for the server's answers ({@link ResponseWait}). The library sends the request and hands over the bytes; this
 * class does everything else, exactly as the JDK client does.
 *
 * <p>An attempt given to {@link #blocking} or {@link #async} throws (or completes with) what went wrong: an
 * {@link IOException} (wrapped in an {@link UncheckedIOException} on the blocking path) for a connection that
 * failed, an {@link OrdersApiException} from {@link #requireOk}, or the decoder's exception. A library's own
 * exception types are unwrapped to these first (see the spring client), so both clients retry the same failures.
 */
public final class PageHandling {

    private final ClientSettings settings;
    /** The partition walked; {@code null}: the whole order set, without partition parameters. */
    private final Partition partition;
    /** Its counts are shared with the partition views. */
    private final PageRetries pageRetries;
    /** Shared with the partition views. */
    private final ResponseWait responseWait;

    private final OrderPageDecoder decoder = new OrderPageDecoder();
    private final PageSizing sizing;

    /** @param retries where the retries are counted (share one with another client to count both together) */
    public PageHandling(ClientSettings settings, RetryCounts retries) {
        this(settings, null, new PageRetries(settings.retryPolicy(), retries), new ResponseWait());
    }

    private PageHandling(
            ClientSettings settings, Partition partition, PageRetries pageRetries, ResponseWait responseWait) {
        this.settings = settings;
        this.partition = partition;
        this.pageRetries = pageRetries;
        this.responseWait = responseWait;
        this.sizing = new PageSizing(settings);
    }

    /** The same handling for partition {@code index} of {@code count}: same counts, same wait, its own first page. */
    public PageHandling forPartition(int index, int count) {
        return new PageHandling(settings, new Partition(index, count), pageRetries, responseWait);
    }

    public ClientSettings settings() {
        return settings;
    }

    public RetryCounts retries() {
        return pageRetries.counts();
    }

    /** How long the blocking path's callers waited for the answers' headers ({@link #waited}). */
    public ResponseWait responseWait() {
        return responseWait;
    }

    /** The URI of the page at {@code cursor} ({@code null}: the first page of the set or of the partition). */
    public URI pageUri(String cursor) {
        return PageRequests.uri(settings, partition, cursor);
    }

    /** Runs {@code attempt} until it returns, or throws the {@link OrdersApiException} that ends the page. */
    public <T> T blocking(String cursor, Supplier<T> attempt) {
        return pageRetries.blocking(cursor, attempt);
    }

    /** Starts {@code attempt} again until one completes, or completes with the failure that ends the page. */
    public <T> CompletableFuture<T> async(String cursor, Supplier<CompletableFuture<T>> attempt) {
        return pageRetries.async(cursor, attempt);
    }

    /** A blocking caller waited this long for an answer's status line and headers. */
    public void waited(long nanos) {
        responseWait.add(nanos);
    }

    /**
     * Throws for any status but 200, with the start of the body (read from {@code body}) in the message; a 429 with
     * the wait its {@code retryAfter} header asks for ({@code null}: none sent).
     */
    public void requireOk(String cursor, int status, String retryAfter, InputStream body) {
        PageFailures.requireOk(cursor, status, retryAfterHeader(retryAfter), body::readNBytes);
    }

    /** Throws for any status but 200, with the start of {@code body} in the message; a 429 as above. */
    public void requireOk(String cursor, int status, String retryAfter, byte[] body) {
        PageFailures.requireOk(cursor, status, retryAfterHeader(retryAfter), n -> body);
    }

    /** The one header {@link PageFailures} reads, from whichever library's headers it came. */
    private static HttpHeaders retryAfterHeader(String retryAfter) {
        Map<String, List<String>> headers = retryAfter == null ? Map.of() : Map.of("Retry-After", List.of(retryAfter));
        return HttpHeaders.of(headers, (name, value) -> true);
    }

    /**
     * Decodes the page from the body's stream as it is read (the blocking decoder), then reads the stream to its end
     * (so the connection can be reused); does not close it.
     */
    public OrderPage decode(String cursor, InputStream body) {
        OrderPage page = decoder.decode(body, sizing.expectedOrders());
        try {
            while (body.read() != -1) {
                // usually nothing is left but the end
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sizing.sized(cursor, page);
    }

    /** The first-draft way: binds a whole body to a page (the binding row's path). */
    public OrderPage bind(String cursor, byte[] body) {
        return PageFailures.notLooping(cursor, decoder.bind(body, sizing.expectedOrders()));
    }

    /** A non-blocking decoder for one body: feed it every buffer, then {@link #finish} it. */
    public PageFeed feed() {
        return new PageFeed(decoder, sizing.expectedOrders());
    }

    /** The page {@code feed} decoded, once its body has ended. */
    public OrderPage finish(String cursor, PageFeed feed) {
        return sizing.sized(cursor, feed.end());
    }
}
