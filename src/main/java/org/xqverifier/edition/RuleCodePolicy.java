package org.xqverifier.edition;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Whether the {@code .drl} files of a folder given by the user may run. Tables are data, but DRL is code: a rule's
 * consequence is Java that runs on the reader's machine, so a shared committee folder's DRL runs only when the user
 * says so ({@code --allow-rule-code}). Bundled DRL, and a user file identical to a bundled one (an unedited copy),
 * always run.
 */
public final class RuleCodePolicy {
    private static volatile boolean allowed = Boolean.getBoolean("xq.allowRuleCode");
    private static volatile Consumer<String> warnings = w -> { };
    private static final Set<String> WARNED = new HashSet<>();
    private static volatile Set<String> bundledDigests;

    private RuleCodePolicy() {
    }

    /** Lets user DRL run; {@code warn} receives one line naming the files the first time each set of files runs. */
    public static void allow(Consumer<String> warn) {
        warnings = warn == null ? w -> { } : warn;
        allowed = true;
    }

    /** Refuses user DRL (the default). */
    public static void refuse() {
        allowed = false;
    }

    public static boolean allowed() {
        return allowed;
    }

    /**
     * Called before a non-bundled area's DRL is compiled: refuses, or lets it through with a warning, the files that
     * are not byte-for-byte bundled DRL.
     */
    static void check(Map<String, byte[]> sources, java.util.function.Function<String, String> display) {
        List<String> userCode = new ArrayList<>();
        Set<String> trusted = bundledDigests();
        sources.forEach((path, bytes) -> {
            if (!trusted.contains(sha256(bytes))) {
                userCode.add(display.apply(path));
            }
        });
        if (userCode.isEmpty()) {
            return;
        }
        if (!allowed) {
            throw new RulesException(userCode.get(0), 0, 0, "not run: rule code (.drl) from a folder you give runs as"
                    + " Java on this machine, so it needs --allow-rule-code (its YAML tables are used without it)"
                    + (userCode.size() > 1 ? "; rule code files: " + String.join(", ", userCode) : ""));
        }
        String files = String.join(", ", userCode);
        synchronized (WARNED) {
            if (!WARNED.add(files)) {
                return;
            }
        }
        warnings.accept("warning: running rule code (--allow-rule-code): " + files);
    }

    /** Digests of every bundled .drl file, read once. */
    private static Set<String> bundledDigests() {
        Set<String> d = bundledDigests;
        if (d == null) {
            Set<String> all = new HashSet<>();
            for (Edition e : EditionRepository.bundled().editions()) {
                for (String f : e.files()) {
                    if (f.endsWith(".drl")) {
                        all.add(sha256(e.read(f)));
                    }
                }
            }
            d = Set.copyOf(all);
            bundledDigests = d;
        }
        return d;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
