package dev.aggregationbench.api;

import dev.aggregationbench.run.RunEventType;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.links.Link;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * Makes the OpenAPI document ({@code /v3/api-docs}) say what the service does, from the definitions the service
 * itself uses, so that a contract fuzzer (schemathesis, {@code ApiContractFuzzTest}) finds no disagreement:
 *
 * <ul>
 *   <li>every error answer an operation can give, each {@code application/problem+json} with the {@code Problem}
 *       schema ({@code instance} is a relative reference): 400 on every operation (a malformed query or request,
 *       a foreign Host), 404 where a path names a run, 413 and 415 where there is a body; 409, 429 and 500 where
 *       the controllers declare them;
 *   <li>the range of each whole-number parameter ({@link ParameterBounds}), the shape of a run id
 *       ({@link RunStore#isWellFormed}), the result files a run can have ({@link RunController#FILES}) and those
 *       of a matrix run's cell;
 *   <li>properties that can be null as nullable ({@link NullableProperties});
 *   <li>links from a queued run to the operations on it, for stateful testing.
 * </ul>
 *
 * Runs after {@link RunOptionsSchema}, which reads the request's choice fields before they become nullable.
 */
@Component
@Order(2)
class ApiDocument implements OpenApiCustomizer {

    static final String PROBLEM = "Problem";
    private static final String PROBLEM_REF = "#/components/schemas/" + PROBLEM;
    private static final Map<String, String> ERRORS = Map.of(
            "400", "A parameter, the body or the request itself is wrong; errors[].field names each wrong field",
            "404", "No such run, or the run has no such file (yet)",
            "409", "Conflict with the run's state",
            "413", "Body over aggbench.max-request-bytes",
            "415", "Body not in a media type this operation reads",
            "429", "Run queue full; see Retry-After");

    private final ParameterBounds bounds;

    public ApiDocument(ParameterBounds bounds) {
        this.bounds = bounds;
    }

    @Override
    public void customise(OpenAPI api) {
        Map<String, Schema> schemas = api.getComponents().getSchemas();
        schemas.remove("ProblemDetail");
        schemas.values().forEach(NullableProperties::of);
        schemas.put(PROBLEM, Problems.schema());
        api.getPaths()
                .forEach((path, item) -> item.readOperationsMap().forEach((method, operation) -> {
                    describeParameters(operation);
                    describeBodies(operation);
                    addErrors(path, operation);
                }));
        linkTheRunsOperations(api);
    }

    /** Each parameter gets a schema of its own (springdoc shares one instance among parameters of one type). */
    private void describeParameters(Operation operation) {
        for (Parameter parameter :
                operation.getParameters() == null ? List.<Parameter>of() : operation.getParameters()) {
            Schema<?> shared = parameter.getSchema();
            bounds.of(parameter.getName()).ifPresent(range -> {
                IntegerSchema bounded = new IntegerSchema();
                bounded.setFormat(shared.getFormat());
                if (shared.getDefault() != null) {
                    bounded.setDefault(shared.getDefault());
                }
                parameter.setSchema(
                        bounded.minimum(BigDecimal.valueOf(range.min())).maximum(BigDecimal.valueOf(range.max())));
            });
            if ("path".equals(parameter.getIn()) && "id".equals(parameter.getName())) {
                parameter.setSchema(new StringSchema().pattern(RunStore.ID_PATTERN));
                parameter.setDescription("a run id, as POST /api/runs gave it");
            }
            if ("path".equals(parameter.getIn()) && "file".equals(parameter.getName())) {
                StringSchema files = new StringSchema();
                files.setEnum(RunController.FILES.keySet().stream().sorted().toList());
                parameter.setSchema(files);
            }
            if ("path".equals(parameter.getIn()) && "cellFile".equals(parameter.getName())) {
                StringSchema files = new StringSchema();
                files.setEnum(RunController.CELL_FILES);
                parameter.setSchema(files);
            }
            if ("path".equals(parameter.getIn()) && "cell".equals(parameter.getName())) {
                parameter.setSchema(new StringSchema().pattern(RunStore.CELL_PATTERN));
                parameter.setDescription("a matrix run's cell, as its matrix.json names it (cells[].name)");
            }
        }
    }

    /**
     * What a 200 carries where springdoc cannot tell from the Java type: an event stream is a sequence of events
     * (id, event name, JSON data); a result file in JSON is any JSON document, one in text is text.
     */
    private static void describeBodies(Operation operation) {
        ApiResponse ok = operation.getResponses().get("200");
        if (ok == null || ok.getContent() == null) {
            return;
        }
        ok.getContent().forEach((type, media) -> {
            if (type.equals(org.springframework.http.MediaType.TEXT_EVENT_STREAM_VALUE)) {
                StringSchema names = new StringSchema();
                names.setEnum(Arrays.stream(RunEventType.values())
                        .map(RunEventType::id)
                        .toList());
                media.setSchema(new ObjectSchema()
                        .description("one Server-Sent Event; data is the event as JSON")
                        .addProperty("id", new StringSchema().description("the event's sequence number"))
                        .addProperty("event", names)
                        .addProperty("data", new StringSchema())
                        .required(List.of("id", "event", "data")));
            } else if ("binary"
                    .equals(media.getSchema() == null ? null : media.getSchema().getFormat())) {
                media.setSchema(type.endsWith("json") ? new Schema<>() : new StringSchema());
            }
        });
    }

    private static void addErrors(String path, Operation operation) {
        ApiResponses responses = operation.getResponses();
        List<String> codes = new ArrayList<>(List.of("400"));
        if (path.contains("{id}") || path.equals("/api/compare")) {
            codes.add("404");
        }
        if (operation.getRequestBody() != null) {
            codes.addAll(List.of("413", "415"));
        }
        for (String code : codes) {
            responses.putIfAbsent(code, new ApiResponse().description(ERRORS.get(code)));
        }
        responses.forEach((code, response) -> {
            if (code.startsWith("4") || code.startsWith("5")) {
                if (response.getDescription() == null
                        || response.getDescription().isBlank()) {
                    response.setDescription(ERRORS.getOrDefault(code, "Refused"));
                }
                response.setContent(new Content()
                        .addMediaType(
                                org.springframework.http.MediaType.APPLICATION_PROBLEM_JSON_VALUE,
                                new MediaType().schema(new Schema<>().$ref(PROBLEM_REF))));
            }
        });
    }

    /**
     * POST /api/runs's 202 links to the operations on the run it queued (by operation id, from the document): the
     * run's own operations take its id, a result file results.json, the samples the first variant's first
     * repetition, and the comparison compares the run with itself.
     */
    private static void linkTheRunsOperations(OpenAPI api) {
        PathItem runs = api.getPaths().get("/api/runs");
        ApiResponse queued = runs == null || runs.getPost() == null
                ? null
                : runs.getPost().getResponses().get("202");
        if (queued == null) {
            return;
        }
        api.getPaths()
                .forEach((path, item) -> item.readOperationsMap().forEach((method, operation) -> {
                    if (operation.getOperationId() == null
                            || path.equals("/api/runs")
                            || path.contains("{cell}")) { // a queued run names no cell yet
                        return;
                    }
                    Link link = new Link().operationId(operation.getOperationId());
                    if (path.startsWith("/api/runs/{id}")) {
                        link.parameters("id", "$response.body#/id");
                    }
                    if (path.contains("{file}")) {
                        link.parameters("file", "results.json");
                    }
                    if (path.contains("{variant}")) {
                        link.parameters("variant", "$response.body#/options/variants/0");
                        link.parameters("repetition", "1");
                    }
                    if (path.equals("/api/compare")) {
                        link.parameters("baseline", "$response.body#/id");
                        link.parameters("current", "$response.body#/id");
                    }
                    if (link.getParameters() != null) {
                        queued.link(
                                operation.getOperationId(),
                                link.description(method + " " + path + " of the queued run"));
                    }
                }));
    }
}
