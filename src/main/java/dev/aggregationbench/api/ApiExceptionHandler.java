package dev.aggregationbench.api;

import dev.aggregationbench.files.JsonTypeWords;
import dev.aggregationbench.text.Echo;
import jakarta.servlet.http.HttpServletRequest;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.TypeMismatchException;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;
import org.springframework.web.servlet.resource.NoResourceFoundException;

/**
 * Every error as {@code application/problem+json}: 400 naming the field, 404, 409, 429 with Retry-After, and a
 * bare 500 (details only in the log). No response ever carries a stack trace or an exception's internals.
 */
@RestControllerAdvice
class ApiExceptionHandler extends ResponseEntityExceptionHandler {

    private final ParameterBounds bounds;
    private final ObjectProvider<RunOptionsSchema> runOptions;

    public ApiExceptionHandler(ParameterBounds bounds, ObjectProvider<RunOptionsSchema> runOptions) {
        this.bounds = bounds;
        this.runOptions = runOptions;
    }

    private static final Logger log = LoggerFactory.getLogger(ApiExceptionHandler.class);

    @ExceptionHandler(InvalidRunRequestException.class)
    ProblemDetail invalid(InvalidRunRequestException e) {
        return Problems.invalidRequest(e.errors());
    }

    @ExceptionHandler(RunNotFoundException.class)
    ProblemDetail notFound(RunNotFoundException e) {
        return Problems.of(HttpStatus.NOT_FOUND, "Not found", e.getMessage());
    }

    @ExceptionHandler(RunConflictException.class)
    ProblemDetail conflict(RunConflictException e) {
        return Problems.of(HttpStatus.CONFLICT, "Conflict", e.getMessage());
    }

    @ExceptionHandler(QueueFullException.class)
    ResponseEntity<ProblemDetail> queueFull(QueueFullException e) {
        ProblemDetail problem = Problems.of(HttpStatus.TOO_MANY_REQUESTS, "Run queue full", e.getMessage());
        problem.setProperty("retryAfterSeconds", e.retryAfterSeconds());
        return ResponseEntity.status(HttpStatus.TOO_MANY_REQUESTS)
                .header(HttpHeaders.RETRY_AFTER, Integer.toString(e.retryAfterSeconds()))
                .body(problem);
    }

    /**
     * A query string Tomcat could not parse (a parameter without a name, {@code ?=x}; a bad percent-encoding;
     * too many parameters): read lazily, so it surfaces when a handler's parameter is resolved.
     */
    @ExceptionHandler(InvalidParameterException.class)
    ProblemDetail malformedQuery(InvalidParameterException e) {
        if (e.getErrorCode() == HttpStatus.CONTENT_TOO_LARGE.value()) {
            return Problems.of(
                    HttpStatus.CONTENT_TOO_LARGE, "Too many parameters", "the query string has too many parameters");
        }
        return Problems.invalidRequest(
                "query", "malformed: a parameter without a name, or a '%' not followed by two hex digits");
    }

    /**
     * The log line names the request and the error, quoted with {@link Echo} (an exception's message can carry a
     * request value); the stack trace follows at DEBUG ({@code --logging.level.dev.aggregationbench.api=DEBUG}).
     */
    @ExceptionHandler(Exception.class)
    ProblemDetail unexpected(Exception e, HttpServletRequest request) {
        log.error(
                "Unexpected error answering {} {}: {}",
                Echo.bare(request.getMethod()),
                Echo.quote(request.getRequestURI()),
                Echo.quote(String.valueOf(e)));
        log.debug("Stack trace of that error", e);
        return Problems.of(
                HttpStatus.INTERNAL_SERVER_ERROR,
                "Internal error",
                "the service could not answer this request; the details are in the service log");
    }

    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(
            HttpMessageNotReadableException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        return ResponseEntity.badRequest().body(UnreadableRequest.body(ex, runOptions.getIfAvailable()));
    }

    @Override
    protected ResponseEntity<Object> handleTypeMismatch(
            TypeMismatchException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        String field = ex.getPropertyName() != null ? ex.getPropertyName() : "parameter";
        String expected = JsonTypeWords.of(ex.getRequiredType())
                + bounds.of(field).map(range -> " " + range).orElse("");
        return ResponseEntity.badRequest()
                .body(Problems.invalidRequest(
                        field, "must be " + expected + ", was " + Echo.quote(String.valueOf(ex.getValue()))));
    }

    /** A body in a media type the operation does not read: the type is quoted, bounded and escaped. */
    @Override
    protected ResponseEntity<Object> handleHttpMediaTypeNotSupported(
            HttpMediaTypeNotSupportedException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        String given = ex.getContentType() == null ? null : ex.getContentType().toString();
        ProblemDetail problem = Problems.of(
                HttpStatus.UNSUPPORTED_MEDIA_TYPE,
                "Unsupported Media Type",
                "Content-Type " + (given == null ? "missing" : Echo.quote(given)) + " is not read here; send "
                        + ex.getSupportedMediaTypes().stream()
                                .map(Object::toString)
                                .toList());
        return ResponseEntity.status(HttpStatus.UNSUPPORTED_MEDIA_TYPE)
                .headers(headers)
                .body(problem);
    }

    /** No handler and no static file for the path: the path is quoted, bounded and escaped. */
    @Override
    protected ResponseEntity<Object> handleNoResourceFoundException(
            NoResourceFoundException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND)
                .body(Problems.of(
                        HttpStatus.NOT_FOUND, "Not found", "no resource at " + Echo.quote("/" + ex.getResourcePath())));
    }
}
