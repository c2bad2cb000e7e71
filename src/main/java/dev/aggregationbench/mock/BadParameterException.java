package dev.aggregationbench.mock;

/** A request parameter the mock cannot serve; answered with 400 and a body naming {@link #parameter()}. */
final class BadParameterException extends RuntimeException {

    private final String parameter;

    BadParameterException(String parameter, String message) {
        super(message, null, false, false);
        this.parameter = parameter;
    }

    String parameter() {
        return parameter;
    }
}
