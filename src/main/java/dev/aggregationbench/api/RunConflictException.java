package dev.aggregationbench.api;

/** The run is in a state that does not allow the request (e.g. cancelling a finished run): 409 problem+json. */
class RunConflictException extends RuntimeException {

    public RunConflictException(String message) {
        super(message);
    }
}
