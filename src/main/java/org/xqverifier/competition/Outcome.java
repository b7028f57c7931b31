package org.xqverifier.competition;

import java.util.Locale;

/**
 * The result of one game as written on a scoresheet, seen from the side written first (red in an individual game,
 * the first-listed team's player on a team board). Forfeits are kept apart from played results because the
 * tiebreak tables count them differently (colour history, wins with black, direct encounter).
 */
public enum Outcome {
    FIRST_WINS("1-0"),
    DRAW("1/2-1/2"),
    SECOND_WINS("0-1"),
    FIRST_WINS_BY_FORFEIT("+/-"),
    SECOND_WINS_BY_FORFEIT("-/+"),
    DOUBLE_FORFEIT("-/-"),
    /** Paired but not played yet: ignored by the standings. */
    PENDING("");

    private final String code;

    Outcome(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public boolean playedOverTheBoard() {
        return this == FIRST_WINS || this == DRAW || this == SECOND_WINS;
    }

    public boolean forfeit() {
        return this == FIRST_WINS_BY_FORFEIT || this == SECOND_WINS_BY_FORFEIT || this == DOUBLE_FORFEIT;
    }

    public Outcome reversed() {
        return switch (this) {
            case FIRST_WINS -> SECOND_WINS;
            case SECOND_WINS -> FIRST_WINS;
            case FIRST_WINS_BY_FORFEIT -> SECOND_WINS_BY_FORFEIT;
            case SECOND_WINS_BY_FORFEIT -> FIRST_WINS_BY_FORFEIT;
            default -> this;
        };
    }

    /** Reads a result as a scoresheet writes it; null when the text is not a result. */
    public static Outcome parse(String text) {
        if (text == null) {
            return PENDING;
        }
        String t = text.trim().toLowerCase(Locale.ROOT).replace(" ", "").replace('½', 'h')
                .replace("1/2", "h").replace("0.5", "h").replace('–', '-').replace(':', '-');
        return switch (t) {
            case "1-0", "2-0" -> FIRST_WINS;
            case "0-1", "0-2" -> SECOND_WINS;
            case "h-h", "=", "1-1", "draw" -> DRAW;
            case "+/-", "+-", "+/−" -> FIRST_WINS_BY_FORFEIT;
            case "-/+", "-+" -> SECOND_WINS_BY_FORFEIT;
            case "-/-", "--" -> DOUBLE_FORFEIT;
            case "", "pending", "?" -> PENDING;
            default -> null;
        };
    }
}
