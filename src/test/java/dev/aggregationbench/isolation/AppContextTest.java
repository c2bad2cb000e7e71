package dev.aggregationbench.isolation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AppContextTest {

    @TempDir
    Path tmp;

    @Test
    void classPathIsStagedAsAppJarWithLibClassPathFollowingLauncherManifests() throws Exception {
        Path classes = Files.createDirectories(tmp.resolve("classes/pkg"));
        Files.writeString(classes.resolve("A.class"), "a");
        Path dep = jar(tmp.resolve("m2/dep-1.0.jar"), null, "dep/D.class");
        Path launcher = jar(tmp.resolve("booter.jar"), dep.toUri().toString(), null); // manifest only, like surefire's

        AppContext context = AppContext.detect(null, tmp.resolve("classes") + File.pathSeparator + launcher);
        Path dir = context.materialize(tmp.resolve("staging"));

        assertThat(dir.resolve("lib/dep-1.0.jar")).exists();
        assertThat(dir.resolve("lib")).isDirectoryNotContaining("glob:**booter.jar");
        try (JarFile app = new JarFile(dir.resolve(AppContext.APP_JAR).toFile())) {
            assertThat(app.getManifest().getMainAttributes().getValue(Attributes.Name.CLASS_PATH))
                    .isEqualTo("lib/dep-1.0.jar");
            assertThat(app.getEntry("pkg/A.class")).isNotNull();
        }
    }

    @Test
    void contentHashIsStableAndFollowsTheBytes() throws Exception {
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        Files.writeString(classes.resolve("A.class"), "one");
        String before = AppContext.detect(null, classes.toString()).contentHash();
        assertThat(AppContext.detect(null, classes.toString()).contentHash()).isEqualTo(before);

        Files.writeString(classes.resolve("A.class"), "two");

        assertThat(AppContext.detect(null, classes.toString()).contentHash()).isNotEqualTo(before);
    }

    @Test
    void extractedApplicationIsUsedAsItIs() throws Exception {
        Path app = Files.createDirectories(tmp.resolve("app/lib"));
        jar(tmp.resolve("app/aggregation-bench.jar"), null, "x/X.class");

        AppContext context =
                AppContext.detect(null, tmp.resolve("app/aggregation-bench.jar").toString());

        assertThat(context.extractedDir()).isEqualTo(app.getParent());
        assertThat(context.materialize(tmp.resolve("staging"))).isEqualTo(app.getParent());
    }

    @Test
    void appDirWithoutTheJarIsRejectedNamingIt() {
        assertThatThrownBy(() -> AppContext.detect(tmp, "ignored"))
                .hasMessageContaining(tmp.toString())
                .hasMessageContaining("aggregation-bench.jar and lib/");
    }

    private static Path jar(Path path, String classPath, String entry) throws Exception {
        Files.createDirectories(path.getParent());
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (classPath != null) {
            manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath);
        }
        try (OutputStream file = Files.newOutputStream(path);
                JarOutputStream out = new JarOutputStream(file, manifest)) {
            if (entry != null) {
                out.putNextEntry(new JarEntry(entry));
                out.write(1);
                out.closeEntry();
            }
        }
        return path;
    }
}
