package dev.aggregationbench.worker;

import dev.aggregationbench.client.ConnectionFailures;
import dev.aggregationbench.client.OrdersClient;
import dev.aggregationbench.client.ResponseWait;
import dev.aggregationbench.order.OrderStats;
import dev.aggregationbench.workerdoc.Outcome;
import dev.aggregationbench.workerdoc.PassEnding;

/**
 * One run of a workload through a counting client, checked against the ground truth: the {@link PassEnding} it
 * makes, and how a failure is named in it.
 */
final class PassAttempt {

    private PassAttempt() {}

    /**
     * Runs the workload once through a counting client that stops it at {@code budget} pages; never throws (an
     * OutOfMemoryError becomes an outcome).
     */
    static PassEnding run(Workload workload, OrdersClient client, OrderStats expected, PageBudget budget) {
        CountingOrdersClient counting = new CountingOrdersClient(client, budget);
        ResponseWait wait =
                client instanceof ResponseWait.Measured measured ? measured.responseWait() : new ResponseWait();
        ResponseWait.Snapshot waitBefore = wait.snapshot();
        OrderStats stats;
        OutOfMemoryElsewhere.beginPass();
        try {
            stats = workload.run(counting);
        } catch (Throwable thrown) { // an Error too: OutOfMemoryError, StackOverflowError are results here
            OutOfMemoryError elsewhere = OutOfMemoryElsewhere.endPass(); // e.g. the HttpClient's selector thread
            Throwable failure = elsewhere != null && !causedByOutOfMemory(thrown)
                    ? new OutOfMemoryError(
                            "on another thread than the pass's (" + elsewhere.getMessage() + "), which was interrupted")
                    : thrown;
            Outcome outcome = causedByOutOfMemory(failure)
                    ? Outcome.OUT_OF_MEMORY
                    : failure instanceof WrongResultException ? Outcome.WRONG_RESULT : Outcome.VARIANT_ERROR;
            return new PassEnding(
                    outcome,
                    null,
                    describe(failure),
                    null,
                    counting.pagesFetched(),
                    counting.ordersFetched(),
                    wait.snapshot().nanosSince(waitBefore));
        }
        OutOfMemoryElsewhere.endPass();
        String difference = stats == null
                ? ResultCheck.checkOrderCount(counting.ordersFetched(), expected)
                : ResultCheck.difference(expected, stats);
        Outcome outcome = difference == null ? Outcome.OK : Outcome.WRONG_RESULT;
        return new PassEnding(
                outcome,
                difference == null,
                difference,
                stats,
                counting.pagesFetched(),
                counting.ordersFetched(),
                wait.snapshot().nanosSince(waitBefore));
    }

    static boolean causedByOutOfMemory(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return true;
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }

    /**
     * "ExceptionClass: message", plus the root cause when it adds something: never "null" for an exception without
     * a message (a failed connection is named in words, {@link ConnectionFailures}).
     */
    static String describe(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = failure.getMessage() != null ? failure.getMessage() : ConnectionFailures.describe(failure);
        String text = failure.getClass().getName() + ": " + message;
        if (root == failure) {
            return text;
        }
        if (root.getMessage() == null) {
            return ConnectionFailures.isNetworkFailure(root) && text.contains(ConnectionFailures.describe(root))
                    ? text
                    : text + " (caused by " + root.getClass().getName() + ")";
        }
        return text.contains(root.getMessage())
                ? text
                : text + " (caused by " + root.getClass().getName() + ": " + root.getMessage() + ")";
    }
}
