package org.xqverifier.repetition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqverifier.edition.CommitteeCopy;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.edition.RulesException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cxa-2020 edition is data: a committee copies rules/cxa-2020, changes a row of its chase settings or of the inferred
 * 26.9 ranking, and the rulings change with no Java touched. Positions: CXA 2020 图10 and 图17 (the casebook's).
 */
class CxaCommitteeEditTest {
    private static final String FIG_10 = "2b1ka3/4a4/n1c1b1n2/p1r1p3p/6p2/5N1R1/P3P3P/2N1B2C1/4A4/2BAK4 w";
    private static final List<String> FIG_10_MOVES = moves("c2d4 c6c4 d4c2 c4c6 c2d4 c6c4 d4c2 c4c6");
    private static final String FIG_17 = "1R3a3/3ka4/bRr4r1/p3p3P/4c4/6B2/9/3A5/9/4KA3 w";
    private static final List<String> FIG_17_MOVES = moves("b7b8 d8d7 b8b7 d7d8 b7b8 d8d7 b8b7 d7d8");

    @TempDir
    Path temp;

    private static List<String> moves(String s) {
        return Arrays.asList(s.split(" "));
    }

    private Arbiter committee(Path folder) {
        return Arbiter.forEdition(EditionRepository.fromDirectory(folder).get("cxa-2020-committee"));
    }

    @Test
    void withoutTheInferredRankingRowBothChasersDraw() throws IOException {
        // the book: Red's single-piece chase of the rook is heavier than Black's cycle with a joint chase (图10)
        Ruling book = Arbiter.forEdition("cxa-2020").rule(FIG_10, FIG_10_MOVES);
        assertEquals(Verdict.RED_MUST_CHANGE, book.verdict());
        assertTrue(book.reasons().stream().anyMatch(r -> r.id().equals("ranking-perpetual-single-chase")),
                book.reasons().toString());

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/ranking.yaml"),
                "heavier: perpetual-single-chase\n    lighter: [perpetual-chase]\n",
                "heavier: perpetual-single-chase\n    lighter: [mixed-threats]\n");
        assertEquals(Verdict.DRAW, committee(folder).rule(FIG_10, FIG_10_MOVES).verdict());
    }

    @Test
    void countingTheKingsAnswerToCheckChangesItsLabel() throws IOException {
        // 图17: 将4进1 answers a check; the chase and mate threat it creates are 闲 (走动帅（将）应将后产生的捉、杀为闲)
        Ruling book = Arbiter.forEdition("cxa-2020").rule(FIG_17, FIG_17_MOVES);
        assertEquals(List.of("闲"), book.moves().get(1).labels());

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"), "king_answer_to_check_is_idle:\n  value: true",
                "king_answer_to_check_is_idle:\n  value: false");
        Ruling r = committee(folder).rule(FIG_17, FIG_17_MOVES);
        assertTrue(r.moves().get(1).labels().contains("捉") || r.moves().get(1).labels().contains("杀"),
                r.moves().get(1).labels().toString());
    }

    @Test
    void countingForcedChecksInTheMateDepthLosesTheMateThreat() throws IOException {
        // 图17: 将4退1 unpins the c7 rook; its mate by checks takes 13 plies, 8 of them forced answers (杀 in the book)
        Ruling book = Arbiter.forEdition("cxa-2020").rule(FIG_17, FIG_17_MOVES);
        assertTrue(book.moves().get(3).labels().contains("杀"), book.moves().get(3).labels().toString());

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/parameters.yaml"), "mate_search_forced_line_plies:\n  value: 15",
                "mate_search_forced_line_plies:\n  value: 7");
        Ruling r = committee(folder).rule(FIG_17, FIG_17_MOVES);
        assertTrue(!r.moves().get(3).labels().contains("杀"), r.moves().get(3).labels().toString());
    }

    @Test
    void countingTheExchangeOnThePointAloneLosesTheWholeBoardChase() throws IOException {
        // issue 10 probe 4 (constructed): each cannon step frees the g5 rook to win the horse, which before the step
        // would have cost the cannon the rook guarded; plies: 0 is the count on the captured point alone
        String fen = "3k5/9/5r3/9/5CR2/9/3P5/9/3K2n2/9 w";
        List<String> moves = moves("f5e5 f7e7 e5f5 e7f7 f5e5 f7e7 e5f5 e7f7");
        Ruling book = Arbiter.forEdition("cxa-2020").rule(fen, moves);
        assertEquals(Verdict.RED_MUST_CHANGE, book.verdict());
        assertEquals(List.of("捉"), book.moves().get(0).labels());

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"), "exchange_search:\n  plies: 8",
                "exchange_search:\n  plies: 0");
        Ruling r = committee(folder).rule(fen, moves);
        assertEquals(Verdict.DRAW, r.verdict());
        assertEquals(List.of("闲"), r.moves().get(0).labels());
    }

    @Test
    void withoutCausalityAnEscapeIsCreditedWithAnOldWin() throws IOException {
        // issue 10 probe 5 (constructed): the cannon's escapes take no part in the rook's old attack on b0
        String fen = "3aka3/7c1/1r7/9/9/5N3/4P4/9/9/1C2K4 w";
        List<String> moves = moves("f4g6 h8h5 g6f4 h5h8 f4g6 h8h5 g6f4 h5h8");
        assertEquals(Verdict.RED_MUST_CHANGE, Arbiter.forEdition("cxa-2020").rule(fen, moves).verdict());

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"),
                "escape_credits_only_a_win_it_takes_part_in:\n  value: true",
                "escape_credits_only_a_win_it_takes_part_in:\n  value: false");
        Ruling r = committee(folder).rule(fen, moves);
        assertEquals(List.of("捉"), r.moves().get(1).labels());
        assertEquals(Verdict.DRAW, r.verdict());
    }

    @Test
    void withoutTheCapturerRowASlidingEscapeIsCreditedWithItsOldWin() throws IOException {
        // constructed (因果关系 a): the rook slides along the c-file out of the horse's reach, keeping its attack on c9
        String fen = "2cak4/4a4/9/1n7/9/2R6/9/9/9/4K4 w";
        List<String> moves = moves("c4c3 b6d5 c3c4 d5b6 c4c3 b6d5 c3c4 d5b6");
        assertEquals(List.of("闲"), Arbiter.forEdition("cxa-2020").rule(fen, moves).moves().get(0).labels());

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"),
                "capturer_keeping_its_attack_is_not_credited:\n  value: true",
                "capturer_keeping_its_attack_is_not_credited:\n  value: false");
        assertEquals(List.of("捉"), committee(folder).rule(fen, moves).moves().get(0).labels());
    }

    @Test
    void withoutTheBlockRowABlockOfACheckIsCreditedWithTheOldAttack() throws IOException {
        // constructed (因果关系 b): 仕六进五 blocks 车8平5's check, which had stopped guarding the h3 cannon
        String fen = "4ka3/4a4/7r1/9/9/9/7c1/5N3/9/3AK4 b";
        List<String> moves = moves("h7e7 d0e1 e7h7 e1d0 h7e7 d0e1 e7h7 e1d0");
        assertTrue(!Arbiter.forEdition("cxa-2020").rule(fen, moves).moves().get(1).labels().contains("捉"));

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"),
                "block_of_a_check_is_not_credited_with_an_old_attack:\n  value: true",
                "block_of_a_check_is_not_credited_with_an_old_attack:\n  value: false");
        assertTrue(committee(folder).rule(fen, moves).moves().get(1).labels().contains("捉"));
    }

    @Test
    void withoutTheKingRowAKingsStepOutOfAMateIsCreditedWithTheOldAttack() throws IOException {
        // constructed (因果关系 c): 帅五平四 steps out of 车7进7 mate; the h2 rook's attack on the h3 cannon is old
        String fen = "9/4a4/4kar2/9/9/9/2n4c1/3A3R1/4A4/4K4 b";
        List<String> moves = moves("c3e4 e0f0 e4c3 f0e0 c3e4 e0f0 e4c3 f0e0");
        assertTrue(!Arbiter.forEdition("cxa-2020").rule(fen, moves).moves().get(1).labels().contains("捉"));

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"), "king_answer_to_a_mate_threat_is_idle:\n  value: true",
                "king_answer_to_a_mate_threat_is_idle:\n  value: false");
        assertTrue(committee(folder).rule(fen, moves).moves().get(1).labels().contains("捉"));
    }

    @Test
    void withoutTheSameReadingRowTheCannonsPawnIsANewChaseInFigure30() throws IOException {
        // 图30: after 车6退4 the i3 pawn's capture still costs the c7 horse, as before the move; the book prints 兑
        String fen = "2bakab2/9/2n1c3c/pCp1N3p/7n1/2P6/P3P1P1P/4CrN2/9/1RBAKAB2 w";
        List<String> moves = moves("b6b2 f2f6 b2b6 f6f2 b6b2 f2f6 b2b6 f6f2");
        Ruling book = Arbiter.forEdition("cxa-2020").rule(fen, moves);
        assertEquals(List.of("兑", "闲"), book.moves().get(1).labels());
        assertEquals(Verdict.DRAW, book.verdict());

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"), "unchanged_answer_is_no_new_chase:\n  value: true",
                "unchanged_answer_is_no_new_chase:\n  value: false");
        assertTrue(committee(folder).rule(fen, moves).moves().get(1).labels().contains("捉"));
    }

    @Test
    void withoutTheOfferedPieceRowAJointWinWithItIsAChase() throws IOException {
        // 图21: 车四退二 joins the offered f5 horse's attack on the h6 horse; the book prints 兑 (24.4)
        String fen = "2b1ka3/1c2aR1c1/4b4/p1p4np/4nN3/2P1C4/P5PrP/2N1BC3/9/3AKAB2 w";
        List<String> moves = moves("f8f6 b8b6 f6f8 b6b8 f8f6 b8b6 f6f8 b6b8");
        assertEquals(List.of("兑", "闲"), Arbiter.forEdition("cxa-2020").rule(fen, moves).moves().get(0).labels());

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"),
                "joint_win_needing_the_offered_piece_is_an_exchange:\n  value: true",
                "joint_win_needing_the_offered_piece_is_an_exchange:\n  value: false");
        assertTrue(committee(folder).rule(fen, moves).moves().get(0).labels().contains("捉"));
    }

    @Test
    void singleChasesOutweighMateThreatsMixedWithJointChasesOnlyByTheirRankingRow() throws IOException {
        // a corpus game (Liu Dahua collection, game 198, Yan Wenqing–Liu Dahua, from ply 43): Black mixes 杀 with a
        // joint chase (炮 h8g8 chases the d0 advisor jointly: a capture uncovered by an earlier one joins the exchange), Red chases
        // single every move; our reading of 26.9 makes the single chaser change. (Game 1106, used here before, no longer
        // has a forbidden side: since the net-win reading of a win by checks its 车 b4a4 wins nothing net, 一杀一闲.)
        String fen = "2b1kab2/4a1c2/r8/p6Rp/2p2P3/9/P7P/C1N6/4A4/2BAK3c w";
        List<String> moves = moves("h6g6 g8h8 g6h6 h8g8 h6g6 g8h8 g6h6 h8g8");
        Ruling book = Arbiter.forEdition("cxa-2020").rule(fen, moves);
        assertEquals(Verdict.RED_MUST_CHANGE, book.verdict());
        assertTrue(book.reasons().stream().anyMatch(r -> r.id().equals("mate-threats-with-joint-chases")),
                book.reasons().toString());

        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/ranking.yaml"),
                "heavier: perpetual-single-chase\n    lighter: [mate-threats-with-joint-chases]",
                "heavier: perpetual-single-chase\n    lighter: [perpetual-chase]");
        assertEquals(Verdict.DRAW, committee(folder).rule(fen, moves).verdict());
    }

    @Test
    void aSearchStoppedAtItsNodeBoundSaysSo() throws IOException {
        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/chases.yaml"), "  nodes: 20000", "  nodes: 1");
        Ruling r = committee(folder).rule(FIG_10, FIG_10_MOVES);
        assertTrue(r.reasons().stream().anyMatch(x -> x.id().equals("exchange-search-bound-nodes")), r.reasons().toString());
        Ruling book = Arbiter.forEdition("cxa-2020").rule(FIG_10, FIG_10_MOVES);
        assertTrue(book.reasons().stream().noneMatch(x -> x.id().startsWith("exchange-search-bound")), book.reasons().toString());
    }

    @Test
    void aRankingRowNamingAnUnknownPatternIsReportedAtItsLine() throws IOException {
        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/ranking.yaml"),
                "heavier: perpetual-single-chase\n    lighter: [perpetual-chase]",
                "heavier: perpetual-single-chase\n    lighter: [perpetual-chases]");
        RulesException e = assertThrows(RulesException.class, () -> committee(folder));
        assertTrue(e.getMessage().contains("ranking.yaml:"), e.getMessage());
        assertTrue(e.getMessage().contains("unknown pattern 'perpetual-chases'"), e.getMessage());
        assertTrue(e.line() > 0, e.getMessage());
    }

    @Test
    void aValueThatIsNotAWholeNumberIsReportedAtItsLine() throws IOException {
        Path folder = CommitteeCopy.copyEdition("cxa-2020", temp, "cxa-2020-committee");
        CommitteeCopy.edit(folder.resolve("repetition/piece-values.yaml"), "rook:     {value: 10}", "rook:     {value: ten}");
        RulesException e = assertThrows(RulesException.class, () -> committee(folder));
        assertTrue(e.getMessage().contains("piece-values.yaml:"), e.getMessage());
        assertTrue(e.getMessage().contains("pieces.rook.value"), e.getMessage());
        assertTrue(e.line() > 0, e.getMessage());
    }
}
