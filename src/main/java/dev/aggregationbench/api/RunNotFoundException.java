package dev.aggregationbench.api;

/** No run (or no such result file of a run) with this id: answered with 404 problem+json. */
class RunNotFoundException extends RuntimeException {

    public RunNotFoundException(String message) {
        super(message);
    }
}
