package dev.aggregationbench.api;

import dev.aggregationbench.variant.Variant;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.Arrays;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** The variants a run can measure, from the registry the engine uses. */
@RestController
@Tag(name = "variants")
class VariantController {

    /** One variant: the id used in run requests and results, and what it does. */
    public record VariantView(String id, String description) {}

    @GetMapping(path = "/api/variants", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(summary = "The six variants with their one-line description")
    public List<VariantView> variants() {
        return Arrays.stream(Variant.values())
                .map(v -> new VariantView(v.id(), v.description()))
                .toList();
    }
}
