package dev.aggregationbench.worker;

/**
 * An {@link OutOfMemoryError} on a thread the pass does not run on ends the pass as out of memory, instead of leaving
 * it to wait until the JVM's timeout.
 *
 * <p>Near the heap's edge the error strikes whichever thread allocates. When that is the JDK HttpClient's selector
 * thread, the thread dies, and with it the reading of every response and the request timeouts: the pass's thread
 * then waits for its page forever, while the sampler's small allocations keep the JVM in full collections. A CI run
 * of this project ended that way, TIMEOUT after 600 s instead of out of memory (its console log: "OutOfMemoryError
 * thrown from the UncaughtExceptionHandler in thread HttpClient-1-SelectorManager"). {@link GcThrash} does not catch
 * it: it acts only at the next page fetch, and the heap can run out inside the page in flight.
 *
 * <p>So the worker's default handler of uncaught errors notes an OutOfMemoryError and interrupts the pass's thread (a
 * blocking {@code HttpClient.send} gives up when interrupted). It allocates nothing on that path: it runs when the
 * heap is full.
 */
final class OutOfMemoryElsewhere {

    private static volatile Thread passThread;
    private static volatile OutOfMemoryError error;

    private OutOfMemoryElsewhere() {}

    /** Installs the handler, once per JVM; the worker's other uncaught errors are printed as the JVM prints them. */
    static void install() {
        Thread.setDefaultUncaughtExceptionHandler(OutOfMemoryElsewhere::uncaught);
    }

    /** The calling thread runs a pass from now on: an OutOfMemoryError elsewhere interrupts it. */
    static void beginPass() {
        error = null;
        passThread = Thread.currentThread();
    }

    /**
     * The pass's thread is done with it: the OutOfMemoryError another thread met during the pass, or null. Clears
     * the interrupt it may have caused.
     */
    static OutOfMemoryError endPass() {
        passThread = null;
        Thread.interrupted();
        return error;
    }

    private static void uncaught(Thread thread, Throwable failure) {
        if (failure instanceof OutOfMemoryError outOfMemory) {
            error = outOfMemory;
            Thread pass = passThread;
            if (pass != null && pass != thread) {
                pass.interrupt();
            }
        }
        try {
            System.err.print("Exception in thread \"" + thread.getName() + "\" ");
            failure.printStackTrace();
        } catch (OutOfMemoryError noRoomToPrint) { // the error is noted; printing it is not worth another
        }
    }
}
