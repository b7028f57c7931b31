package org.xqverifier.competition.tables;

import org.xqverifier.edition.Citation;
import org.xqverifier.edition.TableBinder;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code competition/knockout.yaml}: the knockout stages of an event's regulation, keyed by the regulation
 * ({@code axf-5+2}): after {@code swiss_rounds_before} Swiss rounds the best {@code qualifiers} play a semi-final
 * (then the final and the match for third) or the final, by seeds ({@code [1, 4]}: A1 v A4); a drawn game goes to the
 * play-off {@code tie}.
 */
public record KnockoutTable(Map<String, Format> formats) {
    public record Format(Citation citation, int swissRoundsBefore, int qualifiers, int totalRounds, Stage semiFinal,
                         FinalRound finalRound, Stage finalStage, Tie tie) implements TableBinder.Checked {
        static final Set<String> OPTIONAL = Set.of("semiFinal", "finalRound", "finalStage");
        static final Map<String, String> KEYS = Map.of("finalStage", "final");

        @Override
        public void check() {
            if (swissRoundsBefore < 0 || totalRounds <= swissRoundsBefore) {
                throw TableBinder.problem("total_rounds", "must be more than swiss_rounds_before");
            }
            if (qualifiers < 2) {
                throw TableBinder.problem("qualifiers", "must be a whole number of at least 2");
            }
            if (firstStage() == null) {
                throw TableBinder.problem("", "a format needs its semi_final or its final");
            }
            String stage = semiFinal != null ? "semi_final" : "final";
            seeds(stage + ".pairs", firstStage().pairs());
            if (firstStage().repairIfMet() != null) {
                seeds(stage + ".repair_if_met.alternative", firstStage().repairIfMet().alternative());
            }
        }

        private void seeds(String field, List<List<Integer>> pairs) {
            for (int i = 0; i < pairs.size(); i++) {
                List<Integer> p = pairs.get(i);
                if (p.size() != 2 || p.stream().anyMatch(n -> n < 1 || n > qualifiers)) {
                    throw TableBinder.problem(field + "[" + (i + 1) + "]", "must be two seeds from 1 to " + qualifiers);
                }
            }
        }

        /** The stage played right after the Swiss rounds. */
        public Stage firstStage() {
            return semiFinal != null ? semiFinal : finalStage;
        }
    }

    /**
     * The seeds' pairs; {@code repairIfMet}: the pairs instead when one of them already met; {@code colour}: the colour
     * steps, in order ({@code balance}, {@code swap-if-met}, {@code by-lot}), or one step.
     */
    public record Stage(List<List<Integer>> pairs, Repair repairIfMet, List<String> colour) {
        static final Set<String> OPTIONAL = Set.of("repairIfMet");
        static final Set<String> ONE_OR_MANY = Set.of("colour");
        static final Map<String, List<String>> ONE_OF = Map.of("colour", Colour.STEPS);
    }

    public record Repair(Citation citation, List<List<Integer>> alternative) {
    }

    /** The final and the match for third place, after a semi-final. */
    public record FinalRound(List<String> colour) {
        static final Set<String> ONE_OR_MANY = Set.of("colour");
        static final Map<String, List<String>> ONE_OF = Map.of("colour", Colour.STEPS);
    }

    /** The play-off games of a drawn knockout game, in order; if all are drawn, the result a draw then counts as. */
    public record Tie(Citation citation, List<PlayOff> sequence, String drawAfterSequence) {
        static final Map<String, List<String>> ONE_OF = Map.of("drawAfterSequence", List.of("black-wins"));
    }

    public record PlayOff(String game, String colours, String time, String draw) {
        static final Set<String> OPTIONAL = Set.of("draw");
        static final Map<String, List<String>> ONE_OF = Map.of("colours", List.of("swapped", "by-lot"),
                "draw", List.of("black-wins"));
    }

    /** The colour steps a knockout game's colours are given by. */
    static final class Colour {
        static final List<String> STEPS = List.of("balance", "swap-if-met", "by-lot");

        private Colour() {
        }
    }
}
