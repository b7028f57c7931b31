package org.xqverifier.casebook;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Position;
import org.xqverifier.edition.TableBinder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.xqverifier.edition.TableBinder.problem;

/**
 * A case as its file writes it (casebook/README.md says what each field means), bound by {@link TableBinder}: an
 * unknown key, a wrong type or a missing field is refused at its file:line:column, and {@link #check()} refuses a
 * position that is not one and a label of a ply the moves do not reach. {@link CaseFile} makes the {@link Case}.
 */
record WrittenCase(String id, String title, String titleEn, String family, Source source, Provenance position,
                   String fen, Moves moves, Case.Trigger trigger, String bookText, String bookTextOcr,
                   String labelsEdition, List<LabelRow> labels, String labelsDisagree, Map<String, Verdict> expected,
                   Object skip, List<String> notes, List<Case.BookCheck> bookChecks) implements TableBinder.Checked {
    static final Set<String> OPTIONAL = Set.of("id", "title", "titleEn", "family", "source", "position", "trigger",
            "bookText", "bookTextOcr", "labelsEdition", "labels", "labelsDisagree", "expected", "skip", "notes",
            "bookChecks");

    /** Where the case comes from: {@code {book|seed|reference, figure, …}}, or its text alone. */
    record Source(String seed, String book, String reference, String figure, String variant,
                  String articleAsTranscribed, Map<String, String> articles) {
        static final Set<String> OPTIONAL = Set.of("seed", "book", "reference", "figure", "variant",
                "articleAsTranscribed", "articles");

        public Source(String text) {
            this(null, null, text, null, null, null, Map.of());
        }

        /** The book, seed or reference named first. */
        String named() {
            return book != null ? book : seed != null ? seed : reference;
        }
    }

    /** Where the position comes from ({@code adopted} from a diagram, or {@code constructed}) and its notes. */
    record Provenance(String provenance, String adopted, String constructed, String match, String note,
                      String whyItFits) {
        static final Set<String> OPTIONAL = Set.of("adopted", "constructed", "match", "note", "whyItFits");

        /** The provenance with its notes, one per line ({@code why it fits: …}). */
        String text() {
            StringBuilder p = new StringBuilder(provenance);
            String[][] notes = {{"adopted", adopted}, {"constructed", constructed}, {"match", match}, {"note", note},
                    {"why it fits", whyItFits}};
            for (String[] n : notes) {
                if (n[1] != null) {
                    p.append(p.length() > 0 ? "\n" : "").append(n[0]).append(": ").append(n[1].trim());
                }
            }
            return p.toString();
        }
    }

    /** The moves in ICCS: {@code {iccs: […], chinese: […], book_plies: N}}, a list, or a text ("h2e2 h9g7"). */
    record Moves(List<String> iccs, List<String> chinese, int bookPlies, String extension, String reading) {
        static final Set<String> OPTIONAL = Set.of("chinese", "bookPlies", "extension", "reading");
        static final Map<String, Object> DEFAULTS = Map.of("bookPlies", -1);

        public Moves(List<String> iccs) {
            this(iccs, List.of(), -1, null, null);
        }

        public Moves(String text) {
            this(split(text));
        }

        private static List<String> split(String text) {
            List<String> out = new ArrayList<>();
            for (String t : text.trim().split("[\\s,]+")) {
                if (!t.isEmpty()) {
                    out.add(t);
                }
            }
            return List.copyOf(out);
        }
    }

    /** What the book calls a ply: {@code {ply, side, label|not, book, …}}, or the label alone (of the row's ply). */
    record LabelRow(Integer ply, String side, String label, String not, String book, String basis,
                    Integer repeatsPly, List<String> editions) {
        static final Set<String> OPTIONAL = Set.of("ply", "side", "label", "not", "book", "basis", "repeatsPly",
                "editions");
        static final Map<String, List<String>> ONE_OF = Map.of("side", List.of("red", "black"));

        /** The label alone; {@code editions} is null only here, where a row is written as a text. */
        public LabelRow(String label) {
            this(null, null, label, null, null, null, null, null);
        }

        /** A row written as its label alone. */
        boolean bare() {
            return editions == null;
        }
    }

    /** An edition's verdict: {@code {verdict, reading, source|why, …}}, or the verdict alone. */
    record Verdict(String verdict, String reading, String source, String why, String book, String red,
                   String black) {
        static final Set<String> OPTIONAL = Set.of("reading", "source", "why", "book", "red", "black");
        static final Map<String, List<String>> ONE_OF = Map.of("reading", List.of("book", "own"));

        public Verdict(String verdict) {
            this(verdict, null, null, null, null, null, null);
        }
    }

    /** The ply of the {@code i}-th row (0-based): its own, or its place in the list. */
    static int ply(LabelRow row, int i) {
        return row.ply() != null ? row.ply() : i + 1;
    }

    @Override
    public void check() {
        try {
            Position.fromFen(fen);
        } catch (FenException e) {
            throw problem("fen", "is not a position: " + e.getMessage());
        }
        int plies = moves.iccs().size();
        if (!moves.chinese().isEmpty() && moves.chinese().size() != plies) {
            throw problem("moves.chinese", "has " + moves.chinese().size() + " moves, moves.iccs " + plies
                    + ": one per ply in both");
        }
        for (int i = 0; i < labels.size(); i++) {
            LabelRow l = labels.get(i);
            if (l == null || l.bare() && l.label().isBlank()) {
                continue;
            }
            int ply = ply(l, i);
            if (ply < 1 || ply > plies) {
                throw problem("labels[" + (i + 1) + "]", "is a label of ply " + ply + ", but the case has " + plies
                        + " moves");
            }
            if (!l.bare() && (l.label() != null) == (l.not() != null)) {
                throw problem("labels[" + (i + 1) + "]", "must name either 'label' (the move is that) or 'not' (the"
                        + " book says it is not that), one of them");
            }
        }
        if (skip != null && !(skip instanceof String)
                && !(skip instanceof Map<?, ?> m && m.values().stream().allMatch(String.class::isInstance))) {
            throw problem("skip", "must be a reason (skipped under every edition) or a reason per edition"
                    + " ({cxa-2020: why})");
        }
    }
}
