package org.xqverifier.interfaces.build;

import org.xqverifier.casebook.CaseFile;
import org.xqverifier.competition.CompetitionTables;
import org.xqverifier.conduct.ConductRules;
import org.xqverifier.edition.RecordSchema;
import org.xqverifier.edition.RulesPrecompiler;
import org.xqverifier.repetition.RepetitionTables;

import java.io.IOException;
import java.lang.reflect.Type;
import java.nio.file.Path;

/**
 * Build step (Maven {@code process-classes}): precompiles the bundled rules ({@link RulesPrecompiler}) and writes the
 * JSON Schema of every table kind from the record its area binds it to ({@link RecordSchema}) into
 * {@code <classes>/schemas/}, where the jar serves them. It sits above the areas because it asks each of them which
 * record reads which table; the kernel knows none of them.
 * <p>
 * Usage: {@code BundledRules <rules dir> <classes dir>}.
 */
public final class BundledRules {
    private BundledRules() {
    }

    public static void main(String[] args) {
        RulesPrecompiler.main(args);   // exits on a usage error or a broken table
        try {
            long start = System.nanoTime();
            int n = RecordSchema.writeAll(Path.of(args[0]), Path.of(args[1]), BundledRules::kind);
            writeCaseSchema(Path.of(args[1]));
            System.out.println("[xq rules] wrote " + n + " table schemas and the case files' from their records in "
                    + (System.nanoTime() - start) / 1_000_000 + " ms");
        } catch (IOException e) {
            System.err.println("[xq rules] ERROR " + e);
            System.exit(1);
        }
    }

    /**
     * {@code schemas/casebook-case.schema.json}, one case as {@link CaseFile} binds it, for the editors of case files
     * (the reader itself binds the record; a file may hold one case or a list of them).
     */
    static void writeCaseSchema(Path classesDir) throws IOException {
        Class<? extends Record> written = CaseFile.writtenAs();
        String title = "A casebook case (casebook/repetition/**.yaml; casebook/README.md says what each field means):"
                + " written from " + written.getName();
        RecordSchema.write(classesDir.resolve("schemas").resolve("casebook-case.schema.json"), written, title);
    }

    /** The record {@code area/table.yaml} is bound to, or null for a table its area reads as rows. */
    static Type kind(String table) {
        String area = table.substring(0, table.indexOf('/'));
        String name = table.substring(table.indexOf('/') + 1);
        return switch (area) {
            case "repetition" -> RepetitionTables.KINDS.get(name);
            case "conduct" -> ConductRules.kind(name);
            case "competition" -> CompetitionTables.KINDS.get(name);
            default -> null;
        };
    }
}
