package dev.aggregationbench.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
            byte[] all = in.readAllBytes();
            int headersEnd = indexOf(all, "\r\n\r\n".getBytes(StandardCharsets.US_ASCII), 0);
            String head = new String(all, 0, headersEnd < 0 ? all.length : headersEnd, StandardCharsets.UTF_8);
            byte[] body = headersEnd < 0 ? new byte[0] : Arrays.copyOfRange(all, headersEnd + 4, all.length);
            String contentType = head.lines()
                    .filter(l -> l.toLowerCase(Locale.ROOT).startsWith("content-type:"))
                    .map(l -> l.substring(13).strip())
                    .findFirst()
                    .orElse("");
            if (head.toLowerCase(Locale.ROOT).contains("transfer-encoding: chunked")) {
                body = unchunk(body);
            }
            return new RawHttp(
                    Integer.parseInt(head.split(" ")[1]), head, contentType, new String(body, StandardCharsets.UTF_8));
        }
    }

    /** {@code GET target} with {@code Host} and {@code Connection: close}. */
    public static RawHttp get(int port, String target) throws IOException {
        return exchange(
                port, "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n\r\n");
    }

    /** The chunks joined; sizes count bytes, so the body is joined before it is decoded. */
    private static byte[] unchunk(byte[] chunked) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        byte[] lineBreak = "\r\n".getBytes(StandardCharsets.US_ASCII);
        int at = 0;
        while (true) {
            int lineEnd = indexOf(chunked, lineBreak, at);
            String sizeLine = new String(chunked, at, lineEnd - at, StandardCharsets.US_ASCII);
            int size = Integer.parseInt(sizeLine.split(";")[0].strip(), 16);
            if (size == 0) {
                return body.toByteArray();
            }
            body.write(chunked, lineEnd + 2, size);
            at = lineEnd + 2 + size + 2;
        }
    }

    private static int indexOf(byte[] bytes, byte[] part, int from) {
        outer:
        for (int i = from; i <= bytes.length - part.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (bytes[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
