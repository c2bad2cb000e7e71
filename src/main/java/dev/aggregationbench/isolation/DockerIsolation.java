package dev.aggregationbench.isolation;

import dev.aggregationbench.text.Echo;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Each launch is its own container of the application image ({@link DockerImages}), started by
 * {@link DockerRunCommand}'s {@code docker run --rm --name aggbench-<runId>-<name> --label aggregation-bench=true
 * --label aggregation-bench.run=<runId> --cpus=<cpus> --cpuset-cpus=<cores> --memory=<m> --memory-swap=<m>
 * --network host --mount type=bind,source=<hostOutputDir>,target=/out <image>
 * java -XX:ActiveProcessorCount=ceil(cpus) <jvm options> -cp /app/aggregation-bench.jar <main> <args>}.
 * The {@code docker run} client stays attached, so its exit code is the JVM's; containers are removed on exit
 * (--rm), on timeout and {@link #stop}/{@link #close} ({@code docker rm -f}), and on Ctrl-C (shutdown hook).
 * Bridge networking uses a per-run network {@code aggbench-<runId>}; a launch's ports are published on 127.0.0.1
 * at ports Docker chooses ({@code --publish 127.0.0.1::<port>}), read back with {@code docker port}
 * ({@link Launched#hostPort}). A launch that names its JDK ({@code --jdk}) runs an image built on that JDK's own
 * runtime ({@link DockerImages#ensureAppImage(Jdk)}: built at its first launch, then reused), and the description
 * names that image and its JDK from then on.
 */
final class DockerIsolation extends AbstractIsolation {

    /** Where the host output directory appears inside every container. */
    public static final String CONTAINER_OUTPUT_DIR = "/out";

    public static final String LABEL = "aggregation-bench";
    public static final String RUN_LABEL = "aggregation-bench.run";

    private final DockerCli docker;
    private final DockerImages images;
    private final String image;
    private final Map<Path, String> jdkImages = new HashMap<>();
    private final String network;
    private final DockerRunCommand command;
    private final CoreAllocator cores;
    private final String description;

    private DockerIsolation(
            IsolationSettings settings,
            DockerCli docker,
            DockerImages images,
            String image,
            String network,
            String description) {
        super(settings);
        this.docker = docker;
        this.images = images;
        this.image = image;
        this.network = network;
        this.command = new DockerRunCommand(settings.runId(), network);
        this.cores = CoreAllocator.forThisMachine();
        this.description = description;
        if (!network.equals("host")) {
            ledger().network(network, this::warn);
        }
    }

    /** Checks the engine, builds or reuses the image, creates the bridge network if asked for. */
    static DockerIsolation open(IsolationSettings settings, String why) throws IOException {
        DockerCli docker = new DockerCli(settings.machine().dockerCommand());
        DockerCli.EngineStatus engine = docker.engineStatus();
        if (!engine.answers()) {
            throw new IllegalStateException("Docker isolation needs a Docker engine: " + engine.detail()
                    + " (start one with docker/start-engine.sh, or use --isolation=process)");
        }
        DockerImages images = new DockerImages(docker, settings);
        String image = images.ensureAppImage();
        String network = "host";
        if ("bridge".equals(settings.dockerNetwork())) {
            network = "aggbench-" + settings.runId();
            docker.require(
                    "creating the bridge network " + network,
                    DockerCli.QUICK,
                    "network",
                    "create",
                    "--label",
                    LABEL + "=true",
                    "--label",
                    RUN_LABEL + "=" + settings.runId(),
                    network);
        }
        String description = "docker isolation" + (why == null ? "" : " (" + why + ")") + ": " + engine.detail()
                + ", image " + image + "; each JVM in its own container with --cpus=<cpus> (CFS quota), "
                + "--cpuset-cpus (workers on the lowest cores, the mock on the highest), --memory=<memory>, "
                + "-XX:ActiveProcessorCount=ceil(cpus); network "
                + (network.equals("host")
                        ? "host (all traffic on 127.0.0.1)"
                        : "bridge " + network + " (containers reach each other by name, ports published on 127.0.0.1)");
        return new DockerIsolation(settings, docker, images, image, network, description);
    }

    @Override
    public String id() {
        return "docker";
    }

    /** How JVMs run, and how each image was chosen or built (a JDK's own image once a launch needed it). */
    @Override
    public String description() {
        return description + "; " + String.join("; ", images.notes());
    }

    /** The application image: what every launch that names no JDK of its own runs. */
    public String image() {
        return image;
    }

    @Override
    public String outputDirFor(Path hostOutputDir) {
        return CONTAINER_OUTPUT_DIR;
    }

    @Override
    public String listenAddress() {
        return network.equals("host") ? "127.0.0.1" : "0.0.0.0";
    }

    @Override
    protected LocalLaunched startUnique(JvmLaunch launch, String name, Path hostOutputDir, Path consoleLog)
            throws IOException {
        String runs = imageFor(launch.jdk());
        String source = hostOutputDir.toString();
        if (source.contains(",") || source.contains("\"")) {
            throw new IllegalArgumentException(
                    "the output directory must not contain ',' or '\"' (Docker bind " + "mount syntax), was " + source);
        }
        String container = "aggbench-" + settings.runId() + "-" + name.toLowerCase(Locale.ROOT);
        CoreAllocator.Assignment assignment = cores.assign(launch.role(), launch.activeProcessorCount());
        assignment.overlapWarning().ifPresent(this::warn);
        assignment.shortage().ifPresent(note -> warn("launch " + name + ": " + note));
        List<String> args = command.args(launch, name, container, assignment.cores(), source, runs);
        ledger().container(container, this::warn);
        Process process = docker.start(args, consoleLog);
        ledger().process(process.toHandle(), this::warn);
        Runnable killer = () -> docker.removeQuietly(container);
        Runnable cleanup = () -> docker.removeQuietly(container);
        String address = network.equals("host") ? "127.0.0.1" : container;
        LocalLaunched.HostPorts hostPorts =
                network.equals("host") ? LocalLaunched.HostPorts.SAME : port -> publishedPort(container, port);
        return new LocalLaunched(
                launch,
                name,
                address,
                hostOutputDir,
                consoleLog,
                hostPorts,
                process,
                new LocalLaunched.Ending(killer, cleanup));
    }

    /** The application image, or for a launch on a JDK of its own the image of that JDK's runtime (built once). */
    private String imageFor(Jdk jdk) throws IOException {
        if (jdk == null) {
            return image;
        }
        synchronized (jdkImages) {
            String tag = jdkImages.get(jdk.home());
            if (tag == null) {
                tag = images.ensureAppImage(jdk);
                jdkImages.put(jdk.home(), tag);
            }
            return tag;
        }
    }

    /** The host port Docker published the container's {@code port} on: {@code docker port <container> <port>/tcp}. */
    private int publishedPort(String container, int port) throws IOException {
        DockerCli.Result result = docker.run(DockerCli.QUICK, "port", container, port + "/tcp");
        if (!result.ok()) {
            throw new IOException(
                    "port " + port + " of container " + container + " is not published: " + result.problem());
        }
        return loopbackPort(result.stdout())
                .orElseThrow(() -> new IOException("docker port " + container + " " + port + "/tcp named no port on "
                        + "127.0.0.1: " + Echo.quote(result.stdout().strip())));
    }

    /** The port of the {@code 127.0.0.1:<port>} line in {@code docker port}'s answer. */
    static java.util.OptionalInt loopbackPort(String dockerPortOutput) {
        return dockerPortOutput
                .lines()
                .map(String::strip)
                .filter(line -> line.matches("127\\.0\\.0\\.1:[0-9]{1,5}"))
                .mapToInt(line -> Integer.parseInt(line.substring(line.indexOf(':') + 1)))
                .filter(port -> port > 0 && port < 65536)
                .findFirst();
    }

    @Override
    protected void teardown() {
        if (!network.equals("host")) {
            try {
                docker.run(DockerCli.QUICK, "network", "rm", network);
            } catch (IOException e) {
                warn("could not remove the Docker network " + network + ": " + e.getMessage());
            }
        }
    }
}
