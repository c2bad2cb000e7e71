package dev.aggregationbench.api;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Refuses request bodies over {@code aggbench.max-request-bytes} with 413 problem+json naming {@code body}, whether
 * the size is declared (Content-Length) or not (chunked): the body is read, at most one byte past the limit, before
 * anything parses it. The limit applies to every request that has a body, whatever its method and path: a check
 * on the path's spelling would miss the other spellings the router accepts for the same handler
 * ({@code /api;x=1/runs}, {@code /%61pi/runs}). It runs right after the Host check, before any other filter could
 * read the body.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 2)
class RequestSizeFilter extends OncePerRequestFilter {

    private final int maxBytes;
    private final JsonMapper json;

    public RequestSizeFilter(ApiProperties properties, JsonMapper json) {
        this.maxBytes = properties.maxRequestBytes();
        this.json = json;
    }

    /** Only a request without a body (no Content-Length above 0, no Transfer-Encoding) passes unread. */
    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return request.getContentLengthLong() <= 0 && request.getHeader(HttpHeaders.TRANSFER_ENCODING) == null;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long declared = request.getContentLengthLong();
        byte[] body = declared > maxBytes ? null : request.getInputStream().readNBytes(maxBytes + 1);
        if (body == null || body.length > maxBytes) {
            response.setHeader(HttpHeaders.CONNECTION, "close");
            Problems.write(
                    response,
                    json,
                    HttpStatus.CONTENT_TOO_LARGE,
                    Problems.asMap(
                            HttpStatus.CONTENT_TOO_LARGE,
                            "Request body too large",
                            "body",
                            "too large: at most " + maxBytes + " bytes" + (declared > 0 ? ", was " + declared : ""),
                            request.getRequestURI()));
            return;
        }
        chain.doFilter(new CachedBodyRequest(request, body), response);
    }

    /** The request with its already read body. */
    private static final class CachedBodyRequest extends HttpServletRequestWrapper {

        private final byte[] body;

        CachedBodyRequest(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public ServletInputStream getInputStream() {
            InputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public boolean isFinished() {
                    try {
                        return in.available() == 0;
                    } catch (IOException e) {
                        return true;
                    }
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("the body was already read");
                }

                @Override
                public int read() throws IOException {
                    return in.read();
                }

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    return in.read(b, off, len);
                }
            };
        }

        @Override
        public BufferedReader getReader() {
            String encoding = getCharacterEncoding();
            Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
            return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(body), charset));
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }
    }
}
