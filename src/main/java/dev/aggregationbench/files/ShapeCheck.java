package dev.aggregationbench.files;

import dev.aggregationbench.files.JsonDocuments.Required;
import dev.aggregationbench.files.JsonDocuments.Shape;
import dev.aggregationbench.files.JsonDocuments.UnreadableDocumentException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Checks a document's tree against its {@link Shape} before it is bound to records: the one schema version this build
 * reads, then every {@link Required} field, found by its dotted path ({@code variants[].repetitions[]}), present, not
 * null and of its kind. The first problem is named by the field's path, with how many more there are.
 */
final class ShapeCheck {

    private ShapeCheck() {}

    /** Throws an {@link UnreadableDocumentException} naming the first thing {@code root} lacks; returns when none. */
    static void check(Path file, ObjectNode root, Shape shape) {
        checkSchemaVersion(file, root, shape);
        List<String> wrong = new ArrayList<>();
        for (Required rule : shape.required()) {
            check(root, rule, wrong);
        }
        if (!wrong.isEmpty()) {
            throw new UnreadableDocumentException(
                    file,
                    "is not a complete " + shape.what() + ": " + wrong.getFirst()
                            + (wrong.size() > 1 ? " (and " + (wrong.size() - 1) + " more problem(s))" : ""),
                    null);
        }
    }

    private static void checkSchemaVersion(Path file, ObjectNode root, Shape shape) {
        if (shape.schemaVersion() == null) {
            return;
        }
        JsonNode version = root.get("schemaVersion");
        if (version == null || version.isNull()) {
            throw new UnreadableDocumentException(
                    file, "has no schemaVersion: not a " + shape.what() + " aggregation-bench wrote", null);
        }
        if (!version.isIntegralNumber()) {
            throw new UnreadableDocumentException(
                    file,
                    "has schemaVersion " + DocumentProblems.valueWords(version) + ", expected the whole number "
                            + shape.schemaVersion(),
                    null);
        }
        if (version.asLong() != shape.schemaVersion()) {
            throw new UnreadableDocumentException(
                    file,
                    "has schemaVersion " + version.asLong() + "; this version of aggregation-bench reads "
                            + shape.what() + " schemaVersion " + shape.schemaVersion() + " only"
                            + (version.asLong() > shape.schemaVersion() ? " (it was written by a newer version)" : ""),
                    null);
        }
    }

    private static void check(ObjectNode root, Required rule, List<String> wrong) {
        List<Located> parents = List.of(new Located("", root));
        if (!rule.parent().isEmpty()) {
            for (String step : rule.parent().split("\\.")) {
                parents = step(parents, step);
            }
        }
        for (Located parent : parents) {
            if (!parent.node().isObject()) {
                continue;
            }
            String path = parent.path().isEmpty() ? rule.field() : parent.path() + "." + rule.field();
            JsonNode value = parent.node().get(rule.field());
            if (value == null) {
                wrong.add(path + " is missing");
            } else if (value.isNull()) {
                wrong.add(path + " is null, expected " + rule.kind().words());
            } else if (!rule.kind().matches(value)) {
                wrong.add(path + " is " + DocumentProblems.valueWords(value) + ", expected "
                        + rule.kind().words());
            }
        }
    }

    private record Located(String path, JsonNode node) {}

    private static List<Located> step(List<Located> from, String step) {
        boolean each = step.endsWith("[]");
        String name = each ? step.substring(0, step.length() - 2) : step;
        List<Located> to = new ArrayList<>();
        for (Located at : from) {
            JsonNode child = at.node().isObject() ? at.node().get(name) : null;
            if (child == null || child.isNull()) {
                continue;
            }
            String path = at.path().isEmpty() ? name : at.path() + "." + name;
            if (!each) {
                to.add(new Located(path, child));
            } else if (child.isArray()) {
                for (int i = 0; i < child.size(); i++) {
                    to.add(new Located(path + "[" + i + "]", child.get(i)));
                }
            }
        }
        return to;
    }
}
