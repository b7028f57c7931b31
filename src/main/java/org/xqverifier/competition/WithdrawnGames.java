package org.xqverifier.competition;

import java.util.ArrayList;
import java.util.List;

/**
 * What a round's pairings mean for the players who withdrew before it, in the words a pairing list prints beside the
 * game: the opponent wins by forfeit when the withdrawn player's results stand, the game is not played when they are
 * annulled (the edition's withdrawal table: 第二章第七節 三、四 in Taiwan's rules), and a Swiss player who withdrew
 * is not paired again. The scores themselves are the {@link Scoresheet}'s; this only says what it does.
 */
public final class WithdrawnGames {
    private final Tournament t;
    private final CompetitionRules rules;
    private final int round;
    private Scoresheet sheet;

    public WithdrawnGames(Tournament t, CompetitionRules rules, int round) {
        this.t = t;
        this.rules = rules;
        this.round = round;
    }

    /** The round after which {@code id} withdrew, if that is before this round; else null. */
    private Integer withdrew(String id) {
        Integer after = id == null ? null : t.withdrawnAfterRound().get(id);
        return after != null && after < round ? after : null;
    }

    private String article() {
        return rules.withdrawal(t.event()).citation().cited();
    }

    private boolean annulled(String id) {
        if (sheet == null) {
            sheet = new Scoresheet(t, rules);
        }
        return sheet.annulled(sheet.indexOf(id));
    }

    /** What the game (or bye) {@code p} is for a player who withdrew before this round, or null if neither did. */
    public String of(Pairing p) {
        Integer first = withdrew(p.first()), second = p.bye() ? null : withdrew(p.second());
        if (first == null && second == null) {
            return null;
        }
        if (p.bye()) {
            return p.first() + " withdrew after round " + first + ": no game (" + article() + ")";
        }
        if (first != null && second != null) {
            return p.first() + " withdrew after round " + first + " and " + p.second() + " after round " + second
                    + ": the game is not played, neither wins by forfeit (" + article() + ")";
        }
        String who = first != null ? p.first() : p.second(), opponent = first != null ? p.second() : p.first();
        int after = first != null ? first : second;
        if (annulled(who)) {
            return who + " withdrew after round " + after + ": the game is not played, " + who
                    + "'s results are annulled (" + article() + ")";
        }
        return who + " withdrew after round " + after + ": " + opponent + " wins by forfeit (" + article() + ")";
    }

    /** The players who withdrew before this round and are in none of {@code pairings}, one line each. */
    public List<String> unpaired(List<Pairing> pairings) {
        List<String> out = new ArrayList<>();
        for (String id : t.withdrawnAfterRound().keySet()) {
            Integer after = withdrew(id);
            if (after != null && pairings.stream().noneMatch(p -> p.involves(id))) {
                out.add(id + " withdrew after round " + after + ": not paired (" + article() + ")");
            }
        }
        return out;
    }
}
