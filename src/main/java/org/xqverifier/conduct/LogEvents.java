package org.xqverifier.conduct;

import com.fasterxml.jackson.databind.JsonNode;
import org.xqverifier.edition.TableBinder;
import org.xqverifier.edition.TableBinder.Checked;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.xqverifier.conduct.LogValues.PENALTIES;

/**
 * The events of an arbiter's log, one record a kind, each the one description of its fields (docs/conduct.md, "The
 * log"): the event's type is its first component, a closed set is a {@code ONE_OF}, and {@code check()} says what a
 * type cannot (a side as written, a point, a clock reading, a range). {@link ArbiterLog} binds every event to its
 * record before anything is replayed, so a misspelt {@code clok:} is refused rather than silently dropping the clock.
 */
final class LogEvents {
    private LogEvents() {
    }

    /** The record of each event type, by the key that names it in the log. */
    static final Map<String, Class<? extends Record>> KINDS = new LinkedHashMap<>();

    static {
        KINDS.put("move", Move.class);
        KINDS.put("touch", Touch.class);
        KINDS.put("claim", Claim.class);
        KINDS.put("review", Review.class);
        KINDS.put("draw_offer", DrawOffer.class);
        KINDS.put("draw_answer", DrawAnswer.class);
        KINDS.put("clock_press", ClockPress.class);
        KINDS.put("offence", Offence.class);
        KINDS.put("late", Late.class);
        KINDS.put("absent", Absent.class);
        KINDS.put("resign", Resign.class);
        KINDS.put("seal", Seal.class);
        KINDS.put("resume", Resume.class);
        KINDS.put("illegal_move", IllegalMove.class);
        KINDS.put("colour_reversal", ColourReversal.class);
        KINDS.put("flag", Flag.class);
        KINDS.put("limit", Limit.class);
        KINDS.put("clock_not_pressed", ClockNotPressed.class);
        KINDS.put("clock_fault", ClockFault.class);
        KINDS.put("draw_withdrawn", DrawWithdrawn.class);
        KINDS.put("penalty", Penalty.class);
        KINDS.put("displaced", Displaced.class);
        KINDS.put("take_back", TakeBack.class);
        KINDS.put("record_completed", RecordCompleted.class);
    }

    /** The used time of either side, as the clock shows it ({@code {red: '0:12:30', black: 600}}). */
    record Clock(JsonNode red, JsonNode black) implements Checked {
        static final String EXAMPLE = "{red: USED, black: USED}";
        static final Set<String> OPTIONAL = Set.of("red", "black");

        @Override
        public void check() {
            LogValues.reading("red", red);
            LogValues.reading("black", black);
        }
    }

    /** A side's minutes late or absent. */
    record SideLate(String side, int minutes) implements Checked {
        static final String EXAMPLE = "{side: red, minutes: 5}";
        @Override
        public void check() {
            LogValues.side("side", side);
            LogValues.minutes("minutes", minutes);
        }
    }

    record Move(String move, Clock clock, List<String> unrecordedBy, JsonNode released) implements Checked {
        static final Set<String> OPTIONAL = Set.of("clock", "unrecordedBy", "released");
        static final Set<String> ONE_OR_MANY = Set.of("unrecordedBy");

        @Override
        public void check() {
            LogValues.text("move", move);
            LogValues.sides("unrecorded_by", unrecordedBy);
            LogValues.reading("released", released);
        }
    }

    record Adjust(boolean announced, boolean consent) {
        static final String EXAMPLE = "{announced: true, consent: true}";
        static final Set<String> OPTIONAL = Set.of("announced", "consent");
    }

    record Touch(List<String> touch, String side, boolean accidental, Adjust adjust) implements Checked {
        static final Set<String> OPTIONAL = Set.of("side", "accidental", "adjust");
        static final Set<String> ONE_OR_MANY = Set.of("touch");

        @Override
        public void check() {
            LogValues.points("touch", touch);
            LogValues.side("side", side);
        }
    }

    record Claim(String claim, String side, String verdict) implements Checked {
        static final Set<String> OPTIONAL = Set.of("side", "verdict");
        static final Map<String, List<String>> ONE_OF = Map.of("claim", List.of("natural-limit", "repetition"),
                "verdict", List.of("red-must-change", "black-must-change", "draw", "none"));

        @Override
        public void check() {
            LogValues.side("side", side);
        }
    }

    record Review(String review, String forSide) implements Checked {
        static final Set<String> OPTIONAL = Set.of("forSide");
        static final Map<String, String> KEYS = Map.of("forSide", "for");
        static final Map<String, List<String>> ONE_OF = Map.of("review", List.of("natural-limit"));

        @Override
        public void check() {
            LogValues.side("for", forSide);
        }
    }

    record DrawOffer(String drawOffer) implements Checked {
        @Override
        public void check() {
            LogValues.side("draw_offer", drawOffer);
        }
    }

    record DrawAnswer(String drawAnswer) {
        static final Map<String, List<String>> ONE_OF = Map.of("drawAnswer", List.of("accept", "decline"));
    }

    record ClockPress(String clockPress) implements Checked {
        @Override
        public void check() {
            LogValues.side("clock_press", clockPress);
        }
    }

    record OffenceBy(String side, String kind) implements Checked {
        static final String EXAMPLE = "{side: red, kind: talked}";

        @Override
        public void check() {
            LogValues.side("side", side);
            LogValues.offence("kind", kind);
        }
    }

    record Offence(OffenceBy offence) {
    }

    record LateBy(String side, int minutes, boolean resumption) implements Checked {
        static final String EXAMPLE = "{side: red, minutes: 5}";
        static final Set<String> OPTIONAL = Set.of("resumption");

        @Override
        public void check() {
            LogValues.side("side", side);
            LogValues.minutes("minutes", minutes);
        }
    }

    record Late(LateBy late) {
    }

    record AbsentBy(String side, List<String> sides, int minutes) implements Checked {
        static final String EXAMPLE = "{sides: [red, black], minutes: 30}";
        static final Set<String> OPTIONAL = Set.of("side", "sides");
        static final Set<String> ONE_OR_MANY = Set.of("sides");

        @Override
        public void check() {
            LogValues.side("side", side);
            LogValues.sides("sides", sides);
            LogValues.minutes("minutes", minutes);
        }
    }

    record Absent(AbsentBy absent) {
    }

    record Resign(String resign) implements Checked {
        @Override
        public void check() {
            LogValues.side("resign", resign);
        }
    }

    /**
     * The sealed move, written as itself or as {@code {move: h2e2}}: a record of one field cannot also be written as
     * its value (the binder keeps such records mappings), so this one field is checked here.
     */
    record Seal(JsonNode seal, Clock clock) implements Checked {
        static final Set<String> OPTIONAL = Set.of("seal", "clock");

        @Override
        public void check() {
            boolean move = seal == null || seal.isTextual() && !seal.asText().isBlank()
                    || seal.isObject() && seal.size() == 1 && seal.path("move").isTextual()
                    && !seal.path("move").asText().isBlank();
            if (!move) {
                throw TableBinder.problem("seal", "must be a move, or {move: h2e2}, not "
                        + org.xqverifier.board.Quoted.cut(seal.toString(), 60));
            }
        }
    }

    /** How the game resumed: a word, or what was unclear about the sealed move and who was late. */
    record Resumed(String sealed, SideLate late) implements Checked {
        static final String EXAMPLE = "{sealed: unclear, late: {side: red, minutes: 5}}";
        static final Set<String> OPTIONAL = Set.of("sealed", "late");

        public Resumed(String word) {
            this(null, null);
        }

        @Override
        public void check() {
            LogValues.text("sealed", sealed);
        }
    }

    record Resume(Resumed resume) {
        static final Set<String> OPTIONAL = Set.of("resume");
    }

    /** The illegal move in coordinates, written as itself or as {@code {move: h2h9, corrected: true}}. */
    record Illegal(String move, boolean corrected) implements Checked {
        static final Set<String> OPTIONAL = Set.of("corrected");

        public Illegal(String move) {
            this(move, false);
        }

        @Override
        public void check() {
            LogValues.text("move", move);
        }
    }

    record IllegalMove(Illegal illegalMove, boolean corrected, Clock clock) {
        static final Set<String> OPTIONAL = Set.of("corrected", "clock");
    }

    /** Any single value: the reversal itself is the event. */
    record ColourReversal(String colourReversal, Clock clock) {
        static final Set<String> OPTIONAL = Set.of("colourReversal", "clock");
    }

    record Flag(String flag, Clock clock) implements Checked {
        static final Set<String> OPTIONAL = Set.of("clock");

        @Override
        public void check() {
            LogValues.side("flag", flag);
        }
    }

    record Limit(String limit) {
        static final Map<String, List<String>> ONE_OF = Map.of("limit", List.of("start"));
    }

    record ClockNotPressed(String clockNotPressed) implements Checked {
        @Override
        public void check() {
            LogValues.side("clock_not_pressed", clockNotPressed);
        }
    }

    /** The clocks as the arbiter set them after the fault. */
    record ClockFault(Clock clockFault, boolean agreed) {
        static final Set<String> OPTIONAL = Set.of("agreed");
    }

    record DrawWithdrawn(String drawWithdrawn) implements Checked {
        @Override
        public void check() {
            LogValues.side("draw_withdrawn", drawWithdrawn);
        }
    }

    record Chosen(String side, String chosen, String forOffence, Integer years) implements Checked {
        static final String EXAMPLE = "{side: red, chosen: warning, for: serious-misconduct}";
        static final Set<String> OPTIONAL = Set.of("years");
        static final Map<String, String> KEYS = Map.of("forOffence", "for");
        static final Map<String, List<String>> ONE_OF = Map.of("chosen", PENALTIES);

        @Override
        public void check() {
            LogValues.side("side", side);
            LogValues.offence("for", forOffence);
            if (years != null && (years < 1 || years > 99)) {
                throw TableBinder.problem("years", "must be a whole number of years from 1 to 99,"
                        + " not " + years);
            }
        }
    }

    record Penalty(Chosen penalty) {
    }

    record Displaced(List<String> displaced, String side, boolean restored) implements Checked {
        static final Set<String> OPTIONAL = Set.of("side", "restored");
        static final Set<String> ONE_OR_MANY = Set.of("displaced");

        @Override
        public void check() {
            LogValues.points("displaced", displaced);
            LogValues.side("side", side);
        }
    }

    record TakeBack(String takeBack) implements Checked {
        @Override
        public void check() {
            LogValues.side("take_back", takeBack);
        }
    }

    record RecordCompleted(String recordCompleted) implements Checked {
        @Override
        public void check() {
            LogValues.side("record_completed", recordCompleted);
        }
    }
}
