package dev.aggregationbench.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One HTTP/1.1 exchange on a loopback socket, the request written byte for byte (for what the JDK's URI and
 * HttpClient refuse to send: bad escapes, encoded slashes, over-long lines, forged Host headers). The request must
 * ask the server to close the connection ({@code Connection: close}); a chunked body is joined.
 *
 * @param head        the status line and headers
 * @param contentType the Content-Type header's value, {@code ""} when there is none
 */
public record RawHttp(int status, String head, String contentType, String body) {

    public static RawHttp exchange(int port, String rawRequest) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write(rawRequest.getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            in.transferTo(all);
            String text = all.toString(StandardCharsets.UTF_8);
            int headersEnd = text.indexOf("\r\n\r\n");
            String head = headersEnd < 0 ? text : text.substring(0, headersEnd);
            String body = headersEnd < 0 ? "" : text.substring(headersEnd + 4);
            String contentType = head.lines()
                    .filter(l -> l.toLowerCase(Locale.ROOT).startsWith("content-type:"))
                    .map(l -> l.substring(13).strip())
                    .findFirst()
                    .orElse("");
            if (head.toLowerCase(Locale.ROOT).contains("transfer-encoding: chunked")) {
                body = unchunk(body);
            }
            return new RawHttp(Integer.parseInt(head.split(" ")[1]), head, contentType, body);
        }
    }

    /** {@code GET target} with {@code Host} and {@code Connection: close}. */
    public static RawHttp get(int port, String target) throws IOException {
        return exchange(
                port, "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n\r\n");
    }

    private static String unchunk(String chunked) {
        StringBuilder body = new StringBuilder();
        int at = 0;
        while (true) {
            int lineEnd = chunked.indexOf("\r\n", at);
            int size = Integer.parseInt(
                    chunked.substring(at, lineEnd).split(";")[0].strip(), 16);
            if (size == 0) {
                return body.toString();
            }
            body.append(chunked, lineEnd + 2, lineEnd + 2 + size);
            at = lineEnd + 2 + size + 2;
        }
    }
}
