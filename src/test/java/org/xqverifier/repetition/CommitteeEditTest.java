package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.edition.RulesException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A rules committee copies rules/wxf-2018, changes one table row and sees the verdicts change, with no Java touched.
 * The case is WXF diagram D7 (AXF Art. 9): Red's horse threatens mate on every move, which the book allows (a draw).
 */
class CommitteeEditTest {
    private static final String D7 = "2b2k3/9/4b2P1/3N5/1R6p/6P2/5p2r/8n/4p4/5K3 w";
    private static final List<String> D7_MOVES = Arrays.asList("d6c8 f9f8 c8d6 f8f9 d6c8 f9f8 c8d6 f8f9".split(" "));

    @TempDir
    Path temp;

    @Test
    void makingPerpetualMateThreatForbiddenChangesTheVerdict() throws IOException {
        assertEquals(Verdict.DRAW, Arbiter.forEdition("wxf-2018").rule(D7, D7_MOVES).verdict());

        Path folder = CommitteeCopy.copyEdition("wxf-2018", temp, "wxf-2018-committee");
        CommitteeCopy.edit(folder.resolve("repetition/patterns.yaml"),
                "  - id: perpetual-mate-threat\n",     // the copy's row patches tw-2007's row of that id
                "  - id: perpetual-mate-threat\n    status: forbidden\n    level: 1\n");
        Arbiter committee = Arbiter.forEdition(EditionRepository.fromDirectory(folder).get("wxf-2018-committee"));
        Ruling r = committee.rule(D7, D7_MOVES);

        assertEquals(Verdict.RED_MUST_CHANGE, r.verdict());
        assertEquals("perpetual-mate-threat", r.reasons().get(0).id());
    }

    @Test
    void anEditionsOwnTableReachesTheRulesAsRows() throws IOException {
        Path folder = CommitteeCopy.copyEdition("wxf-2018", temp, "wxf-2018-committee");
        Files.writeString(folder.resolve("repetition/values.yaml"),
                "# piece values a committee's rules may read\nvalues:\n  - {piece: ROOK, value: 9}\n  - {piece: HORSE, value: 4}\n");
        RepetitionTables tables = Arbiter.forEdition(EditionRepository.fromDirectory(folder).get("wxf-2018-committee")).tables();
        List<org.xqverifier.repetition.facts.TableRow> rows = tables.rows().stream()
                .filter(r -> r instanceof org.xqverifier.repetition.facts.TableRow)
                .map(r -> (org.xqverifier.repetition.facts.TableRow) r).toList();
        assertEquals(2, rows.size());
        assertEquals("values/values", rows.get(0).getTable());
        assertEquals(9, rows.get(0).get("value"));
    }

    @Test
    void aRowNamingAnUnknownLabelIsReportedAtItsLine() throws IOException {
        Path folder = CommitteeCopy.copyEdition("wxf-2018", temp, "wxf-2018-committee");
        CommitteeCopy.edit(folder.resolve("repetition/patterns.yaml"), "  - id: perpetual-mate-threat\n",
                "  - id: perpetual-mate-threat\n    every: [mate-threats]\n");
        RulesException e = assertThrows(RulesException.class,
                () -> Arbiter.forEdition(EditionRepository.fromDirectory(folder).get("wxf-2018-committee")));
        assertTrue(e.getMessage().contains("patterns.yaml:"), e.getMessage());
        assertTrue(e.getMessage().contains("unknown label 'mate-threats'"), e.getMessage());
        assertTrue(e.line() > 0, e.getMessage());
    }

    @Test
    void aBrokenDrlIsReportedAtItsFileAndNothingIsRuled() throws IOException {
        Path folder = CommitteeCopy.copyEdition("wxf-2018", temp, "wxf-2018-committee");
        Files.writeString(folder.resolve("repetition/verdict.drl"), "package x;\nrule \"broken\"\nwhen\n  Nonsense( \nthen\nend\n");
        RulesException e = assertThrows(RulesException.class,
                () -> Arbiter.forEdition(EditionRepository.fromDirectory(folder).get("wxf-2018-committee"))
                        .rule(D7, D7_MOVES));
        assertTrue(e.getMessage().contains("verdict.drl"), e.getMessage());
    }
}
