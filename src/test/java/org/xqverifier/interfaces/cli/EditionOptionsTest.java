package org.xqverifier.interfaces.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EditionOptionsTest {
    @CommandLine.Command(name = "probe")
    static final class Probe {
        @CommandLine.Mixin
        EditionOptions editions;
    }

    private static EditionOptions parse(String... args) {
        Probe p = new Probe();
        new CommandLine(p).parseArgs(args);
        return p.editions;
    }

    @Test
    void editionComesFromTheBundledOnesByDefault() {
        assertEquals("wxf-2018", parse("--edition", "wxf-2018").edition().id());
        assertTrue(parse("--edition", "wxf-2018").edition().bundled());
    }

    @Test
    void aFolderWithOneEditionNeedsNoEditionOption() {
        Path single = Path.of("src/test/resources/fixture-rules/fixture-base");
        assertEquals("fixture-base", parse("--rules", single.toString()).edition().id());
    }

    @Test
    void withoutEditionAmongSeveralTheErrorListsThem() {
        UserError e = assertThrows(UserError.class, () -> parse("--rules", "src/test/resources/fixture-rules").edition());
        assertEquals("--edition is required; editions: fixture-base, fixture-child", e.getMessage());
    }
}
