package org.xqverifier.competition;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.edition.PlainYaml;
import org.xqverifier.edition.RulesException;
import org.xqverifier.edition.YamlTable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
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
    private static final Set<String> EVENT_KEYS = Set.of("name", "edition", "format", "games_per_pairing",
            "team_size", "rounds", "cycles", "regulation", "tiebreak_chain", "avoid_same_unit", "share_places",
            "draw_seed");
    private static final Set<String> TOP_KEYS = Set.of("event", "players", "teams", "rounds", "withdrawals");
    private static final Set<String> PLAYER_KEYS = Set.of("id", "name", "unit", "rating");
    private static final Set<String> TEAM_KEYS = Set.of("id", "name", "unit", "rating", "members", "reserves");
    private static final Set<String> GAME_KEYS = Set.of("red", "black", "result", "results", "boards", "fouls", "board", "playoff", "lineup");

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
        JsonNode plain = PlainYaml.parse(text);
        if (plain != null) {
            // the positions of the fields are wanted only for a message: the full reader finds them then
            TournamentReader reader = new TournamentReader(String.valueOf(path));
            reader.eventRead = eventRead;
            reader.text = text;
            return reader.tournament(path, plain);
        }
        YamlTable table;
        try {
            table = YamlTable.parse(String.valueOf(path), text.getBytes(StandardCharsets.UTF_8));
        } catch (RulesException e) {
            throw new TournamentFileException(e.getMessage().replaceFirst(": ", ": not valid YAML: "));
        }
        TournamentReader reader = new TournamentReader(String.valueOf(path));
        reader.eventRead = eventRead;
        reader.table = table;
        return reader.tournament(path, table.root());
    }

    private YamlTable table;
    private String text;
    private Consumer<EventSpec> eventRead;

    /** file:line of a field written as in messages (rounds[3].games[2].result, 1-based indexes). */
    private String where(String field) {
        if (table == null && text != null) {
            try {
                table = YamlTable.parse(file, text.getBytes(StandardCharsets.UTF_8));
            } catch (RulesException e) {
                text = null;
            }
        }
        if (table == null) {
            return file;
        }
        // "(top)" names the document itself in messages; it is no key of it
        String pointer = YamlTable.pointerOfField(field).replaceAll("/\\(top\\)(?=/|$)", "");
        int line = table.position(pointer)[0];
        return line > 0 ? file + ":" + line : file;
    }

    private TournamentFileException error(String field, String message) {
        return new TournamentFileException(where(field) + ": " + field + ": " + message);
    }

    private TournamentFileException error(String field, int round, String message) {
        return new TournamentFileException(where(field) + ": round " + round + ", " + field + ": " + message);
    }

    private void onlyKeys(JsonNode node, Set<String> allowed, String field) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!allowed.contains(k)) {
                throw error(field + "." + k, "unknown field (allowed: " + String.join(", ", new java.util.TreeSet<>(allowed)) + ")");
            }
        }
    }

    private Tournament tournament(Path path, JsonNode root) {
        if (root == null || !root.isObject()) {
            throw error("(top)", "a tournament file is a mapping with event, players (or teams) and rounds");
        }
        onlyKeys(root, TOP_KEYS, "(top)");
        EventSpec event = event(root.get("event"));
        if (eventRead != null) {
            eventRead.accept(event);
        }
        JsonNode people = root.has("teams") ? root.get("teams") : root.get("players");
        String peopleField = root.has("teams") ? "teams" : "players";
        if (people == null || !people.isArray() || people.isEmpty()) {
            throw error(peopleField, "a list of at least two entrants is required");
        }
        List<Entrant> entrants = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < people.size(); i++) {
            JsonNode p = people.get(i);
            String f = peopleField + "[" + (i + 1) + "]";
            if (!p.isObject()) {
                throw error(f, "an entrant is a mapping {id, name, unit, rating}");
            }
            onlyKeys(p, event.team() ? TEAM_KEYS : PLAYER_KEYS, f);
            String id = text(p, "id", f, true);
            if ("bye".equalsIgnoreCase(id)) {
                throw error(f + ".id", "\"bye\" is reserved for the bye");
            }
            if (!ids.add(id)) {
                throw error(f + ".id", "duplicate id " + id);
            }
            Integer rating = null;
            if (p.hasNonNull("rating")) {
                if (!p.get("rating").canConvertToInt()) {
                    throw error(f + ".rating", "not a whole number: " + p.get("rating").asText());
                }
                rating = p.get("rating").asInt();
            }
            String name = p.hasNonNull("name") ? p.get("name").asText() : id;
            String unit = p.hasNonNull("unit") ? p.get("unit").asText() : null;
            entrants.add(new Entrant(id, name, unit, rating, i + 1));
            if (event.team()) roster(p, id, f, event);
        }
        if (entrants.size() < 2) {
            throw error(peopleField, "at least two entrants are needed");
        }
        List<List<Pairing>> rounds = rounds(root.get("rounds"), event, ids);
        Map<String, Integer> withdrawn = withdrawals(root.get("withdrawals"), ids, rounds);
        BoardPlayers players = members.isEmpty() ? BoardPlayers.NONE
                : new BoardPlayers(Map.copyOf(members), Map.copyOf(reserves), Map.copyOf(playerNames), Map.copyOf(lineups));
        return new Tournament(path, event, entrants, rounds, withdrawn, players);
    }

    private final Map<String, List<String>> members = new HashMap<>();
    private final Map<String, List<String>> reserves = new HashMap<>();
    private final Map<String, String> playerNames = new HashMap<>();
    private final Map<String, String> teamOfPlayer = new HashMap<>();
    private final Map<String, BoardPlayers.Lineup> lineups = new HashMap<>();

    /** A team's regulars (members, board order) and reserves, each {id, name} or an id (AXF 附录1 第1条). */
    private void roster(JsonNode team, String teamId, String f, EventSpec event) {
        if (!team.has("members")) {
            if (team.has("reserves")) throw error(f + ".reserves", "reserves need the team's members");
            return;
        }
        List<String> regulars = players(team.get("members"), teamId, f + ".members");
        if (regulars.size() != event.teamSize()) {
            throw error(f + ".members", "a team of " + event.teamSize() + " boards lists " + event.teamSize() + " members (its regulars, in board order), not " + regulars.size());
        }
        members.put(teamId, regulars);
        reserves.put(teamId, team.has("reserves") ? players(team.get("reserves"), teamId, f + ".reserves") : List.of());
    }

    private List<String> players(JsonNode list, String teamId, String f) {
        if (!list.isArray()) throw error(f, "a list of players, each {id, name} or an id");
        List<String> out = new ArrayList<>();
        for (int k = 0; k < list.size(); k++) {
            JsonNode p = list.get(k);
            String pf = f + "[" + (k + 1) + "]";
            String id;
            if (p.isObject()) {
                onlyKeys(p, Set.of("id", "name"), pf);
                id = text(p, "id", pf, true);
                if (p.hasNonNull("name")) playerNames.put(id, p.get("name").asText());
            } else if (p.isValueNode() && !p.isNull()) {
                id = p.asText();
            } else {
                throw error(pf, "a player is {id, name} or an id");
            }
            String before = teamOfPlayer.put(id, teamId);
            if (before != null) throw error(pf, "player " + id + " is listed twice (also in team " + before + ")");
            out.add(id);
        }
        return out;
    }

    /** The players a team match names on each board: {red: [...], black: [...]} for the first- and second-listed team. */
    private void lineup(JsonNode n, String f, int r, String first, String second, EventSpec event) {
        if (!n.has("lineup")) return;
        JsonNode l = n.get("lineup");
        if (!event.team()) throw error(f + ".lineup", r, "a line-up is for team events (event.team_size > 1)");
        if (!l.isObject()) throw error(f + ".lineup", r, "expected {red: [players], black: [players]} (first- and second-listed team)");
        onlyKeys(l, Set.of("red", "black"), f + ".lineup");
        List<String> a = seated(l.get("red"), first, f + ".lineup.red", r, event);
        List<String> b = seated(l.get("black"), second, f + ".lineup.black", r, event);
        lineups.put(f, new BoardPlayers.Lineup(a, b));
    }

    private List<String> seated(JsonNode list, String team, String f, int r, EventSpec event) {
        if (list == null || !list.isArray() || list.size() != event.teamSize()) {
            throw error(f, r, "the " + event.teamSize() + " players of team " + team + ", board 1 first");
        }
        if (!members.containsKey(team)) throw error(f, r, "team " + team + " lists no members to seat");
        List<String> out = new ArrayList<>();
        for (int k = 0; k < list.size(); k++) {
            String id = list.get(k).asText();
            if (!team.equals(teamOfPlayer.get(id))) throw error(f + "[" + (k + 1) + "]", r, id + " is not a player of team " + team);
            if (out.contains(id)) throw error(f + "[" + (k + 1) + "]", r, id + " sits at two boards");
            out.add(id);
        }
        return out;
    }

    private String text(JsonNode n, String key, String field, boolean required) {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            if (required) {
                throw error(field + "." + key, "missing");
            }
            return null;
        }
        if (!v.isValueNode()) {
            throw error(field + "." + key, "expected a single value");
        }
        return v.asText();
    }

    private int integer(JsonNode n, String key, String field, int dflt, int min, int max) {
        JsonNode v = n.get(key);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (!v.canConvertToInt() || !v.isIntegralNumber()) {
            throw error(field + "." + key, "not a whole number: " + v.asText());
        }
        int i = v.asInt();
        if (i < min || i > max) {
            throw error(field + "." + key, i + " is out of range " + min + "–" + max);
        }
        return i;
    }

    private EventSpec event(JsonNode e) {
        if (e == null || !e.isObject()) {
            throw error("event", "missing (name, edition, format, …)");
        }
        onlyKeys(e, EVENT_KEYS, "event");
        String edition = text(e, "edition", "event", true);
        String format = text(e, "format", "event", true);
        if (!Set.of("round-robin", "swiss", "knockout").contains(format)) {
            throw error("event.format", "\"" + format + "\" is not one of round-robin, swiss, knockout");
        }
        String avoid = text(e, "avoid_same_unit", "event", false);
        if (avoid != null && !Set.of("none", "round-one", "all-rounds").contains(avoid)) {
            throw error("event.avoid_same_unit", "\"" + avoid + "\" is not one of none, round-one, all-rounds");
        }
        Boolean share = e.hasNonNull("share_places") ? e.get("share_places").asBoolean() : null;
        long seed = e.hasNonNull("draw_seed") ? e.get("draw_seed").asLong() : 0L;
        return new EventSpec(e.hasNonNull("name") ? e.get("name").asText() : "(unnamed event)", edition, format,
                integer(e, "games_per_pairing", "event", 1, 1, 2), integer(e, "team_size", "event", 1, 1, 12),
                integer(e, "rounds", "event", 0, 0, 1000), integer(e, "cycles", "event", 1, 1, 4),
                text(e, "regulation", "event", false), text(e, "tiebreak_chain", "event", false), avoid, share, seed);
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
            JsonNode rn = rs.get(i);
            JsonNode games = rn;
            if (rn.isObject()) {
                onlyKeys(rn, Set.of("round", "games"), "rounds[" + r + "]");
                if (rn.has("round") && rn.get("round").asInt() != r) {
                    throw error("rounds[" + r + "].round", "says round " + rn.get("round").asText()
                            + " but is the " + r + ". entry; list the rounds in order");
                }
                games = rn.get("games");
            }
            if (games == null || !games.isArray()) {
                throw error("rounds[" + r + "].games", r, "a list of games is expected");
            }
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
            rounds.add(round);
        }
        return rounds;
    }

    private Pairing pairing(JsonNode n, String f, int r, EventSpec event, Set<String> ids) {
        if (!n.isObject()) {
            throw error(f, r, "a game is a mapping {red, black, result}");
        }
        onlyKeys(n, GAME_KEYS, f);
        String red = text(n, "red", f, true);
        String black = text(n, "black", f, true);
        for (String who : new String[]{red, black}) {
            if (!"bye".equalsIgnoreCase(who) && !ids.contains(who)) {
                throw error(f, r, "unknown player " + who);
            }
        }
        if ("bye".equalsIgnoreCase(red)) {
            throw error(f + ".red", r, "write a bye as {red: ID, black: bye}");
        }
        int firstFouls = 0;
        int secondFouls = 0;
        if (n.has("fouls")) {
            JsonNode fl = n.get("fouls");
            if (!fl.isObject()) {
                throw error(f + ".fouls", r, "expected {red: N, black: N}");
            }
            onlyKeys(fl, Set.of("red", "black"), f + ".fouls");
            firstFouls = integer(fl, "red", f + ".fouls", 0, 0, 99);
            secondFouls = integer(fl, "black", f + ".fouls", 0, 0, 99);
        }
        if ("bye".equalsIgnoreCase(black)) {
            if (n.has("result") || n.has("results") || n.has("boards")) {
                throw error(f, r, "a bye has no result");
            }
            return new Pairing(r, red, null, List.of(), firstFouls, 0, f);
        }
        if (red.equals(black)) {
            throw error(f, r, "player " + red + " is paired with himself");
        }
        lineup(n, f, r, red, black, event);
        List<Game> games = new ArrayList<>();
        int perBoard = event.gamesPerPairing();
        if (event.team()) {
            JsonNode boards = n.get("boards");
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
            if (n.has("boards")) {
                throw error(f + ".boards", r, "boards are for team events (event.team_size > 1)");
            }
            JsonNode res = perBoard == 1 ? n.get("result") : n.get("results");
            if (perBoard == 1 && n.has("results")) {
                throw error(f + ".results", r, "a one-game event writes one result (result: 1-0)");
            }
            List<Outcome> os = res == null ? java.util.Collections.nCopies(perBoard, Outcome.PENDING)
                    : outcomes(res, perBoard, f + (perBoard == 1 ? ".result" : ".results"), r);
            for (int k = 0; k < os.size(); k++) {
                games.add(game(r, 1, k + 1, red, black, k % 2 == 0, os.get(k)));
            }
        }
        List<Outcome> playoff = new ArrayList<>();
        if (n.has("playoff")) {
            JsonNode pl = n.get("playoff");
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

    private Map<String, Integer> withdrawals(JsonNode ws, Set<String> ids, List<List<Pairing>> rounds) {
        Map<String, Integer> out = new LinkedHashMap<>();
        if (ws == null || ws.isNull()) {
            return out;
        }
        if (!ws.isArray()) {
            throw error("withdrawals", "a list of {player, after_round} is expected");
        }
        for (int i = 0; i < ws.size(); i++) {
            String f = "withdrawals[" + (i + 1) + "]";
            JsonNode w = ws.get(i);
            if (!w.isObject()) {
                throw error(f, "expected {player, after_round}");
            }
            onlyKeys(w, Set.of("player", "team", "after_round"), f);
            String who = w.has("team") ? text(w, "team", f, true) : text(w, "player", f, true);
            if (!ids.contains(who)) {
                throw error(f + ".player", "unknown player " + who);
            }
            int after = integer(w, "after_round", f, -1, 0, 1000);
            if (after < 0) {
                throw error(f + ".after_round", "missing (the last round the player took part in; 0 = before the start)");
            }
            if (out.put(who, after) != null) {
                throw error(f, "player " + who + " withdraws twice");
            }
        }
        return out;
    }
}
