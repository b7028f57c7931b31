package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.edition.EditionRepository;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The chase rows issue 23 added to rules/cxa-2020/repetition/chases.yaml each decide a label, and a committee that
 * turns one off sees that label change with no Java touched. Positions: the casebook's (CXA 2020 参考图).
 */
class CxaChaseRowsTest {
    @TempDir
    Path temp;

    private static List<String> moves(String s) {
        return Arrays.asList(s.split(" "));
    }

    private Ruling withRow(String row, boolean value, String fen, List<String> moves) throws IOException {
        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"), row + ":\n  value: " + !value,
                row + ":\n  value: " + value);
        return Arbiter.forEdition(EditionRepository.fromDirectory(folder).get("cxa-2020-committee")).rule(fen, moves);
    }

    @Test
    void theNonKingMoveThatParriesAMateThreatMakesTheChaseItLeaves() throws IOException {
        // 参考图35: 车4平6 takes away Red's mate (马六进四 杀) and leaves the c3 cannon attacking the c6 rook: 解杀后形成
        // 炮捉车，判捉. Before the move the cannon's capture was no win, Red would have mated (24.3)
        String fen = "2bak4/4a4/r1n1b4/p1R2N3/2p6/5r3/P1c3P2/4B3N/R8/2BAKA3 w";
        List<String> moves = moves("f6d5 f4d4 d5f6 d4f4 f6d5 f4d4 d5f6 d4f4");
        assertTrue(Arbiter.forEdition("cxa-2020").rule(fen, moves).moves().get(3).labels().contains("捉"));
        Ruling off = withRow("capture_under_a_mate_threat_is_no_win", false, fen, moves);
        assertFalse(off.moves().get(3).labels().contains("捉"), off.moves().get(3).labels().toString());
    }

    @Test
    void aScreenMovedBackInBetweenTheCannonsMakesTheExchangeOfferNotAChase() throws IOException {
        // issue 23 principle 10 (constructed): 马1进3 stands between the c9 and c5 cannons, a new offer of cannon for
        // cannon, and the joint win of the c5 cannon (the h5 rook and the c9 cannon over the horse) needs the offered
        // cannon: 兑, not 捉 (24.4)
        String fen = "2ck5/n3n4/9/9/R1C4r1/9/9/9/9/4K4 w";
        List<String> moves = moves("e0e1 a8c7 e1e0 c7a8 e0e1 a8c7 e1e0 c7a8");
        List<String> on = Arbiter.forEdition("cxa-2020").rule(fen, moves).moves().get(1).labels();
        assertTrue(on.contains("兑") && !on.contains("捉"), on.toString());
        Ruling off = withRow("joint_win_through_a_new_offer_is_an_exchange", false, fen, moves);
        assertTrue(off.moves().get(1).labels().contains("捉"), off.moves().get(1).labels().toString());
    }

    @Test
    void aPinnedCannonWhoseTradeOnlyEvensChases() throws IOException {
        // 参考图27: 炮六平七 takes the c1 rook over the c5 pawn and leaves the rank to the f6 rook, which takes the a6
        // rook: rook for rook, even, and the book prints 捉 (图23's pinned cannon is idle because it comes out behind)
        String fen = "2ba1k3/4a4/4b4/R2C1rp1p/2p6/6P2/9/3AB4/2r1A4/3NK1B2 w";
        List<String> moves = moves("d6c6 c1d1 c6d6 d1c1 d6c6 c1d1 c6d6 d1c1");
        assertTrue(Arbiter.forEdition("cxa-2020").rule(fen, moves).moves().get(0).labels().contains("捉"));
        Ruling off = withRow("even_counter_capture_keeps_the_win", false, fen, moves);
        assertFalse(off.moves().get(0).labels().contains("捉"), off.moves().get(0).labels().toString());
    }
}
