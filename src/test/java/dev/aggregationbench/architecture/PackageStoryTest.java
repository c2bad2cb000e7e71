package dev.aggregationbench.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The packages follow the story (README's code map): no cycles between them (a variant's sub-package and the
 * registry count as one, {@code variant}), and the lower layers know nothing of the front doors.
 */
class PackageStoryTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.aggregationbench");

    @Test
    void thePackagesHaveNoCycles() {
        slices().matching("dev.aggregationbench.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void theWorkerSideKnowsNothingOfTheRunSide() {
        noClasses().that().resideInAnyPackage("..order..", "..client..", "..scenario..", "..variant..", "..worker..",
                        "..measure..", "..measurement..", "..mock..")
                .should().dependOnClassesThat().resideInAnyPackage("..orchestration..", "..isolation..", "..results..",
                        "..report..", "..compare..", "..cli..", "..api..")
                .check(MAIN);
    }

    @Test
    void nothingDependsOnTheFrontDoors() {
        noClasses().that().resideOutsideOfPackages("..cli..", "..api..")
                .should().dependOnClassesThat().resideInAnyPackage("..cli..", "..api..")
                .check(MAIN);
    }
}
