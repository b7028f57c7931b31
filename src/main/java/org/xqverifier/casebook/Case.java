package org.xqverifier.casebook;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One casebook case: a rule book's illustrated ruling with its position, moves, the labels the book names and the
 * verdict per edition. Fields a case file leaves out are null (texts), empty (lists, maps) or -1 (numbers).
 *
 * @param source         the book or reference the case comes from (a rule-book source file of ../shared/seeds, a
 *                       reference's name, or the text)
 * @param figure         the book's figure or diagram number as the book writes it
 * @param provenance     where the position comes from ({@code position.provenance}) with its notes, one per line
 * @param origin         {@code position.provenance}: {@code adopted} (from a diagram) or {@code constructed}
 * @param adopted        {@code position.adopted}: the diagram the position is taken from, when adopted
 * @param moves          the moves in ICCS, the book's plies first, then those added to reach the trigger
 * @param chinese        the same moves as the book writes them (empty where the file gives none)
 * @param bookPlies      how many of the moves the book prints
 * @param trigger        when the position stands on the board the counted time
 * @param labelsEdition  the edition whose words the labels are ({@code tw-2007} by default)
 * @param labels         per ply, what the book calls the move (or says it is not)
 * @param expected       per edition, the verdict the book gives or the casebook authors read from its articles
 * @param skip           why the case is not held to its verdict: under every edition ({@link #ALL}) or under one
 * @param labelsDisagree a label disagreement written down rather than hidden (the verdict still agrees)
 */
public record Case(Path file, String id, String title, String titleEn, String family, String source, String figure,
                   String provenance, String origin, String adopted, String bookText, String fen, List<String> moves,
                   List<String> chinese, int bookPlies, Trigger trigger, String labelsEdition, List<Label> labels,
                   Map<String, Expected> expected, Map<String, String> skip, String labelsDisagree,
                   List<BookCheck> bookChecks) {

    /** The key of {@link #skip} for a case skipped under every edition. */
    public static final String ALL = "*";

    /** The position repeats: after ply {@code afterPly} it stands for the {@code occurrences}-th time. */
    public record Trigger(int afterPly, int occurrences, int firstSeenAfterPly, int cycleLength) {
        static final Trigger NONE = new Trigger(-1, -1, -1, -1);
        // how a case file writes it (WrittenCase): any part may be left out
        static final java.util.Set<String> OPTIONAL = java.util.Set.of("afterPly", "occurrences", "firstSeenAfterPly",
                "cycleLength");
        static final Map<String, Object> DEFAULTS = Map.of("afterPly", -1, "occurrences", -1, "firstSeenAfterPly", -1,
                "cycleLength", -1);
    }

    /**
     * What the book calls one ply: the engine's labels must contain {@code label}, or lack {@code not}.
     *
     * @param book       the book's own words for it
     * @param basis      printed, summarised or a continuation (the CXA casebook)
     * @param repeatsPly the earlier ply this one repeats, or null
     * @param editions   the editions the label is asserted under (empty: {@link Case#labelsEdition} only)
     */
    public record Label(int ply, String side, String label, String not, String book, String basis, Integer repeatsPly,
                        List<String> editions) {
        /** The word as the book means it: {@code 捉}, or {@code not 捉}. */
        public String word() {
            return label != null ? label : not != null ? "not " + not : null;
        }
    }

    /**
     * The verdict an edition gives; {@code reading} is {@code book} when the rule book prints it and {@code own} when
     * it is the casebook authors' application of the edition's articles.
     */
    public record Expected(String edition, String verdict, String reading, String source, String why, String book,
                           String red, String black) {
        public boolean ownReading() {
            return "own".equals(reading);
        }

        /** Where the verdict comes from: the source the file names, or the reason for an own reading. */
        public String sourceOrWhy() {
            return source != null ? source : why != null ? why : "";
        }
    }

    /** A line the book's explanation describes, played from the position after {@code afterPly}. */
    public record BookCheck(int afterPly, String toMove, List<String> line, String endsIn, String book) {
        // how a case file writes it (WrittenCase): any part may be left out
        static final java.util.Set<String> OPTIONAL = java.util.Set.of("afterPly", "toMove", "line", "endsIn", "book");
        static final Map<String, Object> DEFAULTS = Map.of("afterPly", -1);
        static final Map<String, List<String>> ONE_OF = Map.of("toMove", List.of("red", "black"));
    }

    /** The title in the book's words, with the English one after a dash where the file gives both. */
    public String heading() {
        return title != null && titleEn != null ? title + " — " + titleEn : title;
    }

    /** Verdict per edition, in the file's order. */
    public Map<String, String> verdicts() {
        Map<String, String> out = new LinkedHashMap<>();
        expected.forEach((e, x) -> out.put(e, x.verdict()));
        return out;
    }

    /** The verdict the edition's rule book prints for this case, or null (none given, or only our own reading). */
    public String printed(String edition) {
        Expected e = expected.get(edition);
        return e == null || e.ownReading() ? null : e.verdict();
    }

    /** Per ply, what the book calls the move (several words joined by ", "). */
    public Map<Integer, String> bookLabels() {
        Map<Integer, String> out = new TreeMap<>();
        for (Label l : labels) {
            if (l.word() != null) {
                out.merge(l.ply(), l.word(), (a, b) -> a + ", " + b);
            }
        }
        return out;
    }

    /** Why the case is not held to its verdict under the edition, or null. */
    public String skipReason(String edition) {
        String all = skip.get(ALL);
        return all != null ? all : skip.get(edition);
    }

    /** The skip reasons in one line, or null when the case is not skipped anywhere. */
    public String skipText() {
        if (skip.isEmpty()) {
            return null;
        }
        if (skip.containsKey(ALL)) {
            return skip.get(ALL);
        }
        StringBuilder b = new StringBuilder();
        skip.forEach((e, why) -> b.append(b.length() == 0 ? "" : "; ").append(e).append(": ").append(why));
        return b.toString();
    }
}
