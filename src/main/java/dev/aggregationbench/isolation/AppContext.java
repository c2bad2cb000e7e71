package dev.aggregationbench.isolation;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * The application that goes into the Docker image, as a build context in the layout docker/Dockerfile expects
 * ({@code aggregation-bench.jar} whose manifest Class-Path lists {@code lib/*.jar}, plus {@code lib/}):
 * either an extracted application directory as is (target/app), or the running JVM's class path (tests, IDE)
 * staged into that layout, its directories packed into {@code aggregation-bench.jar}.
 */
final class AppContext {

    static final String APP_JAR = "aggregation-bench.jar";

    private final Path extractedDir;
    private final List<Path> entries;

    private AppContext(Path extractedDir, List<Path> entries) {
        this.extractedDir = extractedDir;
        this.entries = entries;
    }

    /** {@code appDir} if given, else the class path: an extracted app when it is one, else staged. */
    static AppContext detect(Path appDir, String classPath) throws IOException {
        if (appDir != null) {
            if (!isExtractedApp(appDir)) {
                throw new IOException("application directory " + appDir + " must contain " + APP_JAR + " and lib/");
            }
            return new AppContext(appDir.toAbsolutePath().normalize(), List.of());
        }
        String[] parts = classPath.split(File.pathSeparator);
        if (parts.length == 1) {
            Path jar = Path.of(parts[0]).toAbsolutePath().normalize();
            if (jar.getFileName().toString().equals(APP_JAR) && isExtractedApp(jar.getParent())) {
                return new AppContext(jar.getParent(), List.of());
            }
        }
        return new AppContext(null, expand(parts));
    }

    /** The extracted application directory, when the context is one (null when staged from a class path). */
    Path extractedDir() {
        return extractedDir;
    }

    String describe() {
        return extractedDir != null
                ? "application " + extractedDir
                : "the running class path (" + entries.size() + " entries, staged)";
    }

    /** SHA-256 over every file's relative name and bytes, in a stable order. */
    String contentHash() throws IOException {
        MessageDigest digest = sha256();
        List<Path> roots =
                extractedDir != null ? List.of(extractedDir.resolve(APP_JAR), extractedDir.resolve("lib")) : entries;
        for (Path root : roots) {
            digest.update(root.getFileName().toString().getBytes());
            List<Path> files;
            try (Stream<Path> walk = Files.walk(root)) {
                files = walk.filter(Files::isRegularFile).sorted().toList();
            }
            byte[] buffer = new byte[1 << 16];
            for (Path file : files) {
                digest.update(root.relativize(file).toString().getBytes());
                try (InputStream in = Files.newInputStream(file)) {
                    for (int n; (n = in.read(buffer)) > 0; ) {
                        digest.update(buffer, 0, n);
                    }
                }
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /** The directory to use as build context; for a class path a fresh staging dir under {@code stagingRoot}. */
    Path materialize(Path stagingRoot) throws IOException {
        if (extractedDir != null) {
            return extractedDir;
        }
        Files.createDirectories(stagingRoot);
        Path dir = Files.createTempDirectory(stagingRoot, "context-");
        Path lib = Files.createDirectories(dir.resolve("lib"));
        List<String> classPathEntries = new ArrayList<>();
        Set<String> names = new HashSet<>();
        List<Path> directories = new ArrayList<>();
        for (Path entry : entries) {
            if (Files.isDirectory(entry)) {
                directories.add(entry);
                continue;
            }
            String name = entry.getFileName().toString().replaceAll("[^A-Za-z0-9._-]", "_");
            for (int i = 2; !names.add(name); i++) {
                name = i + "-" + name;
            }
            Path target = lib.resolve(name);
            try {
                Files.createLink(target, entry);
            } catch (IOException | UnsupportedOperationException e) {
                Files.copy(entry, target);
            }
            classPathEntries.add("lib/" + name);
        }
        writeAppJar(dir.resolve(APP_JAR), directories, classPathEntries);
        return dir;
    }

    private static void writeAppJar(Path jar, List<Path> directories, List<String> classPath) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, String.join(" ", classPath));
        Set<String> written = new HashSet<>(Set.of("META-INF/", "META-INF/MANIFEST.MF"));
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file, manifest)) {
            for (Path root : directories) {
                List<Path> paths;
                try (Stream<Path> walk = Files.walk(root)) {
                    paths = walk.filter(p -> !p.equals(root)).sorted().toList();
                }
                for (Path path : paths) {
                    // Directory entries too: ClassLoader#getResource("mock-api") needs them (WireMock's classpath
                    // mappings are found that way), as in a jar built by Maven.
                    boolean directory = Files.isDirectory(path);
                    String name =
                            root.relativize(path).toString().replace(File.separatorChar, '/') + (directory ? "/" : "");
                    if (written.add(name)) { // the first class-path entry wins, as on the class path
                        out.putNextEntry(new JarEntry(name));
                        if (!directory) {
                            Files.copy(path, out);
                        }
                        out.closeEntry();
                    }
                }
            }
        }
    }

    /** Class-path entries that exist, jars' manifest Class-Path followed, manifest-only jars (launchers) dropped. */
    static List<Path> expand(String[] parts) throws IOException {
        Set<Path> result = new LinkedHashSet<>();
        Set<Path> visited = new HashSet<>();
        for (String part : parts) {
            if (!part.isBlank()) {
                add(Path.of(part).toAbsolutePath().normalize(), result, visited);
            }
        }
        return List.copyOf(result);
    }

    private static void add(Path entry, Set<Path> result, Set<Path> visited) throws IOException {
        if (!Files.exists(entry) || !visited.add(entry)) {
            return;
        }
        if (Files.isDirectory(entry)) {
            result.add(entry);
            return;
        }
        try (JarFile jar = new JarFile(entry.toFile())) {
            boolean manifestOnly = jar.stream()
                    .allMatch(
                            e -> e.getName().equals("META-INF/") || e.getName().equals("META-INF/MANIFEST.MF"));
            if (!manifestOnly) {
                result.add(entry);
            }
            Manifest manifest = jar.getManifest();
            String classPath =
                    manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (classPath != null) {
                for (String ref : classPath.trim().split("\\s+")) {
                    if (ref.isBlank()) {
                        continue;
                    }
                    URI uri;
                    try {
                        uri = entry.toUri().resolve(ref);
                    } catch (IllegalArgumentException notAUri) {
                        continue; // not resolvable, so the JVM cannot use it either
                    }
                    if ("file".equals(uri.getScheme())) {
                        add(Path.of(uri).normalize(), result, visited);
                    }
                }
            }
        }
    }

    private static boolean isExtractedApp(Path dir) {
        return dir != null && Files.isRegularFile(dir.resolve(APP_JAR)) && Files.isDirectory(dir.resolve("lib"));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
