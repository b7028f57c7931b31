package org.xqverifier.casebook;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One case of the CXA 2020 casebook ({@code casebook/repetition/cxa2020/<id>.yaml}), read by {@link CaseFile} and
 * seen as the CXA tests need it.
 * The files follow the repetition casebook's schema (casebook/README.md) with the CXA extensions described in
 * casebook/repetition/cxa2020/README.md: every move labelled, each label's basis, the cycle length, the book's
 * described lines ({@code book_checks}) and the book's conclusion quoted under {@code expected.cxa-2020}.
 */
record CxaCaseFile(Path path, String id, String title, String family, String figure, String provenance,
                   String adopted, String fen, String bookText, List<CaseMove> moves, int bookPlies,
                   int triggerAfterPly, int triggerOccurrences, int firstSeenAfterPly, int cycleLength,
                   String labelsEdition, String verdict, String reading, String verdictSource, String bookConclusion,
                   String redPattern, String blackPattern, List<BookCheck> bookChecks) {

    static final Path FOLDER = Path.of("casebook", "repetition", "cxa2020");
    static final String EDITION = "cxa-2020";

    /** One ply with its label: the book's words it rests on, and whether printed, summarised or a continuation. */
    record CaseMove(int ply, String side, String iccs, String chinese, String label, String book, String basis,
                    Integer repeatsPly) {
    }

    /** A line the book's explanation describes (e.g. 红车可垫将还杀), to be played from the position after a ply. */
    record BookCheck(int afterPly, String toMove, List<String> line, String endsIn, String book) {
    }

    static List<CxaCaseFile> all() {
        // the folder also holds tables about the cases (ranking-26.9.yaml); case files are named by their id
        return CaseFile.files(FOLDER).stream()
                .filter(p -> p.getFileName().toString().matches("cxa2020-(fig|ref)-[0-9]+[a-z]?\\.yaml"))
                .map(CxaCaseFile::load).toList();
    }

    /** The case as the one reader ({@link CaseFile}) reads it, seen the way the CXA tests need it. */
    static CxaCaseFile load(Path path) {
        List<Case> read = CaseFile.read(path);
        if (read.size() != 1) {
            throw new IllegalArgumentException(path + ": one case per file in the CXA casebook, found " + read.size());
        }
        Case c = read.get(0);
        if (c.chinese().isEmpty() || c.labels().size() != c.moves().size()) {
            throw new IllegalArgumentException(path + ": moves.iccs (" + c.moves().size() + "), moves.chinese ("
                    + c.chinese().size() + ") and labels (" + c.labels().size() + ") must have one entry per ply");
        }
        Case.Expected expected = c.expected().get(EDITION);
        if (c.source() == null || c.origin() == null || c.trigger().afterPly() < 0 || expected == null) {
            throw new IllegalArgumentException(path + ": source, position, trigger and expected." + EDITION
                    + " are required in the CXA casebook");
        }
        List<CaseMove> moves = new ArrayList<>();
        for (int i = 0; i < c.moves().size(); i++) {
            Case.Label l = c.labels().get(i);
            moves.add(new CaseMove(l.ply(), l.side(), c.moves().get(i), c.chinese().get(i), l.label(), l.book(),
                    l.basis(), l.repeatsPly()));
        }
        List<BookCheck> bookChecks = c.bookChecks().stream()
                .map(b -> new BookCheck(b.afterPly(), b.toMove(), b.line(), b.endsIn(), b.book())).toList();
        return new CxaCaseFile(path, c.id(), c.title(), c.family(), c.figure(), c.origin(), c.adopted(), c.fen(),
                c.bookText(), List.copyOf(moves), c.bookPlies(), c.trigger().afterPly(), c.trigger().occurrences(),
                c.trigger().firstSeenAfterPly(), c.trigger().cycleLength(), c.labelsEdition(), expected.verdict(),
                expected.reading(), expected.source(), expected.book(), expected.red(), expected.black(), bookChecks);
    }
}
