package org.xqverifier.competition.steps;

import org.xqverifier.competition.tables.PairingTable;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import org.xqverifier.competition.CompetitionRules;
import org.xqverifier.competition.EventSpec;
import org.xqverifier.competition.PairReason;
import org.xqverifier.competition.Pairing;
import org.xqverifier.competition.Standings;
import org.xqverifier.competition.SwissPairer;
import org.xqverifier.competition.Tiebreaks;
import org.xqverifier.competition.Tournament;
import org.xqverifier.competition.TournamentFileException;
import org.xqverifier.competition.TournamentReader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Steps of the competition features: a scenario writes a tournament file from its tables (so the file reader is
 * exercised too), then asks for standings or a pairing and compares with the answers worked out by hand.
 */
public class CompetitionSteps {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private final Map<String, Object> event = new LinkedHashMap<>();
    private final List<Map<String, Object>> players = new ArrayList<>();
    private final TreeMap<Integer, List<Map<String, Object>>> rounds = new TreeMap<>();
    private final List<Map<String, Object>> withdrawals = new ArrayList<>();
    private Standings standings;
    private List<Pairing> pairing;
    private String explanation;
    private List<PairReason> reasons;
    private Tournament file;
    private Tournament paired;

    @Given("the event:")
    public void theEvent(DataTable table) {
        for (List<String> row : table.asLists()) {
            String v = row.get(1);
            event.put(row.get(0), v.matches("\\d+") ? Integer.parseInt(v) : v);
        }
    }

    @Given("the players {string}")
    public void thePlayers(String ids) {
        for (String id : ids.split("[ ,]+")) {
            players.add(new LinkedHashMap<>(Map.of("id", id)));
        }
    }

    @Given("the players:")
    public void thePlayersTable(DataTable table) {
        for (Map<String, String> row : table.asMaps()) {
            Map<String, Object> p = new LinkedHashMap<>();
            row.forEach((k, v) -> {
                if (v != null && !v.isBlank()) {
                    p.put(k, k.equals("rating") ? Integer.parseInt(v) : v);
                }
            });
            players.add(p);
        }
    }

    @Given("the games:")
    public void theGames(DataTable table) {
        for (Map<String, String> row : table.asMaps()) {
            int r = Integer.parseInt(row.get("round"));
            Map<String, Object> g = new LinkedHashMap<>();
            String playoff = row.get("playoff");
            g.put("red", row.get("red"));
            g.put("black", row.get("black"));
            String result = row.get("result");
            if (result != null && !result.isBlank()) {
                if (result.contains(";")) {   // team boards, each board "a b" for two games
                    List<Object> boards = new ArrayList<>();
                    for (String b : result.split(";")) {
                        String[] games = b.trim().split("\\s+");
                        boards.add(games.length == 1 ? games[0] : List.of((Object[]) games));
                    }
                    g.put("boards", boards);
                } else if (result.trim().contains(" ")) {
                    g.put("results", List.of((Object[]) result.trim().split("\\s+")));
                } else {
                    g.put("result", result.trim());
                }
            }
            String rf = row.getOrDefault("red fouls", "");
            String bf = row.getOrDefault("black fouls", "");
            if ((rf != null && !rf.isBlank()) || (bf != null && !bf.isBlank())) {
                Map<String, Object> f = new LinkedHashMap<>();
                f.put("red", rf == null || rf.isBlank() ? 0 : Integer.parseInt(rf));
                f.put("black", bf == null || bf.isBlank() ? 0 : Integer.parseInt(bf));
                g.put("fouls", f);
            }
            if (playoff != null && !playoff.isBlank()) {
                g.put("playoff", List.of((Object[]) playoff.trim().split("\\s+")));
            }
            rounds.computeIfAbsent(r, k -> new ArrayList<>()).add(g);
        }
    }

    @Given("{word} withdraws after round {int}")
    public void withdraws(String who, int round) {
        withdrawals.add(Map.of("player", who, "after_round", round));
    }

    @Given("the tournament file {string}")
    public void theTournamentFile(String path) {
        file = TournamentReader.read(Path.of(path));
    }

    private Tournament tournament() {
        if (file != null) {
            return file;
        }
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("event", event);
        root.put(event.containsKey("team_size") ? "teams" : "players", players);
        List<Object> rs = new ArrayList<>();
        int last = rounds.isEmpty() ? 0 : rounds.lastKey();
        for (int r = 1; r <= last; r++) {
            rs.add(Map.of("games", rounds.getOrDefault(r, List.of())));
        }
        root.put("rounds", rs);
        if (!withdrawals.isEmpty()) {
            root.put("withdrawals", withdrawals);
        }
        try {
            return TournamentReader.parse(Path.of("scenario.yaml"), YAML.writeValueAsString(root));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private CompetitionRules rules(Tournament t) {
        return CompetitionRules.forEdition(t.event().edition());
    }

    @When("the standings are computed")
    public void computeStandings() {
        Tournament t = tournament();
        standings = Standings.of(t, rules(t));
    }

    @Then("the standings are:")
    public void theStandingsAre(DataTable expected) {
        List<Map<String, String>> rows = expected.asMaps();
        assertEquals(rows.size(), standings.rows().size(), "number of rows: " + describe());
        for (int i = 0; i < rows.size(); i++) {
            Map<String, String> want = rows.get(i);
            Standings.Row got = standings.rows().get(i);
            String where = "row " + (i + 1) + " of\n" + describe();
            for (Map.Entry<String, String> col : want.entrySet()) {
                String k = col.getKey();
                String v = col.getValue() == null ? "" : col.getValue();
                switch (k) {
                    case "rank" -> assertEquals(v, got.rank() == null ? "-" : got.rank() + (got.tied() ? "=" : ""), where);
                    case "id" -> assertEquals(v, got.entrant().id(), where);
                    case "points" -> assertEquals(v, got.rank() == null ? "" : Standings.number(got.score()), where);
                    case "decided by" -> assertEquals(v, got.decidedBy() == null ? "" : got.decidedBy().criterion(), where);
                    case "title undecided" -> assertEquals(Boolean.parseBoolean(v), got.titleUndecided(), where);
                    default -> assertEquals(v, got.tiebreaks().getOrDefault(k, "(not in chain)"), where + " column " + k);
                }
            }
        }
    }

    private String describe() {
        StringBuilder sb = new StringBuilder();
        for (Standings.Row r : standings.rows()) {
            sb.append(r.rank()).append(r.tied() ? "=" : "").append(' ').append(r.entrant().id()).append(' ')
                    .append(Standings.number(r.score())).append(' ').append(r.tiebreaks()).append(' ')
                    .append(r.decidedBy() == null ? "" : r.decidedBy().criterion()).append('\n');
        }
        return sb.toString();
    }

    @Then("the chain used is {string}")
    public void theChainIs(String id) {
        assertEquals(id, standings.chain().id());
    }

    @Then("the {string} of {word} is {string}")
    public void valueOf(String criterion, String who, String value) {
        Tiebreaks tb = new Tiebreaks(standings.sheet());
        int i = standings.sheet().indexOf(who);
        assertTrue(i >= 0, "no entrant " + who);
        assertEquals(value, Standings.number(tb.valueOf(criterion, i)));
    }

    @Then("{word} is annulled")
    public void annulled(String who) {
        Standings.Row row = standings.rows().stream().filter(r -> r.entrant().id().equals(who)).findFirst().orElseThrow();
        assertEquals(null, row.rank(), describe());
    }

    @Then("computing the standings fails with {string}")
    public void standingsFail(String message) {
        RuntimeException e = assertThrows(RuntimeException.class, () -> {
            Tournament t = tournament();
            Standings.of(t, rules(t));
        });
        assertTrue(e.getMessage().contains(message), "message was: " + e.getMessage());
    }

    @Then("the file is refused with {string}")
    public void refused(String message) {
        TournamentFileException e = assertThrows(TournamentFileException.class, this::tournament);
        assertTrue(e.getMessage().contains(message), "message was: " + e.getMessage());
    }

    @When("round {int} is paired")
    public void pairRound(int round) {
        Tournament t = tournament();
        SwissPairer.Result r = org.xqverifier.competition.Knockout.applies(t, rules(t), round)
                ? org.xqverifier.competition.Knockout.pair(t, rules(t), round) : SwissPairer.pair(t, rules(t), round);
        pairing = r.pairings();
        explanation = r.explanation();
        reasons = r.reasons();
        paired = t.truncatedTo(round - 1);
    }

    @When("round {int} is paired with draw seeds {int} to {int}, {word} meets:")
    public void pairedWithSeeds(int round, int from, int to, String who, DataTable allowed) {
        Tournament t = tournament();
        java.util.Set<String> met = new java.util.TreeSet<>();
        for (int seed = from; seed <= to; seed++) {
            EventSpec e = t.event();
            EventSpec withSeed = new EventSpec(e.name(), e.edition(), e.system(), e.gamesPerPairing(), e.teamSize(),
                    e.plannedRounds(), e.cycles(), e.regulation(), e.chain(), e.avoidSameUnit(), e.sharePlaces(), seed);
            Tournament ts = new Tournament(t.source(), withSeed, new ArrayList<>(t.entrants().values()), t.rounds(),
                    t.withdrawnAfterRound());
            for (Pairing p : SwissPairer.pair(ts, rules(ts), round).pairings()) {
                if (p.involves(who) && !p.bye()) {
                    met.add(p.opponentOf(who));
                }
            }
        }
        java.util.Set<String> ok = new java.util.TreeSet<>(List.of(allowed.asList().get(0).split(" ")));
        assertTrue(ok.containsAll(met), who + " met " + met + ", outside " + ok);
        assertTrue(met.size() > 1, who + " met only " + met + " over draw seeds " + from + "–" + to);
    }

    @Then("pairing round {int} is refused with {string}")
    public void pairingRefused(int round, String message) {
        Tournament t = tournament();
        TournamentFileException e = assertThrows(TournamentFileException.class, () -> SwissPairer.pair(t, rules(t), round));
        assertTrue(e.getMessage().contains(message), "message was: " + e.getMessage());
    }

    @Then("{int} pair(s) join(s) two score groups")
    public void crossGroupPairs(int n) {
        long cross = reasons.stream().filter(r -> r.black() != null && !r.sameGroup()).count();
        assertEquals(n, cross, explanation);
    }

    @Then("{int} pair(s) is/are of one unit")
    public void sameUnitPairs(int n) {
        Tournament t = tournament();
        long same = pairing.stream().filter(p -> !p.bye() && t.entrant(p.first()).unit() != null
                && t.entrant(p.first()).unit().equals(t.entrant(p.second()).unit())).count();
        assertEquals(n, same, explanation);
    }

    @Then("the bye goes to one of {string}")
    public void byeTo(String ids) {
        List<String> ok = List.of(ids.split(" "));
        Pairing bye = pairing.stream().filter(Pairing::bye).findFirst().orElse(null);
        assertNotNull(bye, "no bye\n" + explanation);
        assertTrue(ok.contains(bye.first()), "bye to " + bye.first() + "\n" + explanation);
    }

    @Then("nobody meets an opponent again")
    public void noRematch() {
        java.util.Set<String> met = new java.util.HashSet<>();
        for (Pairing p : paired.allPairings()) {
            if (!p.bye()) {
                met.add(key(p.first(), p.second()));
            }
        }
        for (Pairing p : pairing) {
            if (!p.bye()) {
                assertFalse(met.contains(key(p.first(), p.second())), "rematch " + p.first() + "-" + p.second() + "\n" + explanation);
            }
        }
    }

    @Then("every colour stays within its bounds")
    public void coloursInBounds() {
        PairingTable pr = rules(paired).pairing();
        Map<String, StringBuilder> seq = new java.util.HashMap<>();
        List<Pairing> all = new ArrayList<>(paired.allPairings());
        all.addAll(pairing);
        for (Pairing p : all) {
            if (p.bye() || !(p.pending() || p.playedOverTheBoard())) {
                continue;
            }
            seq.computeIfAbsent(p.first(), k -> new StringBuilder()).append('R');
            seq.computeIfAbsent(p.second(), k -> new StringBuilder()).append('B');
        }
        for (Map.Entry<String, StringBuilder> e : seq.entrySet()) {
            String c = e.getValue().toString();
            long r = c.chars().filter(x -> x == 'R').count();
            assertTrue(Math.abs(2 * r - c.length()) <= pr.colour().maxDifference(), e.getKey() + " " + c + "\n" + explanation);
            assertFalse(c.contains("R".repeat(pr.colour().maxSameInARow() + 1)) || c.contains("B".repeat(pr.colour().maxSameInARow() + 1)),
                    e.getKey() + " " + c + "\n" + explanation);
        }
    }

    @Then("every pair has one of {string} and one of {string}, and {word} has the bye")
    public void halvesAndBye(String upper, String lower, String bye) {
        List<String> up = List.of(upper.split(" "));
        List<String> low = List.of(lower.split(" "));
        for (Pairing p : pairing) {
            if (p.bye()) {
                assertEquals(bye, p.first(), explanation);
                continue;
            }
            assertTrue((up.contains(p.first()) && low.contains(p.second())) || (low.contains(p.first()) && up.contains(p.second())),
                    p.first() + "-" + p.second() + "\n" + explanation);
        }
        assertEquals(up.size() + 1, pairing.size(), explanation);
    }

    @Then("the pairings are:")
    public void thePairingsAre(DataTable expected) {
        List<String> want = new ArrayList<>();
        for (Map<String, String> row : expected.asMaps()) {
            want.add(row.get("red") + "-" + row.get("black"));
        }
        List<String> got = new ArrayList<>();
        for (Pairing p : pairing) {
            got.add(p.first() + "-" + (p.bye() ? "bye" : p.second()));
        }
        assertEquals(want, got, explanation);
    }

    @Then("the pairs, in any colours, are:")
    public void thePairsAre(DataTable expected) {
        List<String> want = new ArrayList<>();
        for (List<String> row : expected.asLists().subList(1, expected.height())) {
            want.add(key(row.get(0), row.get(1)));
        }
        List<String> got = new ArrayList<>();
        for (Pairing p : pairing) {
            got.add(key(p.first(), p.bye() ? "bye" : p.second()));
        }
        assertEquals(want, got, explanation);
    }

    private static String key(String a, String b) {
        return a.compareTo(b) < 0 || b.equals("bye") ? a + "-" + b : b + "-" + a;
    }

    @Then("the explanation mentions {string}")
    public void explanationMentions(String text) {
        assertNotNull(explanation);
        assertTrue(explanation.contains(text), explanation);
    }

    @Then("every pair has one of {string} and one of {string}")
    public void everyPairAcross(String upper, String lower) {
        List<String> up = List.of(upper.split(" "));
        List<String> low = List.of(lower.split(" "));
        assertEquals(up.size(), pairing.size(), explanation);
        for (Pairing p : pairing) {
            assertTrue((up.contains(p.first()) && low.contains(p.second())) || (low.contains(p.first()) && up.contains(p.second())),
                    p.first() + "-" + p.second() + "\n" + explanation);
        }
    }

    @Then("{word} and {word} do not meet")
    public void doNotMeet(String a, String b) {
        for (Pairing p : pairing) {
            if (p.involves(a) && !p.bye()) {
                assertFalse(p.involves(b), explanation);
            }
        }
    }
}
