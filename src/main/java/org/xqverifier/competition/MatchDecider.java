package org.xqverifier.competition;

import org.xqverifier.edition.Citation;
import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/**
 * The edition's match-result rules (competition/match-result.drl) deciding multi-game pairings, with the provisions
 * they cite (competition/match-result.yaml). Every Drools call
 * of the competition area goes through this class. The rule base is fetched only when a tournament has
 * multi-game pairings (one-game individual events never need it), then once per edition and process; all the
 * pairings of a standings are decided in one session.
 */
public final class MatchDecider {
    private static final String PROVISIONS = "match-result.yaml";
    private final CompetitionTables tables;

    MatchDecider(CompetitionTables tables) {
        this.tables = tables;
    }

    /** The rows of match-result.yaml, each with the id its rule looks for and the article and wording it cites. */
    private List<Citation> provisions() {
        List<Citation> rows = new ArrayList<>();
        if (!tables.has(PROVISIONS)) {
            return rows;
        }
        JsonNode list = tables.table(PROVISIONS).path("provisions");
        if (!list.isArray()) {
            throw tables.errorAt(PROVISIONS, "provisions", "must be a list of {id, article, zh, en}");
        }
        for (int i = 0; i < list.size(); i++) {
            JsonNode row = list.get(i);
            for (String field : List.of("id", "article", "zh", "en")) {
                if (!row.path(field).isTextual() || row.path(field).asText().isBlank()) {
                    throw tables.errorAt(PROVISIONS, "provisions[" + (i + 1) + "]." + field, "missing");
                }
            }
            rows.add(new Citation(row.get("id").asText(), row.get("article").asText(), row.get("zh").asText(),
                    row.get("en").asText()));
        }
        return rows;
    }

    /** Decides every tally; a tally no rule decides is an error in the rules folder, not a silent draw. */
    public void decide(List<MatchTally> tallies) {
        if (tallies.isEmpty()) {
            return;
        }
        KieBase kb = tables.kieBase();
        if (kb == null) {
            throw new RulesFolderException("edition " + tables.edition() + " has no competition/*.drl rules to decide"
                    + " multi-game pairings");
        }
        KieSession session = kb.newKieSession();
        try {
            provisions().forEach(session::insert);
            tallies.forEach(session::insert);
            tables.fire(session);
        } finally {
            session.dispose();
        }
        for (MatchTally t : tallies) {
            if (t.isUndecided()) {
                throw new RulesFolderException(tables.rulesSource() + ": no rule decides a " + t.getKind() + " match ("
                        + Standings.number(t.getFirstGamePoints()) + ":" + Standings.number(t.getSecondGamePoints()) + ")");
            }
        }
    }
}
