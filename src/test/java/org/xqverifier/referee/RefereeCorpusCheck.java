package org.xqverifier.referee;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.xqverifier.record.Corpus;
import org.xqverifier.record.Game;
import org.xqverifier.record.PgnReader;
import org.xqverifier.record.RecordException;
import org.xqverifier.record.TarGz;
import org.xqverifier.record.XqfReader;
import org.xqverifier.repetition.Arbiter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The corpus checks in full (benchmark profile: {@code mvn -B -ntp -o test -Pbenchmark -Dtest=RefereeCorpusCheck}):
 * every game of {@code ../shared/corpus} (2,516 PGN games) and of the XQF collection (26,153 files, read from the
 * archive; the 32 it cannot replay are counted), under tw-2007, wxf-2018 and cxa-2020, played move by move through
 * the referee ({@link RefereeChecks}). The counts go to {@code target/referee-corpus-check.txt}.
 */
@Tag("benchmark")
public class RefereeCorpusCheck {
    @Test
    void theWholeCorpusAndTheXqfCollection() throws Exception {
        Path archive = Corpus.DIR.resolve("xqf").resolve("xqf-collection.tar.gz");
        Assumptions.assumeTrue(Files.isRegularFile(archive), archive + " not found");
        Corpus.GAME_FILES.forEach(Corpus::file);
        StringBuilder report = new StringBuilder();
        assertTrue(run(report), report.toString());
    }

    /** Also a main class: {@code java -cp target/test-classes:target/classes:target/xq.jar org.xqverifier.referee.RefereeCorpusCheck}. */
    public static void main(String[] args) throws Exception {
        StringBuilder report = new StringBuilder();
        System.exit(run(report) ? 0 : 1);
    }

    /** Runs the checks, appends the counts to {@code report} (also written to target/): true when nothing disagrees. */
    static boolean run(StringBuilder report) throws Exception {
        List<String[]> names = new ArrayList<>();
        List<Game> games = new ArrayList<>();
        for (String f : Corpus.GAME_FILES) {
            for (Game g : PgnReader.read(Corpus.DIR.resolve(f))) {
                games.add(g);
                names.add(new String[] {"pgn", f + " game " + g.number()});
            }
        }
        int pgnGames = games.size();
        int[] unreadable = new int[1];
        Path archive = Corpus.DIR.resolve("xqf").resolve("xqf-collection.tar.gz");
        TarGz.forEachFile(archive, (name, bytes) -> {
            if (!name.toLowerCase(Locale.ROOT).endsWith(".xqf")) {
                return;
            }
            try {
                games.add(XqfReader.read(bytes, name));
                names.add(new String[] {"xqf", name});
            } catch (RecordException e) {
                unreadable[0]++;
            }
        });
        boolean ok = true;
        for (String edition : RefereeCasebookTest.EDITIONS) {
            long start = System.nanoTime();
            Referee referee = Referee.of(edition);
            Arbiter batch = Arbiter.forEdition(edition);
            RefereeChecks pgn = new RefereeChecks(), xqf = new RefereeChecks();
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < games.size(); i++) {
                order.add(i);
            }
            // two halves on the two cores, each with its own counts
            RefereeChecks[] byHalf = order.parallelStream().collect(() -> new RefereeChecks[] {new RefereeChecks(), new RefereeChecks()},
                    (acc, i) -> {
                        Game g = games.get(i);
                        acc[i < pgnGames ? 0 : 1].game(referee, batch, names.get(i)[1], g.startFen(), g.moves(), true);
                    },
                    (a, b) -> {
                        a[0] = a[0].add(b[0]);
                        a[1] = a[1].add(b[1]);
                    });
            pgn = byHalf[0];
            xqf = byHalf[1];
            report.append(String.format("%s (%.0f s)%n PGN corpus:%n%s XQF collection (%d files not replayable, left out):%n%s",
                    edition, (System.nanoTime() - start) / 1e9, pgn.report(), unreadable[0], xqf.report()));
            ok &= pgn.problems.isEmpty() && xqf.problems.isEmpty();
            System.out.print(report);
            Files.createDirectories(Path.of("target"));
            Files.writeString(Path.of("target", "referee-corpus-check.txt"), report);
        }
        return ok;
    }
}
