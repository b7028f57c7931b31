package org.xqverifier.casebook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import org.junit.jupiter.api.Test;
import org.xqverifier.edition.YamlTable;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The case files' schema, which the build writes from the record a case is bound to, accepts every case of the
 * casebook and refuses what the reader refuses (an unknown key, a case without its position), so an editor that uses
 * it says what {@code xq casebook} would say.
 */
class CaseSchemaTest {
    private static Schema schema() throws Exception {
        try (InputStream in = CaseSchemaTest.class.getResourceAsStream("/schemas/casebook-case.schema.json")) {
            assertNotNull(in, "the build writes schemas/casebook-case.schema.json");
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(in);
        }
    }

    /** The cases of a file as its reader finds them: a list of cases, {@code cases:}, or one case. */
    private static List<JsonNode> cases(Path file) throws Exception {
        JsonNode root = YamlTable.parse(file.toString(), Files.readAllBytes(file)).root();
        List<JsonNode> out = new ArrayList<>();
        for (String p : CaseFile.pointers(root)) {
            JsonNode c = root.at(p);
            if (c.isObject() && c.hasNonNull("fen")) {
                out.add(c);
            }
        }
        return out;
    }

    @Test
    void everyCaseOfTheCasebookIsValid() throws Exception {
        Schema schema = schema();
        int n = 0;
        for (Path file : CaseFile.files(CaseFile.REPETITION)) {
            for (JsonNode c : cases(file)) {
                List<Error> errors = schema.validate(c);
                assertTrue(errors.isEmpty(), file + " (" + c.path("id").asText() + "): " + errors);
                n++;
            }
        }
        assertEquals(CaseFile.readAll(CaseFile.REPETITION).size(), n, "the schema saw every case the reader reads");
    }

    @Test
    void anUnknownKeyAndAMissingPositionAreRefused() throws Exception {
        Schema schema = schema();
        JsonNode one = cases(CaseFile.files(CaseFile.REPETITION).get(0)).get(0);
        ObjectNode misspelt = one.deepCopy();
        misspelt.set("expectd", misspelt.path("expected"));
        List<Error> errors = schema.validate(misspelt);
        assertEquals(1, errors.size(), errors.toString());
        assertEquals("expectd", errors.get(0).getProperty());
        ObjectNode noFen = one.deepCopy();
        noFen.remove("fen");
        assertFalse(schema.validate(noFen).isEmpty());
    }
}
