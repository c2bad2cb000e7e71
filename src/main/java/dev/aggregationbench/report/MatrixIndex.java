package dev.aggregationbench.report;

import dev.aggregationbench.compare.MatrixComparison;
import dev.aggregationbench.compare.MatrixComparison.Reading;
import dev.aggregationbench.compare.MatrixComparison.Row;
import dev.aggregationbench.compare.MatrixTable;
import dev.aggregationbench.compare.RunComparison.Change;
import dev.aggregationbench.files.AtomicFiles;
import dev.aggregationbench.files.JsonDocuments;
import dev.aggregationbench.files.JsonDocuments.Kind;
import dev.aggregationbench.files.JsonDocuments.Required;
import dev.aggregationbench.files.JsonDocuments.Shape;
import dev.aggregationbench.results.AotCacheReport;
import dev.aggregationbench.results.Conditions;
import dev.aggregationbench.results.FigureSummary;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.run.Matrix;
import dev.aggregationbench.run.RunOptions;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The files of a matrix run, beside its cells' directories: {@code matrix.json} (each cell's options, its workers'
 * exact JDK, and per variant the figures' summaries and their comparison with the reference cell), {@code matrix.csv}
 * (every cell's results.csv rows in one file, {@link MatrixCsv}), {@code summary.md} and {@code index.html} (the matrix
 * table, the plain-word lines, a link to each cell's files). All written atomically.
 */
public final class MatrixIndex {

    public static final String MATRIX_JSON = "matrix.json";
    public static final String MATRIX_CSV = MatrixCsv.MATRIX_CSV;
    public static final String INDEX_HTML = TeachingSetIndex.INDEX_HTML;
    /** Bumped when a field of matrix.json changes meaning or goes away. */
    public static final int SCHEMA_VERSION = 1;

    private static final JsonMapper JSON =
            JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    /** What a matrix.json must hold for a reader that shows it (the REST service). */
    static final Shape SHAPE = new Shape(
            MATRIX_JSON,
            SCHEMA_VERSION,
            List.of(
                    new Required("", "reference", Kind.STRING),
                    new Required("", "cells", Kind.ARRAY),
                    new Required("", "variants", Kind.ARRAY),
                    new Required("cells[]", "name", Kind.STRING),
                    new Required("variants[]", "variant", Kind.STRING),
                    new Required("variants[]", "cells", Kind.ARRAY)));

    /** One cell that ran; {@code directory} is relative to the matrix's directory. */
    public record Entry(Matrix.Cell cell, String directory) {}

    /** matrix.json's document. */
    record Document(
            int schemaVersion,
            List<String> dimensions,
            String reference,
            List<CellDocument> cells,
            List<VariantDocument> variants,
            String table) {}

    /**
     * A cell: its coordinates and options as asked, and what its workers ran on.
     *
     * @param jdk the workers' JDK, vendor and exact version, from their documents
     */
    record CellDocument(
            String name,
            String directory,
            Map<String, String> coordinates,
            boolean succeeded,
            String failureReason,
            String jdk,
            String gc,
            String isolation,
            AotCacheReport aotCache,
            RunOptions options) {}

    /** A variant: per cell, each figure's summary and its comparison with the reference cell's. */
    record VariantDocument(String variant, List<VariantInCell> cells) {}

    record VariantInCell(String cell, Map<String, FigureSummary> figures, Map<String, Versus> versusReference) {}

    /** A comparison with the reference: the change of the median, Welch's p, and the verdict. */
    record Versus(Double changePercent, Double pValue, String verdict) {}

    private MatrixIndex() {}

    /** Writes matrix.json, matrix.csv, summary.md and index.html into {@code dir}. */
    public static void write(List<String> dimensions, List<Entry> entries, MatrixComparison matrix, Path dir) {
        String table = MatrixTable.render(matrix);
        try {
            Files.createDirectories(dir);
            Document document = document(dimensions, entries, matrix, table);
            AtomicFiles.write(dir.resolve(MATRIX_JSON), out -> JSON.writeValue(out, document));
            AtomicFiles.write(dir.resolve(MATRIX_CSV), out -> {
                try (Writer csv = new OutputStreamWriter(out, StandardCharsets.UTF_8)) {
                    MatrixCsv.write(entries, matrix, csv);
                }
            });
            AtomicFiles.writeString(dir.resolve(ResultsFiles.SUMMARY_MD), markdown(dimensions, entries, table));
            AtomicFiles.writeString(dir.resolve(INDEX_HTML), html(dimensions, entries, table));
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot write the matrix's files into " + dir + ": " + AtomicFiles.cause(e), e);
        }
    }

    /**
     * A matrix.json as written, checked to be a whole one of this schema version.
     *
     * @throws JsonDocuments.UnreadableDocumentException naming the file and what is wrong with it
     */
    public static ObjectNode readDocument(Path file) {
        return JsonDocuments.readTree(file, JSON, SHAPE);
    }

    static Document document(List<String> dimensions, List<Entry> entries, MatrixComparison matrix, String table) {
        List<CellDocument> cells = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            Entry e = entries.get(i);
            MatrixComparison.Cell c = matrix.cells().get(i);
            Map<String, String> coordinates = new LinkedHashMap<>();
            e.cell().coordinates().forEach(x -> coordinates.put(x.knob(), x.value()));
            Conditions conditions = c.results() == null ? null : c.results().conditions();
            cells.add(new CellDocument(
                    c.name(),
                    e.directory(),
                    coordinates,
                    c.succeeded(),
                    c.failure(),
                    conditions == null ? null : conditions.jdk(),
                    conditions == null ? null : conditions.gc(),
                    conditions == null ? null : conditions.isolation(),
                    conditions == null ? null : conditions.aotCache(),
                    e.cell().options()));
        }
        List<VariantDocument> variants = new ArrayList<>();
        for (Row row : matrix.rows()) {
            List<VariantInCell> inCells = new ArrayList<>();
            for (int i = 0; i < matrix.cells().size(); i++) {
                Map<String, FigureSummary> figures = new LinkedHashMap<>();
                Map<String, Versus> versus = new LinkedHashMap<>();
                for (Map.Entry<String, Reading> r : row.byCell().get(i).entrySet()) {
                    figures.put(r.getKey(), r.getValue().summary());
                    Change change = r.getValue().versus();
                    if (change != null) {
                        versus.put(
                                r.getKey(),
                                new Versus(
                                        change.changePercent(),
                                        change.pValue(),
                                        change.verdict().id()));
                    }
                }
                inCells.add(new VariantInCell(matrix.cells().get(i).name(), figures, versus));
            }
            variants.add(new VariantDocument(row.variant(), inCells));
        }
        return new Document(SCHEMA_VERSION, dimensions, matrix.reference().name(), cells, variants, table);
    }

    static String markdown(List<String> dimensions, List<Entry> entries, String table) {
        StringBuilder md = new StringBuilder("# aggregation-bench: a matrix over ")
                .append(String.join(" and ", dimensions))
                .append("\n\nEach cell ran as a run of its own, one after another; its files are in its directory. "
                        + "The first cell is the reference.\n\n| Cell | Coordinates | Files |\n|---|---|---|\n");
        for (Entry e : entries) {
            md.append("| ")
                    .append(e.cell().name())
                    .append(" | ")
                    .append(e.cell().describe().replace("|", "\\|"))
                    .append(" | ");
            for (String file : List.of(HtmlReport.REPORT_HTML, ResultsFiles.SUMMARY_MD, ResultsFiles.RESULTS_JSON)) {
                md.append(file.equals(HtmlReport.REPORT_HTML) ? "" : " · ")
                        .append('[')
                        .append(file)
                        .append("](")
                        .append(e.directory())
                        .append('/')
                        .append(file)
                        .append(')');
            }
            md.append(" |\n");
        }
        return md.append("\n```\n").append(table).append("```\n").toString();
    }

    static String html(List<String> dimensions, List<Entry> entries, String table) {
        StringBuilder rows = new StringBuilder();
        for (Entry e : entries) {
            rows.append("<tr><th>")
                    .append(Html.text(e.cell().name()))
                    .append("</th><td>")
                    .append(Html.text(e.cell().describe()))
                    .append("</td><td>");
            for (String file : List.of(HtmlReport.REPORT_HTML, ResultsFiles.SUMMARY_MD, ResultsFiles.RESULTS_JSON)) {
                rows.append(file.equals(HtmlReport.REPORT_HTML) ? "" : " · ")
                        .append("<a href=\"")
                        .append(Html.text(e.directory() + "/" + file))
                        .append("\">")
                        .append(Html.text(file))
                        .append("</a>");
            }
            rows.append("</td></tr>");
        }
        String over = Html.text(String.join(" and ", dimensions));
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>aggregation-bench: a matrix "
                + "over " + over + "</title><style>body{font-family:system-ui,sans-serif;margin:2em;color:#222}"
                + "table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.4em .7em;text-align:left}"
                + "pre{background:#f6f6f6;padding:1em;overflow-x:auto}</style></head><body><h1>A matrix over " + over
                + "</h1><p>Each cell ran as a run of its own, one after another; its report has its tables and charts."
                + " The first cell is the reference.</p><table><thead><tr><th>Cell</th><th>Coordinates</th>"
                + "<th>Files</th></tr></thead><tbody>" + rows + "</tbody></table><pre>" + Html.text(table)
                + "</pre></body></html>\n";
    }
}
