package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A record's schema says what the binder says of it: keys, required fields, closed sets, rows, the citation. */
class RecordSchemaTest {
    enum Order { LOWEST_SCORING, BY_LOT }

    record Sub(int plies) {
    }

    record Row(String name, Order order, Citation citation, Map<String, Sub> rows, List<Integer> counts, boolean flag,
               String mode) {
        static final Set<String> OPTIONAL = Set.of("flag");
        static final Map<String, String> KEYS = Map.of("name", "the-name");
        static final Map<String, List<String>> ONE_OF = Map.of("mode", List.of("group", "pair-only"));
    }

    private final JsonNode schema = RecordSchema.of(Row.class, "a row");

    @Test
    void componentsAreKeysAndTheRequiredAreTheNotOptional() {
        List<String> keys = new ArrayList<>();
        schema.get("properties").fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("the-name", "order", "article", "figures", "zh", "en", "rows", "counts", "flag", "mode"), keys);
        List<String> required = new ArrayList<>();
        schema.get("required").forEach(n -> required.add(n.asText()));
        assertEquals(List.of("the-name", "order", "article", "rows", "counts", "mode"), required);
        assertEquals(false, schema.get("additionalProperties").asBoolean(true));
        assertEquals("[\"lowest-scoring\",\"by-lot\"]", schema.at("/properties/order/enum").toString());
        assertEquals("[\"group\",\"pair-only\"]", schema.at("/properties/mode/enum").toString());
        assertEquals("object", schema.at("/properties/rows/type").asText());
        assertEquals("integer", schema.at("/properties/rows/additionalProperties/properties/plies/type").asText());
        assertEquals("integer", schema.at("/properties/counts/items/type").asText());
        assertEquals("[\"boolean\",\"null\"]", schema.at("/properties/flag/type").toString());
    }

    @Test
    void theSchemaRefusesAnUnknownKeyAndAWordOutsideTheSet() throws Exception {
        var checked = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(schema);
        ObjectMapper json = new ObjectMapper();
        String good = "{\"the-name\": \"x\", \"order\": \"by-lot\", \"article\": \"1\", \"rows\": {\"a\": {\"plies\": 3}},"
                + " \"counts\": [1], \"mode\": \"group\"}";
        assertEquals(List.of(), checked.validate(json.readTree(good)));
        assertTrue(checked.validate(json.readTree(good.replace("\"mode\"", "\"modes\""))).stream()
                .anyMatch(e -> e.getKeyword().equals("additionalProperties")));
        assertTrue(checked.validate(json.readTree(good.replace("by-lot", "BY_LOT"))).stream()
                .anyMatch(e -> e.getKeyword().equals("enum")));
        assertTrue(checked.validate(json.readTree(good.replace("\"plies\": 3", "\"plies\": 3, \"depth\": 1"))).stream()
                .anyMatch(e -> e.getKeyword().equals("additionalProperties")));
    }
}
