package dev.aggregationbench.api;

/** The run queue is full: answered with 429 problem+json and a Retry-After header. */
class QueueFullException extends RuntimeException {

    private final int retryAfterSeconds;

    public QueueFullException(int capacity, int retryAfterSeconds) {
        super("the run queue is full (" + capacity + " runs waiting behind the running one); retry later");
        this.retryAfterSeconds = retryAfterSeconds;
    }

    public int retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
