package org.xqverifier.competition;

import org.xqverifier.edition.Citation;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.competition.tables.WithdrawalTable;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
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

    /** Game and match points (scoring.yaml). */
    public record Points(double winRed, double winBlack, double drawRed, double drawBlack, double lossRed,
                         double lossBlack, double forfeitWin, double forfeitLoss, double doubleForfeit,
                         double byeGamePoints, double byeMatchPoints, double byeBoardPoints, boolean byeScoresInRoundRobin,
                         double matchWin, double matchDraw, double matchLoss,
                         Citation gameArticle, Citation forfeitArticle, Citation byeArticle, Citation matchArticle) {
    }

    /** How byes and forfeits count in the tiebreaks (unplayed.yaml). */
    public record Unplayed(String byeOpponentsScore, boolean byeCountsAsWin, boolean byeCountsAsGameWithBlack,
                           boolean forfeitCountsAsWin, boolean forfeitCountsAsGameWithBlack,
                           boolean forfeitCountsInDirectEncounter, boolean forfeitCountsAsMeeting,
                           boolean forfeitCountsForColourHistory, Citation byeArticle, Citation forfeitArticle) {
    }

    public record CriterionRef(String criterion, Citation provision) {
    }

    /** One row of tiebreaks.yaml: the chain of an event type. */
    public record Chain(String id, Map<String, String> event, String primary, Citation provision,
                        List<CriterionRef> criteria) {
    }

    public record Ranking(boolean firstPlaceShared, boolean otherPlacesShared, Citation provision,
                          Citation firstPlaceTie) {
    }

    private final CompetitionTables tables;
    private final String edition;
    private final String source;
    private final Points points;
    private final Unplayed unplayed;
    private final List<Chain> chains;
    private final String directEncounterMode;
    private final Citation directEncounterProvision;
    private final Ranking ranking;
    private final WithdrawalTable withdrawal;
    private final JsonNode pairing;
    private final JsonNode roundRobin;
    private final JsonNode knockout;
    private final JsonNode individual;
    private final MatchDecider matchDecider;

    private CompetitionRules(CompetitionTables t) {
        this.tables = t;
        this.edition = t.edition();
        this.source = t.source("scoring.yaml");
        Reader s = new Reader(t, "scoring.yaml");
        JsonNode gp = s.node(s.root, "game_points");
        JsonNode fo = s.node(s.root, "forfeit");
        JsonNode by = s.node(s.root, "bye");
        JsonNode mp = s.node(s.root, "match_points");
        points = new Points(s.num(s.node(gp, "win"), "red"), s.num(s.node(gp, "win"), "black"),
                s.num(s.node(gp, "draw"), "red"), s.num(s.node(gp, "draw"), "black"),
                s.num(s.node(gp, "loss"), "red"), s.num(s.node(gp, "loss"), "black"),
                s.num(fo, "win"), s.num(fo, "loss"), s.num(fo, "double"),
                s.num(by, "game_points"), s.num(by, "match_points"), s.num(by, "board_points"),
                s.bool(by, "scores_in_round_robin"),
                s.num(mp, "win"), s.num(mp, "draw"), s.num(mp, "loss"),
                s.cite(gp), s.cite(fo), s.cite(by), s.cite(mp));

        Reader u = new Reader(t, "unplayed.yaml");
        JsonNode ub = u.node(u.root, "bye");
        JsonNode uf = u.node(u.root, "forfeit");
        String byeOpp = u.str(ub, "opponents_score");
        if (!List.of("none", "lowest-scoring", "lowest-all").contains(byeOpp)) {
            throw u.error("bye.opponents_score", "\"" + byeOpp + "\" is not one of none, lowest-scoring, lowest-all");
        }
        unplayed = new Unplayed(byeOpp, u.bool(ub, "counts_as_win"), u.bool(ub, "counts_as_game_with_black"),
                u.bool(uf, "counts_as_win"), u.bool(uf, "counts_as_game_with_black"),
                u.bool(uf, "counts_in_direct_encounter"), u.bool(uf, "counts_as_meeting"),
                u.bool(uf, "counts_for_colour_history"), u.cite(ub), u.cite(uf));

        Reader tb = new Reader(t, "tiebreaks.yaml");
        JsonNode de = tb.node(tb.root, "direct_encounter");
        directEncounterMode = tb.str(de, "mode");
        if (!List.of("group", "pair-only").contains(directEncounterMode)) {
            throw tb.error("direct_encounter.mode", "\"" + directEncounterMode + "\" is not one of group, pair-only");
        }
        directEncounterProvision = tb.cite(de);
        chains = new ArrayList<>();
        JsonNode cs = tb.node(tb.root, "chains");
        for (int i = 0; i < cs.size(); i++) {
            JsonNode c = cs.get(i);
            String where = "chains[" + (i + 1) + "]";
            Map<String, String> ev = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = tb.node(c, "event").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                ev.put(e.getKey(), e.getValue().asText());
            }
            String primary = tb.str(c, "primary");
            if (!List.of("game-points", "match-points").contains(primary)) {
                throw tb.error(where + ".primary", "\"" + primary + "\" is not one of game-points, match-points");
            }
            List<CriterionRef> crit = new ArrayList<>();
            JsonNode list = tb.node(c, "criteria");
            for (int k = 0; k < list.size(); k++) {
                JsonNode cr = list.get(k);
                String name = tb.str(cr, "criterion");
                if (!Tiebreaks.known(name)) {
                    throw tb.error(where + ".criteria[" + (k + 1) + "].criterion", "unknown criterion \"" + name
                            + "\" (known: " + String.join(", ", Tiebreaks.names()) + ")");
                }
                crit.add(new CriterionRef(name, tb.cite(cr)));
            }
            chains.add(new Chain(tb.str(c, "id"), ev, primary, tb.cite(c), List.copyOf(crit)));
        }

        Reader r = new Reader(t, "ranking.yaml");
        ranking = new Ranking(r.bool(r.root, "first_place_shared"), r.bool(r.root, "other_places_shared"),
                r.cite(r.root), r.cite(r.node(r.root, "first_place_tie")));

        withdrawal = t.bind("withdrawal.yaml", WithdrawalTable.class);

        pairing = t.table("pairing.yaml");
        roundRobin = t.table("round-robin.yaml");
        knockout = t.has("knockout.yaml") ? t.table("knockout.yaml") : null;
        individual = t.has("individual.yaml") ? t.table("individual.yaml") : null;
        matchDecider = new MatchDecider(t);
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

    public Points points() {
        return points;
    }

    public Unplayed unplayed() {
        return unplayed;
    }

    public List<Chain> chains() {
        return chains;
    }

    private volatile ChineseScript script;

    /** The script the edition's tiebreak chains are written in: xq's headings and marks beside them follow it. */
    public ChineseScript script() {
        ChineseScript known = script;
        if (known == null) {
            StringBuilder words = new StringBuilder();
            for (Chain c : chains) {
                words.append(c.provision().zh());
                c.criteria().forEach(r -> words.append(r.provision().zh()));
            }
            script = known = ChineseScript.of(words.toString());
        }
        return known;
    }

    public String directEncounterMode() {
        return directEncounterMode;
    }

    public Citation directEncounterProvision() {
        return directEncounterProvision;
    }

    public Ranking ranking() {
        return ranking;
    }

    /** What a withdrawal does to a player's results in this event's system (withdrawal.yaml). */
    public WithdrawalTable.Withdrawal withdrawal(EventSpec e) {
        return e.roundRobin() ? withdrawal.roundRobin() : withdrawal.swiss();
    }

    public JsonNode pairingTable() {
        return pairing;
    }

    public JsonNode roundRobinTable() {
        return roundRobin;
    }

    /** How players' individual scores count in team events (individual.yaml), or null: the edition has no such rule. */
    public JsonNode individualTable() {
        return individual;
    }

    public JsonNode knockoutTable() {
        return knockout;
    }

    public String source() {
        return source;
    }

    /** The citation of a row of the competition table {@code table} (e.g. {@code pairing.yaml}); see CompetitionTables. */
    Citation cite(String table, JsonNode row) {
        return tables.cite(table, row);
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
        for (Chain c : chains) {
            boolean fits = c.event().entrySet().stream().allMatch(k -> k.getValue().equals(facts.get(k.getKey())));
            if (fits && (best == null || c.event().size() > best.event().size())) {
                best = c;
            }
        }
        if (e.chain() != null && (best == null || !e.chain().equals(best.event().get("chain")))) {
            // the event names a chain by its id
            best = chains.stream().filter(c -> e.chain().equals(c.id())).findFirst()
                    .orElseThrow(() -> new RulesFolderException("edition " + edition + " has no tiebreak chain \""
                            + e.chain() + "\" (its chains: " + String.join(", ", chains.stream().map(Chain::id).toList()) + ")"));
        }
        if (best == null) {
            throw new RulesFolderException("edition " + edition + " has no tiebreak chain for " + facts
                    + " (its chains: " + String.join(", ", chains.stream().map(c -> c.id() + " " + c.event()).toList())
                    + ")");
        }
        return best;
    }

    /** Reads fields of one table with messages naming the file and field. */
    private static final class Reader {
        final CompetitionTables tables;
        final String name;
        final JsonNode root;

        Reader(CompetitionTables t, String name) {
            this.tables = t;
            this.name = name;
            this.root = t.table(name);
            if (root == null || !root.isObject()) {
                throw new RulesFolderException(t.source(name) + ": the table is empty or not a mapping");
            }
        }

        Citation cite(JsonNode row) {
            return tables.cite(name, row);
        }

        org.xqverifier.edition.RulesException error(String field, String msg) {
            return tables.errorAt(name, field, msg);
        }

        /** The path of a node below the root, for messages (found by identity; tables are small). */
        String pathOf(JsonNode target) {
            String p = find(root, target, "");
            return p == null ? "" : p;
        }

        private static String find(JsonNode at, JsonNode target, String path) {
            if (at == target) {
                return path;
            }
            if (at.isObject()) {
                for (java.util.Iterator<Map.Entry<String, JsonNode>> it = at.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    String r = find(e.getValue(), target, path.isEmpty() ? e.getKey() : path + "." + e.getKey());
                    if (r != null) {
                        return r;
                    }
                }
            } else if (at.isArray()) {
                for (int i = 0; i < at.size(); i++) {
                    String r = find(at.get(i), target, path + "[" + (i + 1) + "]");
                    if (r != null) {
                        return r;
                    }
                }
            }
            return null;
        }

        private String field(JsonNode n, String key) {
            String p = pathOf(n);
            return p.isEmpty() ? key : p + "." + key;
        }

        JsonNode node(JsonNode n, String key) {
            JsonNode v = n.get(key);
            if (v == null || v.isNull()) {
                throw error(field(n, key), "missing");
            }
            return v;
        }

        double num(JsonNode n, String key) {
            JsonNode v = node(n, key);
            if (!v.isNumber()) {
                throw error(field(n, key), "not a number: " + v.asText());
            }
            return v.asDouble();
        }

        boolean bool(JsonNode n, String key) {
            JsonNode v = node(n, key);
            if (!v.isBoolean()) {
                throw error(field(n, key), "not true/false: " + v.asText());
            }
            return v.asBoolean();
        }

        String str(JsonNode n, String key) {
            return node(n, key).asText();
        }
    }
}
