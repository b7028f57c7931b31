package org.xqverifier.edition;

import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;

import java.nio.file.Path;

/**
 * Benchmark: what a fresh process pays to get one edition area's rule base, for {@code hyperfine} runs, e.g.
 * {@code java -cp target/xq.jar org.xqverifier.edition.RuleBaseColdStart wxf-2018 repetition [--rules DIR]}.
 * Prints the time to load the editions, to obtain the KieBase (precompiled or from DRL) and to fire an empty session.
 */
public final class RuleBaseColdStart {
    private RuleBaseColdStart() {
    }

    public static void main(String[] args) {
        if (args.length != 2 && !(args.length == 4 && args[2].equals("--rules"))) {
            System.err.println("usage: RuleBaseColdStart EDITION AREA [--rules DIR]");
            System.exit(2);
        }
        long t0 = System.nanoTime();
        EditionRepository repo = args.length == 4 ? EditionRepository.fromDirectory(Path.of(args[3]))
                : EditionRepository.bundled();
        Edition edition = repo.get(args[0]);
        long t1 = System.nanoTime();
        RuleBase ruleBase = edition.ruleBase(args[1]);
        KieBase kieBase = ruleBase.kieBase();
        long t2 = System.nanoTime();
        KieSession session = kieBase.newKieSession();
        session.fireAllRules();
        session.dispose();
        long t3 = System.nanoTime();
        int rules = kieBase.getKiePackages().stream().mapToInt(p -> p.getRules().size()).sum();
        System.out.printf("%s/%s: %d rules, %s; editions %d ms, rule base %d ms, first session %d ms, JVM uptime %d ms%n",
                edition.id(), args[1], rules, ruleBase.origin(), (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000,
                (t3 - t2) / 1_000_000, java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime());
    }
}
