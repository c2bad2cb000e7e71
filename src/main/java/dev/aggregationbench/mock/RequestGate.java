package dev.aggregationbench.mock;

import dev.aggregationbench.text.Echo;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import wiremock.jakarta.servlet.Filter;
import wiremock.jakarta.servlet.FilterChain;
import wiremock.jakarta.servlet.ServletException;
import wiremock.jakarta.servlet.ServletOutputStream;
import wiremock.jakarta.servlet.ServletRequest;
import wiremock.jakarta.servlet.ServletResponse;
import wiremock.jakarta.servlet.WriteListener;
import wiremock.jakarta.servlet.http.HttpServletRequest;
import wiremock.jakarta.servlet.http.HttpServletRequestWrapper;
import wiremock.jakarta.servlet.http.HttpServletResponse;
import wiremock.jakarta.servlet.http.HttpServletResponseWrapper;

/**
 * What reaches WireMock: the mock is a read-only API, so only {@code GET} and {@code HEAD} without a body pass.
 * <ul>
 *   <li>{@code HEAD} is answered as {@code GET} without the body, as HTTP requires;</li>
 *   <li>any other method gets 405 with {@code Allow: GET, HEAD}, before WireMock reads its body;</li>
 *   <li>a request with a body gets 400: WireMock would read it whole into memory (a 1 GB body, a heap's worth), and
 *       a malformed chunked body was Jetty's HTML 500 page;</li>
 *   <li>WireMock's static files ({@code /__files/...}, whatever the spelling: Jetty decodes the path before it
 *       routes it) get 404: the mock serves the orders API and nothing else.</li>
 * </ul>
 * The admin API ({@code /__admin}) is not served at all ({@link OrdersHttpServer}). Every refusal is a problem+json.
 */
final class RequestGate implements Filter {

    static final String ALLOW = "GET, HEAD";
    /** Where WireMock's Jetty serves static files (its {@code FILES_URL_MATCH}, {@code /__files/*}). */
    private static final String FILES_SERVLET_PATH = "/__files";

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        HttpServletResponse answer = (HttpServletResponse) response;
        String method = http.getMethod();
        boolean head = "HEAD".equals(method);
        if (!head && !"GET".equals(method)) {
            answer.setHeader("Allow", ALLOW);
            MockResponses.writeProblem(
                    answer,
                    405,
                    "the orders API is read-only: it answers GET and HEAD, not " + Echo.quote(method),
                    null);
            return;
        }
        if (http.getContentLengthLong() > 0 || http.getHeader("Transfer-Encoding") != null) {
            MockResponses.writeProblem(answer, 400, "a " + method + " request to the orders API has no body", null);
            return;
        }
        if (FILES_SERVLET_PATH.equals(http.getServletPath())) {
            MockResponses.writeProblem(answer, 404, OrdersHttpServer.NOT_FOUND_DETAIL, null);
            return;
        }
        if (head) {
            chain.doFilter(new AsGet(http), new WithoutBody(answer));
        } else {
            chain.doFilter(request, response);
        }
    }

    /** A HEAD request as WireMock must see it to match the GET mappings. */
    private static final class AsGet extends HttpServletRequestWrapper {
        AsGet(HttpServletRequest request) {
            super(request);
        }

        @Override
        public String getMethod() {
            return "GET";
        }
    }

    /**
     * The answer to a HEAD request: the GET's status and headers, its body dropped here (Jetty drops it on HTTP/1.1
     * by itself, not on HTTP/2).
     */
    private static final class WithoutBody extends HttpServletResponseWrapper {
        private final ServletOutputStream nowhere = new ServletOutputStream() {
            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
                try {
                    listener.onWritePossible();
                } catch (IOException e) {
                    listener.onError(e);
                }
            }

            @Override
            public void write(int b) {
                // a HEAD answer has no body
            }

            @Override
            public void write(byte[] b, int off, int len) {
                // a HEAD answer has no body
            }
        };
        private final PrintWriter writer = new PrintWriter(nowhere, false, StandardCharsets.UTF_8);

        WithoutBody(HttpServletResponse response) {
            super(response);
        }

        @Override
        public ServletOutputStream getOutputStream() {
            return nowhere;
        }

        @Override
        public PrintWriter getWriter() {
            return writer;
        }
    }
}
