package org.xqverifier.competition;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.edition.RulesException;
import org.xqverifier.edition.TableBinder;
import org.xqverifier.edition.YamlTable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Reads and validates a tournament file (YAML or JSON; its fields in docs/competition.md, "The tournament file"). Every problem is reported
 * as one message naming the file, the field path (e.g. {@code rounds[3].games[2].result}) and the round.
 */
public final class TournamentReader {
    private final String file;

    private TournamentReader(String file) {
        this.file = file;
    }

    public static Tournament read(Path path) {
        return read(path, null);
    }

    /**
     * As {@link #read(Path)}, telling {@code eventRead} the event as soon as it is read, before the entrants and rounds
     * are: a command can start loading the edition's tables beside the rest of the file.
     */
    public static Tournament read(Path path, Consumer<EventSpec> eventRead) {
        String text;
        try {
            text = Files.readString(path);
        } catch (NoSuchFileException e) {
            throw new TournamentFileException(path + ": no such file");
        } catch (IOException e) {
            throw new TournamentFileException(path + ": cannot read (" + e.getMessage() + ")");
        }
        return parse(path, text, eventRead);
    }

    public static Tournament parse(Path path, String text) {
        return parse(path, text, null);
    }

    private static Tournament parse(Path path, String text, Consumer<EventSpec> eventRead) {
        YamlTable table;
        try {
            // the fast reader when the file is in its subset: the places of the fields are found only for a message
            table = YamlTable.read(String.valueOf(path), text.getBytes(StandardCharsets.UTF_8));
        } catch (RulesException e) {
            throw new TournamentFileException(e.getMessage().replaceFirst(": ", ": not valid YAML: "));
        }
        TournamentReader reader = new TournamentReader(String.valueOf(path));
        reader.eventRead = eventRead;
        reader.table = table;
        return reader.tournament(path, table.root());
    }

    private YamlTable table;
    private Consumer<EventSpec> eventRead;

    /** file:line of a field written as in messages (rounds[3].games[2].result, 1-based indexes). */
    private String where(String field) {
        if (table == null) {
            return file;
        }
        // "(top)" names the document itself in messages; it is no key of it
        String pointer = YamlTable.pointerOfField(field).replaceAll("/\\(top\\)(?=/|$)", "");
        int line;
        try {
            line = table.position(pointer)[0];
        } catch (RulesException e) {
            return file;
        }
        return line > 0 ? file + ":" + line : file;
    }

    private TournamentFileException error(String field, String message) {
        return new TournamentFileException(where(field) + ": " + field + ": " + message);
    }

    private TournamentFileException error(String field, int round, String message) {
        return new TournamentFileException(where(field) + ": round " + round + ", " + field + ": " + message);
    }

    /** The part at {@code pointer} as a {@code type}; a mistake the binder finds is the file's one message. */
    private <T> T bind(String pointer, Class<T> type) {
        return bound(() -> TableBinder.bind(null, table, pointer, type));
    }

    /** The list at {@code pointer}, each element a {@code row}. */
    private <T> List<T> bindList(String pointer, Class<T> row) {
        return bound(() -> TableBinder.bindList(null, table, pointer, row));
    }

    private static <T> T bound(java.util.function.Supplier<T> binding) {
        try {
            return binding.get();
        } catch (RulesException e) {
            throw new TournamentFileException(e.getMessage());
        }
    }

    private Tournament tournament(Path path, JsonNode root) {
        if (root == null || !root.isObject()) {
            throw error("(top)", "a tournament file is a mapping with event, players (or teams) and rounds");
        }
        TournamentFile top = bind("", TournamentFile.class);
        if (top.event() == null || !top.event().isObject()) {
            throw error("event", "missing (name, edition, format, …)");
        }
        EventSpec event = bind("/event", EventSpec.class);
        if (eventRead != null) {
            eventRead.accept(event);
        }
        String peopleField = top.teams() != null ? "teams" : "players";
        JsonNode people = top.teams() != null ? top.teams() : top.players();
        if (people == null || !people.isArray() || people.isEmpty()) {
            throw error(peopleField, "a list of at least two entrants is required");
        }
        for (int i = 0; i < people.size(); i++) {
            if (!people.get(i).isObject()) {
                throw error(peopleField + "[" + (i + 1) + "]", "an entrant is a mapping {id, name, unit, rating}");
            }
        }
        List<TournamentFile.Team> rows = event.team() ? bindList("/" + peopleField, TournamentFile.Team.class)
                : bindList("/" + peopleField, TournamentFile.Player.class).stream().map(TournamentReader::team).toList();
        List<Entrant> entrants = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < people.size(); i++) {
            String f = peopleField + "[" + (i + 1) + "]";
            TournamentFile.Team p = rows.get(i);
            String id = p.id();
            if ("bye".equalsIgnoreCase(id)) {
                throw error(f + ".id", "\"bye\" is reserved for the bye");
            }
            if (!ids.add(id)) {
                throw error(f + ".id", "duplicate id " + id);
            }
            entrants.add(new Entrant(id, p.name() != null ? p.name() : id, p.unit(), p.rating(), i + 1));
            if (event.team()) roster(p, people.get(i), f, event);
        }
        if (entrants.size() < 2) {
            throw error(peopleField, "at least two entrants are needed");
        }
        List<List<Pairing>> rounds = rounds(top.rounds(), event, ids);
        Map<String, Integer> withdrawn = withdrawals(top.withdrawals(), ids);
        BoardPlayers players = members.isEmpty() ? BoardPlayers.NONE
                : new BoardPlayers(Map.copyOf(members), Map.copyOf(reserves), Map.copyOf(playerNames), Map.copyOf(lineups));
        return new Tournament(path, event, entrants, rounds, withdrawn, players);
    }

    private static TournamentFile.Team team(TournamentFile.Player p) {
        return new TournamentFile.Team(p.id(), p.name(), p.unit(), p.rating(), List.of(), List.of());
    }

    private final Map<String, List<String>> members = new HashMap<>();
    private final Map<String, List<String>> reserves = new HashMap<>();
    private final Map<String, String> playerNames = new HashMap<>();
    private final Map<String, String> teamOfPlayer = new HashMap<>();
    private final Map<String, BoardPlayers.Lineup> lineups = new HashMap<>();

    /** A team's regulars (members, board order) and reserves, each {id, name} or an id (AXF 附录1 第1条). */
    private void roster(TournamentFile.Team team, JsonNode written, String f, EventSpec event) {
        if (!written.has("members")) {   // an absent list binds as an empty one: the file says which it was
            if (written.has("reserves")) throw error(f + ".reserves", "reserves need the team's members");
            return;
        }
        List<String> regulars = players(team.members(), team.id(), f + ".members");
        if (regulars.size() != event.teamSize()) {
            throw error(f + ".members", "a team of " + event.teamSize() + " boards lists " + event.teamSize() + " members (its regulars, in board order), not " + regulars.size());
        }
        members.put(team.id(), regulars);
        reserves.put(team.id(), players(team.reserves(), team.id(), f + ".reserves"));
    }

    private List<String> players(List<TournamentFile.Member> list, String teamId, String f) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < list.size(); k++) {
            TournamentFile.Member p = list.get(k);
            String pf = f + "[" + (k + 1) + "]";
            if (p == null) {
                throw error(pf, "a player is {id, name} or an id");
            }
            if (p.name() != null) playerNames.put(p.id(), p.name());
            String before = teamOfPlayer.put(p.id(), teamId);
            if (before != null) throw error(pf, "player " + p.id() + " is listed twice (also in team " + before + ")");
            out.add(p.id());
        }
        return out;
    }

    /** The players a team match names on each board: {red: [...], black: [...]} for the first- and second-listed team. */
    private void lineup(TournamentFile.PairingRow n, String f, int r, EventSpec event) {
        if (n.lineup() == null) return;
        if (!event.team()) throw error(f + ".lineup", r, "a line-up is for team events (event.team_size > 1)");
        List<String> a = seated(n.lineup().red(), n.red(), f + ".lineup.red", r, event);
        List<String> b = seated(n.lineup().black(), n.black(), f + ".lineup.black", r, event);
        lineups.put(f, new BoardPlayers.Lineup(a, b));
    }

    private List<String> seated(List<String> list, String team, String f, int r, EventSpec event) {
        if (list == null || list.size() != event.teamSize()) {
            throw error(f, r, "the " + event.teamSize() + " players of team " + team + ", board 1 first");
        }
        if (!members.containsKey(team)) throw error(f, r, "team " + team + " lists no members to seat");
        List<String> out = new ArrayList<>();
        for (int k = 0; k < list.size(); k++) {
            String id = list.get(k);
            if (!team.equals(teamOfPlayer.get(id))) throw error(f + "[" + (k + 1) + "]", r, id + " is not a player of team " + team);
            if (out.contains(id)) throw error(f + "[" + (k + 1) + "]", r, id + " sits at two boards");
            out.add(id);
        }
        return out;
    }

    private List<List<Pairing>> rounds(JsonNode rs, EventSpec event, Set<String> ids) {
        List<List<Pairing>> rounds = new ArrayList<>();
        if (rs == null || rs.isNull()) {
            return rounds;
        }
        if (!rs.isArray()) {
            throw error("rounds", "a list of rounds is expected");
        }
        for (int i = 0; i < rs.size(); i++) {
            int r = i + 1;
            JsonNode games = rs.get(i).isObject() ? rs.get(i).path("games") : rs.get(i);
            for (int g = 0; g < games.size() && games.isArray(); g++) {
                if (!games.get(g).isObject()) {
                    throw error("rounds[" + r + "].games[" + (g + 1) + "]", r, "a game is a mapping {red, black, result}");
                }
            }
            if (rs.get(i).isObject() || rs.get(i).isArray()) {
                TournamentFile.Round rn = bind("/rounds/" + i, TournamentFile.Round.class);
                if (rs.get(i).has("round") && !Integer.valueOf(r).equals(rn.round())) {   // round: ~ too
                    throw error("rounds[" + r + "].round", "says round " + rs.get(i).get("round").asText()
                            + " but is the " + r + ". entry; list the rounds in order");
                }
                if (rn.games() != null) {
                    rounds.add(round(rn.games(), r, event, ids));
                    continue;
                }
            }
            throw error("rounds[" + r + "].games", r, "a list of games is expected");
        }
        return rounds;
    }

    private List<Pairing> round(List<TournamentFile.PairingRow> games, int r, EventSpec event, Set<String> ids) {
        List<Pairing> round = new ArrayList<>();
        Map<String, String> seen = new HashMap<>();
        for (int g = 0; g < games.size(); g++) {
            String f = "rounds[" + r + "].games[" + (g + 1) + "]";
            Pairing p = pairing(games.get(g), f, r, event, ids);
            for (String who : p.bye() ? List.of(p.first()) : List.of(p.first(), p.second())) {
                String before = seen.put(who, f);
                if (before != null) {
                    throw error(f, r, "player " + who + " is paired twice in this round (also at " + before + ")");
                }
            }
            round.add(p);
        }
        return round;
    }

    private Pairing pairing(TournamentFile.PairingRow n, String f, int r, EventSpec event, Set<String> ids) {
        String red = n.red();
        String black = n.black();
        for (String who : new String[]{red, black}) {
            if (!"bye".equalsIgnoreCase(who) && !ids.contains(who)) {
                throw error(f, r, "unknown player " + who);
            }
        }
        if ("bye".equalsIgnoreCase(red)) {
            throw error(f + ".red", r, "write a bye as {red: ID, black: bye}");
        }
        int firstFouls = n.fouls() == null ? 0 : n.fouls().red();
        int secondFouls = n.fouls() == null ? 0 : n.fouls().black();
        if ("bye".equalsIgnoreCase(black)) {
            if (n.result() != null || n.results() != null || n.boards() != null) {
                throw error(f, r, "a bye has no result");
            }
            return new Pairing(r, red, null, List.of(), firstFouls, 0, f);
        }
        if (red.equals(black)) {
            throw error(f, r, "player " + red + " is paired with himself");
        }
        lineup(n, f, r, event);
        List<Game> games = new ArrayList<>();
        int perBoard = event.gamesPerPairing();
        if (event.team()) {
            JsonNode boards = n.boards();
            if (boards == null || !boards.isArray() || boards.size() != event.teamSize()) {
                throw error(f + ".boards", r, "a team match lists " + event.teamSize() + " board results");
            }
            for (int b = 0; b < boards.size(); b++) {
                List<Outcome> os = outcomes(boards.get(b), perBoard, f + ".boards[" + (b + 1) + "]", r);
                // 附錄 說明2: the first-listed team has red on odd boards; in a two-game match colours swap for game 2.
                boolean firstRed = (b % 2 == 0);
                for (int k = 0; k < os.size(); k++) {
                    games.add(game(r, b + 1, k + 1, red, black, firstRed == (k % 2 == 0), os.get(k)));
                }
            }
        } else {
            if (n.boards() != null) {
                throw error(f + ".boards", r, "boards are for team events (event.team_size > 1)");
            }
            JsonNode res = perBoard == 1 ? n.result() : n.results();
            if (perBoard == 1 && n.results() != null) {
                throw error(f + ".results", r, "a one-game event writes one result (result: 1-0)");
            }
            List<Outcome> os = res == null ? java.util.Collections.nCopies(perBoard, Outcome.PENDING)
                    : outcomes(res, perBoard, f + (perBoard == 1 ? ".result" : ".results"), r);
            for (int k = 0; k < os.size(); k++) {
                games.add(game(r, 1, k + 1, red, black, k % 2 == 0, os.get(k)));
            }
        }
        List<Outcome> playoff = new ArrayList<>();
        if (n.playoff() != null) {
            JsonNode pl = n.playoff();
            if (!pl.isArray()) {
                throw error(f + ".playoff", r, "a list of play-off results, e.g. [\"1/2-1/2\"]");
            }
            for (int k = 0; k < pl.size(); k++) {
                playoff.add(outcome(pl.get(k), f + ".playoff[" + (k + 1) + "]", r));
            }
        }
        return new Pairing(r, red, black, List.copyOf(games), firstFouls, secondFouls, f, List.copyOf(playoff));
    }

    /** Builds a game whose outcome was written from the first-listed entrant's side. */
    private static Game game(int r, int board, int k, String first, String second, boolean firstHasRed, Outcome o) {
        return firstHasRed ? new Game(r, board, k, first, second, o) : new Game(r, board, k, second, first, o.reversed());
    }

    private List<Outcome> outcomes(JsonNode node, int count, String f, int r) {
        List<Outcome> out = new ArrayList<>();
        if (count == 1 && node.isValueNode()) {
            out.add(outcome(node, f, r));
            return out;
        }
        if (!node.isArray() || node.size() != count) {
            throw error(f, r, "expected " + count + " result" + (count == 1 ? "" : "s") + " (one per game)");
        }
        for (JsonNode x : node) {
            out.add(outcome(x, f, r));
        }
        return out;
    }

    private Outcome outcome(JsonNode node, String f, int r) {
        Outcome o = node.isNull() ? Outcome.PENDING : Outcome.parse(node.asText());
        if (o == null || !node.isValueNode()) {
            throw error(f, r, "\"" + node.asText() + "\" is not a result (1-0, 0-1, 1/2-1/2, +/-, -/+, -/-)");
        }
        return o;
    }

    private Map<String, Integer> withdrawals(JsonNode ws, Set<String> ids) {
        Map<String, Integer> out = new LinkedHashMap<>();
        if (ws == null || ws.isNull()) {
            return out;
        }
        if (!ws.isArray()) {
            throw error("withdrawals", "a list of {player, after_round} is expected");
        }
        for (int i = 0; i < ws.size(); i++) {
            String f = "withdrawals[" + (i + 1) + "]";
            if (!ws.get(i).isObject()) {
                throw error(f, "expected {player, after_round}");
            }
            TournamentFile.Withdrawal w = bind("/withdrawals/" + i, TournamentFile.Withdrawal.class);
            String who = ws.get(i).has("team") ? w.team() : w.player();
            if (who == null) {
                throw error(f + (ws.get(i).has("team") ? ".team" : ".player"), "missing");
            }
            if (!ids.contains(who)) {
                throw error(f + ".player", "unknown player " + who);
            }
            if (w.afterRound() == null) {
                throw error(f + ".after_round", "missing (the last round the player took part in; 0 = before the start)");
            }
            if (w.afterRound() < 0 || w.afterRound() > 1000) {
                throw error(f + ".after_round", w.afterRound() + " is out of range 0–1000");
            }
            if (out.put(who, w.afterRound()) != null) {
                throw error(f, "player " + who + " withdraws twice");
            }
        }
        return out;
    }
}
