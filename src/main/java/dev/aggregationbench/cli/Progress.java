package dev.aggregationbench.cli;

import dev.aggregationbench.run.RunEvent;
import java.io.PrintStream;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * The progress display on stderr (variant, repetition, elapsed), so stdout carries only the table. Set-up
 * messages (image builds, the mock starting) are printed as lines before the bar appears.
 */
final class Progress implements AutoCloseable {

    private final PrintStream err;
    private final boolean quiet;
    private final int totalJvms;
    private ProgressBar bar;

    Progress(PrintStream err, boolean quiet, int totalJvms) {
        this.err = err;
        this.quiet = quiet;
        this.totalJvms = totalJvms;
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
            case RUN_STARTED ->
                bar = new ProgressBarBuilder()
                        .setTaskName("benchmark")
                        .setInitialMax(totalJvms)
                        .setStyle(ProgressBarStyle.ASCII)
                        .setConsumer(new ConsoleProgressBarConsumer(err))
                        .setUpdateIntervalMillis(500)
                        .continuousUpdate()
                        .build();
            case VARIANT_STARTED -> {
                if (bar != null) {
                    bar.setExtraMessage(" " + event.variant() + " " + event.repetition() + "/" + event.repetitions());
                }
            }
            case REPETITION_FINISHED -> {
                if (bar != null) {
                    bar.step();
                    Object status = event.figures().get("status");
                    if (!"ok".equals(status)) {
                        bar.pause();
                        err.println();
                        err.println("benchmark.sh: " + event.variant() + " repetition " + event.repetition() + ": "
                                + status + ": " + event.figures().get("message"));
                        bar.resume();
                    }
                }
            }
            default -> {}
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
