package dev.aggregationbench.mock;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import dev.aggregationbench.text.Echo;
import java.net.BindException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What can stop the mock from starting, each checked or translated into one line naming the cause in words
 * ({@link MockStartException}): a bind address that is not this machine's, a port in use, a root directory that is
 * missing or has no {@code mappings/}, a mapping that does not load. WireMock itself throws these as nested
 * exceptions ({@code FatalStartupException} around an {@code IOException} around a {@code BindException}).
 */
final class MockStartup {

    private MockStartup() {}

    /** Refuses an address this machine does not have, before anything starts (0.0.0.0 and loopback pass). */
    static void checkBindAddress(String bind) {
        InetAddress address;
        try {
            address = InetAddress.getByName(bind);
        } catch (UnknownHostException | SecurityException e) {
            throw new MockStartException(
                    "--bind " + Echo.quote(bind) + " is neither an IP address nor a host name this machine resolves");
        }
        if (address.isAnyLocalAddress() || address.isLoopbackAddress()) {
            return;
        }
        try {
            if (NetworkInterface.getByInetAddress(address) != null) {
                return;
            }
        } catch (SocketException e) {
            return; // the interfaces cannot be listed: let the bind itself say
        }
        throw new MockStartException("--bind " + Echo.quote(bind) + " (" + address.getHostAddress()
                + ") is not an address of this machine; the mock listens on one of its own addresses "
                + "(127.0.0.1, the default, for this machine only)");
    }

    /** Refuses a root directory that is missing, not a directory, or has no {@code mappings/} directory. */
    static void checkRootDir(Path rootDir) {
        String named = "--root-dir " + Echo.quote(rootDir.toString());
        if (!Files.exists(rootDir)) {
            throw new MockStartException(named + " does not exist");
        }
        if (!Files.isDirectory(rootDir)) {
            throw new MockStartException(named + " is not a directory");
        }
        if (!Files.isDirectory(rootDir.resolve("mappings"))) {
            throw new MockStartException(
                    named + " has no mappings/ directory (a directory like mock-api/: mappings/*.json)");
        }
        if (!Files.isReadable(rootDir.resolve("mappings"))) {
            throw new MockStartException(named + ": its mappings/ directory cannot be read");
        }
    }

    /** Creates the server (which loads the mappings) and starts it (which binds the port). */
    static WireMockServer start(WireMockConfiguration options, MockSettings settings, Path rootDir) {
        WireMockServer server;
        try {
            server = new WireMockServer(options);
        } catch (RuntimeException e) {
            throw new MockStartException("the stub mappings"
                    + (rootDir == null ? "" : " under " + Echo.quote(rootDir.toString()))
                    + " could not be loaded: " + cause(e));
        }
        try {
            server.start();
            return server;
        } catch (RuntimeException e) {
            stopQuietly(server);
            throw new MockStartException(
                    "cannot listen on " + settings.bindAddress() + ":" + settings.port() + ": " + bindCause(e));
        }
    }

    /** Why a bind failed, in words; the innermost cause's message otherwise. */
    private static String bindCause(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BindException bind) {
                String message = String.valueOf(bind.getMessage());
                if (message.contains("in use")) {
                    return "the port is in use by another program (choose another --port, or --port=0 for any free one)";
                }
                if (message.contains("ermission")) {
                    return "not allowed to listen on this port (below 1024 needs privileges; choose another --port)";
                }
                if (message.contains("assign")) {
                    return "the address is not one of this machine's (" + Echo.quote(message) + ")";
                }
                return Echo.quote(message);
            }
        }
        return cause(e);
    }

    /** The innermost cause: its class and its message, quoted. */
    static String cause(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : " " + Echo.quote(root.getMessage()));
    }

    private static void stopQuietly(WireMockServer server) {
        try {
            server.stop();
        } catch (Exception ignored) { // WireMock rethrows Jetty's checked exceptions unchecked
            // it did not start; nothing more to release
        }
    }
}
