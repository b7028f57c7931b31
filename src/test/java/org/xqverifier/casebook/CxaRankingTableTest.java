package org.xqverifier.casebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import org.junit.jupiter.api.Test;

/**
 * The inferred 26.9 table (casebook/repetition/cxa2020/ranking-26.9.yaml) must reproduce the book's verdict for every
 * figure it was inferred from, and those verdicts must be the ones in the case files. This is a check of the table
 * against the book, not a ruling: the classes of each side are assigned by hand in the table's observations.
 */
class CxaRankingTableTest {

    @Test
    void theInferredRankingReproducesEveryObservedFigure() throws IOException {
        JsonNode table = new ObjectMapper(new YAMLFactory())
                .readTree(CxaCaseFile.FOLDER.resolve("ranking-26.9.yaml").toFile());
        assertEquals("inferred", table.path("status").asText(), "the table must say it is inferred");
        Set<String> classes = new HashSet<>();
        table.path("classes").forEach(c -> classes.add(c.path("id").asText()));
        Set<String> heavierPairs = new HashSet<>();
        for (JsonNode row : table.path("heavier")) {
            String heavier = row.path("heavier").asText();
            assertTrue(classes.contains(heavier), "unknown class " + heavier);
            for (JsonNode lighter : row.path("lighter")) {
                assertTrue(classes.contains(lighter.asText()), "unknown class " + lighter.asText());
                heavierPairs.add(heavier + ">" + lighter.asText());
            }
        }
        Map<String, CxaCaseFile> cases = CxaCaseFile.all().stream()
                .collect(Collectors.toMap(CxaCaseFile::id, c -> c));
        int observed = 0;
        for (JsonNode o : table.path("observations")) {
            String red = o.path("red_class").asText(), black = o.path("black_class").asText();
            String where = o.path("figure").asText() + ": ";
            assertTrue(classes.contains(red) && classes.contains(black), where + "unknown class");
            String byTable = heavierPairs.contains(red + ">" + black) ? "red-must-change"
                    : heavierPairs.contains(black + ">" + red) ? "black-must-change" : "draw";
            assertEquals(o.path("book").asText(), byTable, where + "the table does not reproduce the book's ruling");
            CxaCaseFile c = cases.get(o.path("case").asText());
            assertNotNull(c, where + "no case " + o.path("case").asText());
            assertEquals(c.verdict(), o.path("book").asText(), where + "verdict differs from the case file");
            observed++;
        }
        assertTrue(observed >= 10, "observations missing");
    }
}
