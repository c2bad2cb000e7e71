package dev.aggregationbench.cli;

import dev.aggregationbench.run.RunEvent;
import java.io.PrintStream;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * The progress display on stderr (variant, repetition, elapsed), so stdout carries only the table. Set-up
 * messages (image builds, the mock starting) are printed as lines before the bar appears. The bar redraws itself
 * with {@code \r}, so it is drawn only when stderr is a terminal ({@link TerminalWidth#isTerminal}); into a file or
 * a pipe go plain lines only: the set-up messages and each repetition that failed.
 */
final class Progress implements AutoCloseable {

    private final PrintStream err;
    private final boolean quiet;
    private final int totalJvms;
    /** Whether the bar is drawn: stderr is a terminal. */
    private final boolean animated;

    private ProgressBar bar;

    Progress(PrintStream err, boolean quiet, int totalJvms) {
        this(err, quiet, totalJvms, TerminalWidth.isTerminal(err));
    }

    Progress(PrintStream err, boolean quiet, int totalJvms, boolean animated) {
        this.err = err;
        this.quiet = quiet;
        this.totalJvms = totalJvms;
        this.animated = animated;
    }

    synchronized void message(String line) {
        if (!quiet && bar == null) {
            err.println("benchmark.sh: " + line);
        }
    }

    synchronized void event(RunEvent event) {
        if (quiet) {
            return;
        }
        switch (event.type()) {
            case RUN_STARTED -> {
                if (animated) {
                    bar = bar();
                }
            }
            case VARIANT_STARTED -> {
                if (bar != null) {
                    bar.setExtraMessage(" " + event.variant() + " " + event.repetition() + "/" + event.repetitions());
                }
            }
            case REPETITION_FINISHED -> {
                if (bar != null) {
                    bar.step();
                }
                Object status = event.figures().get("status");
                if (!"ok".equals(status)) {
                    failed(event, status);
                }
            }
            default -> {}
        }
    }

    private ProgressBar bar() {
        return new ProgressBarBuilder()
                .setTaskName("benchmark")
                .setInitialMax(totalJvms)
                .setStyle(ProgressBarStyle.ASCII)
                .setConsumer(new ConsoleProgressBarConsumer(err))
                .setUpdateIntervalMillis(500)
                .continuousUpdate()
                .build();
    }

    /** A repetition that did not end ok: a line of its own (below the bar, which goes on after it). */
    private void failed(RunEvent event, Object status) {
        if (bar != null) {
            bar.pause();
            err.println();
        }
        err.println("benchmark.sh: " + event.variant() + " repetition " + event.repetition() + ": " + status + ": "
                + event.figures().get("message"));
        if (bar != null) {
            bar.resume();
        }
    }

    @Override
    public synchronized void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
