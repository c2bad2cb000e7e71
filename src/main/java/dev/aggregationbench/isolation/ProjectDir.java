package dev.aggregationbench.isolation;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Finds the project directory, the one holding {@code docker/Dockerfile} and {@code docker/build-base-image.sh}. */
final class ProjectDir {

    private ProjectDir() {}

    /**
     * {@code configured} when given; else the first directory, walking up from the application directory, the class
     * path's first entry and the working directory, that contains docker/Dockerfile.
     */
    static Path find(Path configured, Path appDir) throws IOException {
        if (configured != null) {
            if (!holdsDockerDir(configured)) {
                throw new IOException("the project directory " + configured + " (AGGBENCH_HOME) has no "
                        + "docker/Dockerfile and docker/build-base-image.sh");
            }
            return configured.toAbsolutePath().normalize();
        }
        Set<Path> starts = new LinkedHashSet<>();
        if (appDir != null) {
            starts.add(appDir.toAbsolutePath().normalize());
        }
        String first = System.getProperty("java.class.path", "").split(File.pathSeparator)[0];
        if (!first.isBlank()) {
            starts.add(Path.of(first).toAbsolutePath().normalize());
        }
        starts.add(Path.of("").toAbsolutePath());
        List<Path> looked = new ArrayList<>();
        for (Path start : starts) {
            for (Path dir = start; dir != null; dir = dir.getParent()) {
                if (holdsDockerDir(dir)) {
                    return dir;
                }
            }
            looked.add(start);
        }
        throw new IOException("cannot find the project's docker/Dockerfile (looked upwards from " + looked
                + "); set AGGBENCH_HOME to the project directory");
    }

    private static boolean holdsDockerDir(Path dir) {
        return Files.isRegularFile(dir.resolve("docker/Dockerfile"))
                && Files.isRegularFile(dir.resolve("docker/build-base-image.sh"));
    }
}
