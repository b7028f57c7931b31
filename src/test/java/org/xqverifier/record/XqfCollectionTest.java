package org.xqverifier.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The real XQF collection ({@code ../shared/corpus/xqf/xqf-collection.tar.gz}, 26,153 files of versions 10–18), read
 * straight from the archive: how many files of each version read, why the rest do not, and two checks against
 * sources independent of this reader — the result in the file name of tournament games ("甲 (胜) 乙") against the
 * header's result byte, and the main lines against the games of the shared PGN corpus. Every game with variations is
 * also written as PGN and read back. The report is printed and
 * written to {@code target/xqf-collection-report.txt}.
 */
class XqfCollectionTest {
    static final Path ARCHIVE = Corpus.DIR.resolve("xqf").resolve("xqf-collection.tar.gz");

    /** Per version: files, read, refused, plies, variations. */
    private final Map<Integer, long[]> byVersion = new TreeMap<>();
    private final Map<String, Integer> reasons = new TreeMap<>();
    private final StringBuilder refusals = new StringBuilder();
    private int resultNamed, resultAgrees, resultUnknown, inPgnCorpus, roundTrips;

    @Test
    void readsTheWholeCollection() throws Exception {
        Assumptions.assumeTrue(Files.isRegularFile(ARCHIVE), "XQF collection " + ARCHIVE.toAbsolutePath().normalize()
                + " not found (expected ../shared/corpus/xqf next to the repository); skipped");
        Set<String> pgnLines = pgnCorpusLines();
        long started = System.nanoTime();
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStarted = threads.getCurrentThreadCpuTime();
        TarGz.forEachFile(ARCHIVE, (name, bytes) -> {
            if (!name.toLowerCase(Locale.ROOT).endsWith(".xqf")) return;
            int version = bytes.length > 2 ? bytes[2] & 0xFF : -1;
            long[] v = byVersion.computeIfAbsent(version, k -> new long[5]);
            v[0]++;
            try {
                Game g = XqfReader.read(bytes, name);
                v[1]++;
                v[3] += g.plies();
                v[4] += g.variationCount();
                checkResultAgainstName(name, g);
                if (pgnLines.contains(Arrays.toString(g.moves()))) inPgnCorpus++;
                if (g.variationCount() > 0) writtenAndReadBack(g); // main lines alone are PgnReaderTest's
            } catch (RecordException e) {
                v[2]++;
                assertTrue(e.getMessage().startsWith(name + ": "), e.getMessage());
                assertTrue(e.getMessage().contains("byte offset 0x"), "a refusal names the byte offset: " + e.getMessage());
                reasons.merge(kind(e.reason()), 1, Integer::sum);
                refusals.append("  ").append(e.getMessage()).append('\n');
            }
        });
        double seconds = (System.nanoTime() - started) / 1e9;
        double cpu = (threads.getCurrentThreadCpuTime() - cpuStarted) / 1e9;

        String report = report(seconds, cpu, pgnLines.size());
        System.out.print(report);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "xqf-collection-report.txt"), report);

        long files = 0, read = 0;
        for (Map.Entry<Integer, long[]> e : byVersion.entrySet()) {
            long[] v = e.getValue();
            files += v[0];
            read += v[1];
            assertTrue(v[1] >= v[0] * 0.99, "version " + e.getKey() + ": only " + v[1] + " of " + v[0] + " files read");
        }
        assertEquals(26_153, files, "files in the collection");
        assertTrue(read >= 26_100, "files read: " + read);
        assertTrue(resultAgrees >= (resultNamed - resultUnknown) * 0.99,
                "results agreeing with the file name: " + resultAgrees + " of " + (resultNamed - resultUnknown));
        if (!pgnLines.isEmpty()) assertTrue(inPgnCorpus >= 2_000, "main lines found in the PGN corpus: " + inPgnCorpus);
    }

    /** Written as PGN (variations in parentheses) and read back: the same main line, comments and tags. */
    private void writtenAndReadBack(Game g) {
        String text = PgnWriter.write(g, org.xqverifier.notation.Notations.ICCS);
        try {
            Game back = PgnReader.read(text, g.source() + ".pgn").get(0);
            assertTrue(Arrays.equals(g.moves(), back.moves()) && flat(g.comments()).equals(flat(back.comments()))
                    && g.startFen().equals(back.startFen()) && g.result().equals(back.result()), g.source() + "\n" + text);
            roundTrips++;
        } catch (RecordException e) {
            throw new AssertionError(g.source() + " written as PGN does not read back: " + e.getMessage() + "\n" + text, e);
        }
    }

    /** Comments as PGN keeps them: on one line ({@link PgnWriter} joins lines), '}' written as ')'. */
    private static Map<Integer, String> flat(Map<Integer, String> comments) {
        Map<Integer, String> out = new TreeMap<>();
        comments.forEach((k, v) -> out.put(k, v.replace('}', ')').replaceAll("\\s+", " ").trim()));
        return out;
    }

    /** "江苏徐天红 (胜) 上海胡荣华": the first named player (Red) won. */
    private void checkResultAgainstName(String name, Game g) {
        String file = name.substring(name.lastIndexOf('/') + 1).replace('（', '(').replace('）', ')');
        String expected = file.contains("(胜)") ? "1-0" : file.contains("(负)") ? "0-1" : file.contains("(和)") ? "1/2-1/2" : null;
        if (expected == null) return;
        resultNamed++;
        if (g.result().equals("*")) resultUnknown++;
        else if (g.result().equals(expected)) resultAgrees++;
    }

    private static Set<String> pgnCorpusLines() throws RecordException {
        Set<String> lines = new HashSet<>();
        for (String name : Corpus.GAME_FILES) {
            Path p = Corpus.DIR.resolve(name);
            if (!Files.isRegularFile(p)) return Set.of();
            for (Game g : PgnReader.read(p)) lines.add(Arrays.toString(g.moves()));
        }
        return lines;
    }

    private static String kind(String reason) {
        String r = reason.replaceAll("byte offset 0x[0-9A-F]+(: )?", "").replaceAll("\\b[a-i]\\d\\b", "…");
        return r.length() > 100 ? r.substring(0, 100) : r;
    }

    private String report(double seconds, double cpu, int pgnGames) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "XQF collection %s, unpacked and read in %.1f s (%.1f s CPU, one thread)%n",
                ARCHIVE.getFileName(), seconds, cpu));
        sb.append("| version | files | read | refused | main-line plies | variations |\n|---|---|---|---|---|---|\n");
        long[] total = new long[5];
        for (Map.Entry<Integer, long[]> e : byVersion.entrySet()) {
            long[] v = e.getValue();
            for (int i = 0; i < 5; i++) total[i] += v[i];
            sb.append(String.format(Locale.ROOT, "| %d | %,d | %,d | %,d | %,d | %,d |%n", e.getKey(), v[0], v[1], v[2], v[3], v[4]));
        }
        sb.append(String.format(Locale.ROOT, "| all | %,d | %,d | %,d | %,d | %,d |%n", total[0], total[1], total[2], total[3], total[4]));
        sb.append("Refused, by reason:\n");
        reasons.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue())
                .forEach(e -> sb.append(String.format(Locale.ROOT, "  %4d  %s%n", e.getValue(), e.getKey())));
        sb.append(String.format(Locale.ROOT, "Result in the file name (甲 (胜/负/和) 乙): %,d files; the header agrees in %,d, "
                + "says unknown in %,d, differs in %,d%n", resultNamed, resultAgrees, resultUnknown,
                resultNamed - resultUnknown - resultAgrees));
        sb.append(String.format(Locale.ROOT, "Main lines identical, move for move, to a game of the PGN corpus (%,d distinct "
                + "lines): %,d files%n", pgnGames, inPgnCorpus));
        sb.append(String.format(Locale.ROOT, "Games with variations written as PGN (ICCS, variations in parentheses) and read back alike: %,d%n",
                roundTrips));
        sb.append("Refused files:\n").append(refusals);
        return sb.toString();
    }
}
