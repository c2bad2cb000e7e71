package dev.aggregationbench.api;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The headers a local control page needs, on every answer (also refusals and the container's own errors): no other
 * site may frame the service (a page could lay its own buttons over Start and Cancel), the browser does not guess
 * content types, no Referer leaves, and the web page may load only what the service serves. Its policy still lets
 * the page's scripts, its stylesheet and the ECharts WebJar work: scripts only from the service (nothing inline
 * executed, no eval); styles from the service and inline (ECharts and Swagger UI set styles inline; a style cannot
 * run code).
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class SecurityHeaders extends OncePerRequestFilter {

    static final String CONTENT_SECURITY_POLICY = "Content-Security-Policy";

    /** Everything but report.html: the web page, the API, the OpenAPI document and Swagger UI. */
    static final String PAGE_POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
            + "form-action 'self'; frame-ancestors 'none'";

    /**
     * A run's report.html is one self-contained file made to open offline: its scripts, styles and data are inline.
     * Served by the service, it runs sandboxed (an origin of its own, no access to the service's) and may load
     * nothing.
     */
    static final String REPORT_POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
            + "img-src data: blob:; font-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; "
            + "sandbox allow-scripts";

    /** Sets the headers on an answer that has none of them yet. */
    static void apply(HttpServletResponse response) {
        if (!response.containsHeader(CONTENT_SECURITY_POLICY)) {
            response.setHeader(CONTENT_SECURITY_POLICY, PAGE_POLICY);
        }
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("Referrer-Policy", "no-referrer");
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        apply(response);
        chain.doFilter(request, response);
    }
}
