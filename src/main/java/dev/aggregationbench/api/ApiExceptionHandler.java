package dev.aggregationbench.api;

import java.util.Collection;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.TypeMismatchException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

/**
 * Every error as {@code application/problem+json}: 400 naming the field, 404, 409, 429 with Retry-After, and a
 * bare 500 (details only in the log). No response ever carries a stack trace or an exception's internals.
 */
@RestControllerAdvice
public class ApiExceptionHandler extends ResponseEntityExceptionHandler {

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

    @ExceptionHandler(Exception.class)
    ProblemDetail unexpected(Exception e) {
        log.error("Unexpected error answering a request", e);
        return Problems.of(
                HttpStatus.INTERNAL_SERVER_ERROR,
                "Internal error",
                "the service could not answer this request; the details are in the service log");
    }

    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(
            HttpMessageNotReadableException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        return ResponseEntity.badRequest().body(notReadable(ex));
    }

    @Override
    protected ResponseEntity<Object> handleTypeMismatch(
            TypeMismatchException ex, HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        String field = ex.getPropertyName() != null ? ex.getPropertyName() : "parameter";
        String expected = expected(ex.getRequiredType());
        return ResponseEntity.badRequest()
                .body(Problems.invalidRequest(field, "must be " + expected + ", was '" + ex.getValue() + "'"));
    }

    /** Names the field a Jackson error is about; errors without a field (malformed JSON, no body) name "body". */
    static ProblemDetail notReadable(HttpMessageNotReadableException ex) {
        JacksonException jackson = jacksonCause(ex);
        if (jackson == null) {
            return Problems.invalidRequest("body", "required: a JSON object with the run's options");
        }
        Matcher duplicate = DUPLICATE.matcher(String.valueOf(jackson.getOriginalMessage()));
        if (duplicate.find()) {
            return Problems.invalidRequest(duplicate.group(1), "given more than once; give each property once");
        }
        if (jackson instanceof UnrecognizedPropertyException unknown) {
            return Problems.invalidRequest(
                    unknown.getPropertyName(),
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
                : "a valid value";
        String was = jackson instanceof InvalidFormatException format ? ", was '" + format.getValue() + "'" : "";
        return Problems.invalidRequest(field, "must be " + expected + was);
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
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array of strings";
        }
        return "a valid value";
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
