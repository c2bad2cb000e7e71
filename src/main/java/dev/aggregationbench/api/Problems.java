package dev.aggregationbench.api;

import dev.aggregationbench.run.RunOptions.FieldError;
import io.swagger.v3.oas.models.media.ArraySchema;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import tools.jackson.databind.json.JsonMapper;

/** The service's RFC 9457 problem documents; a 400 always lists {@code errors: [{field, message}]}. */
final class Problems {

    private Problems() {}

    static ProblemDetail invalidRequest(List<FieldError> errors) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, detail(errors));
        problem.setTitle("Invalid request");
        problem.setProperty("errors", errors.stream().map(Problems::asMap).toList());
        return problem;
    }

    static ProblemDetail invalidRequest(String field, String message) {
        return invalidRequest(List.of(new FieldError(field, message)));
    }

    /** The same 400 document as a plain map, for code that writes the response itself (the body size filter). */
    static Map<String, Object> invalidRequestAsMap(String field, String message, String instance) {
        return asMap(HttpStatus.BAD_REQUEST, "Invalid request", field, message, instance);
    }

    /** A problem naming {@code field} with another status (413 for a body over the size limit). */
    static Map<String, Object> asMap(HttpStatus status, String title, String field, String message, String instance) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", "about:blank");
        body.put("title", title);
        body.put("status", status.value());
        body.put("detail", field + ": " + message);
        body.put("instance", instance);
        body.put("errors", List.of(asMap(new FieldError(field, message))));
        return body;
    }

    /**
     * Writes a problem document as the answer, for code outside Spring MVC's handlers (filters, the error
     * dispatch): whatever the request's Accept header says, the answer is problem+json.
     */
    static void write(HttpServletResponse response, JsonMapper json, HttpStatus status, Map<String, Object> problem)
            throws IOException {
        response.setStatus(status.value());
        response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        json.writeValue(response.getOutputStream(), problem);
    }

    static ProblemDetail of(HttpStatus status, String title, String detail) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setTitle(title);
        return problem;
    }

    private static String detail(List<FieldError> errors) {
        return errors.stream().map(e -> e.field() + ": " + e.message()).collect(Collectors.joining("; "));
    }

    private static Map<String, String> asMap(FieldError error) {
        Map<String, String> map = new LinkedHashMap<>();
        map.put("field", error.field());
        map.put("message", error.message());
        return map;
    }

    /** The OpenAPI schema of these documents ({@link ApiDocument}); {@code instance} is the request's path. */
    static Schema<?> schema() {
        Schema<?> error = new ObjectSchema()
                .addProperty("field", new StringSchema().description("the field, parameter or part that is wrong"))
                .addProperty("message", new StringSchema());
        return new ObjectSchema()
                .description("RFC 9457 problem details")
                .addProperty("type", new StringSchema().format("uri-reference"))
                .addProperty("title", new StringSchema())
                .addProperty("status", new IntegerSchema().minimum(BigDecimal.valueOf(400)))
                .addProperty("detail", new StringSchema())
                .addProperty(
                        "instance", new StringSchema().format("uri-reference").description("the request's path"))
                .addProperty("errors", new ArraySchema().items(error).description("on 400 and 413: each wrong field"))
                .addProperty("retryAfterSeconds", new IntegerSchema().description("on 429"))
                .required(List.of("title", "status"));
    }
}
