package org.xqverifier.interfaces.report;

import org.xqverifier.casebook.Case;
import org.xqverifier.casebook.CaseFile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;

/** Every casebook case ruled under every edition: the matrix behind {@code xq compare} and the printed casebook. */
public final class CaseRulings {
    private CaseRulings() {
    }

    /** One ruling, or why there is none (the engine refused the case, or has no such edition: the message says why). */
    public record Cell(RulingResult ruling, String error, boolean editionAvailable) {
        public String verdict() {
            return ruling == null ? null : ruling.verdict();
        }
    }

    static final String NOT_AVAILABLE = "no repetition rules for this edition in this build";

    /** A case with its ruling under each edition. */
    public record Row(Case theCase, Map<String, Cell> byEdition) {
        /** The editions' actual verdicts are not all the same. */
        public boolean editionsDisagree() {
            Set<String> verdicts = new LinkedHashSet<>();
            byEdition.values().stream().filter(Cell::editionAvailable)
                    .forEach(c -> verdicts.add(c.verdict() == null ? "error" : c.verdict()));
            return verdicts.size() > 1;
        }

        /**
         * An expected verdict (the rule book's printed one, or the casebook's own reading where the book prints none)
         * that the engine does not reproduce under that edition.
         */
        public boolean disagreesWithABook() {
            return differsFromThePrintedBook() || differsFromTheCasebooksReading();
        }

        /** A verdict the rule book prints that the engine does not reproduce under that edition. */
        public boolean differsFromThePrintedBook() {
            return differs(true);
        }

        /** A verdict the casebook reads from an edition's articles, where its book prints none, not reproduced. */
        public boolean differsFromTheCasebooksReading() {
            return differs(false);
        }

        /** Whether the engine's verdict differs from the expected one under {@code edition}. */
        public boolean differs(String edition) {
            String expected = theCase.verdicts().get(edition);
            Cell cell = byEdition.get(edition);
            return expected != null && cell != null && cell.editionAvailable() && !expected.equals(cell.verdict());
        }

        private boolean differs(boolean printed) {
            for (String edition : theCase.verdicts().keySet()) {
                if ((theCase.printed(edition) != null) == printed && differs(edition)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** The engine's editions, then those the cases expect a verdict under that the engine does not have (yet). */
    public static List<String> editions(List<Case> cases, RulingService service) {
        Set<String> all = new LinkedHashSet<>();
        service.editions().forEach(e -> all.add(e.id()));
        cases.forEach(c -> all.addAll(c.verdicts().keySet()));
        return List.copyOf(all);
    }

    public static List<Row> rule(List<Case> cases, RulingService service, List<String> editions) {
        Set<String> available = new LinkedHashSet<>();
        service.editions().forEach(e -> available.add(e.id()));
        List<Row> rows = new ArrayList<>(cases.size());
        for (Case c : cases) {
            Map<String, Cell> cells = new LinkedHashMap<>();
            for (String edition : editions) {
                if (!available.contains(edition)) {
                    cells.put(edition, new Cell(null, NOT_AVAILABLE, false));
                    continue;
                }
                try {
                    cells.put(edition, new Cell(service.rule(edition, c.fen(), c.moves()), null, true));
                } catch (RuntimeException e) {
                    cells.put(edition, new Cell(null, e.getMessage() == null ? e.toString() : e.getMessage(), true));
                }
            }
            rows.add(new Row(c, cells));
        }
        return rows;
    }

    /** The decisive reason of a ruling in one line: article · rule. */
    static String decisive(RulingResult r) {
        if (r == null || r.reasons() == null || r.reasons().isEmpty()) {
            return "";
        }
        RulingResult.Reason reason = r.reasons().get(0);
        StringBuilder b = new StringBuilder();
        if (reason.shown() != null && !reason.shown().isBlank()) {
            b.append(reason.shown());
        }
        if (reason.rule() != null && !reason.rule().isBlank()) {
            b.append(b.length() > 0 ? " · " : "").append(reason.rule());
        }
        return b.toString();
    }
}
