package dev.aggregationbench.api;

import dev.aggregationbench.run.RunOptions.FieldError;
import java.util.List;
import java.util.stream.Collectors;

/** A request whose fields are wrong: each error names its field. Answered with 400 problem+json. */
public class InvalidRunRequestException extends RuntimeException {

    private final transient List<FieldError> errors;

    public InvalidRunRequestException(List<FieldError> errors) {
        super(errors.stream().map(e -> e.field() + ": " + e.message()).collect(Collectors.joining("; ")));
        this.errors = List.copyOf(errors);
    }

    public InvalidRunRequestException(String field, String message) {
        this(List.of(new FieldError(field, message)));
    }

    public List<FieldError> errors() {
        return errors;
    }
}
