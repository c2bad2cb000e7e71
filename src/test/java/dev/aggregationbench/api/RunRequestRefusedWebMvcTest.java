package dev.aggregationbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.http.MediaType;

/**
 * What the run controller refuses (the slice of {@link RunControllerSlice}): a bad body is a 400 problem+json
 * naming each wrong field, and no run is created; the run list's parameters are checked by name. What it accepts:
 * RunControllerWebMvcTest.
 */
class RunRequestRefusedWebMvcTest extends RunControllerSlice {

    static Stream<Arguments> badBodies() {
        return Stream.of(
                Arguments.of("{\"orders\":\"abc\"}", "orders"),
                Arguments.of("{\"orders\":0}", "orders"),
                Arguments.of("{\"orders\":1.5}", "orders"),
                Arguments.of("{\"orders\":true}", "orders"),
                Arguments.of("{\"orders\":1e30}", "orders"),
                Arguments.of("{\"pageSize\":0}", "pageSize"),
                Arguments.of("{\"pageSize\":\"big\"}", "pageSize"),
                Arguments.of("{\"cpus\":0}", "cpus"),
                Arguments.of("{\"cpus\":4096}", "cpus"),
                Arguments.of("{\"cpus\":\"one\"}", "cpus"),
                Arguments.of("{\"memory\":\"lots\"}", "memory"),
                Arguments.of("{\"memory\":\"1g\",\"heap\":\"2g\"}", "heap"),
                Arguments.of("{\"gc\":\"CMS\"}", "gc"),
                Arguments.of("{\"gc\":7}", "gc"),
                Arguments.of("{\"intervalMillis\":5}", "intervalMillis"),
                Arguments.of("{\"interval\":5}", "intervalMillis"),
                Arguments.of("{\"variants\":[\"naive\",\"quantum\"]}", "variants"),
                Arguments.of("{\"variants\":[]}", "variants"),
                Arguments.of("{\"variants\":\"naive\"}", "variants"),
                Arguments.of("{\"variants\":[\"naive\",\"naive\"]}", "variants"),
                Arguments.of("{\"variants\":[null]}", "variants"),
                Arguments.of("{\"repetitions\":0}", "repetitions"),
                Arguments.of("{\"warmup\":-1}", "warmup"),
                Arguments.of("{\"seed\":\"x\"}", "seed"),
                Arguments.of("{\"isolation\":\"vm\"}", "isolation"),
                Arguments.of("{\"timeoutSeconds\":0}", "timeoutSeconds"),
                Arguments.of("{\"timeout\":0}", "timeoutSeconds"),
                Arguments.of("{\"dockerNetwork\":\"overlay\"}", "dockerNetwork"),
                Arguments.of("{\"scenario\":\"all\"}", "scenario"),
                Arguments.of("{\"colour\":\"red\"}", "colour"),
                Arguments.of("{\"orders\":", "body"),
                Arguments.of("{\"orders\" 5}", "body"),
                Arguments.of("[1,2]", "body"),
                Arguments.of("", "body")); // an oversized body is 413: ApiHardeningHttpTest
    }

    @ParameterizedTest(name = "[{index}] {1}: {0}")
    @MethodSource("badBodies")
    void badBodyIsRefusedWith400ProblemJsonNamingTheFieldAndNoRunIsCreated(String body, String field) throws Exception {
        int runsBefore = runs.list().size();
        mvc.perform(post("/api/runs").contentType(MediaType.APPLICATION_JSON).content(body))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.status").value(400))
                .andExpect(jsonPath("$.errors[*].field").value(hasItem(field)))
                .andExpect(jsonPath("$.detail").value(containsString(field + ": ")))
                .andExpect(jsonPath("$.trace").doesNotExist())
                .andExpect(content().string(not(containsString("Exception"))))
                .andExpect(content().string(not(containsString("\tat "))));
        assertThat(runs.list()).hasSize(runsBefore);
    }

    @Test
    void everyWrongFieldOfOneBodyIsNamed() throws Exception {
        mvc.perform(post("/api/runs")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"orders\":-1,\"gc\":\"CMS\",\"variants\":[\"nope\"],\"isolation\":\"vm\"}"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.errors[*].field").value(hasSize(4)))
                .andExpect(jsonPath("$.errors[*].field").value(hasItem("orders")))
                .andExpect(jsonPath("$.errors[*].field").value(hasItem("gc")))
                .andExpect(jsonPath("$.errors[*].field").value(hasItem("variants")))
                .andExpect(jsonPath("$.errors[*].field").value(hasItem("isolation")));
    }

    @Test
    void listingParametersAreValidatedByName() throws Exception {
        mvc.perform(get("/api/runs").param("page", "-1"))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.errors[0].field").value("page"));
        mvc.perform(get("/api/runs").param("size", "0"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.errors[0].field").value("size"));
        mvc.perform(get("/api/runs").param("page", "abc"))
                .andExpect(status().isBadRequest())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
                .andExpect(jsonPath("$.errors[0].field").value("page"));
    }
}
