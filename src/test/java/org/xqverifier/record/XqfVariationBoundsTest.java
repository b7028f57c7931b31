package org.xqverifier.record;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.Move;
import org.xqverifier.board.Square;

import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What an XQF file's variations may cost is bounded by the file's size: a 64 MB file of 4 M variations cut at their
 * first move took 6.1 GB and 49 s (each cut kept an exception) before the file was refused at ply 2 anyway, and 8 M
 * alternatives took 2.2 GB (35 times the file).
 */
class XqfVariationBoundsTest {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /**
     * A version-10 file (no keys) from the start position: the main line, and {@code count} one-move alternatives to
     * its first move, taken in turn from {@code alternatives}.
     */
    static byte[] fan(List<String> main, List<String> alternatives, int count) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new XqfFixtures().build(), 0, XqfReader.HEADER_SIZE);
        node(out, -1, true, false, true); // the root
        for (int i = 0; i < main.size(); i++) {
            node(out, Move.parseIccs(main.get(i)), i + 1 < main.size(), i == 0 && count > 0, false);
        }
        for (int a = 0; a < count; a++) {
            node(out, Move.parseIccs(alternatives.get(a % alternatives.size())), false, a + 1 < count, false);
        }
        return out.toByteArray();
    }

    private static void node(ByteArrayOutputStream out, int move, boolean next, boolean alternative, boolean root) {
        out.write(move < 0 ? 0x18 : xqf(Move.from(move)) + 0x18);
        out.write(move < 0 ? 0x20 : xqf(Move.to(move)) + 0x20);
        out.write((next ? 0xF0 : 0) | (alternative ? 0x0F : 0));
        out.write(root ? 0xFF : 0);
        out.write(new byte[4], 0, 4); // no comment
    }

    private static int xqf(int sq) {
        return Square.file(sq) * 10 + Square.rank(sq);
    }

    private interface Read {
        Object run() throws Exception;
    }

    /** Bytes this thread allocates while {@code read} runs: an upper bound of what the reading keeps. */
    private static long allocated(Read read) throws Exception {
        long before = THREADS.getCurrentThreadAllocatedBytes();
        read.run();
        return THREADS.getCurrentThreadAllocatedBytes() - before;
    }

    @Test
    void aFileRefusedByItsMainLineIsRefusedBeforeItsVariationsAreRead() throws Exception {
        // black's first move is a red cannon's: the main line stops at ply 2, whatever hangs off ply 1
        byte[] file = fan(List.of("h2e2", "e2e6"), List.of("a0a5", "i0i5", "b0b5"), 200_000);
        long bytes = allocated(() -> assertThrows(RecordException.class, () -> XqfReader.read(file, "f.xqf")));
        RecordException e = assertThrows(RecordException.class, () -> XqfReader.read(file, "f.xqf"));
        assertEquals(2, e.ply(), e.getMessage());
        assertTrue(bytes < 8L * file.length, bytes + " bytes allocated for a file of " + file.length);
    }

    @Test
    void variationsCutAtTheirFirstMoveAreCountedNotKept() throws Exception {
        byte[] file = fan(List.of("h2e2", "h9g7"), List.of("a0a5", "i0i5", "b0b5"), 200_000);
        Game[] g = new Game[1];
        long bytes = allocated(() -> g[0] = XqfReader.read(file, "f.xqf"));
        assertEquals(2, g[0].plies());
        assertEquals(0, g[0].variationCount());
        assertTrue(g[0].leftOut().size() <= 20, g[0].leftOut().size() + " cut variations kept");
        List<String> notes = g[0].leftOutNotes();
        assertTrue(notes.size() <= 21, notes.size() + " notes");
        assertTrue(notes.get(notes.size() - 1).contains("200000 variations"), notes.get(notes.size() - 1));
        assertTrue(bytes < 8L * file.length, bytes + " bytes allocated for a file of " + file.length);
    }

    @Test
    void aFanOfAlternativesIsBoundedByTheFileSize() throws Exception {
        List<String> legal = List.of("b0c2", "h0g2", "b2e2", "a3a4", "c3c4", "g3g4", "i3i4", "b2b9", "h2h9");
        byte[] file = fan(List.of("h2e2", "h9g7"), legal, 400_000);
        Game[] g = new Game[1];
        long bytes = allocated(() -> g[0] = XqfReader.read(file, "f.xqf"));
        assertEquals(2, g[0].plies());
        assertTrue(g[0].variationCount() <= 100_000, g[0].variationCount() + " variations kept");
        assertTrue(g[0].variationCount() >= 1_000, "variations up to the bound are read");
        assertTrue(g[0].leftOutNotes().stream().anyMatch(n -> n.contains("more variations")), g[0].leftOutNotes().toString());
        assertTrue(bytes < 16L * file.length, bytes + " bytes allocated for a file of " + file.length);
        assertEquals(Arrays.toString(g[0].moves()), Arrays.toString(XqfReader.read(file, "f.xqf").moves()));
    }
}
