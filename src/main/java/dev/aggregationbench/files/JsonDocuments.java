package dev.aggregationbench.files;

import dev.aggregationbench.text.Echo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The one way a JSON document this project wrote is read back (results.json, a worker document): whatever is wrong
 * with the file (absent, empty, only whitespace, {@code null}, cut short, not an object, another schema version, a
 * field missing or of the wrong type) becomes one {@link UnreadableDocumentException} whose message is one line
 * naming the file and what is wrong, never a parser's stack or a {@link NullPointerException} later on.
 *
 * <p>{@link Shape} says what the document must hold: its schema version and the fields its readers use without
 * checking (checked on the tree before it is bound to records, so the message names the field by its path:
 * {@link ShapeCheck}).
 */
public final class JsonDocuments {

    /** The largest document read: the biggest results.json committed is about 1 MB. */
    public static final long MAX_BYTES = 64L << 20;

    /** A JSON type a required field must have. */
    public enum Kind {
        STRING("a string"),
        NUMBER("a number"),
        INTEGER("a whole number"),
        BOOLEAN("true or false"),
        OBJECT("an object"),
        ARRAY("an array");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        /** "a string", "a whole number": the kind in a message. */
        String words() {
            return words;
        }

        boolean matches(JsonNode node) {
            return switch (this) {
                case STRING -> node.isString();
                case NUMBER -> node.isNumber();
                case INTEGER -> node.isIntegralNumber();
                case BOOLEAN -> node.isBoolean();
                case OBJECT -> node.isObject();
                case ARRAY -> node.isArray();
            };
        }
    }

    /**
     * A field every object at {@code parent} must have, not null, of {@code kind}. {@code parent} is a dotted path
     * from the document's root, {@code []} meaning every element of an array: {@code variants[].repetitions[]};
     * the empty string is the root. A parent that is absent or null is not looked into (its own rule, if any, says
     * whether it may be).
     */
    public record Required(String parent, String field, Kind kind) {}

    /**
     * What a document must hold.
     *
     * @param what          the document's name in messages: {@code results.json}, {@code worker document}
     * @param schemaVersion the only {@code schemaVersion} this build reads; null for a document that has none (the
     *     service's run.json), whose {@code schemaVersion} is then not looked at
     */
    public record Shape(String what, Integer schemaVersion, List<Required> required) {
        public Shape {
            required = List.copyOf(required);
        }
    }

    /** A document that cannot be read. The message is one line: the file, quoted, then what is wrong with it. */
    public static final class UnreadableDocumentException extends IllegalArgumentException {

        private final String problem;

        public UnreadableDocumentException(Path file, String problem, Throwable cause) {
            super(QuotedPath.of(file) + " " + problem, cause);
            this.problem = problem;
        }

        /** What is wrong, without the file: "is empty", "has schemaVersion 2; ...". */
        public String problem() {
            return problem;
        }
    }

    private JsonDocuments() {}

    /** Reads, checks and binds the document in one step. */
    public static <T> T read(Path file, JsonMapper mapper, Shape shape, Class<T> type) {
        return bind(file, mapper, readTree(file, mapper, shape), shape, type);
    }

    /** The document as a tree, checked against {@code shape}; for readers that fill in fields before binding. */
    public static ObjectNode readTree(Path file, JsonMapper mapper, Shape shape) {
        byte[] bytes = bytes(file, shape);
        if (bytes.length == 0) {
            throw new UnreadableDocumentException(file, "is empty (0 bytes), not a " + shape.what(), null);
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.isBlank()) {
            throw new UnreadableDocumentException(
                    file, "holds only whitespace (" + bytes.length + " bytes), not a " + shape.what(), null);
        }
        JsonNode tree;
        try {
            tree = mapper.reader()
                    .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                    .readTree(bytes);
        } catch (JacksonException e) {
            if (!DocumentProblems.endsTooSoon(e)) {
                throw new UnreadableDocumentException(
                        file,
                        "is not valid JSON: " + Echo.bare(DocumentProblems.firstLine(e.getOriginalMessage()))
                                + DocumentProblems.where(e),
                        e);
            }
            throw new UnreadableDocumentException(
                    file,
                    "is truncated: the JSON ends at byte " + bytes.length + " before the document does (a copy cut "
                            + "short, or a file not written by aggregation-bench)",
                    e);
        }
        if (tree == null || tree.isNull() || tree.isMissingNode()) {
            throw new UnreadableDocumentException(file, "holds only null, not a " + shape.what(), null);
        }
        if (!(tree instanceof ObjectNode root)) {
            throw new UnreadableDocumentException(
                    file,
                    "holds " + DocumentProblems.nodeWords(tree) + ", not a " + shape.what() + " (a JSON object)",
                    null);
        }
        ShapeCheck.check(file, root, shape);
        return root;
    }

    /** Binds a checked tree to {@code type}; a field of the wrong type or shape is named by its path. */
    public static <T> T bind(Path file, JsonMapper mapper, JsonNode tree, Shape shape, Class<T> type) {
        try {
            return mapper.treeToValue(tree, type);
        } catch (DatabindException e) {
            throw new UnreadableDocumentException(
                    file, "is not a complete " + shape.what() + ": " + DocumentProblems.bindingProblem(e), e);
        } catch (JacksonException | IllegalArgumentException | NullPointerException e) {
            throw new UnreadableDocumentException(
                    file,
                    "is not a complete " + shape.what() + ": " + Echo.bare(DocumentProblems.firstLine(e.getMessage())),
                    e);
        }
    }

    /** A problem found while checking a document's content after binding: the same one-line form. */
    public static UnreadableDocumentException unreadable(Path file, String problem) {
        return new UnreadableDocumentException(file, problem, null);
    }

    private static byte[] bytes(Path file, Shape shape) {
        if (Files.isDirectory(file)) {
            throw new UnreadableDocumentException(file, "is a directory, not a " + shape.what(), null);
        }
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                throw new UnreadableDocumentException(
                        file,
                        "is " + size / (1 << 20) + " MiB; a " + shape.what() + " is read up to " + (MAX_BYTES >> 20)
                                + " MiB (the largest written so far is about 1 MB)",
                        null);
            }
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UnreadableDocumentException(file, "cannot be read: " + IoCauses.describe(e), e);
        }
    }

    /** "the string 'abc'", "the number 3", "an array": a value as a message shows it (bounded, escaped). */
    public static String valueWords(JsonNode value) {
        return DocumentProblems.valueWords(value);
    }
}
