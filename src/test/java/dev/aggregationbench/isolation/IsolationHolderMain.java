package dev.aggregationbench.isolation;

import static dev.aggregationbench.support.Polling.await;

import dev.aggregationbench.run.IsolationMode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Stands in for the orchestrator in shutdown tests: opens an isolation ({@code args[0]}: docker or process), starts a
 * sleeping probe, prints {@code holding runId=<id> pid=<host pid>}, then waits to be killed (SIGTERM = Ctrl-C path).
 */
public final class IsolationHolderMain {

    private IsolationHolderMain() {}

    public static void main(String[] args) throws Exception {
        IsolationSettings settings = IsolationSettings.defaults();
        Isolation isolation = Isolations.select(IsolationMode.parse(args[0]), settings);
        Launched held = isolation.start(
                JvmLaunch.worker(
                        "held", List.of("-Xmx64m"), ProbeMain.class.getName(), List.of("--sleep-ms=300000"), 1, "256m"),
                Path.of(args[1]));
        await().atMost(Duration.ofSeconds(60)).until(() -> held.outputTail().contains("pid="));
        System.out.println("holding runId=" + settings.runId() + " pid=" + held.hostPid());
        System.out.flush();
        held.awaitExit(Duration.ofMinutes(5));
    }
}
