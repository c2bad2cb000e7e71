package dev.aggregationbench.mock;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/** {@code mock-api/openapi.yaml} is valid YAML and documents the query parameters the mock serves. */
class OpenApiDocumentTest {

    @Test
    @SuppressWarnings("unchecked")
    void theContractParsesAndNamesThePartitionParameters() throws Exception {
        Map<String, Object> document;
        try (Reader reader = Files.newBufferedReader(Path.of("mock-api/openapi.yaml"))) {
            document = new Yaml().load(reader);
        }
        Map<String, Object> paths = (Map<String, Object>) document.get("paths");
        for (String path : List.of("/orders", "/orders/stats")) {
            Map<String, Object> get = (Map<String, Object>) ((Map<String, Object>) paths.get(path)).get("get");
            assertThat(get.get("parameters").toString())
                    .as(path)
                    .contains("#/components/parameters/Partition", "#/components/parameters/Partitions");
        }
        Map<String, Object> parameters =
                (Map<String, Object>) ((Map<String, Object>) document.get("components")).get("parameters");
        assertThat(parameters).containsKeys("Partition", "Partitions");
    }
}
