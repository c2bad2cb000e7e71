package dev.aggregationbench.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The table of bad documents every reader of a document the project wrote is tested with: each is made from a
 * real, committed document (a run of 2026-11-26 and one of its worker documents) and says which words the reader's
 * one line must hold. Readers: {@code compare}, {@code --baseline}, the service ({@code RunResultsReader}), the
 * engine reading worker documents.
 */
public final class BadDocuments {

    /** A complete results.json: the run behind README's table. */
    public static final Path RESULTS_JSON = Path.of("docs/results/2026-11-26-sequential-500k-cpu-clock/results.json");
    /** A complete worker document of that run. */
    public static final Path WORKER_DOCUMENT =
            Path.of("docs/results/2026-11-26-sequential-500k-cpu-clock/jvms/iterator-2.json");

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /**
     * One bad document.
     *
     * @param name  what is wrong, for the test's name
     * @param bytes the file's content
     * @param said  words the reader's message must hold, besides the file's name
     */
    public record Case(String name, byte[] bytes, String said) {
        @Override
        public String toString() {
            return name;
        }

        /** Writes it as {@code dir/<file name>}; returns the path. */
        public Path writeTo(Path dir, String fileName) {
            try {
                Files.createDirectories(dir);
                return Files.write(dir.resolve(fileName), bytes);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private BadDocuments() {}

    /** Bad results.json files (the partial one is not bad: see {@link #partialResultsJson()}). */
    public static List<Case> resultsJson() {
        List<Case> cases = new ArrayList<>(common(RESULTS_JSON));
        cases.add(edited(
                RESULTS_JSON,
                "a string where a number is",
                root -> ((ObjectNode)
                                root.get("variants").get(0).get("repetitions").get(0))
                        .put("exitCode", "zero"),
                "variants[0].repetitions[0].exitCode"));
        cases.add(edited(
                RESULTS_JSON,
                "a number where a string is",
                root -> ((ObjectNode) root.get("variants").get(1)).put("status", 3),
                "variants[1].status is the number 3"));
        cases.add(edited(
                RESULTS_JSON,
                "a field missing",
                root -> ((ObjectNode) root.get("variants").get(2)).remove("summary"),
                "variants[2].summary is missing"));
        cases.add(edited(
                RESULTS_JSON,
                "a status that contradicts the document",
                root -> root.put("status", "partial"),
                "contradicts itself"));
        return cases;
    }

    /** Bad worker documents (the files under a run's jvms/). */
    public static List<Case> workerDocument() {
        List<Case> cases = new ArrayList<>(common(WORKER_DOCUMENT));
        cases.add(edited(
                WORKER_DOCUMENT,
                "a string where a number is",
                root -> ((ObjectNode) root.get("passes").get(0).get("time")).put("durationNanos", "fast"),
                "passes[0].time.durationNanos"));
        cases.add(edited(WORKER_DOCUMENT, "a field missing", root -> root.remove("outcome"), "outcome is missing"));
        return cases;
    }

    /** The committed run as a partial one: readable, but not to be compared as if it were complete. */
    public static byte[] partialResultsJson() {
        return edited(
                        RESULTS_JSON,
                        "partial",
                        root -> {
                            root.put("status", "partial");
                            ObjectNode partial = root.putObject("partial");
                            partial.put("reason", "interrupted by SIGINT");
                            partial.put("repetitionsPlanned", 21);
                            partial.put("repetitionsFinished", 20);
                            partial.putArray("notFinished").add("virtual-threads-3");
                        },
                        "")
                .bytes();
    }

    /** What every document type gets wrong the same way. */
    private static List<Case> common(Path valid) {
        byte[] bytes = read(valid);
        return List.of(
                new Case("empty", new byte[0], "is empty"),
                new Case("only whitespace", " \n\t \n".getBytes(StandardCharsets.UTF_8), "holds only whitespace"),
                new Case("null", "null\n".getBytes(StandardCharsets.UTF_8), "holds only null"),
                new Case("truncated", Arrays.copyOf(bytes, bytes.length / 2), "is truncated"),
                new Case("not JSON", "results: none\n".getBytes(StandardCharsets.UTF_8), "is not valid JSON"),
                new Case(
                        "trailing garbage",
                        (new String(bytes, StandardCharsets.UTF_8) + "}\n").getBytes(StandardCharsets.UTF_8),
                        "is not valid JSON"),
                new Case("an array", "[1, 2]".getBytes(StandardCharsets.UTF_8), "holds a JSON array"),
                edited(valid, "another schema version", root -> root.put("schemaVersion", 2), "schemaVersion 2"),
                edited(valid, "no schema version", root -> root.remove("schemaVersion"), "has no schemaVersion"),
                edited(
                        valid,
                        "a schema version that is not a number",
                        root -> root.put("schemaVersion", "one"),
                        "schemaVersion the string 'one'"));
    }

    private static Case edited(Path valid, String name, Consumer<ObjectNode> edit, String said) {
        ObjectNode root = (ObjectNode) JSON.readTree(valid.toFile());
        edit.accept(root);
        return new Case(name, JSON.writeValueAsBytes(root), said);
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A reader's message: one line, naming {@code file} (quoted) and saying the case's words; no stack. */
    public static void assertOneLineNaming(String message, Path file, Case bad) {
        assertThat(message)
                .as("the message for a document that is %s", bad.name())
                .doesNotContain("\n", "\r", "Exception", "\tat ", "Cannot deserialize", "REDACTED")
                .contains("'" + file + "'", bad.said());
    }
}
