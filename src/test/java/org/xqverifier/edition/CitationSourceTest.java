package org.xqverifier.edition;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A citation says which edition's text it is: the edition whose file wrote the row (a child's for the rows it adds or
 * patches, the parent's for those it inherits, whole files of an inherited area included), and whether that is not the
 * edition applying it.
 */
class CitationSourceTest {
    private static final EditionRepository BUNDLED = EditionRepository.bundled();

    private static Citation cite(String edition, String table, String pointer) {
        Edition e = BUNDLED.get(edition);
        return Citation.of(e, e.yaml(table), pointer, "row");
    }

    @Test
    void aRowAnEditionWritesIsItsOwn() {
        Citation c = cite("tw-2007", "repetition/labels.yaml", "/labels/0");
        assertEquals("tw-2007", c.sourceEdition());
        assertFalse(c.inherited());
        assertEquals("術語解釋 照著", c.article());
    }

    @Test
    void aRowAChildPatchesIsTheChildsAndKeepsTheParentsUnpatchedFields() {
        Citation c = cite("wxf-2018", "repetition/labels.yaml", "/labels/0");   // {code: check, book: 照, article: WXF Art. 19.1}
        assertEquals("wxf-2018", c.sourceEdition());
        assertFalse(c.inherited());
        assertEquals("WXF Art. 19.1", c.article());
        assertEquals("将", c.zh());   // the word tw-2007 wrote
    }

    @Test
    void aTableTheChildDoesNotHaveIsTheParentsText() {
        Citation c = cite("wxf-2018", "repetition/parameters.yaml", "/occurrences");
        assertEquals("tw-2007", c.sourceEdition());
        assertTrue(c.inherited());
        Citation area = cite("axf-events", "conduct/results.yaml", "/citations/checkmate");   // extends: {conduct: tw-2007}
        assertEquals("tw-2007", area.sourceEdition());
        assertTrue(area.inherited());
    }

    @Test
    void inAnOverlaidTableEachRowSaysWhoWroteIt() {
        Citation patched = cite("axf-events", "conduct/time.yaml", "/citations/move-quota-missed");
        assertEquals("axf-events", patched.sourceEdition());
        assertFalse(patched.inherited());
        Edition axf = BUNDLED.get("axf-events");
        YamlTable time = axf.yaml("conduct/time.yaml");
        String kept = null;
        for (var it = time.root().path("citations").fieldNames(); it.hasNext(); ) {
            String id = it.next();
            if (axf.ownYaml("conduct/time.yaml").at("/citations/" + id).isMissingNode()) {
                kept = id;
            }
        }
        Citation inherited = Citation.of(axf, time, "/citations/" + kept, kept);
        assertEquals("tw-2007", inherited.sourceEdition(), kept);
        assertTrue(inherited.inherited(), kept);
    }
}
