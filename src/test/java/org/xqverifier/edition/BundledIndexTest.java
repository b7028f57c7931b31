package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** The build's index, read token by token at start-up, is the tree Jackson's ObjectMapper reads. */
class BundledIndexTest {
    @Test
    void readsAsObjectMapperReadsIt() throws IOException {
        BundledIndex index = BundledIndex.load();
        assertNotNull(index, "the build writes the index at process-classes");
        JsonNode expected;
        try (InputStream in = BundledIndex.class.getClassLoader().getResourceAsStream(BundledIndex.RESOURCE)) {
            expected = new ObjectMapper().readTree(in);
        }
        assertFalse(index.files().isEmpty());
        assertEquals(expected.path("files").size(), index.files().size());
        for (int i = 0; i < index.files().size(); i++) {
            assertEquals(expected.path("files").get(i).asText(), index.files().get(i));
        }
        assertEquals(expected.path("ruleBases"), index.ruleBases());
    }
}
