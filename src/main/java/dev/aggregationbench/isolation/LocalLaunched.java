package dev.aggregationbench.isolation;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A {@link Launched} backed by a local process ({@link LocalProcess}: the JVM itself in process mode, or the attached
 * {@code docker run} client in Docker): where the JVM is reached and writes, and the process that ends it.
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
        LocalProcess process)
        implements Launched {

    static final int TAIL_BYTES = 4096;

    /** How the host reaches a port of the launched JVM ({@link Launched#hostPort}). */
    @FunctionalInterface
    interface HostPorts {
        /** The same port on 127.0.0.1: the JVM shares the host's network. */
        HostPorts SAME = port -> port;

        int hostPort(int port) throws IOException;
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

    @Override
    public int awaitExit(Duration timeout) throws InterruptedException {
        return process.awaitExit(timeout);
    }

    @Override
    public boolean timedOut() {
        return process.timedOut();
    }

    @Override
    public String outputTail() {
        return tail(consoleLog, TAIL_BYTES);
    }

    @Override
    public void stop() {
        process.stop();
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
        return name + " (" + process + ")";
    }
}
