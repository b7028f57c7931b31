package org.xqverifier.interfaces.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.interfaces.cli.CliRunner;
import org.xqverifier.interfaces.engine.DraftBesideBundled;
import org.xqverifier.interfaces.engine.MoveText;
import org.xqverifier.interfaces.engine.Services;

/**
 * {@code xq serve --rules DIR}: a committee's copy of wxf-2018 (check-and-chase forbidden) ruled on the page beside the
 * bundled wxf-2018, under a name of its own; a folder that does not load serves nothing.
 */
class ServeDraftTest {
    private static final String D13 = "2ba1k3/4a4/b8/7R1/9/9/1r2p4/9/4A4/2B1KAB1c w";
    private static final List<String> MOVES = List.of("h6h9", "f9f8", "h9h0", "i0i1", "h0h8", "f8f9", "h8h1", "i1i0",
            "h1h9", "f9f8", "h9h0", "i0i1", "h0h8", "f8f9", "h8h1", "i1i0", "h1h9");

    @TempDir
    Path tmp;
    private WebServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop();
        }
    }

    @Test
    void theDraftIsRuledBesideTheEditionItRevises() throws Exception {
        Path copy = CommitteeCopy.checkAndChaseForbidden(tmp.resolve("draft"));
        DraftBesideBundled rulings = DraftBesideBundled.of(Services.rulings(), EditionRepository.fromDirectory(copy));
        assertEquals(List.of("wxf-2018 (draft)"), rulings.drafts());
        server = new WebServer(rulings, new MoveText(), WebServer.Limits.defaults());
        ApiClient api = new ApiClient(server.start("127.0.0.1", 0));

        List<String> ids = new ArrayList<>();
        api.get("/api/editions").body().get("editions").forEach(e -> ids.add(e.get("id").asText()));
        assertTrue(ids.contains("wxf-2018") && ids.get(ids.size() - 1).equals("wxf-2018 (draft)"), ids.toString());

        ApiClient.Reply r = api.post("/api/rule", ApiClient.json(Map.of("fen", D13, "moves", MOVES,
                "editions", List.of("wxf-2018", "wxf-2018 (draft)"))));
        assertEquals(200, r.status(), r.body().toString());
        JsonNode bundled = r.body().get("rulings").get(0), draft = r.body().get("rulings").get(1);
        assertEquals("wxf-2018", bundled.get("edition").asText());
        assertEquals("draw", bundled.get("verdict").asText());
        assertEquals("wxf-2018 (draft)", draft.get("edition").asText());
        assertEquals("red-must-change", draft.get("verdict").asText());
    }

    /** On the page a draft's ruling under a row it inherits says whose article that is (reasons[].cited). */
    @Test
    void theDraftsInheritedRowsSayWhoseTextTheyAreOnThePage() throws Exception {
        Path draft = Files.createDirectories(tmp.resolve("rev/repetition")).getParent();
        Files.writeString(draft.resolve("edition.yaml"), "id: wxf-2018-rev\ntitle: {zh: 草案, en: Draft}\nextends: wxf-2018\n");
        Files.writeString(draft.resolve("repetition/patterns.yaml"), "patterns:\n  - {id: check-and-chase, status: forbidden,"
                + " level: 2, zh: 一照一捉作负, en: check and chase in turn is forbidden}\n");
        server = new WebServer(DraftBesideBundled.of(Services.rulings(), EditionRepository.fromDirectory(draft)), new MoveText(),
                WebServer.Limits.defaults());
        ApiClient api = new ApiClient(server.start("127.0.0.1", 0));
        ApiClient.Reply r = api.post("/api/rule", ApiClient.json(Map.of("fen", D13, "moves", MOVES, "editions", List.of("wxf-2018-rev"))));
        assertEquals(200, r.status(), r.body().toString());
        JsonNode reasons = r.body().get("rulings").get(0).get("reasons");
        assertEquals("check-and-chase", reasons.get(0).get("rule").asText());
        assertEquals(false, reasons.get(0).get("inherited").asBoolean(), "the draft's own row");
        JsonNode verdictRow = reasons.get(1);
        assertEquals("one-side-forbidden", verdictRow.get("rule").asText());
        assertTrue(verdictRow.get("inherited").asBoolean());
        assertTrue(verdictRow.get("cited").asText().startsWith("wxf-2018 ")
                && verdictRow.get("cited").asText().endsWith(", applied by wxf-2018-rev: inherited (2018 text)"), verdictRow.toString());
        assertTrue(api.getText("/app.js").contains("reason.cited || reason.article"), "the page prints the cited form");
    }

    @Test
    void aFolderThatDoesNotLoadServesNothing() throws Exception {
        Path copy = CommitteeCopy.copyTree(Path.of("rules", "wxf-2018"), tmp.resolve("broken"));
        Files.writeString(copy.resolve("repetition/patterns.yaml"), "patterns:\n  - id: [unclosed\n");
        CliRunner.Result r = CliRunner.run("serve", "--port", "0", "--rules", copy.toString());
        assertEquals(1, r.exitCode());
        assertEquals("", r.out());
        assertEquals(1, r.errLines().length, r.err());
        assertTrue(r.err().startsWith("xq: " + copy + "/repetition/patterns.yaml:"), r.err());
    }
}
