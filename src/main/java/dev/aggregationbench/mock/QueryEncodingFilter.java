package dev.aggregationbench.mock;

import dev.aggregationbench.text.Echo;
import java.io.IOException;
import wiremock.jakarta.servlet.Filter;
import wiremock.jakarta.servlet.FilterChain;
import wiremock.jakarta.servlet.ServletException;
import wiremock.jakarta.servlet.ServletRequest;
import wiremock.jakarta.servlet.ServletResponse;
import wiremock.jakarta.servlet.http.HttpServletRequest;
import wiremock.jakarta.servlet.http.HttpServletResponse;

/**
 * Answers 400 (problem+json naming the parameter) to a query that is not valid percent-encoding, such as
 * {@code ?cursor=%%%%}, before WireMock sees it. WireMock 3.13 splits and decodes the query with
 * {@code URLDecoder} when it copies the request into its {@code LoggedRequest} ({@code Urls.splitQuery}, called
 * from {@code ServeEvent.of} in {@code AbstractRequestHandler.handle}), before any of its request filters or
 * transformers run; the {@code IllegalArgumentException} became Jetty's HTTP 500 page. This servlet filter runs in
 * front of WireMock's dispatching servlet ({@link OrdersHttpServer}). A query without '%' costs one scan.
 */
final class QueryEncodingFilter implements Filter {

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String query = ((HttpServletRequest) request).getQueryString(); // raw, as sent
        String[] problem = query == null || query.indexOf('%') < 0 ? null : invalidEscape(query);
        if (problem == null) {
            chain.doFilter(request, response);
            return;
        }
        MockResponses.writeProblem((HttpServletResponse) response, 400, problem[1], problem[0]);
    }

    /**
     * The first parameter of a raw query whose name or value is not valid percent-encoding (a '%' not followed
     * by two hex digits), as {parameter, message}; {@code null} when the whole query is valid.
     */
    static String[] invalidEscape(String query) {
        for (String element : query.split("&")) {
            int equals = element.indexOf('=');
            String name = equals < 0 ? element : element.substring(0, equals);
            if (!validlyEscaped(element)) {
                boolean inName = !validlyEscaped(name);
                return new String[] {
                    Echo.bare(name),
                    (inName
                                    ? "the query parameter name " + Echo.quote(name)
                                    : "the value of query parameter " + Echo.quote(name) + ", "
                                            + Echo.quote(element.substring(equals + 1)) + ",")
                            + " is not valid percent-encoding: every '%' must be followed by two hex digits"
                };
            }
        }
        return null;
    }

    private static boolean validlyEscaped(String text) {
        for (int i = text.indexOf('%'); i >= 0; i = text.indexOf('%', i + 3)) {
            if (i + 2 >= text.length() || !hexDigit(text.charAt(i + 1)) || !hexDigit(text.charAt(i + 2))) {
                return false;
            }
        }
        return true;
    }

    private static boolean hexDigit(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
}
