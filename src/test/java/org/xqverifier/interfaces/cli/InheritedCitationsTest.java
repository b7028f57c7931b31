package org.xqverifier.interfaces.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.conduct.ConductRules;
import org.xqverifier.edition.Citation;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.EditionRepository;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every inherited ruling says whose article it cites and that it is inherited ("tw-2007 第一章第三節 二 [A], applied by
 * wxf-2018: inherited (2007 text)"), in text and JSON, in every area: conduct (wxf-2018 and axf-events on tw-2007's
 * rows, cxa-2020 on cxa-1999's), competition (cxa-2020 on cxa-2011's), repetition (a committee's draft on the rows of
 * the edition it extends); an edition's own rows cite their article alone.
 */
class InheritedCitationsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TOUCH = "examples/arbiter-logs/touch-move-tw.yaml";

    @TempDir
    Path tmp;

    @Test
    void anInheritedConductRowSaysWhoseTextItIs() throws IOException {
        CliRunner.Result wxf = CliRunner.run("arbitrate", TOUCH, "--edition", "wxf-2018");
        assertEquals(0, wxf.exitCode(), wxf.err());
        assertTrue(wxf.out().contains("obligation red: move-touched h2 [tw-2007 第一章第三節 二 [A], applied by wxf-2018: inherited"
                + " (2007 text)]"), wxf.out());
        JsonNode d = JSON.readTree(CliRunner.run("arbitrate", TOUCH, "--edition", "wxf-2018", "--json").out()).path("decisions").get(0);
        assertEquals("第一章第三節 二 [A]", d.path("article").asText(), "the article as it always was");
        assertEquals("tw-2007", d.path("source_edition").asText());
        assertTrue(d.path("inherited").asBoolean());
        assertEquals("tw-2007 第一章第三節 二 [A], applied by wxf-2018: inherited (2007 text)", d.path("cited").asText());

        CliRunner.Result tw = CliRunner.run("arbitrate", TOUCH, "--edition", "tw-2007");
        assertTrue(tw.out().contains("move-touched h2 [第一章第三節 二 [A]]"), "tw-2007's own text: " + tw.out());
        JsonNode own = JSON.readTree(CliRunner.run("arbitrate", TOUCH, "--edition", "tw-2007", "--json").out()).path("decisions").get(0);
        assertFalse(own.path("inherited").asBoolean());
        assertEquals("tw-2007", own.path("source_edition").asText());
    }

    @Test
    void cxa2020CitesThe1999And2011TextsAsInheritedAndItsOwnRowsAlone() throws IOException {
        CliRunner.Result r = CliRunner.run("arbitrate", "examples/arbiter-logs/results-tw.yaml", "--edition", "cxa-2020");
        assertTrue(r.out().contains("draw-refused red [cxa-1999 9.1.3, applied by cxa-2020: inherited (1999 text)]"), r.out());
        assertTrue(r.out().contains("instruction red [25.3（长将 25.1）]"), "the 2020 row is cxa-2020's own: " + r.out());

        Path file = tmp.resolve("swiss.yaml");
        Files.writeString(file, Files.readString(Path.of("examples/competition/cxa-2011-swiss.yaml"))
                .replace("  edition: cxa-2011", "  edition: cxa-2020"));
        CliRunner.Result s = CliRunner.run("standings", file.toString());
        assertTrue(s.out().contains("chain individual-swiss (cxa-2011 14.3.1 (unverified), applied by cxa-2020: inherited"
                + " (2011 text))"), s.out());
        JsonNode rows = JSON.readTree(CliRunner.run("standings", file.toString(), "--json").out());
        JsonNode decided = null;
        for (JsonNode row : rows) {
            decided = row.has("decided_by") ? row.get("decided_by") : decided;
        }
        assertTrue(decided != null && decided.path("inherited").asBoolean(), rows.toString());
        assertTrue(decided.path("cited").asText().startsWith("cxa-2011 "), decided.toString());
    }

    @Test
    void aDraftsInheritedRepetitionRowsSayWhoseTextTheyAre() throws IOException {
        Path draft = Files.createDirectories(tmp.resolve("draft/repetition"));
        Files.writeString(draft.getParent().resolve("edition.yaml"),
                "id: wxf-2018-rev\ntitle: {zh: 草案, en: Draft}\nyear: 2026\nextends: wxf-2018\n");
        Files.writeString(draft.resolve("patterns.yaml"), "patterns:\n  - {id: perpetual-mate-threat, status: forbidden,"
                + " level: 1, zh: 長殺作負, en: perpetual mate threat is forbidden}\n");
        String fen = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w";
        String moves = "f0e0 e8f8 e0f0 f8e8 f0e0 e8f8 e0f0 f8e8";
        CliRunner.Result r = CliRunner.run("rule", "--rules", draft.getParent().toString(), "--edition", "wxf-2018-rev",
                "--fen", fen, "--moves", moves, "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode reason = JSON.readTree(r.out()).path("reasons").get(0);
        assertEquals("perpetual-check", reason.path("rule").asText());
        assertEquals("wxf-2018", reason.path("source_edition").asText());
        assertTrue(reason.path("inherited").asBoolean());
        assertEquals("wxf-2018 AXF Art. 6, 8 (D1–3, D5); WXF Art. 20.1, applied by wxf-2018-rev: inherited (2018 text)",
                reason.path("cited").asText());
        CliRunner.Result text = CliRunner.run("rule", "--rules", draft.getParent().toString(), "--edition", "wxf-2018-rev",
                "--fen", fen, "--moves", moves);
        assertTrue(text.out().contains("decisive perpetual-check · wxf-2018 AXF Art. 6, 8 (D1–3, D5); WXF Art. 20.1, applied by"
                + " wxf-2018-rev: inherited (2018 text)"), text.out());

        // the revision report, text and HTML, says it of the revised rulings' inherited rows too
        Path casebook = Files.createDirectories(tmp.resolve("casebook"));
        Files.copy(Path.of("casebook/repetition/wxf-D7.yaml"), casebook.resolve("wxf-D7.yaml"));
        Path page = tmp.resolve("report.html");
        CliRunner.Result diff = CliRunner.run("diff", "--base", "wxf-2018", "--revised", draft.getParent().toString(),
                "--casebook", casebook.toString(), "--html", page.toString());
        assertEquals(0, diff.exitCode(), diff.err());
        assertTrue(Files.readString(page).contains(", applied by wxf-2018-rev: inherited (2018 text)"), Files.readString(page));
        CliRunner.Result report = CliRunner.run("diff", "--base", "wxf-2018", "--revised", draft.getParent().toString(),
                "--casebook", casebook.toString());
        assertTrue(report.out().contains("case wxf-D7") && report.out().contains(", applied by wxf-2018-rev: inherited (2018 text) · "),
                report.out());
    }

    /** For every bundled edition and its conduct rows: a row of another edition is inherited and says whose it is. */
    @Test
    void everyEditionsConductRowsSayWhetherTheyAreInherited() {
        List<String> wrong = new ArrayList<>();
        int inherited = 0;
        for (String id : ConductRules.editions()) {
            Edition e = EditionRepository.bundled().get(id);
            List<String> lineage = e.lineage("conduct").stream().map(Edition::id).toList();
            ConductRules rules = ConductRules.forEdition(id);
            List<Citation> cited = new ArrayList<>(rules.citations());
            rules.params().forEach(p -> cited.add(p.citation()));
            rules.touchSteps().forEach(t -> cited.add(t.getCitation()));
            for (Citation c : cited) {
                boolean other = !id.equals(c.sourceEdition());
                if (!lineage.contains(c.sourceEdition()) || other != c.inherited()
                        || other && !c.cited().startsWith(c.sourceEdition() + " " + c.article() + ", applied by " + id + ": inherited")
                        || !other && !c.cited().equals(c.article())) {
                    wrong.add(id + ": " + c.id() + " from " + c.sourceEdition() + " cited as " + c.cited());
                }
                inherited += other ? 1 : 0;
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(inherited > 100, "wxf-2018, axf-events and cxa-2020 inherit most of their conduct rows: " + inherited);
    }
}
