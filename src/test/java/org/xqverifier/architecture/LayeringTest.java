package org.xqverifier.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * Dependencies point one way: board ← notation ← record ← analysis ← edition ← repetition / conduct / competition ←
 * referee ← casebook ← interfaces (README, Layout). The referee (a game move by move: status and forbidden moves) uses
 * the repetition rulings and the conduct rules' natural limit; only the interfaces use it. The casebook (reading, checking and running the case files) sits with the
 * interfaces: it uses the repetition engine and the editions, and only the interfaces use it. A class that reaches up
 * or sideways fails here with the offending call.
 */
class LayeringTest {
    private static final Pattern GENERATED = Pattern.compile(".*/org/xqverifier/edition/[^/]+/.*");
    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                // The Drools executable model generated at build time (org.xqverifier.edition.<area>.P…): DRL's classes.
                .withImportOption(location -> !location.matches(GENERATED))
                .importPackages("org.xqverifier");
        // A rule over no classes passes whatever the code does: make sure the layers were found.
        for (String layer : List.of("board", "notation", "record", "analysis", "edition", "repetition", "conduct",
                "competition", "referee", "casebook", "interfaces")) {
            assertTrue(main.containPackage("org.xqverifier." + layer), layer);
        }
    }

    @Test
    void eachLayerUsesOnlyTheLayersBelowIt() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("board").definedBy("org.xqverifier.board..")
                .layer("notation").definedBy("org.xqverifier.notation..")
                .layer("record").definedBy("org.xqverifier.record..")
                .layer("analysis").definedBy("org.xqverifier.analysis..")
                .layer("edition").definedBy("org.xqverifier.edition..")
                .layer("repetition").definedBy("org.xqverifier.repetition..")
                .layer("conduct").definedBy("org.xqverifier.conduct..")
                .layer("competition").definedBy("org.xqverifier.competition..")
                .layer("referee").definedBy("org.xqverifier.referee..")
                .layer("casebook").definedBy("org.xqverifier.casebook..")
                .layer("interfaces").definedBy("org.xqverifier.interfaces..")
                .whereLayer("interfaces").mayNotBeAccessedByAnyLayer()
                .whereLayer("casebook").mayOnlyBeAccessedByLayers("interfaces")
                .whereLayer("referee").mayOnlyBeAccessedByLayers("interfaces")
                .whereLayer("competition").mayOnlyBeAccessedByLayers("casebook", "interfaces")
                .whereLayer("conduct").mayOnlyBeAccessedByLayers("referee", "casebook", "interfaces")
                .whereLayer("repetition").mayOnlyBeAccessedByLayers("conduct", "referee", "casebook", "interfaces")
                .whereLayer("edition").mayOnlyBeAccessedByLayers("repetition", "conduct", "competition", "referee",
                        "casebook", "interfaces")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("edition", "repetition", "conduct", "competition",
                        "referee", "casebook", "interfaces")
                .whereLayer("record").mayOnlyBeAccessedByLayers("analysis", "edition", "repetition", "conduct",
                        "competition", "referee", "casebook", "interfaces")
                .whereLayer("notation").mayOnlyBeAccessedByLayers("record", "analysis", "edition", "repetition",
                        "conduct", "competition", "referee", "casebook", "interfaces")
                .check(main);
    }

    /**
     * The rules-as-data kernel (editions, tables, rule bases) knows nothing of Xiangqi: the areas above it bring the
     * facts, and an interrupted rule run stops with the JDK's CancellationException, not the analysis's.
     */
    @Test
    void theRulesKernelUsesNoChessLayer() {
        noClasses().that().resideInAPackage("org.xqverifier.edition..").should().dependOnClassesThat()
                .resideInAnyPackage("org.xqverifier.board..", "org.xqverifier.notation..", "org.xqverifier.record..",
                        "org.xqverifier.analysis..")
                .check(main);
    }

    @Test
    void thePackagesHaveNoCycles() {
        slices().matching("org.xqverifier.(*)..").should().beFreeOfCycles().check(main);
    }
}
