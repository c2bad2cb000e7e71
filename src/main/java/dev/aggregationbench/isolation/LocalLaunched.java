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
 * client (Docker). {@code killer} ends the JVM (process tree, or {@code docker rm -f}); {@code cleanup} runs once
 * after the process ended (cgroup removal, container removal check).
 */
final class LocalLaunched implements Launched {

    static final int TAIL_BYTES = 4096;
    private static final Duration KILL_GRACE = Duration.ofSeconds(10);

    private final JvmLaunch launch;
    private final String name;
    private final Process process;
    private final String address;
    private final Path hostOutputDir;
    private final Path consoleLog;
    private final Runnable killer;
    private final Runnable cleanup;
    private final HostPorts hostPorts;
    private final AtomicBoolean cleanedUp = new AtomicBoolean();
    private volatile boolean timedOut;

    LocalLaunched(
            JvmLaunch launch,
            String name,
            Process process,
            String address,
            Path hostOutputDir,
            Path consoleLog,
            Runnable killer,
            Runnable cleanup,
            HostPorts hostPorts) {
        this.launch = launch;
        this.name = name;
        this.process = process;
        this.address = address;
        this.hostOutputDir = hostOutputDir;
        this.consoleLog = consoleLog;
        this.killer = killer;
        this.cleanup = cleanup;
        this.hostPorts = hostPorts;
    }

    /** How the host reaches a port of the launched JVM ({@link Launched#hostPort}). */
    @FunctionalInterface
    interface HostPorts {
        /** The same port on 127.0.0.1: the JVM shares the host's network. */
        HostPorts SAME = port -> port;

        int hostPort(int port) throws IOException;
    }

    @Override
    public JvmLaunch launch() {
        return launch;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public long hostPid() {
        return process.pid();
    }

    @Override
    public String address() {
        return address;
    }

    @Override
    public int hostPort(int port) throws IOException {
        return hostPorts.hostPort(port);
    }

    @Override
    public Path hostOutputDir() {
        return hostOutputDir;
    }

    @Override
    public Path consoleLog() {
        return consoleLog;
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(Math.max(1, timeout.toMillis()), TimeUnit.MILLISECONDS)) {
            timedOut = true;
            stop();
        }
        process.waitFor();
        cleanUpOnce();
        return process.exitValue();
    }

    @Override
    public boolean timedOut() {
        return timedOut;
    }

    @Override
    public String outputTail() {
        return tail(consoleLog, TAIL_BYTES);
    }

    @Override
    public void stop() {
        if (process.isAlive()) {
            killer.run();
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
        if (cleanedUp.compareAndSet(false, true)) {
            try {
                process.getOutputStream().close(); // the parent pipe (see ExitWithParent): not needed once it ended
            } catch (IOException e) {
                // already closed
            }
            cleanup.run();
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
        return name + " (pid " + process.pid()
                + (process.isAlive() ? ", running)" : ", exit " + process.exitValue() + ")");
    }
}
