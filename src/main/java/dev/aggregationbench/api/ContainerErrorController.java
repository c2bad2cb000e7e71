package dev.aggregationbench.api;

import io.swagger.v3.oas.annotations.Hidden;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;
import tools.jackson.databind.json.JsonMapper;

/**
 * The answers the servlet container forwards to {@code /error} instead of Spring Boot's default JSON or HTML page:
 * a method it refuses itself (TRACE: 405), a body it cannot read (a malformed chunk: 400), an exception thrown
 * before a handler ran. The same problem+json as every other error; the detail says what kind of request was
 * refused, never repeats it, and never carries the exception's message.
 */
@Controller
@Hidden
class ContainerErrorController implements ErrorController {

    private final JsonMapper json;

    public ContainerErrorController(JsonMapper json) {
        this.json = json;
    }

    @RequestMapping("${server.error.path:${error.path:/error}}")
    public void error(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpStatus status = status(request);
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("type", "about:blank");
        problem.put("title", status.getReasonPhrase());
        problem.put("status", status.value());
        problem.put("detail", detail(status, response));
        Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        if (uri instanceof String path) {
            problem.put("instance", path);
        }
        SecurityHeaders.apply(response);
        Problems.write(response, json, status, problem);
    }

    private static HttpStatus status(HttpServletRequest request) {
        if (request.getAttribute(RequestDispatcher.ERROR_EXCEPTION) instanceof Throwable thrown) {
            for (Throwable t = thrown; t != null && t.getCause() != t; t = t.getCause()) {
                if (t instanceof InvalidParameterException invalid) {
                    HttpStatus known = HttpStatus.resolve(invalid.getErrorCode());
                    return known != null && known.isError() ? known : HttpStatus.BAD_REQUEST;
                }
            }
        }
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        HttpStatus status = code instanceof Integer value ? HttpStatus.resolve(value) : null;
        return status != null && status.isError() ? status : HttpStatus.NOT_FOUND;
    }

    private static String detail(HttpStatus status, HttpServletResponse response) {
        return switch (status) {
            case METHOD_NOT_ALLOWED ->
                "this method is not allowed here"
                        + (response.getHeader(HttpHeaders.ALLOW) != null
                                ? "; allowed: " + response.getHeader(HttpHeaders.ALLOW)
                                : "");
            case BAD_REQUEST ->
                "the server could not read this request (for example a malformed chunked body, a query parameter "
                        + "without a name or a bad percent-encoding)";
            case NOT_FOUND -> "no such resource";
            case INTERNAL_SERVER_ERROR ->
                "the service could not answer this request; the details are in the service log";
            default -> "the server refused this request: " + status.getReasonPhrase();
        };
    }
}
