package dev.aggregationbench.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code docker run} command of one launch in {@link DockerIsolation}: the container's name and labels, its CPU
 * quota and cores, its network (with the ports it publishes on bridge networking), its memory limit, the host output
 * directory bind-mounted at {@link DockerIsolation#CONTAINER_OUTPUT_DIR}, the host's user, the image, and the JVM's
 * command line in it.
 */
final class DockerRunCommand {

    static final String CONTAINER_CLASS_PATH = "/app/" + AppContext.APP_JAR;

    private final String runId;
    private final String network;
    private final String user;

    /** For the containers of this run on this network ({@code host} or a bridge's name), as this process's user. */
    DockerRunCommand(String runId, String network) {
        this.runId = runId;
        this.network = network;
        this.user = hostUser();
    }

    /** What follows {@code docker}: a container named {@code container} that runs {@code launch} on this image. */
    List<String> args(
            JvmLaunch launch, String name, String container, List<Integer> cores, String source, String image) {
        // -i: the container's stdin is the pipe from this process (see ExitWithParent)
        List<String> args = new ArrayList<>(List.of(
                "run",
                "-i",
                "--rm",
                "--name",
                container,
                "--label",
                DockerIsolation.LABEL + "=true",
                "--label",
                DockerIsolation.RUN_LABEL + "=" + runId,
                "--label",
                "aggregation-bench.launch=" + name,
                "--cpus=" + launch.cpus(),
                "--cpuset-cpus=" + CoreAllocator.list(cores),
                "--network",
                network,
                "--mount",
                "type=bind,source=" + source + ",target=" + DockerIsolation.CONTAINER_OUTPUT_DIR));
        if (launch.memory() != null) {
            args.addAll(List.of("--memory=" + launch.memory(), "--memory-swap=" + launch.memory()));
        }
        if (!network.equals("host")) {
            for (int port : launch.ports()) {
                // no host port named: Docker chooses a free one as it binds it (no race with other programs)
                args.addAll(List.of("--publish", "127.0.0.1::" + port));
            }
        }
        if (user != null) {
            args.addAll(List.of("--user", user));
        }
        args.add(image);
        args.add("java");
        args.addAll(launch.javaArguments(CONTAINER_CLASS_PATH));
        return args;
    }

    /** {@code uid:gid} of this process when not root, so files in the bind mount belong to the caller. */
    private static String hostUser() {
        try {
            String uid = null;
            String gid = null;
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) {
                    uid = line.split("\\s+")[1];
                } else if (line.startsWith("Gid:")) {
                    gid = line.split("\\s+")[1];
                }
            }
            return uid == null || gid == null || uid.equals("0") ? null : uid + ":" + gid;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
