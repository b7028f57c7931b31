package org.xqverifier.competition;

import org.xqverifier.competition.tables.IndividualTable;
import org.xqverifier.competition.tables.KnockoutTable;
import org.xqverifier.competition.tables.MatchResultTable;
import org.xqverifier.competition.tables.PairingTable;
import org.xqverifier.competition.tables.RankingTable;
import org.xqverifier.competition.tables.RoundRobinTable;
import org.xqverifier.competition.tables.ScoringTable;
import org.xqverifier.competition.tables.TiebreaksTable;
import org.xqverifier.competition.tables.TiebreaksTable.Chain;
import org.xqverifier.competition.tables.UnplayedTable;
import org.xqverifier.competition.tables.WithdrawalTable;
import org.xqverifier.edition.Citation;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * One edition's competition rules, read from its tables: points, how unplayed games count, the tiebreak chains,
 * shared places, withdrawals, pairing and the match-result rules. Loaded once per edition and folder per process.
 */
public final class CompetitionRules {
    private static final Map<String, FutureTask<CompetitionRules>> CACHE = new ConcurrentHashMap<>();

    private final CompetitionTables tables;
    private final String edition;
    private final String source;
    private final ScoringTable points;
    private final UnplayedTable unplayed;
    private final TiebreaksTable tiebreaks;
    private final RankingTable ranking;
    private final WithdrawalTable withdrawal;
    private final PairingTable pairing;
    private final RoundRobinTable roundRobin;
    private final KnockoutTable knockout;
    private final IndividualTable individual;
    private final MatchDecider matchDecider;

    private CompetitionRules(CompetitionTables t) {
        this.tables = t;
        this.edition = t.edition();
        this.source = t.source("scoring.yaml");
        points = t.bind("scoring.yaml", ScoringTable.class);
        unplayed = t.bind("unplayed.yaml", UnplayedTable.class);
        tiebreaks = t.bind("tiebreaks.yaml", TiebreaksTable.class);
        for (int i = 0; i < tiebreaks.chains().size(); i++) {
            List<TiebreaksTable.CriterionRef> criteria = tiebreaks.chains().get(i).criteria();
            for (int k = 0; k < criteria.size(); k++) {
                String name = criteria.get(k).criterion();
                if (!Tiebreaks.known(name)) {
                    throw t.errorAt("tiebreaks.yaml", "chains[" + (i + 1) + "].criteria[" + (k + 1) + "].criterion",
                            "unknown criterion \"" + name + "\" (known: " + String.join(", ", Tiebreaks.names()) + ")");
                }
            }
        }
        ranking = t.bind("ranking.yaml", RankingTable.class);
        withdrawal = t.bind("withdrawal.yaml", WithdrawalTable.class);
        pairing = t.bind("pairing.yaml", PairingTable.class);
        roundRobin = t.bind("round-robin.yaml", RoundRobinTable.class);
        knockout = t.has("knockout.yaml") ? t.bind("knockout.yaml", KnockoutTable.class) : null;
        individual = t.has("individual.yaml") ? t.bind("individual.yaml", IndividualTable.class) : null;
        MatchResultTable provisions = t.has("match-result.yaml") ? t.bind("match-result.yaml", MatchResultTable.class)
                : new MatchResultTable(List.of());
        matchDecider = new MatchDecider(t, provisions.provisions());
    }

    /** The bundled edition {@code id}, or the edition from a committee's folder of editions when root is given. */
    public static CompetitionRules forEdition(Path root, String id) {
        String key = key(root, id);
        FutureTask<CompetitionRules> load = CACHE.computeIfAbsent(key,
                k -> new FutureTask<>(() -> new CompetitionRules(CompetitionTables.of(root, id))));
        load.run();   // returns at once when another thread has loaded it or is loading it; get() then waits for it
        try {
            return load.get();
        } catch (ExecutionException e) {
            CACHE.remove(key, load);   // not kept: the next call reads the tables again and reports the same error
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading the competition tables of " + id, e);
        }
    }

    /**
     * Starts reading the edition's tables on a thread of its own, so that a command can go on reading its tournament
     * file meanwhile; {@link #forEdition(Path, String)} then waits for it. An error is left for that call to report.
     */
    public static void prefetch(Path root, String id) {
        if (id == null || CACHE.containsKey(key(root, id))) {
            return;
        }
        Thread t = new Thread(() -> {
            try {
                forEdition(root, id);
            } catch (RuntimeException e) {
                // reported by the command's own forEdition call, with its file and line
            }
        }, "xq-competition-tables");
        t.setDaemon(true);
        t.start();
    }

    private static String key(Path root, String id) {
        return (root == null ? "" : root.toAbsolutePath().normalize() + "|") + id;
    }

    public static CompetitionRules forEdition(String id) {
        return forEdition(null, id);
    }

    public String edition() {
        return edition;
    }

    /** Game, forfeit, bye and match points (scoring.yaml). */
    public ScoringTable points() {
        return points;
    }

    /** How byes and forfeits count in the tiebreaks (unplayed.yaml). */
    public UnplayedTable unplayed() {
        return unplayed;
    }

    public List<Chain> chains() {
        return tiebreaks.chains();
    }

    private volatile ChineseScript script;

    /** The script the edition's tiebreak chains are written in: xq's headings and marks beside them follow it. */
    public ChineseScript script() {
        ChineseScript known = script;
        if (known == null) {
            StringBuilder words = new StringBuilder();
            for (Chain c : chains()) {
                words.append(c.provision().zh());
                c.criteria().forEach(r -> words.append(r.provision().zh()));
            }
            script = known = ChineseScript.of(words.toString());
        }
        return known;
    }

    public String directEncounterMode() {
        return tiebreaks.directEncounter().mode();
    }

    public Citation directEncounterProvision() {
        return tiebreaks.directEncounter().citation();
    }

    /** Whether places may be shared (ranking.yaml). */
    public RankingTable ranking() {
        return ranking;
    }

    /** What a withdrawal does to a player's results in this event's system (withdrawal.yaml). */
    public WithdrawalTable.Withdrawal withdrawal(EventSpec e) {
        return e.roundRobin() ? withdrawal.roundRobin() : withdrawal.swiss();
    }

    /** How Swiss rounds are paired and colours given (pairing.yaml). */
    public PairingTable pairing() {
        return pairing;
    }

    public RoundRobinTable roundRobin() {
        return roundRobin;
    }

    /** How players' individual scores count in team events (individual.yaml), or null: the edition has no such rule. */
    public IndividualTable individual() {
        return individual;
    }

    /** The knockout stages by regulation (knockout.yaml), or null: the edition has none. */
    public KnockoutTable knockout() {
        return knockout;
    }

    public String source() {
        return source;
    }

    /** Decides multi-game pairings by the edition's match-result rules (competition/*.drl). */
    public MatchDecider matchDecider() {
        return matchDecider;
    }

    /**
     * The chain for an event: the rows whose event keys all match it, the most specific one first. Keys: entrants,
     * system, games, regulation, chain.
     */
    public Chain chainFor(EventSpec e) {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("entrants", e.entrants());
        facts.put("system", e.roundRobin() ? "round-robin" : "swiss");
        facts.put("games", String.valueOf(e.gamesPerPairing()));
        if (e.regulation() != null) {
            facts.put("regulation", e.regulation());
        }
        if (e.chain() != null) {
            facts.put("chain", e.chain());
        }
        Chain best = null;
        for (Chain c : chains()) {
            boolean fits = c.event().entrySet().stream().allMatch(k -> k.getValue().equals(facts.get(k.getKey())));
            if (fits && (best == null || c.event().size() > best.event().size())) {
                best = c;
            }
        }
        if (e.chain() != null && (best == null || !e.chain().equals(best.event().get("chain")))) {
            // the event names a chain by its id
            best = chains().stream().filter(c -> e.chain().equals(c.id())).findFirst()
                    .orElseThrow(() -> new RulesFolderException("edition " + edition + " has no tiebreak chain \""
                            + e.chain() + "\" (its chains: " + String.join(", ", chains().stream().map(Chain::id).toList()) + ")"));
        }
        if (best == null) {
            throw new RulesFolderException("edition " + edition + " has no tiebreak chain for " + facts
                    + " (its chains: " + String.join(", ", chains().stream().map(c -> c.id() + " " + c.event()).toList())
                    + ")");
        }
        return best;
    }
}
