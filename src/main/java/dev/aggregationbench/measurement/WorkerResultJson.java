package dev.aggregationbench.measurement;

import dev.aggregationbench.files.AtomicFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
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

    public static WorkerResult read(Path file) {
        return MAPPER.readValue(file.toFile(), WorkerResult.class);
    }

    public static WorkerResult read(InputStream json) {
        return MAPPER.readValue(json, WorkerResult.class);
    }
}
