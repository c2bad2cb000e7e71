package dev.aggregationbench.client;

import java.io.EOFException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.UnresolvedAddressException;
import javax.net.ssl.SSLException;

/**
 * Why a request got no answer, in words. The JDK's {@code HttpClient} often throws exceptions without a message (a
 * refused connection can arrive as {@code ConnectException: null} or {@code ClosedChannelException: null}), which a
 * message would print as "null"; this names the cause: "connection refused", "connection closed before an answer",
 * "timed out", "unknown host".
 */
public final class ConnectionFailures {

    private ConnectionFailures() {}

    /** The cause of a failed request in words; for a failure that is not a network one, its innermost message. */
    public static String describe(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String words = words(t);
            if (words != null) {
                return words;
            }
        }
        Throwable innermost = failure;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                innermost = t;
            }
        }
        return innermost.getMessage() != null && !innermost.getMessage().isBlank()
                ? innermost.getMessage()
                : innermost.getClass().getSimpleName();
    }

    /** Whether {@code failure} (or a cause of it) is a network failure {@link #describe} has words for. */
    public static boolean isNetworkFailure(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (words(t) != null) {
                return true;
            }
        }
        return false;
    }

    private static String words(Throwable t) {
        return switch (t) {
            case HttpConnectTimeoutException e -> "timed out connecting" + detail(e);
            case HttpTimeoutException e -> "timed out waiting for the answer" + detail(e);
            case ConnectException e -> "connection refused (nothing listens there, or it stopped)";
            case NoRouteToHostException e -> "no route to the host";
            case UnknownHostException e -> "unknown host" + detail(e);
            case UnresolvedAddressException e -> "unknown host";
            case ClosedChannelException e -> "connection closed (refused, or closed by the server before it answered)";
            case EOFException e -> "connection closed by the server before it answered";
            case SSLException e -> "TLS failed" + detail(e);
            case SocketException e when e.getMessage() != null -> e.getMessage().toLowerCase(java.util.Locale.ROOT);
            default -> null;
        };
    }

    private static String detail(Throwable t) {
        return t.getMessage() == null || t.getMessage().isBlank() ? "" : " (" + t.getMessage() + ")";
    }
}
