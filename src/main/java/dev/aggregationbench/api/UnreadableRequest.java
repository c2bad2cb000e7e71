package dev.aggregationbench.api;

import dev.aggregationbench.files.JsonTypeWords;
import dev.aggregationbench.text.Echo;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageNotReadableException;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

/**
 * The 400 for a request whose values could not be read ({@link ApiExceptionHandler}): a body Jackson refused, with the
 * field it is about and what that field takes (in {@link JsonTypeWords}' words).
 */
final class UnreadableRequest {

    /** Jackson's message for a key given twice (StreamReadFeature.STRICT_DUPLICATE_DETECTION). */
    private static final Pattern DUPLICATE = Pattern.compile("^Duplicate \\w+ property \"([^\"]{1,100})\"");

    private UnreadableRequest() {}

    /**
     * Names the field a Jackson error is about; errors without a field (malformed JSON, no body) name "body". A
     * number too large for its field's type names the field's valid range when {@code runOptions} knows it.
     */
    static ProblemDetail body(HttpMessageNotReadableException ex, RunOptionsSchema runOptions) {
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
                ? JsonTypeWords.of(mismatch.getTargetType())
                : jackson instanceof InputCoercionException coercion
                        ? JsonTypeWords.of(coercion.getTargetType()) + " "
                                + Optional.ofNullable(runOptions)
                                        .flatMap(schema -> schema.wholeNumberRange(field))
                                        .orElseGet(() -> range(coercion.getTargetType()))
                        : "a valid value";
        String was = jackson instanceof InvalidFormatException format
                ? ", was " + Echo.quote(String.valueOf(format.getValue()))
                : "";
        return Problems.invalidRequest(Echo.bare(field), "must be " + expected + was);
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
