package org.xqverifier.conduct.tables;

import org.xqverifier.edition.Citation;
import org.xqverifier.edition.TableBinder;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A table of an edition's conduct area ({@code rules/<edition>/conduct/*.yaml}, every one but {@code area.yaml}): the
 * numbers the rules read ({@code params}), the articles they quote ({@code citations}), the touch-move orderings and the
 * time controls, each keyed by its id. Which names the rules use is checked by the loader against the area's rules.
 */
public record ConductTable(Map<String, ParamRow> params, Map<String, Citation> citations, Map<String, Ordering> orderings,
                           Map<String, TimeControl> controls, String description, String source, boolean unverified)
        implements TableBinder.Checked {
    static final Set<String> OPTIONAL = Set.of("params", "citations", "orderings", "controls", "description", "source",
            "unverified");
    /** The orders in which a player may touch pieces (touch-move, TW 第一章第三節 二 [A]–[E]). */
    public static final List<String> ORDERINGS = List.of("own", "opponent", "own-then-opponent", "opponent-then-own",
            "both-at-once");

    /**
     * A number the edition sets (a limit, a threshold, a penalty) with its article; null: the edition has no such
     * provision, and the rules that need it do not fire.
     */
    public record ParamRow(Integer value, Citation citation) implements TableBinder.Checked {
        static final Set<String> OPTIONAL = Set.of("value");

        @Override
        public void check() {
            if (value != null && value < 0) {
                throw TableBinder.problem("value", "must be a whole number of at least 0, or null (a count, a limit or"
                        + " a time is never negative)");
            }
        }
    }

    /** One order of touching: the steps in the book's order, the first one the board allows being the obligation. */
    public record Ordering(List<Step> steps) implements TableBinder.Checked {
        @Override
        public void check() {
            if (steps.isEmpty()) {
                throw TableBinder.problem("steps", "an ordering needs its steps");
            }
        }
    }

    /** A touch-move step: what the player must do, and whether doing it is a foul (技術犯規). */
    public record Step(String obligation, boolean foul, Citation citation) {
        static final Set<String> OPTIONAL = Set.of("foul");
        static final Map<String, List<String>> ONE_OF = Map.of("obligation", List.of("capture-with-touched",
                "move-touched", "capture-with-other", "capture-with-any", "free"));
    }

    @Override
    public void check() {
        for (String ordering : orderings.keySet()) {
            if (!ORDERINGS.contains(ordering)) {
                throw TableBinder.problem("orderings." + ordering, "is no ordering of touch-move (known: "
                        + String.join(", ", ORDERINGS) + ")");
            }
        }
    }
}
