package dev.aggregationbench.isolation;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A {@link Launched} backed by a local process: the JVM itself (process mode) or the attached {@code docker run}
 * client (Docker). Where the JVM is reached and writes, the process, and how it ends. Thread-safe.
 *
 * @param hostPorts how the host reaches the JVM's ports
 */
record LocalLaunched(
        JvmLaunch launch,
        String name,
        String address,
        Path hostOutputDir,
        Path consoleLog,
        HostPorts hostPorts,
        Process process,
        Ending ending)
        implements Launched {

    static final int TAIL_BYTES = 4096;
    private static final Duration KILL_GRACE = Duration.ofSeconds(10);

    /** How the host reaches a port of the launched JVM ({@link Launched#hostPort}). */
    @FunctionalInterface
    interface HostPorts {
        /** The same port on 127.0.0.1: the JVM shares the host's network. */
        HostPorts SAME = port -> port;

        int hostPort(int port) throws IOException;
    }

    /**
     * How the process ends: {@code killer} ends the JVM (process tree, or {@code docker rm -f}); {@code cleanup} runs
     * once after the process ended (cgroup removal, container removal check). The flags say whether {@link
     * #awaitExit} had to kill, and whether the cleanup ran.
     */
    record Ending(Runnable killer, Runnable cleanup, AtomicBoolean killedAtTimeout, AtomicBoolean cleanedUp) {
        Ending(Runnable killer, Runnable cleanup) {
            this(killer, cleanup, new AtomicBoolean(), new AtomicBoolean());
        }
    }

    @Override
    public long hostPid() {
        return process.pid();
    }

    @Override
    public int hostPort(int port) throws IOException {
        return hostPorts.hostPort(port);
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    /** Waits at most {@code timeout}, then kills the process. */
    @Override
    public int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(Math.max(1, timeout.toMillis()), TimeUnit.MILLISECONDS)) {
            ending.killedAtTimeout().set(true);
            stop();
        }
        process.waitFor();
        cleanUpOnce();
        return process.exitValue();
    }

    @Override
    public boolean timedOut() {
        return ending.killedAtTimeout().get();
    }

    @Override
    public String outputTail() {
        return tail(consoleLog, TAIL_BYTES);
    }

    /** The killer, then (after {@link #KILL_GRACE}) the whole tree forcibly; idempotent. */
    @Override
    public void stop() {
        if (process.isAlive()) {
            ending.killer().run();
            try {
                if (!process.waitFor(KILL_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly();
                    process.waitFor(KILL_GRACE.toMillis(), TimeUnit.MILLISECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        if (!process.isAlive()) {
            cleanUpOnce();
        }
    }

    private void cleanUpOnce() {
        if (ending.cleanedUp().compareAndSet(false, true)) {
            try {
                process.getOutputStream().close(); // the parent pipe (see ExitWithParent): not needed once it ended
            } catch (IOException e) {
                // already closed
            }
            ending.cleanup().run();
        }
    }

    /** The last {@code maxBytes} of a file as text (starting at a line break when there is one); "" if unreadable. */
    static String tail(Path file, int maxBytes) {
        try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
            long length = in.length();
            int size = (int) Math.min(length, maxBytes);
            byte[] bytes = new byte[size];
            in.seek(length - size);
            in.readFully(bytes);
            String text = new String(bytes, StandardCharsets.UTF_8);
            int newline = text.indexOf('\n');
            return length > size && newline >= 0 && newline < text.length() - 1 ? text.substring(newline + 1) : text;
        } catch (IOException e) {
            return "";
        }
    }

    /** The last {@code count} non-blank lines of {@code text}, joined with " / " (for one-line error messages). */
    static String lastLines(String text, int count) {
        List<String> lines = text.lines().filter(line -> !line.isBlank()).toList();
        return String.join(" / ", lines.subList(Math.max(0, lines.size() - count), lines.size()));
    }

    @Override
    public String toString() {
        return name + " (pid " + process.pid() + (process.isAlive() ? ", running" : ", exit " + process.exitValue())
                + ")";
    }
}
