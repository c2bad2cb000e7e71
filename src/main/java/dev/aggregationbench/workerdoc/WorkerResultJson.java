package dev.aggregationbench.workerdoc;

import dev.aggregationbench.files.AtomicFiles;
import dev.aggregationbench.files.JsonDocuments;
import dev.aggregationbench.files.JsonDocuments.Kind;
import dev.aggregationbench.files.JsonDocuments.Required;
import dev.aggregationbench.files.JsonDocuments.Shape;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The JSON form of {@link WorkerResult}: fields in declaration order, nulls written as {@code null}, and readers
 * that ignore fields they do not know, so documents of a newer, additive schema version still read.
 */
public final class WorkerResultJson {

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    private WorkerResultJson() {}

    public static String write(WorkerResult result) {
        return MAPPER.writeValueAsString(result);
    }

    /** Writes the document atomically (complete or not at all); the exception names the file and the cause. */
    public static void write(WorkerResult result, Path file) {
        try {
            AtomicFiles.write(file, out -> MAPPER.writeValue(out, result));
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    public static WorkerResult read(String json) {
        return MAPPER.readValue(json, WorkerResult.class);
    }

    /** What a worker document must hold for its readers (docs/worker-document.md). */
    private static final Shape SHAPE = new Shape(
            "worker document",
            WorkerResult.SCHEMA_VERSION,
            List.of(
                    new Required("", "variant", Kind.STRING),
                    new Required("", "outcome", Kind.STRING),
                    new Required("", "passes", Kind.ARRAY)));

    /** Reads a document from a file; whatever is wrong with it is one line naming the file ({@link JsonDocuments}). */
    public static WorkerResult read(Path file) {
        return JsonDocuments.read(file, MAPPER, SHAPE, WorkerResult.class);
    }

    public static WorkerResult read(InputStream json) {
        return MAPPER.readValue(json, WorkerResult.class);
    }
}
