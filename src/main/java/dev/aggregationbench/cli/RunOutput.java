package dev.aggregationbench.cli;

import dev.aggregationbench.report.HtmlReport;
import dev.aggregationbench.results.CompactResults;
import dev.aggregationbench.results.ResultsCsv;
import dev.aggregationbench.results.ResultsFiles;
import dev.aggregationbench.results.ResultsTable;
import dev.aggregationbench.results.RunResults;
import dev.aggregationbench.results.TextWrap;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What stdout gets for a run: by default the compact output, one line per variant and the run in plain words, every
 * line fitting the width ({@link CompactResults}); with {@code --details} today's full tables, their legend and the
 * conditions (the tables as wide as they are, the prose wrapped); or Markdown, JSON or CSV, as they are.
 *
 * @param format  table, markdown, json or csv
 * @param details with {@code table}: the full tables instead of the compact ones
 * @param width   the columns the table output fits in ({@link TerminalWidth})
 */
record RunOutput(String format, boolean details, int width) {

    static final List<String> FORMATS = List.of("table", "markdown", "json", "csv");

    /** Whether stdout gets text for a person (the files' place and headings included), not a document to parse. */
    boolean forPeople() {
        return format.equals("table") || format.equals("markdown");
    }

    /** The run's output; {@code directory}, when not null, is named as where the files are. */
    String render(RunResults results, Path directory) {
        return switch (format) {
            case "markdown" -> ResultsTable.markdown(results);
            case "json" -> ResultsFiles.json(results) + "\n";
            case "csv" -> {
                StringWriter csv = new StringWriter();
                try {
                    ResultsCsv.write(results, csv);
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                yield csv.toString();
            }
            default ->
                details
                        ? TextWrap.wrapProse(ResultsTable.text(results), width)
                                + (directory == null ? "" : wrap(files(directory)) + "\n")
                        : CompactResults.text(results, width, directory == null ? null : files(directory));
        };
    }

    /** A line wrapped to the width (for the lines printed around the results). */
    String wrap(String line) {
        return TextWrap.wrap(line, width);
    }

    /** "Files: /abs/dir (results.json, results.csv, summary.md, report.html)", the files that are there. */
    static String files(Path directory) {
        List<String> names = new ArrayList<>();
        for (String name : List.of(
                ResultsFiles.RESULTS_JSON, ResultsFiles.RESULTS_CSV, ResultsFiles.SUMMARY_MD, HtmlReport.REPORT_HTML)) {
            if (Files.isRegularFile(directory.resolve(name))) {
                names.add(name);
            }
        }
        return "Files: " + directory.toAbsolutePath() + " (" + String.join(", ", names) + ")";
    }
}
