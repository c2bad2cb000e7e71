package dev.aggregationbench.report;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A real headless Chromium (Debian's {@code chromium}) loading a page from the file system: once to dump the DOM
 * after the page's scripts ran (and collect every console message it logged), once to take a screenshot. Each
 * launch gets a new profile directory, and no host name resolves: the page has only what is in its file.
 */
final class HeadlessChromium {

    /** The page after its scripts ran, and every console message (any level) it logged. */
    record Page(String dom, List<String> consoleMessages, String stderr) {

        private static final Pattern STATUS = Pattern.compile("<p id=\"report-status\"([^>]*)>([^<]*)</p>");

        /** An attribute of the report's {@code #report-status} element. */
        String status(String attribute) {
            Matcher element = STATUS.matcher(dom);
            if (!element.find()) {
                throw new AssertionError("no #report-status element in the page");
            }
            Matcher value = Pattern.compile("\\s" + Pattern.quote(attribute) + "=\"([^\"]*)\"")
                    .matcher(element.group(1));
            return value.find() ? unescape(value.group(1)) : null;
        }

        String statusText() {
            Matcher element = STATUS.matcher(dom);
            return element.find() ? unescape(element.group(2)) : null;
        }

        JsonNode statusJson(String attribute) {
            return JsonMapper.builder().build().readTree(status(attribute));
        }

        private static String unescape(String html) {
            return html.replace("&quot;", "\"")
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&#39;", "'")
                    .replace("&amp;", "&");
        }
    }

    private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome");
    private static final long TIMEOUT_SECONDS = 90;

    private final Path executable;

    private HeadlessChromium(Path executable) {
        this.executable = executable;
    }

    /**
     * The installed Chromium. Without one the test is skipped, except in CI ({@code CI=true}), where it fails:
     * .ci/run installs Debian's chromium, so a missing browser there is a broken set-up, not a reason to skip.
     */
    static HeadlessChromium require() {
        Optional<Path> found = find();
        if (found.isEmpty()) {
            String message = "no chromium on the PATH (looked for " + String.join(", ", NAMES)
                    + "); install it with: apt-get update && apt-get install -y chromium";
            if ("true".equals(System.getenv("CI"))) {
                Assertions.fail("CI=true: the report must be rendered in a real browser, but " + message);
            }
            Assumptions.abort(message);
        }
        return new HeadlessChromium(found.get());
    }

    static Optional<Path> find() {
        String path = Optional.ofNullable(System.getenv("PATH")).orElse("");
        return NAMES.stream()
                .flatMap(name -> Stream.of(path.split(File.pathSeparator))
                        .filter(dir -> !dir.isEmpty())
                        .map(dir -> Path.of(dir, name)))
                .filter(Files::isExecutable)
                .findFirst();
    }

    /** Loads the file at this window width, lets its scripts run, and returns the DOM and console messages. */
    Page load(Path html, int width, int height) throws IOException, InterruptedException {
        Path stdout = Files.createTempFile("chromium-dom-", ".html");
        Path stderr = Files.createTempFile("chromium-stderr-", ".txt");
        try {
            run(
                    List.of(
                            "--enable-logging=stderr",
                            "--v=0",
                            "--window-size=" + width + "," + height,
                            "--dump-dom",
                            html.toUri().toString()),
                    stdout,
                    stderr);
            String log = Files.readString(stderr, StandardCharsets.UTF_8);
            List<String> console =
                    log.lines().filter(line -> line.contains(":CONSOLE")).toList();
            return new Page(Files.readString(stdout, StandardCharsets.UTF_8), console, log);
        } finally {
            Files.deleteIfExists(stdout);
            Files.deleteIfExists(stderr);
        }
    }

    /** Saves a PNG of the page's first {@code height} CSS pixels at this width. */
    void screenshot(Path html, Path png, int width, int height) throws IOException, InterruptedException {
        Files.createDirectories(png.toAbsolutePath().getParent());
        Path log = Files.createTempFile("chromium-shot-", ".txt");
        try {
            run(
                    List.of(
                            "--hide-scrollbars",
                            "--window-size=" + width + "," + height,
                            "--screenshot=" + png.toAbsolutePath(),
                            html.toUri().toString()),
                    log,
                    log);
        } finally {
            Files.deleteIfExists(log);
        }
    }

    private void run(List<String> args, Path stdout, Path stderr) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("chromium-profile-");
        List<String> command = new ArrayList<>(List.of(
                executable.toString(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-quic",
                "--no-first-run",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--host-resolver-rules=MAP * ~NOTFOUND",
                "--user-data-dir=" + profile,
                "--virtual-time-budget=15000"));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(stdout.toFile());
        if (stdout.equals(stderr)) {
            builder.redirectErrorStream(true);
        } else {
            builder.redirectError(stderr.toFile());
        }
        Process process = builder.start();
        try {
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                throw new AssertionError("chromium did not finish within " + TIMEOUT_SECONDS + " s: " + command);
            }
            if (process.exitValue() != 0) {
                throw new AssertionError("chromium exited with " + process.exitValue() + ": " + command + "\n"
                        + Files.readString(stderr, StandardCharsets.UTF_8));
            }
        } finally {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
            deleteTree(profile);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (java.io.UncheckedIOException | IOException ignored) {
            // a profile file chromium still held while exiting; the directory is in /tmp
        }
    }
}
