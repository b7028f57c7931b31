package org.xqverifier.conduct;

import org.xqverifier.conduct.tables.TimeControl;
import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.board.Fen;
import org.xqverifier.board.FenException;
import org.xqverifier.board.Position;

/**
 * What the log's header sets up for the game: the start position ({@code fen}, else the opening position) and the
 * time control, named by {@code time_control} (an id, or {@code {id, minutes}} for a control whose table leaves the
 * first period to the event) or found from {@code games_per_day}; null when the log names none.
 */
record LogHeader(String startFen, Position start, TimeControl control) {

    /** Reads the header against the edition's time controls; a bad field is a {@link LogError} naming the log. */
    static LogHeader read(ArbiterLog log, ConductRules rules) {
        JsonNode fen = log.header("fen");
        String startFen = Fen.START;
        Position start;
        try {
            if (fen.isTextual()) startFen = fen.asText();
            start = Position.fromFen(startFen);
        } catch (FenException ex) {
            throw new LogError(log.name() + ": " + ex.getMessage());
        }
        return new LogHeader(startFen, start, timeControl(log, rules));
    }

    private static TimeControl timeControl(ArbiterLog log, ConductRules rules) {
        JsonNode tc = log.header("time_control");
        String id = null;
        Integer minutes = null;
        if (tc.isTextual() || tc.isNumber()) {
            id = tc.asText();
        } else if (tc.isObject()) {
            id = tc.path("id").asText(null);
            if (tc.path("minutes").isNumber()) minutes = tc.path("minutes").asInt();
        }
        JsonNode gpd = log.header("games_per_day");
        if (id == null && gpd.isNumber()) {
            id = rules.controlForGamesPerDay(gpd.asInt());
            if (id == null) throw new LogError(log.name() + ": " + rules.edition() + " has no time control for " + gpd.asInt() + " games a day");
        }
        if (id == null) return null;
        TimeControl control = rules.controls().get(id);
        if (control == null) {
            throw new LogError(log.name() + ": unknown time_control '" + id + "' for " + rules.edition() + " (known: " + rules.controls().keySet() + ")");
        }
        if (minutes != null) control = control.withFirstPeriodMinutes(minutes);
        if (!control.fischer() && control.periods().get(0).minutes() == 0) {
            throw new LogError(log.name() + ": time_control " + id + " leaves the time to the event: give {id: " + id + ", minutes: N}");
        }
        return control;
    }
}
