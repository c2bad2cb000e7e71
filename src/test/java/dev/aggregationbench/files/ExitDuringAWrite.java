package dev.aggregationbench.files;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * A program for {@code AtomicFilesAtExitTest}: starts writing {@code args[0]} atomically, and once the first bytes
 * are written (the temporary file exists), exits with 130 from another thread, as a second Ctrl-C does.
 */
public final class ExitDuringAWrite {

    private ExitDuringAWrite() {}

    public static void main(String[] args) throws Exception {
        Path target = Path.of(args[0]);
        CountDownLatch started = new CountDownLatch(1);
        Thread.ofPlatform().start(() -> {
            try {
                AtomicFiles.write(target, out -> {
                    out.write(new byte[100_000]);
                    out.flush();
                    started.countDown();
                    try {
                        new CountDownLatch(1).await(); // never done: the JVM exits in the middle of the write
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        started.await();
        try (var files = Files.list(target.getParent())) {
            System.out.println("while writing: "
                    + files.map(p -> p.getFileName().toString()).toList());
        }
        System.exit(130);
    }
}
