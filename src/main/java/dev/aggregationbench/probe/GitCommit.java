package dev.aggregationbench.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * The project's git commit, for the record: the {@code AGGBENCH_GIT_COMMIT} environment variable, else the
 * {@code aggbench.git.commit} system property, else {@code git rev-parse HEAD} in the working directory (with
 * {@code -dirty} appended when tracked files have uncommitted changes), else unknown. The launcher passes it in
 * where git is not available (a container). The one git reader of the project: the worker and the run's
 * conditions both use it.
 */
public record GitCommit(String commit, String source) {

    public static final String ENV_VARIABLE = "AGGBENCH_GIT_COMMIT";
    public static final String PROPERTY = "aggbench.git.commit";

    private static final Pattern HASH = Pattern.compile("[0-9a-f]{7,64}");

    public static GitCommit detect() {
        return detect(System.getenv(), System::getProperty);
    }

    static GitCommit detect(Map<String, String> env, UnaryOperator<String> properties) {
        String fromEnv = env.get(ENV_VARIABLE);
        if (fromEnv != null && !fromEnv.isBlank()) {
            return new GitCommit(fromEnv.strip(), "env " + ENV_VARIABLE);
        }
        String fromProperty = properties.apply(PROPERTY);
        if (fromProperty != null && !fromProperty.isBlank()) {
            return new GitCommit(fromProperty.strip(), "property " + PROPERTY);
        }
        String fromGit = gitRevParse();
        if (fromGit != null) {
            return new GitCommit(fromGit, "git rev-parse HEAD");
        }
        return new GitCommit(null, "unknown (no " + ENV_VARIABLE + ", no -D" + PROPERTY + ", no git repository)");
    }

    private static String gitRevParse() {
        try {
            Process git = new ProcessBuilder("git", "rev-parse", "HEAD")
                    .redirectErrorStream(true)
                    .start();
            git.getOutputStream().close();
            if (!git.waitFor(5, TimeUnit.SECONDS)) {
                git.destroyForcibly();
                return null;
            }
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (git.exitValue() != 0 || !HASH.matcher(out).matches()) {
                return null;
            }
            Process status = new ProcessBuilder("git", "status", "--porcelain", "--untracked-files=no").start();
            status.getOutputStream().close();
            boolean dirty = !new String(status.getInputStream().readAllBytes(), StandardCharsets.UTF_8).isBlank();
            return status.waitFor(5, TimeUnit.SECONDS) && dirty ? out + "-dirty" : out;
        } catch (IOException e) {
            return null; // no git on this machine
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
