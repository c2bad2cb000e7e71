package dev.aggregationbench.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code compare} on two cells of a matrix: a committed run and a copy whose workers ran on another JDK with
 * another collector. The guard names exactly what differs, both values, and compares when asked.
 */
class DifferentJdksCompareTest {

    private static final Path RUN = Path.of("docs/results/2026-11-23-sequential-500k/results.json");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path tmp;

    record Cli(int exitCode, String out, String err) {}

    @Test
    void runsOnDifferentJdksAndCollectorsAreRefusedNamingBothAndComparedWhenAsked() throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(RUN.toFile());
        ObjectNode conditions = (ObjectNode) root.get("conditions");
        conditions.put("jdk", "Eclipse Adoptium 21.0.8+9-LTS");
        conditions.put("gc", "Parallel");
        Path on21 = tmp.resolve("on21.json");
        JSON.writeValue(on21.toFile(), root);

        Cli refused = compare(on21.toString(), RUN.toString());
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err())
                .contains("gc Parallel vs G1, jdk Eclipse Adoptium 21.0.8+9-LTS vs Eclipse Adoptium 25.0.3+9-LTS")
                .contains("add --allow-different-conditions");

        Cli compared = compare("--allow-different-conditions", on21.toString(), RUN.toString());
        assertThat(compared.exitCode()).as(compared.err()).isZero();
        assertThat(compared.out())
                .contains("Different conditions (compared anyway): gc Parallel vs G1, jdk Eclipse Adoptium "
                        + "21.0.8+9-LTS vs Eclipse Adoptium 25.0.3+9-LTS");
    }

    private static Cli compare(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CompareMain.execute(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
