package org.xqverifier.conduct;

import org.kie.api.event.rule.BeforeMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import org.kie.api.event.rule.ObjectDeletedEvent;
import org.kie.api.event.rule.ObjectInsertedEvent;
import org.kie.api.event.rule.ObjectUpdatedEvent;
import org.kie.api.event.rule.RuleRuntimeEventListener;
import org.kie.api.runtime.rule.Match;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * Holds every decision a conduct rule makes, and every result a rule changes, to the article of a provision that rule
 * matched (a citation row, a setting, a touch-move step…): a decision whose article is some other rule's (the
 * armageddon's black win still citing the draw offer it was turned from) is a mismatch. Placeholders of a cited
 * article ({@code {control}}) match whatever the rule filled in. Decisions the rules only match are not sources: a
 * rule that rewrites a decision must cite its own provision; only a note, which decides nothing, may quote the
 * decision it records (the draw an armageddon result was turned from).
 */
public final class CitedArticleCheck {
    private final List<String> mismatches = new ArrayList<>();
    private final List<String> checked = new ArrayList<>();
    private Match firing;

    /** Follows the firings of an arbitration; returns it for {@code replay}. */
    public Arbitration watch(Arbitration arbitration) {
        return arbitration.watching(new DefaultAgendaEventListener() {
            @Override
            public void beforeMatchFired(BeforeMatchFiredEvent event) {
                firing = event.getMatch();
            }
        }, new RuleRuntimeEventListener() {
            @Override
            public void objectInserted(ObjectInsertedEvent event) {
                if (event.getRule() != null && event.getObject() instanceof Decision d) {
                    check(d, "made");
                }
            }

            @Override
            public void objectUpdated(ObjectUpdatedEvent event) {
                if (event.getRule() != null && event.getObject() instanceof Decision d && "result".equals(d.getKind())) {
                    check(d, "changed");
                }
            }

            @Override
            public void objectDeleted(ObjectDeletedEvent event) {
            }
        });
    }

    /** One line per decision whose article is not the rule's: {@code rule "…" changed result black-wins [article] …}. */
    public List<String> mismatches() {
        return mismatches;
    }

    /** What was checked: {@code rule "…": kind [article]}, one per decision. */
    public List<String> checked() {
        return checked;
    }

    private void check(Decision d, String how) {
        if (firing == null) {
            return;
        }
        List<String> cited = new ArrayList<>();
        for (Object o : firing.getObjects()) {
            if (!(o instanceof Decision) || "note".equals(d.getKind())) {
                String a = article(o);
                if (a != null) {
                    cited.add(a);
                }
            }
        }
        String rule = firing.getRule().getName();
        checked.add("rule \"" + rule + "\": " + d.getKind() + " [" + d.getArticle() + "]");
        for (String a : cited) {
            if (matches(a, d.getArticle())) {
                return;
            }
        }
        mismatches.add("rule \"" + rule + "\" " + how + " " + d + " citing [" + d.getArticle() + "], but it matched "
                + (cited.isEmpty() ? "no provision" : cited));
    }

    private static String article(Object fact) {
        try {
            Method m = fact.getClass().getMethod("getArticle");
            Object v = m.invoke(fact);
            return v == null ? null : v.toString();
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    /** {@code 附录2 4、7b（{control}）} matches {@code 附录2 4、7b（B）}. */
    static boolean matches(String template, String article) {
        return CitedProvision.matches(template, article);
    }
}
