package dev.aggregationbench.mock;

/**
 * The mock could not start, said in one line that names the cause in words (the port in use, an address that is
 * not this machine's, a missing directory, a mapping that does not parse), every outside value quoted.
 * {@code ./benchmark.sh mock} prints it and exits with 2, without a stack trace.
 */
public final class MockStartException extends RuntimeException {

    MockStartException(String message) {
        super(message, null, false, false);
    }
}
