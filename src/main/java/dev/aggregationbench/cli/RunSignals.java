package dev.aggregationbench.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C (SIGINT) and SIGTERM during a run. The first one interrupts the run's thread: the engine stops the running
 * worker JVM and the mock, and writes the repetitions that finished as a partial run; the CLI then prints it and
 * exits with 128 + the signal's number (130 for SIGINT, 143 for SIGTERM). A second signal does what it would have
 * done without this class, after one line saying so: the JVM shuts down, the isolation's shutdown hook still stops
 * every process it started, and {@code AtomicFiles} removes the temporary file of a write under way.
 *
 * <p>{@code sun.misc.Signal} (module {@code jdk.unsupported}, kept accessible by JEP 260 for this use): the standard
 * API only has shutdown hooks, which run once the JVM has already decided to exit and cannot tell which signal came.
 */
final class RunSignals implements AutoCloseable {

    private static final List<String> HANDLED = List.of("INT", "TERM");

    private final Thread runThread;
    private final Consumer<String> say;
    private final Map<Signal, SignalHandler> previous = new LinkedHashMap<>();
    private volatile Signal received;

    private RunSignals(Thread runThread, Consumer<String> say) {
        this.runThread = runThread;
        this.say = say;
    }

    /**
     * Handles SIGINT and SIGTERM for {@code runThread} until {@link #close()}; {@code say} gets one line about a
     * signal it cannot handle, and about a second signal that ends the run at once.
     */
    static RunSignals install(Thread runThread, Consumer<String> warn) {
        RunSignals signals = new RunSignals(runThread, warn);
        for (String name : HANDLED) {
            Signal signal = new Signal(name);
            try {
                signals.previous.put(signal, Signal.handle(signal, signals::handle));
            } catch (IllegalArgumentException e) { // ignored by whoever started us (nohup), or the JVM runs with -Xrs
                warn.accept("SIG" + name + " cannot be handled (" + e.getMessage() + "); it will end the run "
                        + "without writing the repetitions that finished");
            }
        }
        return signals;
    }

    private void handle(Signal signal) {
        if (received == null) {
            received = signal;
            runThread.interrupt();
        } else {
            say.accept("a second SIG" + signal.getName() + ": ending at once, without waiting for the partial "
                    + "results (files already written stay complete; no temporary file is left)");
            SignalHandler before = previous.get(signal);
            if (before != null && before != SignalHandler.SIG_DFL && before != SignalHandler.SIG_IGN) {
                before.handle(signal); // the JVM's own: shutdown hooks, then exit 128 + n
            } else {
                Runtime.getRuntime().exit(128 + signal.getNumber());
            }
        }
    }

    /** Whether a signal interrupted the run. */
    boolean received() {
        return received != null;
    }

    /** Why the run was interrupted: "interrupted by SIGINT". */
    String reason() {
        Signal signal = received;
        return signal == null ? "interrupted" : "interrupted by SIG" + signal.getName();
    }

    /** 128 + the signal's number, as a shell reports a process a signal ended: 130 (SIGINT), 143 (SIGTERM). */
    int exitCode() {
        Signal signal = received;
        return signal == null ? 1 : 128 + signal.getNumber();
    }

    /** Gives the signals back to their previous handlers. */
    @Override
    public void close() {
        previous.forEach((signal, handler) -> {
            try {
                Signal.handle(signal, handler);
            } catch (IllegalArgumentException e) {
                // it was handled before, so it can be again; nothing to do if not
            }
        });
    }
}
