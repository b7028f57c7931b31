package org.xqverifier.competition;

import org.kie.api.KieBase;
import org.xqverifier.competition.tables.IndividualTable;
import org.xqverifier.competition.tables.KnockoutTable;
import org.xqverifier.competition.tables.MatchResultTable;
import org.xqverifier.competition.tables.PairingTable;
import org.xqverifier.competition.tables.RankingTable;
import org.xqverifier.competition.tables.RoundRobinTable;
import org.xqverifier.competition.tables.ScoringTable;
import org.xqverifier.competition.tables.TiebreaksTable;
import org.xqverifier.competition.tables.UnplayedTable;
import org.xqverifier.competition.tables.WithdrawalTable;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.RulesException;
import org.xqverifier.edition.TableBinder;
import org.xqverifier.edition.YamlTable;

import java.util.Map;


/**
 * The competition area of one edition ({@code rules/<edition>/competition/}), through the shared rules
 * infrastructure: tables looked up in the edition and then the editions it extends, the area's Drools rule base
 * precompiled for bundled editions and compiled on first use for a committee's folder.
 */
public final class CompetitionTables {
    private static final String AREA = "competition";
    /** The record each table of the area is bound to (and its schema written from, at build time). */
    public static final Map<String, Class<? extends Record>> KINDS = Map.of("scoring.yaml", ScoringTable.class,
            "unplayed.yaml", UnplayedTable.class, "tiebreaks.yaml", TiebreaksTable.class, "ranking.yaml",
            RankingTable.class, "withdrawal.yaml", WithdrawalTable.class, "pairing.yaml", PairingTable.class,
            "round-robin.yaml", RoundRobinTable.class, "knockout.yaml", KnockoutTable.class, "individual.yaml",
            IndividualTable.class, "match-result.yaml", MatchResultTable.class);

    private final Edition edition;

    private CompetitionTables(Edition edition) {
        this.edition = edition;
    }

    /** The competition area of {@code edition}. */
    static CompetitionTables of(Edition edition) {
        return new CompetitionTables(edition);
    }

    public String edition() {
        return edition.id();
    }

    private RulesFolderException missing(String name) {
        return new RulesFolderException("edition " + edition.id() + ": no " + AREA + "/" + name
                + " (in it or the editions it extends)");
    }

    /**
     * The table {@code name} bound to its record ({@link TableBinder}): the edition's effective table, every mistake one
     * error at its file, line and column.
     */
    public <T> T bind(String name, Class<T> type) {
        if (KINDS.get(name) != type) {
            throw new IllegalStateException(name + " is bound to " + KINDS.get(name) + " (CompetitionTables.KINDS)");
        }
        YamlTable t = edition.yamlOrNull(AREA + "/" + name);
        if (t == null) {
            throw missing(name);
        }
        if (!t.root().isObject()) {
            throw new RulesFolderException(source(name) + ": the table is empty or not a mapping");
        }
        return TableBinder.bind(edition, t, type);
    }

    public boolean has(String name) {
        return edition.has(AREA + "/" + name);
    }

    /** Where {@code name} is, for messages and explanations. */
    public String source(String name) {
        return edition.display(AREA + "/" + name);
    }

    /**
     * An error at a field of a table, with the file and line: {@code field} is written as in messages,
     * e.g. {@code chains[2].criteria[1].criterion} (1-based indexes).
     */
    public RulesException errorAt(String name, String field, String message) {
        return edition.errorAt(AREA + "/" + name, YamlTable.pointerOfField(field), field + ": " + message);
    }

    /** The area's rule base (match-result rules), or null when the edition has no competition rules. */
    public KieBase kieBase() {
        return edition.hasRules(AREA) ? edition.kieBase(AREA) : null;
    }

    /** Fires a session of the area's rules within the edition's bounds. */
    public void fire(org.kie.api.runtime.KieSession session) {
        org.xqverifier.edition.RuleFiring.of(edition, AREA).fire(session);
    }

    public String rulesSource() {
        return edition.ruleFiles(AREA).isEmpty() ? source("") : edition.display(edition.ruleFiles(AREA).get(0));
    }
}
