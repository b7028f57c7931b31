package org.xqverifier.repetition;

import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import org.kie.api.event.rule.MatchCancelledEvent;
import org.kie.api.event.rule.MatchCreatedEvent;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one rule-engine decision costs (a main class, not a timed test): the corpus games are replayed once to collect
 * the facts each cycle's decision is given, then only the decisions are run, many times over, timing the steps of a
 * pooled session (the rows and the facts inserted, fire, hand back) and counting the facts by class and the rules fired. Run it like the command
 * (C1 only): {@code java -XX:TieredStopAtLevel=1 -cp target/test-classes:target/classes:<deps> \
 * org.xqverifier.repetition.DecisionBenchmark [edition] [rounds] [pgn…]} (defaults: wxf-2018, 20, the two corpus files).
 */
public final class DecisionBenchmark {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private DecisionBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        String edition = args.length > 0 ? args[0] : "wxf-2018";
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        List<Path> files = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            files.add(Path.of(args[i]));
        }
        if (files.isEmpty()) {
            for (String f : List.of("Hu_Ronghua_1391_UCI_games.pgn", "Liu_Dahua_1125_UCI_games.pgn")) {
                files.add(Path.of("..", "shared", "corpus", f));
            }
        }
        Arbiter arbiter = Arbiter.forEdition(edition);
        List<List<Object>> decisions = new ArrayList<>();
        int games = 0;
        for (Path f : files) {
            for (Game g : PgnReader.read(f)) {
                games++;
                arbiter.firstRuling(g.startFen(), g.moves(), decisions::add);
            }
        }
        System.out.printf("%s: %d games, %d decisions%n", edition, games, decisions.size());

        Map<String, long[]> byClass = new TreeMap<>();
        for (List<Object> d : decisions) {
            for (Object o : d) {
                byClass.computeIfAbsent(o.getClass().getSimpleName(), k -> new long[1])[0]++;
            }
        }
        long facts = 0;
        for (Map.Entry<String, long[]> e : byClass.entrySet()) {
            facts += e.getValue()[0];
            System.out.printf("  facts %-16s %7.1f a decision%n", e.getKey(), e.getValue()[0] / (double) decisions.size());
        }
        System.out.printf("  facts %-16s %7.1f a decision%n", "(all)", facts / (double) decisions.size());

        Map<String, long[]> fired = new TreeMap<>();
        long[] matches = new long[2];
        DefaultAgendaEventListener counter = new DefaultAgendaEventListener() {
            @Override
            public void afterMatchFired(AfterMatchFiredEvent e) {
                fired.computeIfAbsent(e.getMatch().getRule().getName(), k -> new long[1])[0]++;
            }

            @Override
            public void matchCreated(MatchCreatedEvent e) {
                matches[0]++;
            }

            @Override
            public void matchCancelled(MatchCancelledEvent e) {
                matches[1]++;
            }
        };
        RuleSessions sessions = arbiter.sessions();
        java.util.Set<Object> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (List<Object> d : decisions) {
            RuleSessions.Lease lease = sessions.acquire();
            seen.add(lease.session());
            lease.session().addEventListener(counter);
            lease.insert(d);
            lease.fire();
            lease.session().removeEventListener(counter);
            lease.close();
        }
        System.out.printf("  %d sessions for %d decisions; %d table rows%n", seen.size(), decisions.size(), sessions.rowCount());
        long firings = 0;
        for (Map.Entry<String, long[]> e : fired.entrySet()) {
            firings += e.getValue()[0];
            System.out.printf("  fired %6.2f  %s%n", e.getValue()[0] / (double) decisions.size(), e.getKey());
        }
        System.out.printf("  fired %6.2f  (all); matches created %.1f, cancelled %.1f a decision%n",
                firings / (double) decisions.size(), matches[0] / (double) decisions.size(), matches[1] / (double) decisions.size());

        // thread CPU time for the whole decisions: the machine is shared, the wall clock measures the neighbours
        if (System.getProperty("variant") != null) {
            compare(arbiter, decisions, rounds, Path.of(System.getProperty("variant")));
            return;
        }
        if (Boolean.getBoolean("leaveOneOut")) {
            leaveOneOut(arbiter, decisions, rounds);
            return;
        }
        for (int r = 0; r < rounds; r++) {
            long insert = 0;
            long fire = 0;
            long close = 0;
            long whole = 0;
            for (List<Object> d : decisions) {
                long t0 = CPU.getCurrentThreadCpuTime();
                RuleSessions.Lease lease = sessions.acquire();
                lease.insert(d);
                long t1 = CPU.getCurrentThreadCpuTime();
                lease.fire();
                long t2 = CPU.getCurrentThreadCpuTime();
                lease.close();
                long t3 = CPU.getCurrentThreadCpuTime();
                insert += t1 - t0;
                fire += t2 - t1;
                close += t3 - t2;
            }
            long a0 = ((com.sun.management.ThreadMXBean) CPU).getThreadAllocatedBytes(Thread.currentThread().getId());
            long w0 = CPU.getCurrentThreadCpuTime();
            for (List<Object> d : decisions) {
                arbiter.decide(d);
            }
            whole = CPU.getCurrentThreadCpuTime() - w0;
            long alloc = ((com.sun.management.ThreadMXBean) CPU).getThreadAllocatedBytes(Thread.currentThread().getId()) - a0;
            int n = decisions.size();
            System.out.printf("round %2d, CPU: a decision %4.0f µs (rows and facts in %4.0f, fire %4.0f, hand back %4.0f; through Arbiter.decide %4.0f, %5.1f KB allocated)%n",
                    r + 1, (insert + fire + close) / 1e3 / n, insert / 1e3 / n, fire / 1e3 / n, close / 1e3 / n, whole / 1e3 / n, alloc / 1024.0 / n);
        }
    }

    private static final java.util.regex.Pattern RULE = java.util.regex.Pattern.compile("(?ms)^rule\\s+\"([^\"]+)\".*?^end[ \\t]*\\R?");

    /** The decisions' cost with each rule left out in turn (classic DRL compilation; the difference is the rule's share). */
    private static void leaveOneOut(Arbiter arbiter, List<List<Object>> decisions, int rounds) {
        Map<String, byte[]> sources = org.xqverifier.edition.RuleVariants.sources(arbiter.edition(), "repetition");
        System.out.printf("%-90s %8s %10s%n", "left out", "µs CPU", "KB alloc");
        measure("(none)", sources, arbiter, decisions, rounds);
        for (Map.Entry<String, byte[]> file : sources.entrySet()) {
            String text = new String(file.getValue(), java.nio.charset.StandardCharsets.UTF_8);
            java.util.regex.Matcher m = RULE.matcher(text);
            while (m.find()) {
                Map<String, byte[]> variant = new java.util.LinkedHashMap<>(sources);
                variant.put(file.getKey(), (text.substring(0, m.start()) + text.substring(m.end()))
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8));
                measure(m.group(1), variant, arbiter, decisions, rounds);
            }
        }
    }

    /** The edition's rules against a variant: the .drl files of a folder replacing those of the same name. */
    private static void compare(Arbiter arbiter, List<List<Object>> decisions, int rounds, Path folder) throws java.io.IOException {
        Map<String, byte[]> sources = org.xqverifier.edition.RuleVariants.sources(arbiter.edition(), "repetition");
        Map<String, byte[]> variant = new java.util.LinkedHashMap<>(sources);
        for (String path : sources.keySet()) {
            Path f = folder.resolve(Path.of(path).getFileName().toString());
            if (java.nio.file.Files.isRegularFile(f)) {
                variant.put(path, java.nio.file.Files.readAllBytes(f));
            }
        }
        RuleSessions a = arbiter.sessions().withKieBase(org.xqverifier.edition.RuleVariants.compile("bundled", sources));
        RuleSessions b = arbiter.sessions().withKieBase(org.xqverifier.edition.RuleVariants.compile("variant", variant));
        int differ = 0;
        for (List<Object> d : decisions) {
            List<String> x = derived(a, d);
            List<String> y = derived(b, d);
            if (!x.equals(y)) {
                if (differ++ < 3) {
                    System.out.println("DIFFERENT:\n  " + String.valueOf(x).substring(0, Math.min(2000, String.valueOf(x).length()))
                            + "\n  " + String.valueOf(y).substring(0, Math.min(2000, String.valueOf(y).length())));
                }
            }
        }
        System.out.printf("derived facts differ in %d of %d decisions%n", differ, decisions.size());
        System.out.printf("%-90s %8s %10s%n", "rules", "µs CPU", "KB alloc");
        for (int i = 0; i < 3; i++) {
            measure("as bundled (classic DRL)", sources, arbiter, decisions, rounds);
            measure("variant " + folder, variant, arbiter, decisions, rounds);
        }
    }

    /** What the rules derived from one decision's facts (all but the facts given and the rows), sorted. */
    private static List<String> derived(RuleSessions sessions, List<Object> given) {
        java.util.Set<Object> in = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        in.addAll(given);
        List<String> out = new ArrayList<>();
        try (RuleSessions.Lease lease = sessions.acquire()) {
            java.util.Set<Object> before = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
            before.addAll(lease.session().getObjects());
            lease.insert(given);
            lease.fire();
            for (Object o : lease.session().getObjects()) {
                // -Dignore=SideLabels,…: intermediate facts a variant adds or drops
                if (!in.contains(o) && !before.contains(o)
                        && !List.of(System.getProperty("ignore", "").split(",")).contains(o.getClass().getSimpleName())) {
                    out.add(o.getClass().getSimpleName() + " " + o);
                }
            }
        }
        java.util.Collections.sort(out);
        return out;
    }

    private static void measure(String name, Map<String, byte[]> sources, Arbiter arbiter, List<List<Object>> decisions, int rounds) {
        RuleSessions sessions = arbiter.sessions().withKieBase(org.xqverifier.edition.RuleVariants.compile("variant", sources));
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) CPU;
        long tid = Thread.currentThread().getId();
        long best = Long.MAX_VALUE;
        long bytes = 0;
        for (int r = 0; r < rounds; r++) {
            long c0 = CPU.getCurrentThreadCpuTime();
            long a0 = mx.getThreadAllocatedBytes(tid);
            for (List<Object> d : decisions) {
                try (RuleSessions.Lease lease = sessions.acquire()) {
                    lease.insert(d);
                    lease.fire();
                }
            }
            best = Math.min(best, CPU.getCurrentThreadCpuTime() - c0);
            bytes = mx.getThreadAllocatedBytes(tid) - a0;
        }
        System.out.printf("%-90s %8.0f %10.1f%n", name, best / 1e3 / decisions.size(), bytes / 1024.0 / decisions.size());
    }
}
