package dev.aggregationbench.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The application image: {@code aggregation-bench:<12 hex>}, tagged by a hash of docker/Dockerfile, the base image
 * and the application's bytes, so it is built once and reused until one of them changes.
 * Base image: the configured one (must exist or be pullable); by default {@code eclipse-temurin:25-jre} when present,
 * else a local jlink base built earlier, else a pull of {@code eclipse-temurin:25-jre}, else a new local base from
 * {@code docker/build-base-image.sh} (no registry needed). For launches that name their JDK ({@code --jdk} in Docker
 * isolation), the application image is built on a base of that JDK's own runtime instead
 * ({@code build-base-image.sh --jdk=<home>}: jlinked from it, or its runtime directory copied when it has no jlink).
 */
final class DockerImages {

    static final String APP_REPOSITORY = "aggregation-bench";
    static final String LOCAL_BASE_LABEL = "aggregation-bench.image=jre-local";
    private static final Duration PULL_TIMEOUT = Duration.ofMinutes(5);
    private static final Duration BUILD_TIMEOUT = Duration.ofMinutes(15);
    private static final Object BUILD_LOCK = new Object();

    private final DockerCli docker;
    private final IsolationSettings settings;
    private final List<String> notes = new ArrayList<>();

    DockerImages(DockerCli docker, IsolationSettings settings) {
        this.docker = docker;
        this.settings = settings;
    }

    /** How the base was chosen (for the report). */
    List<String> notes() {
        return List.copyOf(notes);
    }

    /** The application image's tag; builds it (and a base image) only when missing. */
    String ensureAppImage() throws IOException {
        synchronized (BUILD_LOCK) {
            Path projectDir = projectDir();
            return appImageOn(resolveBase(projectDir), projectDir);
        }
    }

    /** The directory holding {@code docker/}: the machine's project directory, else found ({@link ProjectDir}). */
    private Path projectDir() throws IOException {
        return ProjectDir.find(
                settings.machine().projectDir(), settings.machine().appDir());
    }

    /**
     * The application image on a base made of {@code jdk}'s own runtime, for worker JVMs on that JDK; builds the base
     * and the image only when missing. Its note names the JDK, the base and the image.
     */
    String ensureAppImage(Jdk jdk) throws IOException {
        synchronized (BUILD_LOCK) {
            Path projectDir = projectDir();
            int before = notes.size();
            String base = runBaseScript(
                    projectDir,
                    List.of("--jdk=" + jdk.home()),
                    Map.of(),
                    "a base image of " + jdk.describe() + "'s own runtime");
            String image = appImageOn(base, projectDir);
            String how = String.join(", ", notes.subList(before, notes.size()));
            notes.subList(before, notes.size()).clear();
            notes.add("workers on " + jdk.describe() + " run image " + image + ", built on base " + base
                    + " (that JDK's own runtime; " + how + ")");
            return image;
        }
    }

    private String appImageOn(String base, Path projectDir) throws IOException {
        Path dockerfile = projectDir.resolve("docker/Dockerfile");
        AppContext app = AppContext.detect(settings.machine().appDir(), System.getProperty("java.class.path"));
        String baseId = docker.require(
                "inspecting base image " + base, DockerCli.QUICK, "image", "inspect", "--format", "{{.Id}}", base);
        long hashStart = System.nanoTime();
        String hash = hash(Files.readAllBytes(dockerfile), base, baseId, app.contentHash());
        String tag = APP_REPOSITORY + ":" + hash.substring(0, 12);
        if (docker.imageExists(tag)) {
            notes.add("image " + tag + " reused (" + app.describe() + ", base " + base + "; hashed in "
                    + (System.nanoTime() - hashStart) / 1_000_000 + " ms)");
            return tag;
        }
        settings.progress().accept("building image " + tag + " from " + app.describe() + " on " + base + "...");
        long start = System.nanoTime();
        Path staging = Files.createTempDirectory("aggbench-image-");
        try {
            Path context = app.materialize(staging);
            Map<String, String> env = Map.of("DOCKER_CLI_HINTS", "false");
            DockerCli.Result build = docker.run(
                    BUILD_TIMEOUT,
                    env,
                    "build",
                    "--file",
                    dockerfile.toString(),
                    "--build-arg",
                    "BASE_IMAGE=" + base,
                    "--label",
                    "aggregation-bench.content=" + hash,
                    "--tag",
                    tag,
                    context.toString());
            if (!build.ok()) {
                throw new IOException("building image " + tag + " failed (docker build, exit " + build.exitCode()
                        + "): " + LocalLaunched.lastLines(build.stdout() + build.stderr(), 15));
            }
        } finally {
            deleteTree(staging);
        }
        String took = String.format("%.1f s", (System.nanoTime() - start) / 1e9);
        notes.add("image " + tag + " built in " + took + " (" + app.describe() + ", base " + base + ")");
        settings.progress().accept("built image " + tag + " in " + took);
        return tag;
    }

    private String resolveBase(Path projectDir) throws IOException {
        String configured = settings.machine().baseImage();
        if (configured != null) {
            if (docker.imageExists(configured) || pull(configured)) {
                notes.add("base image " + configured + " (configured)");
                return configured;
            }
            throw new IOException("the configured base image " + configured + " is neither present nor pullable; "
                    + "unset AGGBENCH_BASE_IMAGE to build a local one from the installed JDK");
        }
        String official = IsolationSettings.DEFAULT_BASE_IMAGE;
        if (docker.imageExists(official)) {
            notes.add("base image " + official);
            return official;
        }
        String local = docker.require(
                        "listing local base images",
                        DockerCli.QUICK,
                        "images",
                        "--filter",
                        "label=" + LOCAL_BASE_LABEL,
                        "--format",
                        "{{.Repository}}:{{.Tag}}")
                .lines()
                .findFirst()
                .orElse("");
        if (!local.isBlank()) {
            notes.add("base image " + local + " (local jlink image; " + official + " not present)");
            return local;
        }
        settings.progress().accept("pulling " + official + "...");
        if (pull(official)) {
            notes.add("base image " + official + " (pulled)");
            return official;
        }
        return buildLocalBase(projectDir, official);
    }

    private boolean pull(String image) throws IOException {
        DockerCli.Result pull = docker.run(PULL_TIMEOUT, "pull", "--quiet", image);
        if (!pull.ok()) {
            notes.add("pull of " + image + " failed: " + pull.problem());
        }
        return pull.ok();
    }

    private String buildLocalBase(Path projectDir, String official) throws IOException {
        settings.progress().accept(official + " cannot be pulled: building a local base image...");
        Path javaHome = Path.of(System.getProperty("java.home"));
        String tag = runBaseScript(
                projectDir,
                List.of(),
                Files.isExecutable(javaHome.resolve("bin/jlink")) ? Map.of("JAVA_HOME", javaHome.toString()) : Map.of(),
                "a base image from the local JDK");
        notes.add(official + " could not be pulled");
        return tag;
    }

    /**
     * Runs docker/build-base-image.sh with {@code args}; returns the tag it prints. It reuses an image it built
     * before (said in the note, as "reused").
     */
    private String runBaseScript(Path projectDir, List<String> args, Map<String, String> env, String what)
            throws IOException {
        Path script = projectDir.resolve("docker/build-base-image.sh");
        settings.progress().accept("building " + what + " with " + script + " (reused when it exists)...");
        long start = System.nanoTime();
        List<String> command = new ArrayList<>(List.of("bash", script.toString()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(env);
        String path = System.getenv().getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin");
        if (Path.of(docker.executable()).isAbsolute()) { // the script calls `docker`: make it the same CLI
            path = Path.of(docker.executable()).getParent() + ":" + path;
        }
        builder.environment().put("PATH", path);
        Path log = Files.createTempFile("aggbench-base-image", ".log");
        try {
            Process process = builder.redirectError(log.toFile())
                    .redirectInput(new java.io.File("/dev/null"))
                    .start();
            String stdout = new String(process.getInputStream().readAllBytes());
            int exit = process.waitFor();
            String tag = stdout.strip().lines().reduce((a, b) -> b).orElse("");
            if (exit != 0 || tag.isBlank()) {
                throw new IOException(script + " " + String.join(" ", args) + " failed (exit " + exit + "): "
                        + LocalLaunched.lastLines(Files.readString(log), 15));
            }
            String took = String.format("%.1f s", (System.nanoTime() - start) / 1e9);
            boolean reused = Files.readString(log).contains("exists already");
            notes.add("base image " + tag + (reused ? " reused (" : " built in " + took + " (") + what + ")");
            settings.progress().accept((reused ? "reused base image " : "built base image ") + tag + " in " + took);
            return tag;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while building the local base image", e);
        } finally {
            Files.deleteIfExists(log);
        }
    }

    private static String hash(byte[] dockerfile, String... parts) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(dockerfile);
            for (String part : parts) {
                digest.update((byte) 0);
                digest.update(part.getBytes());
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
