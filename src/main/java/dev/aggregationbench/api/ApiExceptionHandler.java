package dev.aggregationbench.api;

import dev.aggregationbench.text.Echo;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Arrays;
import java.util.Collection;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

/**
 * Every error as {@code application/problem+json}: 400 naming the field, 404, 409, 429 with Retry-After, and a
 * bare 500 (details only in the log). No response ever carries a stack trace or an exception's internals.
 */
@RestControllerAdvice
public class ApiExceptionHandler extends ResponseEntityExceptionHandler {

    private final ParameterBounds bounds;
    private final ObjectProvider<RunOptionsSchema> runOptions;

    public ApiExceptionHandler(ParameterBounds bounds, ObjectProvider<RunOptionsSchema> runOptions) {
        this.bounds = bounds;
        this.runOptions = runOptions;
    }

    private static final Logger log = LoggerFactory.getLogger(ApiExceptionHandler.class);
    /** Jackson's message for a key given twice (StreamReadFeature.STRICT_DUPLICATE_DETECTION). */
    private static final Pattern DUPLICATE = Pattern.compile("^Duplicate \\w+ property \"([^\"]{1,100})\"");

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
        return ResponseEntity.badRequest().body(notReadable(ex, runOptions.getIfAvailable()));
    }

    @Override
    protected ResponseEntity<Object> handleTypeMismatch(
            TypeMismatchException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        String field = ex.getPropertyName() != null ? ex.getPropertyName() : "parameter";
        String expected = expected(ex.getRequiredType())
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

    /**
     * Names the field a Jackson error is about; errors without a field (malformed JSON, no body) name "body". A
     * number too large for its field's type names the field's valid range when {@code runOptions} knows it.
     */
    static ProblemDetail notReadable(HttpMessageNotReadableException ex, RunOptionsSchema runOptions) {
        JacksonException jackson = jacksonCause(ex);
        if (jackson == null) {
            return Problems.invalidRequest("body", "required: a JSON object with the run's options");
        }
        if (jackson instanceof StreamConstraintsException) {
            return Problems.invalidRequest(
                    "body",
                    "exceeds a limit of the JSON reader (a name, string or number too long, or nested too deep)");
        }
        Matcher duplicate = DUPLICATE.matcher(String.valueOf(jackson.getOriginalMessage()));
        if (duplicate.find()) {
            return Problems.invalidRequest(
                    Echo.bare(duplicate.group(1)), "given more than once; give each property once");
        }
        if (jackson instanceof UnrecognizedPropertyException unknown) {
            return Problems.invalidRequest(
                    Echo.bare(unknown.getPropertyName()),
                    "unknown property; known properties: "
                            + unknown.getKnownPropertyIds().stream()
                                    .map(Objects::toString)
                                    .sorted()
                                    .toList());
        }
        String field = jackson.getPath().stream()
                .map(JacksonException.Reference::getPropertyName)
                .filter(Objects::nonNull)
                .findFirst()
                .orElse("body");
        if ("body".equals(field)) {
            String what = jackson instanceof MismatchedInputException ? "must be a JSON object" : "malformed JSON";
            return Problems.invalidRequest("body", what + " (" + location(jackson) + ")");
        }
        String expected = jackson instanceof MismatchedInputException mismatch
                ? expected(mismatch.getTargetType())
                : jackson instanceof InputCoercionException coercion
                        ? expected(coercion.getTargetType()) + " "
                                + Optional.ofNullable(runOptions)
                                        .flatMap(schema -> schema.wholeNumberRange(field))
                                        .orElseGet(() -> range(coercion.getTargetType()))
                        : "a valid value";
        String was = jackson instanceof InvalidFormatException format
                ? ", was " + Echo.quote(String.valueOf(format.getValue()))
                : "";
        return Problems.invalidRequest(Echo.bare(field), "must be " + expected + was);
    }

    /** What a value of this Java type looks like in JSON or a query parameter. */
    static String expected(Class<?> type) {
        if (type == null) {
            return "a valid value";
        }
        if (type == Long.class || type == long.class || type == Integer.class || type == int.class) {
            return "a whole number";
        }
        if (type == Double.class || type == double.class) {
            return "a number";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type.isEnum()) {
            return "one of "
                    + Arrays.stream(type.getEnumConstants())
                            .map(String::valueOf)
                            .toList();
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array of strings";
        }
        return "a valid value";
    }

    /** The range a whole number of this Java type holds, for a number too large for it. */
    private static String range(Class<?> type) {
        if (type == Integer.class || type == int.class) {
            return Integer.MIN_VALUE + ".." + Integer.MAX_VALUE;
        }
        if (type == Long.class || type == long.class) {
            return Long.MIN_VALUE + ".." + Long.MAX_VALUE;
        }
        return "in range";
    }

    private static JacksonException jacksonCause(Throwable e) {
        for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
            if (t instanceof JacksonException jackson) {
                return jackson;
            }
        }
        return null;
    }

    private static String location(JacksonException e) {
        return e.getLocation() == null
                ? "at the start"
                : "line " + e.getLocation().getLineNr() + ", column "
                        + e.getLocation().getColumnNr();
    }
}
