package dev.aggregationbench.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.aggregationbench.cli.BenchmarkMain;
import dev.aggregationbench.cli.ServeMain;
import dev.aggregationbench.compare.CompareMain;
import dev.aggregationbench.mock.MockMain;
import dev.aggregationbench.worker.WorkerMain;
import java.io.IOException;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * Every {@code ./benchmark.sh} command written in README.md, mock-api/README.md and docs/ (the committed run folders
 * aside: their printed output is what it was) uses options that exist under today's names, for the command it runs
 * (the run itself, {@code mock}, {@code worker}, {@code serve}, {@code compare}). The names are read from the
 * picocli annotations of each command's class (its {@code @Option}s, those of its mixins and argument groups), so an
 * option renamed in the code fails here until the docs follow. {@code serve} also takes any Spring property as
 * {@code --name.with.dots=value}, and benchmark.sh itself reads {@code worker --jvm-options} (checked in the script).
 */
class DocsCommandOptionsTest {

    private static final Map<String, Class<?>> COMMANDS = Map.of(
            "run",
            BenchmarkMain.class,
            "mock",
            MockMain.class,
            "worker",
            WorkerMain.class,
            "serve",
            ServeMain.class,
            "compare",
            CompareMain.class);

    /** From {@code ./benchmark.sh} (or {@code benchmark.sh compare}) to the end of the line or of the code span. */
    private static final Pattern COMMAND = Pattern.compile("(?<![\\w/])(?:\\./)?benchmark\\.sh\\b([^\\n`]*)");

    private static final Pattern OPTION = Pattern.compile("^\\[?(--[A-Za-z][\\w.-]*)");

    @Test
    void everyBenchmarkCommandInTheDocsUsesOptionsThatExist() throws IOException {
        List<String> unknown = new ArrayList<>();
        int checked = 0;
        for (Path page : pages()) {
            String text = Files.readString(page).replace("\\\n", " ");
            Matcher command = COMMAND.matcher(text);
            while (command.find()) {
                String[] tokens = command.group(1).trim().split("\\s+");
                String name = tokens.length > 0 && COMMANDS.containsKey(tokens[0]) ? tokens[0] : "run";
                Set<String> known = optionNames(COMMANDS.get(name));
                if (name.equals("worker")) {
                    known.add("--jvm-options");
                }
                for (String token : tokens) {
                    if (token.startsWith("#") || token.startsWith("](")) {
                        break; // a shell comment, or the end of a link's text
                    }
                    Matcher option = OPTION.matcher(token);
                    if (!option.find()) {
                        continue;
                    }
                    String optionName = option.group(1).replaceAll("[.,:;)\\]]+$", "");
                    checked++;
                    boolean springProperty = name.equals("serve") && optionName.contains(".");
                    if (!known.contains(optionName) && !springProperty) {
                        unknown.add(page + ": benchmark.sh " + (name.equals("run") ? "" : name + " ") + optionName
                                + " (known: " + known + ")");
                    }
                }
            }
        }
        System.out.printf("docs: %d benchmark.sh options checked against the commands' picocli options%n", checked);
        assertThat(checked).isGreaterThan(40);
        assertThat(unknown)
                .as("options the docs use that the commands do not have")
                .isEmpty();
    }

    @Test
    void theOptionNamesAreReadFromTheAnnotationsAndTheScript() throws IOException {
        assertThat(Files.readString(Path.of("benchmark.sh"))).contains("--jvm-options=*)");
        assertThat(optionNames(BenchmarkMain.class))
                .contains("--orders", "--cpus", "--variants", "--warmup", "--scenario", "--help")
                .doesNotContain("--latency-ms");
        assertThat(optionNames(MockMain.class)).contains("--latency-ms", "--latency-millis", "--page-size");
        assertThat(optionNames(WorkerMain.class)).contains("--variant", "--url", "--passes");
    }

    /**
     * Every name of every {@code @Option} of the class, its superclasses, mixins and argument groups, and of the
     * options its {@code @Command}'s model transformer adds (the knobs, built from their definitions); and -h/-V.
     */
    static Set<String> optionNames(Class<?> type) {
        Set<String> names = new TreeSet<>(List.of("-h", "--help", "-V", "--version"));
        Command command = type.getAnnotation(Command.class);
        if (command != null) {
            names.addAll(transformed(command.modelTransformer()));
        }
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            List<AnnotatedElement> members = new ArrayList<>(List.of(c.getDeclaredFields()));
            members.addAll(List.of(c.getDeclaredMethods()));
            for (AnnotatedElement member : members) {
                Option option = member.getAnnotation(Option.class);
                if (option != null) {
                    names.addAll(List.of(option.names()));
                }
                if (member instanceof Field field
                        && (field.isAnnotationPresent(Mixin.class) || field.isAnnotationPresent(ArgGroup.class))) {
                    names.addAll(optionNames(field.getType()));
                }
            }
        }
        return names;
    }

    /** The option names a model transformer adds to an empty command. */
    private static Set<String> transformed(Class<? extends IModelTransformer> type) {
        try {
            Constructor<? extends IModelTransformer> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            return constructor
                    .newInstance()
                    .transform(CommandSpec.create())
                    .optionsMap()
                    .keySet();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot apply " + type, e);
        }
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md"), Path.of("mock-api/README.md")));
        try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md"))
                    .filter(p -> !p.startsWith(Path.of("docs/results")))
                    .sorted()
                    .forEach(pages::add);
        }
        return pages;
    }
}
