package dev.aggregationbench.files;

import dev.aggregationbench.text.Echo;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.exc.UnexpectedEndOfInputException;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.ValueInstantiationException;

/** How {@link JsonDocuments} words what is wrong with a document: Jackson's exceptions and JSON values in words. */
final class DocumentProblems {

    private DocumentProblems() {}

    /** "the string 'abc'", "the number 3", "an array": a value as a message shows it (bounded, escaped). */
    static String valueWords(JsonNode value) {
        if (value.isString()) {
            return "the string " + Echo.quote(value.asString());
        }
        if (value.isNumber() || value.isBoolean()) {
            return (value.isBoolean() ? "" : "the number ") + Echo.bare(value.asString());
        }
        return nodeWords(value);
    }

    static String nodeWords(JsonNode node) {
        if (node.isArray()) {
            return "a JSON array";
        }
        if (node.isObject()) {
            return "an object";
        }
        return "the JSON value " + Echo.bare(node.toString());
    }

    static String bindingProblem(DatabindException e) {
        String path = path(e);
        String at = path.isEmpty() ? "" : path + " ";
        if (e instanceof InvalidFormatException invalid) {
            return at + "has the value " + Echo.quote(String.valueOf(invalid.getValue())) + ", expected "
                    + JsonTypeWords.of(invalid.getTargetType());
        }
        if (e instanceof ValueInstantiationException) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            return (path.isEmpty() ? "the document" : path) + " cannot be built: "
                    + Echo.bare(firstLine(cause.getMessage() != null ? cause.getMessage() : cause.toString()));
        }
        if (e instanceof MismatchedInputException mismatched && mismatched.getTargetType() != null) {
            return at + "is not " + JsonTypeWords.of(mismatched.getTargetType()) + " ("
                    + Echo.bare(firstLine(e.getOriginalMessage())) + ")";
        }
        return at + Echo.bare(firstLine(e.getOriginalMessage()));
    }

    /** {@code variants[0].repetitions[1].exitCode}: where in the document binding failed. */
    static String path(DatabindException e) {
        StringBuilder path = new StringBuilder();
        for (JacksonException.Reference reference : e.getPath()) {
            if (reference.getPropertyName() != null) {
                if (!path.isEmpty()) {
                    path.append('.');
                }
                path.append(reference.getPropertyName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return Echo.bare(path.toString());
    }

    /** The parser met the end of the bytes inside the document (Jackson's own type, or its words for it). */
    static boolean endsTooSoon(JacksonException e) {
        return e instanceof UnexpectedEndOfInputException
                || e.getOriginalMessage() != null && e.getOriginalMessage().contains("end-of-input");
    }

    static String where(JacksonException e) {
        TokenStreamLocation location = e instanceof StreamReadException read ? read.getLocation() : e.getLocation();
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return " at line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    static String firstLine(String message) {
        if (message == null) {
            return "(no detail)";
        }
        int end = message.indexOf('\n');
        return (end < 0 ? message : message.substring(0, end)).strip();
    }
}
