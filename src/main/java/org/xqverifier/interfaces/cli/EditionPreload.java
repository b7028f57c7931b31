package org.xqverifier.interfaces.cli;

import java.util.Set;

import org.xqverifier.edition.EditionRepository;

/**
 * Reads the bundled editions' tables on a background thread while the command line is parsed, for the commands that
 * rule: picocli first builds every subcommand's model, and the editions take as long again, so a cold start does the
 * two side by side. The command's own {@link EditionRepository#bundled()} waits for the read, or does it if it failed
 * (its error is then reported there, as always).
 */
final class EditionPreload {
    private static final Set<String> RULING = Set.of("rule", "casebook", "compare", "diff", "serve", "editions",
            "arbitrate", "standings", "pairings");

    private EditionPreload() {
    }

    static void startFor(String[] args) {
        if (args.length == 0 || !RULING.contains(args[0])) {
            return;
        }
        Thread t = new Thread(() -> {
            try {
                EditionRepository.bundled();
            } catch (RuntimeException e) {
                // the command reads them again and reports the error with its file and line
            }
        }, "xq-editions");
        t.setDaemon(true);
        t.start();
    }
}
