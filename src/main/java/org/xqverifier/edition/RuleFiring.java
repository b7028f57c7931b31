package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import org.kie.api.definition.rule.Rule;
import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.ConsequenceException;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fires an area's rules with bounds: a rule that loops (more firings than the edition allows in one run, or longer than
 * its time) stops the run with {@code file: rule "name": …} instead of hanging, and a rule that throws is named with its
 * file. The bounds are the optional table {@code rule-limits.yaml} at the edition's root ({@code max_firings},
 * {@code max_millis}), inherited like every table; without it the defaults below apply. A run on a thread that is
 * interrupted (the page's time limit passed) stops at the next firing with a {@link CancellationException}.
 */
public final class RuleFiring {
    static final String LIMITS = "rule-limits.yaml";
    static final long DEFAULT_MAX_FIRINGS = 200_000;
    static final long DEFAULT_MAX_MILLIS = 20_000;

    private final Edition edition;
    private final String area;
    private final long maxFirings;
    private final long maxMillis;

    private RuleFiring(Edition edition, String area, long maxFirings, long maxMillis) {
        this.edition = edition;
        this.area = area;
        this.maxFirings = maxFirings;
        this.maxMillis = maxMillis;
    }

    /** The bounds of an edition's area; a malformed limits table is a {@link RulesException} at its row. */
    public static RuleFiring of(Edition edition, String area) {
        YamlTable t = edition.yamlOrNull(LIMITS);
        long firings = t == null ? DEFAULT_MAX_FIRINGS : positive(t, "max_firings", DEFAULT_MAX_FIRINGS);
        long millis = t == null ? DEFAULT_MAX_MILLIS : positive(t, "max_millis", DEFAULT_MAX_MILLIS);
        return new RuleFiring(edition, area, firings, millis);
    }

    private static long positive(YamlTable t, String field, long otherwise) {
        JsonNode n = t.root().path(field);
        if (n.isMissingNode()) {
            return otherwise;
        }
        if (!n.isIntegralNumber() || n.longValue() <= 0) {
            throw t.error("/" + field, "'" + field + "' must be a whole number above 0");
        }
        return n.longValue();
    }

    public long maxFirings() {
        return maxFirings;
    }

    public long maxMillis() {
        return maxMillis;
    }

    /** Fires the session's rules within the bounds; returns the number of rules fired. */
    public int fire(KieSession session) {
        long deadline = System.nanoTime() + maxMillis * 1_000_000L;
        Bound bound = new Bound(session, deadline);
        session.addEventListener(bound);
        int fired;
        try {
            fired = session.fireAllRules();
        } catch (ConsequenceException e) {
            Rule rule = e.getMatch() == null ? null : e.getMatch().getRule();
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new RulesException(fileOf(rule), 0, 0, named(rule) + "failed: " + cause.getClass().getSimpleName()
                    + (cause.getMessage() == null ? "" : ": " + cut(cause.getMessage())), e);
        } finally {
            session.removeEventListener(bound);
        }
        if (bound.cancelled) {
            // the JDK's cancellation, not a chess layer's: the kernel depends on nothing above the rules it runs
            throw new CancellationException("rule run cancelled: its thread was interrupted");
        }
        if (bound.stopped != null) {
            throw new RulesException(fileOf(bound.stopped), 0, 0, named(bound.stopped) + "stopped: "
                    + (bound.tooMany ? "more than " + maxFirings + " rule firings in one run"
                    : "the rules ran longer than " + maxMillis + " ms")
                    + " (does a rule keep re-activating itself? bounds: " + LIMITS + " max_firings, max_millis)");
        }
        return fired;
    }

    private static String named(Rule rule) {
        return rule == null ? "" : "rule \"" + rule.getName() + "\": ";
    }

    /** The .drl file that declares the rule (by package and name), as shown to the user. */
    String fileOf(Rule rule) {
        Map<String, byte[]> sources = edition.ruleSources(area);
        if (rule != null) {
            Pattern declared = Pattern.compile("(?m)^\\s*rule\\s+(\"" + Pattern.quote(rule.getName()) + "\"|'"
                    + Pattern.quote(rule.getName()) + "'|" + Pattern.quote(rule.getName()) + "\\s)");
            Pattern pkg = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)");
            for (Map.Entry<String, byte[]> s : sources.entrySet()) {
                String text = new String(s.getValue(), StandardCharsets.UTF_8);
                Matcher p = pkg.matcher(text);
                String packageName = p.find() ? p.group(1) : "defaultpkg";
                if (packageName.equals(rule.getPackageName()) && declared.matcher(text).find()) {
                    return edition.display(s.getKey());
                }
            }
        }
        return edition.location() + "/" + area;
    }

    /** Counts firings and watches the clock; halts the run at the first bound passed. */
    private final class Bound extends DefaultAgendaEventListener {
        private final KieSession session;
        private final long deadline;
        private long count;
        volatile Rule stopped;
        boolean tooMany;
        boolean cancelled;

        Bound(KieSession session, long deadline) {
            this.session = session;
            this.deadline = deadline;
        }

        @Override
        public void afterMatchFired(AfterMatchFiredEvent event) {
            if (stopped != null || cancelled) {
                return;
            }
            if (Thread.currentThread().isInterrupted()) {
                cancelled = true;
                session.halt();
                return;
            }
            count++;
            tooMany = count > maxFirings;
            if (tooMany || System.nanoTime() > deadline) {
                stopped = event.getMatch().getRule();
                session.halt();
            }
        }
    }

    private static String cut(String s) {
        return s.length() <= 200 ? s : s.substring(0, 200) + "… (" + s.length() + " characters)";
    }
}
