package org.xqverifier.competition;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.edition.TableBinder;

import java.util.List;
import java.util.Set;

/**
 * A tournament file as it is written (docs/competition.md, "The tournament file"), bound part by part by
 * {@link TableBinder}: an unknown key, a wrong type, a value outside its closed set or range is refused at its
 * file:line:column. What the parts say of each other (entrants the games name, a player paired twice in a round, the
 * results an event's format wants) {@link TournamentReader} checks, naming the round.
 * <p>The event section is bound to {@link EventSpec} itself. The parts are bound one by one because what an entrant may say depends on the event ({@code members} for a team
 * event), and the event is handed on before the rest is read. The results stay as written ({@code JsonNode}): how
 * many a game has depends on the event too.
 */
record TournamentFile(JsonNode event, JsonNode players, JsonNode teams, JsonNode rounds, JsonNode withdrawals) {
    static final Set<String> OPTIONAL = Set.of("event", "players", "teams", "rounds", "withdrawals");

    /** A player of an individual event. */
    record Player(String id, String name, String unit, Integer rating) {
        static final Set<String> OPTIONAL = Set.of("name", "unit", "rating");
    }

    /** A team, with its regulars in board order and its reserves (AXF 附录1 第1条). */
    record Team(String id, String name, String unit, Integer rating, List<Member> members, List<Member> reserves) {
        static final Set<String> OPTIONAL = Set.of("name", "unit", "rating", "members", "reserves");
    }

    /** A player of a team: {@code {id, name}}, or the id alone; null where a list leaves a row blank. */
    record Member(String id, String name) {
        static final Set<String> OPTIONAL = Set.of("name");

        public Member(String id) {
            this(id, null);
        }
    }

    /** A round: {@code {round: N, games: […]}}, or its games alone. */
    record Round(Integer round, List<PairingRow> games) {
        static final Set<String> OPTIONAL = Set.of("round", "games");

        public Round(List<PairingRow> games) {
            this(null, games);
        }
    }

    /** A game, or a match of a team event or of several games, written from the first-listed entrant's side. */
    record PairingRow(String red, String black, JsonNode result, JsonNode results, JsonNode boards, Fouls fouls,
                   JsonNode board, JsonNode playoff, Lineup lineup) {
        static final Set<String> OPTIONAL = Set.of("result", "results", "boards", "fouls", "board", "playoff",
                "lineup");
    }

    /** The fouls each side was given (red: the first-listed entrant). */
    record Fouls(int red, int black) implements TableBinder.Checked {
        static final Set<String> OPTIONAL = Set.of("red", "black");

        @Override
        public void check() {
            EventSpec.range("red", red, 0, 99);
            EventSpec.range("black", black, 0, 99);
        }
    }

    /** The players a team match seats, board 1 first: red for the first-listed team, black for the second. */
    record Lineup(List<String> red, List<String> black) {
        static final Set<String> OPTIONAL = Set.of("red", "black");
    }

    /** An entrant leaving the event: the last round they took part in (0 = before the start). */
    record Withdrawal(String player, String team, Integer afterRound) {
        static final Set<String> OPTIONAL = Set.of("player", "team", "afterRound");
    }
}
