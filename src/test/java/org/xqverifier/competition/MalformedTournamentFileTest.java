package org.xqverifier.competition;

import org.junit.jupiter.api.Test;
import org.xqverifier.edition.RulesException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Randomly damaged tournament files (characters deleted, duplicated or replaced, lines swapped or dropped) either load
 * and rank, or are refused with one user message — never another exception (no stack trace for a user's mistake).
 */
class MalformedTournamentFileTest {

    @Test
    void damagedFilesGiveAUserMessageOrAStanding() throws IOException {
        List<String> sources = new ArrayList<>();
        for (String f : new String[]{"tw-2007-round-robin.yaml", "axf-team.yaml", "axf-6+1-swiss.yaml",
                "tw-2007-withdrawal.yaml", "axf-5+2-knockout.yaml"}) {
            sources.add(Files.readString(Path.of("examples/competition", f)));
        }
        String alphabet = "{}[]:,- \n1/2+0abcXYZbyeredblackresultrounds\t\"'#&*!|>";
        Random rnd = new Random(20261130);
        int refused = 0;
        for (int i = 0; i < 1500; i++) {
            String s = sources.get(rnd.nextInt(sources.size()));
            StringBuilder sb = new StringBuilder(s);
            int edits = 1 + rnd.nextInt(4);
            for (int e = 0; e < edits && sb.length() > 1; e++) {
                int at = rnd.nextInt(sb.length());
                switch (rnd.nextInt(5)) {
                    case 0 -> sb.deleteCharAt(at);
                    case 1 -> sb.insert(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
                    case 2 -> sb.setCharAt(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
                    case 3 -> {
                        String[] lines = sb.toString().split("\n", -1);
                        int a = rnd.nextInt(lines.length);
                        int b = rnd.nextInt(lines.length);
                        String x = lines[a];
                        lines[a] = lines[b];
                        lines[b] = x;
                        sb = new StringBuilder(String.join("\n", lines));
                    }
                    default -> {
                        String[] lines = sb.toString().split("\n", -1);
                        int a = rnd.nextInt(lines.length);
                        lines[a] = "";
                        sb = new StringBuilder(String.join("\n", lines));
                    }
                }
            }
            try {
                Tournament t = TournamentReader.parse(Path.of("damaged.yaml"), sb.toString());
                Standings.of(t, CompetitionRules.forEdition(t.event().edition()));
            } catch (IllegalArgumentException | RulesException e) {
                refused++;
                assertFalse(e.getMessage() == null || e.getMessage().isBlank(), "empty message");
                assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
            } catch (RuntimeException e) {
                fail("case " + i + ": " + e + "\n--- file ---\n" + sb, e);
            }
        }
        if (refused == 0) {
            fail("no damaged file was refused: the test is not damaging anything");
        }
    }
}
