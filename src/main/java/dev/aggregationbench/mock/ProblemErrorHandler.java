package dev.aggregationbench.mock;

import dev.aggregationbench.text.Echo;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import wiremock.jakarta.servlet.RequestDispatcher;
import wiremock.jakarta.servlet.http.HttpServletRequest;
import wiremock.jakarta.servlet.http.HttpServletResponse;
import wiremock.org.eclipse.jetty.http.HttpFields;
import wiremock.org.eclipse.jetty.http.HttpHeader;
import wiremock.org.eclipse.jetty.http.HttpStatus;
import wiremock.org.eclipse.jetty.server.Request;
import wiremock.org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * Jetty's own answers as problem+json instead of its HTML pages: a request Jetty cannot parse (400, a URI over
 * its limit: 414, headers over it: 431, an unknown HTTP version: 505; {@link #badMessageError}), and an error
 * inside the servlet context (an exception: 500, without its message; {@link #handle}). Installed on the server and
 * on the mock's servlet context by {@link OrdersHttpServer}.
 */
final class ProblemErrorHandler extends ErrorHandler {

    ProblemErrorHandler() {
        setShowStacks(false);
        setShowServlet(false);
    }

    /** A request Jetty refused while parsing it, before any handler saw it. */
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        if (HttpStatus.hasNoBody(status)) {
            return ByteBuffer.allocate(0);
        }
        fields.put(HttpHeader.CONTENT_TYPE, MockResponses.PROBLEM_JSON);
        return ByteBuffer.wrap(
                MockResponses.problemBody(status, detail(status, reason), null).getBytes(StandardCharsets.UTF_8));
    }

    /** An error inside the servlet context: {@code sendError}, or an exception a servlet threw. */
    @Override
    public void handle(String target, Request baseRequest, HttpServletRequest request, HttpServletResponse response)
            throws IOException {
        baseRequest.setHandled(true);
        int status = response.getStatus();
        if (HttpStatus.hasNoBody(status)) {
            return;
        }
        boolean thrown = request.getAttribute(RequestDispatcher.ERROR_EXCEPTION) != null;
        String message = thrown ? null : (String) request.getAttribute(RequestDispatcher.ERROR_MESSAGE);
        response.setHeader("Cache-Control", "no-store");
        MockResponses.writeProblem(response, status, detail(status, message), null);
    }

    /** The mock's words for a status; Jetty's reason, quoted, where it says more. Never an exception's message. */
    static String detail(int status, String reason) {
        String said = reason == null || reason.equals(HttpStatus.getMessage(status)) ? "" : ": " + Echo.quote(reason);
        return switch (status) {
            case 400 -> "the request is not valid HTTP" + said;
            case 404 -> OrdersHttpServer.NOT_FOUND_DETAIL;
            case 414 -> "the request's URI is longer than the mock reads";
            case 431 -> "the request's headers are larger than the mock reads";
            case 505 -> "the HTTP version is not supported (the mock speaks HTTP/1.0, HTTP/1.1 and h2c)" + said;
            default -> status >= 500 ? "the mock could not answer this request" : HttpStatus.getMessage(status) + said;
        };
    }
}
