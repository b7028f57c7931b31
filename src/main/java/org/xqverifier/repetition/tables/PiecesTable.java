package org.xqverifier.repetition.tables;

import org.xqverifier.edition.TableBinder;
import org.xqverifier.repetition.facts.ChaserRule;
import org.xqverifier.repetition.facts.StrongerRule;
import org.xqverifier.repetition.facts.VictimRule;

import java.util.List;
import java.util.Set;

/**
 * {@code repetition/pieces.yaml}: who may chase and be chased, and when a protected piece still counts as chased
 * ({@code stronger}); two switches, each handed to the rules as a setting of its dotted name.
 */
public record PiecesTable(List<ChaserRule> chasers, List<VictimRule> victims, List<StrongerRule> stronger,
                          Protection protection, SameKind sameKind) implements TableBinder.Checked {
    static final Set<String> OPTIONAL = Set.of("stronger", "protection", "sameKind");

    /** {@code protection.real_root_protects}: whether a real root protects the chased piece. */
    public record Protection(Switch realRootProtects) {
    }

    /** {@code same_kind.victim_takes_back_is_exchange}: an attack by a piece of the victim's kind is an exchange offer. */
    public record SameKind(Switch victimTakesBackIsExchange) {
    }

    @Override
    public void check() {
        if (chasers.isEmpty()) {
            throw TableBinder.problem("chasers", "must be a non-empty list");
        }
        if (victims.isEmpty()) {
            throw TableBinder.problem("victims", "must be a non-empty list");
        }
    }
}
