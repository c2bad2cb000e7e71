package dev.aggregationbench.support;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.databind.json.JsonMapper;

/** Validates a results.json against the documented schema, docs/results.schema.json. */
public final class ResultsSchema {

    private ResultsSchema() {}

    public static List<String> violations(Path resultsJson) throws IOException {
        Schema schema;
        try (InputStream in = Files.newInputStream(Path.of("docs/results.schema.json"))) {
            schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(in);
        }
        List<Error> errors = schema.validate(JsonMapper.builder().build().readTree(resultsJson.toFile()));
        return errors.stream().map(Error::toString).toList();
    }
}
