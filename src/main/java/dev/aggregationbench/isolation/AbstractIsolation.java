package dev.aggregationbench.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What both isolations share: unique launch names, the console log file, the list of everything started, and a
 * JVM shutdown hook (Ctrl-C, SIGTERM) that closes the isolation when the caller could not.
 */
abstract class AbstractIsolation implements Isolation {

    protected final IsolationSettings settings;
    private final List<LocalLaunched> launched = new CopyOnWriteArrayList<>();
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final Map<String, Integer> namesUsed = new HashMap<>();
    private final Thread shutdownHook;
    private final LaunchLedger ledger;
    private volatile boolean closed;

    protected AbstractIsolation(IsolationSettings settings) {
        this.settings = settings;
        DockerCli docker = new DockerCli(settings.machine().dockerCommand());
        for (String removed : LaunchLedger.removeStale(docker)) {
            settings.progress().accept("removed what a killed run had left: " + removed);
        }
        this.ledger = LaunchLedger.open(settings.runId(), this::warn);
        this.shutdownHook = new Thread(this::closeFromHook, "aggbench-isolation-" + settings.runId() + "-shutdown");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    @Override
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    protected void warn(String warning) {
        if (!warnings.contains(warning)) {
            warnings.add(warning);
        }
    }

    @Override
    public final Launched start(JvmLaunch launch, Path hostOutputDir) throws IOException {
        if (closed) {
            throw new IllegalStateException("this " + id() + " isolation is closed; cannot start " + launch.name());
        }
        Path dir = hostOutputDir.toAbsolutePath().normalize();
        Files.createDirectories(dir);
        String name = uniqueName(launch.name());
        LocalLaunched started = startUnique(launch, name, dir, dir.resolve(name + ".console.log"));
        launched.add(started);
        return started;
    }

    /** The record of what this isolation started, for the next start to remove if this process is killed. */
    protected LaunchLedger ledger() {
        return ledger;
    }

    /** Starts the launch under its unique {@code name}, stdout and stderr into {@code consoleLog}. */
    protected abstract LocalLaunched startUnique(JvmLaunch launch, String name, Path hostOutputDir, Path consoleLog)
            throws IOException;

    /** Removes what the isolation itself created (network, ...), after every launch was stopped. */
    protected void teardown() {}

    @Override
    public final void close() {
        if (closed) {
            return;
        }
        closed = true;
        stopAll();
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException alreadyShuttingDown) {
            // called from the hook itself or during shutdown: nothing to remove
        }
    }

    private void closeFromHook() {
        if (!closed) {
            closed = true;
            stopAll();
        }
    }

    private void stopAll() {
        List<Thread> stoppers = new ArrayList<>();
        for (LocalLaunched each : launched) {
            stoppers.add(Thread.ofVirtual().start(each::stop));
        }
        for (Thread stopper : stoppers) {
            try {
                stopper.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        teardown();
        ledger.close();
    }

    /** Case-insensitively unique (container names are lower case): {@code name}, else {@code name-2}, ... */
    private synchronized String uniqueName(String name) {
        int count = namesUsed.merge(name.toLowerCase(java.util.Locale.ROOT), 1, Integer::sum);
        return count == 1 ? name : name + "-" + count;
    }
}
