package dev.aggregationbench.results;

import dev.aggregationbench.files.AtomicFiles;
import dev.aggregationbench.files.JsonDocuments;
import dev.aggregationbench.files.JsonDocuments.Kind;
import dev.aggregationbench.files.JsonDocuments.Required;
import dev.aggregationbench.files.JsonDocuments.Shape;
import dev.aggregationbench.files.JsonDocuments.UnreadableDocumentException;
import dev.aggregationbench.run.RunOptions;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** Writes and reads a run's files: {@code results.json}, {@code results.csv}, {@code summary.md}. */
public final class ResultsFiles {

    public static final String RESULTS_JSON = "results.json";
    public static final String RESULTS_CSV = "results.csv";
    public static final String SUMMARY_MD = "summary.md";

    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private ResultsFiles() {}

    /**
     * Writes the three files into {@code dir}, each atomically (complete or not at all), results.json first; returns
     * the path of results.json. When one cannot be written the exception names it and the files written before it
     * stay (complete); the previous version of the failed file, if any, is untouched.
     */
    public static Path write(RunResults results, Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot create the results directory " + dir + ": " + AtomicFiles.cause(e), e);
        }
        List<String> written = new ArrayList<>();
        try {
            Path json = AtomicFiles.write(dir.resolve(RESULTS_JSON), out -> JSON.writeValue(out, results));
            written.add(RESULTS_JSON);
            AtomicFiles.write(dir.resolve(RESULTS_CSV), out -> {
                try (Writer csv = new OutputStreamWriter(out, StandardCharsets.UTF_8)) {
                    ResultsCsv.write(results, csv);
                }
            });
            written.add(RESULTS_CSV);
            AtomicFiles.writeString(dir.resolve(SUMMARY_MD), summaryMarkdown(results));
            return json;
        } catch (IOException e) {
            throw new UncheckedIOException(
                    e.getMessage() + (written.isEmpty() ? "" : " (" + String.join(" and ", written) + " were written)"),
                    e);
        }
    }

    public static String json(RunResults results) {
        return JSON.writeValueAsString(results);
    }

    /** What a results.json must hold for its readers (the fields docs/results.schema.json requires that they use). */
    static final Shape SHAPE = new Shape(
            RESULTS_JSON,
            RunResults.SCHEMA_VERSION,
            List.of(
                    new Required("", "runId", Kind.STRING),
                    new Required("", "options", Kind.OBJECT),
                    new Required("", "conditions", Kind.OBJECT),
                    new Required("", "variants", Kind.ARRAY),
                    new Required("", "succeeded", Kind.BOOLEAN),
                    new Required("conditions", "isolation", Kind.STRING),
                    new Required("conditions", "warnings", Kind.ARRAY),
                    new Required("conditions", "workerJvmOptions", Kind.ARRAY),
                    new Required("conditions", "orders", Kind.INTEGER),
                    new Required("conditions", "pageSize", Kind.INTEGER),
                    new Required("conditions", "cpus", Kind.NUMBER),
                    new Required("options", "variants", Kind.ARRAY),
                    new Required("options", "repetitions", Kind.INTEGER),
                    new Required("variants[]", "variant", Kind.STRING),
                    new Required("variants[]", "status", Kind.STRING),
                    new Required("variants[]", "repetitions", Kind.ARRAY),
                    new Required("variants[]", "summary", Kind.OBJECT),
                    new Required("variants[].repetitions[]", "repetition", Kind.INTEGER),
                    new Required("variants[].repetitions[]", "status", Kind.STRING),
                    new Required("variants[].repetitions[].worker", "outcome", Kind.STRING),
                    new Required("variants[].repetitions[].worker", "passes", Kind.ARRAY),
                    new Required("partial", "reason", Kind.STRING),
                    new Required("partial", "repetitionsPlanned", Kind.INTEGER),
                    new Required("partial", "repetitionsFinished", Kind.INTEGER),
                    new Required("partial", "notFinished", Kind.ARRAY)));

    /**
     * Reads a results.json, or the results.json inside a run directory: complete or partial ({@link
     * RunResults#partial()} says which). Whatever is wrong with the file is one {@link UnreadableDocumentException}
     * naming it ({@link JsonDocuments}): absent, empty, not JSON, cut short, another schema version, a field missing
     * or of the wrong type, a status that contradicts its partial section.
     */
    public static RunResults read(Path fileOrDir) {
        Path file = Files.isDirectory(fileOrDir) ? fileOrDir.resolve(RESULTS_JSON) : fileOrDir;
        if (!Files.isRegularFile(file)) {
            throw JsonDocuments.unreadable(
                    fileOrDir,
                    Files.isDirectory(fileOrDir)
                            ? "is a directory without a " + RESULTS_JSON + " (not a run directory, or a run that "
                                    + "wrote no results)"
                            : "does not exist (expected a run directory or its " + RESULTS_JSON + ")");
        }
        ObjectNode document = JsonDocuments.readTree(file, JSON, SHAPE);
        checkStatus(file, document);
        return bindWithDefaults(file, document);
    }

    /**
     * A results.json as it was written (no knob filled in), for serving it whole: checked exactly as {@link #read}
     * checks it, so whatever is wrong with the file is the same {@link UnreadableDocumentException}.
     */
    public static ObjectNode readDocument(Path file) {
        ObjectNode document = JsonDocuments.readTree(file, JSON, SHAPE);
        checkStatus(file, document);
        bindWithDefaults(file, document.deepCopy());
        return document;
    }

    /** Binds a checked document, first filling in the knobs added since it was written. */
    private static RunResults bindWithDefaults(Path file, ObjectNode document) {
        if (document.get("options") instanceof ObjectNode options) {
            // Knobs added since the file was written are absent from its options: that run ran with their
            // defaults (a knob is only ever added with the default that keeps today's behaviour), so fill them in.
            // The AOT cache is the exception: runs before the knob had none.
            if (!options.has("aotCache")) {
                options.put("aotCache", RunOptions.AOT_CACHE_OFF);
            }
            JSON.valueToTree(RunOptions.defaults()).properties().forEach(knob -> {
                if (!options.has(knob.getKey())) {
                    options.set(knob.getKey(), knob.getValue());
                }
            });
        }
        return JsonDocuments.bind(file, JSON, document, SHAPE, RunResults.class);
    }

    /** {@code status} is complete or partial (absent in files written before it: complete) and agrees with partial. */
    private static void checkStatus(Path file, ObjectNode document) {
        JsonNode status = document.get("status");
        JsonNode partial = document.get("partial");
        boolean hasPartial = partial != null && !partial.isNull();
        if (status == null || status.isNull()) {
            return;
        }
        if (!status.isString()
                || !List.of(RunResults.COMPLETE, RunResults.PARTIAL).contains(status.asString())) {
            throw JsonDocuments.unreadable(
                    file,
                    "is not a complete " + RESULTS_JSON + ": status is " + JsonDocuments.valueWords(status)
                            + ", expected complete or partial");
        }
        if (status.asString().equals(RunResults.PARTIAL) != hasPartial) {
            throw JsonDocuments.unreadable(
                    file,
                    "contradicts itself: status is " + status.asString() + " but the partial section is "
                            + (hasPartial ? "there" : "missing"));
        }
    }

    public static String summaryMarkdown(RunResults results) {
        return "# aggregation-bench run " + results.runId() + "\n\n"
                + (results.partial() == null
                        ? ""
                        : "**PARTIAL RUN**, " + results.partial().describe()
                                + ". The table has only the repetitions that finished.\n\n")
                + "Started " + results.startedAt() + ", finished " + results.finishedAt()
                + (results.wallTimeMillis() == null
                        ? ""
                        : String.format(Locale.ROOT, " (%.1f s)", results.wallTimeMillis() / 1000.0))
                + (results.succeeded() ? "." : "; NOT all variants succeeded: " + results.failureReason()) + "\n\n"
                + ResultsTable.markdown(results);
    }
}
