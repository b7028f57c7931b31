package org.xqverifier.conduct;

import org.kie.api.runtime.rule.Match;
import org.xqverifier.conduct.facts.TouchStep;
import org.xqverifier.edition.Citation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which table row a conduct rule's decision cites: the rules hand a decision the article and words of a row they
 * matched (a citation, a setting, a touch-move step) with its placeholders filled, so the row is the one among the
 * rule's matched provisions whose article, placeholders read as anything, is the decision's. That row's citation says
 * which edition's text it is; the DRL needs no change for it (a committee's copy neither).
 */
final class CitedProvision {
    private CitedProvision() {
    }

    /**
     * The citation of the provision {@code match} holds whose article the decision's is; for a note, which decides
     * nothing, also an earlier decision it quotes. Null when none is.
     */
    static Citation of(Match match, Decision d) {
        if (match == null) {
            return null;
        }
        for (Object o : match.getObjects()) {
            Citation c = o instanceof Citation x ? x : o instanceof Param p ? p.citation()
                    : o instanceof TouchStep t ? t.getCitation()
                    : o instanceof Decision earlier && "note".equals(d.getKind()) && earlier != d ? earlier.getSource() : null;
            if (c != null && matches(c.article(), d.getArticle())) {
                return c;
            }
        }
        return null;
    }

    /** {@code 附录2 4、7b（{control}）} matches {@code 附录2 4、7b（B）}. */
    static boolean matches(String template, String article) {
        if (template == null || article == null) {
            return false;
        }
        StringBuilder regex = new StringBuilder();
        Matcher m = Pattern.compile("\\{[^}]*}").matcher(template);
        int from = 0;
        while (m.find()) {
            regex.append(Pattern.quote(template.substring(from, m.start()))).append(".+?");
            from = m.end();
        }
        regex.append(Pattern.quote(template.substring(from)));
        return Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(article).matches();
    }
}
