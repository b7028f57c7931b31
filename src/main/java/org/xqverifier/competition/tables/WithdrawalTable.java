package org.xqverifier.competition.tables;

import org.xqverifier.edition.Citation;
import org.xqverifier.edition.TableBinder;

import java.util.Set;

/**
 * {@code competition/withdrawal.yaml}: what becomes of a withdrawn player's results, per system (tw-2007 第二章第七節
 * 三、四). The record is the table's one description; {@link TableBinder} binds the edition's effective table to it.
 * {@code verified: false} marks an edition whose text of these provisions was not seen (cxa-2011).
 */
public record WithdrawalTable(Withdrawal roundRobin, Withdrawal swiss, Boolean verified) {
    static final Set<String> OPTIONAL = Set.of("verified");

    /** What becomes of the games the player has not played. The books name one outcome: a forfeit win for the opponent. */
    public enum RemainingGames { FORFEIT }

    /**
     * One system's rule: every result of the player is annulled (the opponents' too) when the games played are fewer than
     * {@code annulIfPlayedFractionBelow} of the games scheduled; else the results stand and the rest are
     * {@code remainingGames}.
     */
    public record Withdrawal(Citation citation, double annulIfPlayedFractionBelow, RemainingGames remainingGames)
            implements TableBinder.Checked {
        @Override
        public void check() {
            if (!(annulIfPlayedFractionBelow >= 0 && annulIfPlayedFractionBelow <= 1)) {
                throw TableBinder.problem("annul_if_played_fraction_below",
                        "must be a fraction from 0 to 1 (of the games the player was to play)");
            }
        }
    }
}
