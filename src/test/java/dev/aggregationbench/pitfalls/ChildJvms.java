package dev.aggregationbench.pitfalls;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Child JVMs for the pitfall tests whose behaviour depends on the JDK version or on JVM flags: this test JVM's own
 * {@code java} with its class path, another JDK 21+ (the real JDK 21 of {@code support.TestJdks}) with the same
 * class path, or an older installed JDK running a single source file (JEP 330).
 */
final class ChildJvms {

    private ChildJvms() {}

    /** This JVM's launcher, the given JVM options, this class path, and the main class. */
    static List<String> thisJdk(Class<?> main, String... jvmOptions) {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElseThrow());
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
        return command;
    }

    /**
     * Another JDK 21 or newer running the main class from this class path (the test classes are compiled for release
     * 21, so a runtime without javac will do, such as the one .mvn/install-jdk21.sh provides).
     */
    static List<String> onJdk(Path jdkHome, Class<?> main, String... jvmOptions) {
        List<String> command = new ArrayList<>();
        command.add(jdkHome.resolve("bin/java").toString());
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
        return command;
    }

    /** An older JDK running the main class from its source file (which must use nothing newer than Java 11). */
    static List<String> olderJdkFromSource(Path jdkHome, Class<?> main, String... jvmOptions) {
        List<String> command = new ArrayList<>();
        command.add(jdkHome.resolve("bin/java").toString());
        command.addAll(List.of(jvmOptions));
        command.add(projectDir()
                .resolve("src/test/java/" + main.getName().replace('.', '/') + ".java")
                .toString());
        return command;
    }

    /** Runs the command (60 s at most), prints its output, and returns the key=value pairs of its line starting with {@code jdk=}. */
    static Map<String, String> run(List<String> command, String... programArgs)
            throws IOException, InterruptedException {
        int mainIndex = command.size() - 1;
        command = new ArrayList<>(command);
        command.addAll(List.of(programArgs));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output;
        try (var in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("child JVM did not finish within 60 s: " + output);
        }
        assertThat(process.exitValue())
                .as("child JVM exit code; output: %s", output)
                .isZero();
        String line = output.lines()
                .filter(l -> l.startsWith("jdk="))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no result line in the child's output: " + output));
        List<String> options = new ArrayList<>(command.subList(1, mainIndex));
        int classPath = options.indexOf("-cp");
        if (classPath >= 0) {
            options.subList(classPath, classPath + 2).clear();
        }
        System.out.println("[child JVM " + command.getFirst() + " " + String.join(" ", options) + "] " + line);
        return Arrays.stream(line.split(" "))
                .map(kv -> kv.split("=", 2))
                .collect(Collectors.toMap(kv -> kv[0], kv -> kv[1]));
    }

    static Path projectDir() {
        return Path.of(System.getProperty("basedir", System.getProperty("user.dir")));
    }

    /** A JDK 11..24 (the source launcher needs 11), preferring 21, the project's release. */
    static Optional<Path> jdkOlderThan25() throws IOException {
        List<Path> candidates = new ArrayList<>();
        Optional.ofNullable(System.getenv("JAVA_HOME")).map(Path::of).ifPresent(candidates::add);
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path java = Path.of(dir.isEmpty() ? "." : dir, "java");
            if (Files.isExecutable(java)) {
                candidates.add(java.toRealPath().getParent().getParent());
            }
        }
        for (String root : List.of("/usr/lib/jvm", "/opt/java")) {
            if (Files.isDirectory(Path.of(root))) {
                try (Stream<Path> homes = Files.list(Path.of(root))) {
                    homes.forEach(candidates::add);
                }
            }
        }
        return candidates.stream()
                .distinct()
                .filter(home ->
                        Files.isExecutable(home.resolve("bin/java")) && Files.isExecutable(home.resolve("bin/javac")))
                .filter(home -> major(home) >= 11 && major(home) < 25)
                .min((a, b) -> Integer.compare(Math.abs(major(a) - 21), Math.abs(major(b) - 21)));
    }

    private static int major(Path home) {
        try {
            Matcher m =
                    Pattern.compile("(?m)^JAVA_VERSION=\"(\\d+)").matcher(Files.readString(home.resolve("release")));
            return m.find() ? Integer.parseInt(m.group(1)) : -1;
        } catch (IOException e) {
            return -1;
        }
    }
}
