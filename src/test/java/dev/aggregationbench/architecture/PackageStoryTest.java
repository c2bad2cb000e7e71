package dev.aggregationbench.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packages follow the story (the code map, docs/code-map.md): no cycles between them (a variant's sub-package and the
 * registry count as one, {@code variant}), every dependency points up the code map, the lower layers know nothing of
 * the front doors, and each {@code package-info.java} says truly what its package may depend on.
 */
class PackageStoryTest {

    private static final String ROOT = "dev.aggregationbench";
    /** The main classes as Maven compiled them (importing by package would scan every jar on the class path too). */
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPath(Path.of("target/classes"));

    @Test
    void thePackagesHaveNoCycles() {
        slices().matching("dev.aggregationbench.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }

    @Test
    void theWorkerSideKnowsNothingOfTheRunSide() {
        noClasses()
                .that()
                .resideInAnyPackage(
                        "..order..",
                        "..client..",
                        "..scenario..",
                        "..variant..",
                        "..worker..",
                        "..probe..",
                        "..workerdoc..",
                        "..mock..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "..orchestration..",
                        "..isolation..",
                        "..results..",
                        "..report..",
                        "..compare..",
                        "..cli..",
                        "..api..")
                .check(MAIN);
    }

    @Test
    void nothingDependsOnTheFrontDoors() {
        noClasses()
                .that()
                .resideOutsideOfPackages("..cli..", "..api..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("..cli..", "..api..")
                .check(MAIN);
    }

    /** The code map (docs/code-map.md) names every package once; a class uses only packages of its own number or a smaller one. */
    @Test
    void everyDependencyPointsUpTheCodeMap() throws IOException {
        Map<String, Integer> rowOf = codeMapRows();
        assertThat(rowOf.keySet()).as("the packages docs/code-map.md names").isEqualTo(packages());

        List<String> downwards = new ArrayList<>();
        for (Dependency d : ourDependencies()) {
            String from = topPackage(d.getOriginClass());
            String to = topPackage(d.getTargetClass());
            if (rowOf.get(to) > rowOf.get(from)) {
                downwards.add(from + " (row " + rowOf.get(from) + ") -> " + to + " (row " + rowOf.get(to) + "): "
                        + d.getDescription());
            }
        }
        assertThat(downwards).as("dependencies that point down the code map").isEmpty();
    }

    /**
     * Every package has a package-info.java, and its "May depend on: {@code a}, {@code b}" is true (a use of
     * {@code variant.naive} counts as one of {@code variant}).
     */
    @Test
    void everyPackageInfoSaysTrulyWhatItsPackageMayDependOn() throws IOException {
        Map<String, Integer> rowOf = codeMapRows();
        Map<String, Set<String>> actual = new TreeMap<>();
        for (Dependency d : ourDependencies()) {
            String from = d.getOriginClass().getPackageName();
            String to = d.getTargetClass().getPackageName();
            if (!to.equals(from) && !to.startsWith(from + ".") && !isParentOf(to, from)) {
                actual.computeIfAbsent(from, k -> new TreeSet<>()).add(topPackage(d.getTargetClass()));
            }
        }
        List<String> untrue = new ArrayList<>();
        Set<String> described = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java", ROOT.split("\\.")))) {
            for (Path info : files.filter(p -> p.endsWith("package-info.java")).toList()) {
                String text = Files.readString(info);
                String pkg = packageOf(text);
                described.add(pkg);
                if (pkg.equals(ROOT)) {
                    continue; // the story itself
                }
                Matcher allowed = Pattern.compile("May depend on:(.*?)(?:\\.\\s|;|\\*/)", Pattern.DOTALL)
                        .matcher(text);
                if (!allowed.find()) {
                    untrue.add(pkg + ": no 'May depend on:'");
                    continue;
                }
                String said = allowed.group(1);
                Set<String> mayUse = new TreeSet<>();
                Matcher code = Pattern.compile("\\{@code ([a-z.]+)}").matcher(said);
                while (code.find()) {
                    mayUse.add(code.group(1));
                }
                String top =
                        pkg.equals(ROOT) ? "" : pkg.substring(ROOT.length() + 1).split("\\.")[0];
                for (String used : actual.getOrDefault(pkg, Set.of())) {
                    boolean ok = mayUse.contains(used)
                            || used.equals(top)
                            || said.contains("everything below it") && rowOf.get(used) <= rowOf.get(top);
                    if (!ok) {
                        untrue.add(pkg + " uses " + used + " but its package-info says: May depend on:"
                                + said.replaceAll("\\s*\\*\\s*", " "));
                    }
                }
            }
        }
        assertThat(untrue).isEmpty();
        Set<String> packages = new TreeSet<>();
        MAIN.forEach(c -> packages.add(c.getPackageName()));
        assertThat(described).as("packages with a package-info.java").containsAll(packages);
    }

    /** docs/code-map.md's table of packages: package -> its row's whole number (the root: the last one). */
    private static Map<String, Integer> codeMapRows() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("docs/code-map.md"));
        Map<String, Integer> rowOf = new TreeMap<>();
        Pattern row = Pattern.compile("^\\| (\\d+)(?:\\.\\d+)? \\| ([^|]+) \\|"); // 5.1 and 5.2 belong to 5
        int last = 0;
        for (String line : lines.subList(lines.indexOf("## The packages"), lines.size())) {
            if (line.startsWith("## ") && !rowOf.isEmpty()) {
                break;
            }
            Matcher m = row.matcher(line);
            if (m.find()) {
                last = Integer.parseInt(m.group(1));
                Matcher name = Pattern.compile("`([a-z]+)`").matcher(m.group(2));
                while (name.find()) {
                    assertThat(rowOf.put(name.group(1), last))
                            .as("%s named twice", name.group(1))
                            .isNull();
                }
            }
        }
        rowOf.put("", last); // AggregationBenchApplication: the REST service's Spring Boot entry point
        return rowOf;
    }

    private static Set<String> packages() {
        Set<String> names = new TreeSet<>();
        MAIN.forEach(c -> names.add(topPackage(c)));
        return names;
    }

    private static List<Dependency> ourDependencies() {
        List<Dependency> ours = new ArrayList<>();
        for (JavaClass c : MAIN) {
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                if (d.getTargetClass().getPackageName().startsWith(ROOT)) {
                    ours.add(d);
                }
            }
        }
        return ours;
    }

    /** The package under {@code dev.aggregationbench} ({@code variant} for {@code variant.naive}), "" for the root. */
    private static String topPackage(JavaClass c) {
        String name = c.getPackageName();
        return name.equals(ROOT) ? "" : name.substring(ROOT.length() + 1).split("\\.")[0];
    }

    /** The registry ({@code variant}) and its variants ({@code variant.naive}) depend on each other by design. */
    private static boolean isParentOf(String parent, String child) {
        return child.startsWith(parent + ".") && !parent.equals(ROOT);
    }

    private static String packageOf(String packageInfo) {
        Matcher m = Pattern.compile("(?m)^package ([\\w.]+);").matcher(packageInfo);
        assertThat(m.find()).isTrue();
        return m.group(1);
    }
}
