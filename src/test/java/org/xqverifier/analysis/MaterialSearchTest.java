package org.xqverifier.analysis;

import org.junit.jupiter.api.Test;
import org.xqverifier.board.FenException;
import org.xqverifier.board.Piece;
import org.xqverifier.board.Position;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Material a side could win now (CXA 24.3), on small hand-built positions whose answer can be read off the board. */
class MaterialSearchTest {
    private static final int[] VALUES = new int[8];

    static {
        VALUES[Piece.ADVISOR] = 2;
        VALUES[Piece.ELEPHANT] = 2;
        VALUES[Piece.HORSE] = 5;
        VALUES[Piece.CANNON] = 5;
        VALUES[Piece.ROOK] = 10;
        VALUES[Piece.KING] = 1000;
    }

    private static final MaterialSearch.Settings SETTINGS =
            new MaterialSearch.Settings(new PieceValues(VALUES, 1, 2, 1, 5), 3, 1, true, false, false);

    /** As cxa-2020 sets it: the complete exchange searched over the whole board (chases.yaml exchange_search). */
    private static final MaterialSearch.Bounds SEARCH = new MaterialSearch.Bounds(8, 20_000, 20_000,
            MaterialSearch.Answers.EXCHANGE_AND_ABANDONED, MaterialSearch.Answers.EXCHANGE);
    private static final MaterialSearch.Settings WHOLE_BOARD = new MaterialSearch.Settings(
            new PieceValues(VALUES, 1, 2, 1, 5), 3, 3, true, true, false, SEARCH, 3, 3, true, true, true, 0, true, true);
    /** The same without looking for the winner's mate after a recapture. */
    private static final MaterialSearch.Settings RECAPTURE_NOT_TESTED = new MaterialSearch.Settings(
            new PieceValues(VALUES, 1, 2, 1, 5), 3, 3, true, true, false, SEARCH, 3, 0, true, true, true, 0, true, true);
    /** The same with a win by checks counted without what the line hands back. */
    private static final MaterialSearch.Settings NO_HANDBACK = new MaterialSearch.Settings(
            new PieceValues(VALUES, 1, 2, 1, 5), 3, 3, true, true, false, SEARCH, 3, 3, true, false, true, 0, true, true);
    /** The same without a capture with check in between. */
    private static final MaterialSearch.Settings NO_CHECK_IN_BETWEEN = new MaterialSearch.Settings(
            new PieceValues(VALUES, 1, 2, 1, 5), 3, 3, true, true, false, SEARCH, 3, 3, false, true, true, 0, true, true);

    private static List<Object> redWins(String fen) throws FenException {
        return redWins(fen, SETTINGS);
    }

    private static List<Object> redWins(String fen, MaterialSearch.Settings settings) throws FenException {
        return wins(fen, settings, 0);
    }

    /** What {@code side} (0 red, 1 black) could win, as after its move (the opponent's answers read as 24.3 does then). */
    private static List<Object> wins(String fen, MaterialSearch.Settings settings, int side) throws FenException {
        return wins(fen, settings, side, null);
    }

    /** As above, the piece on {@code moved} (ICCS square, or null) being the one that just moved. */
    private static List<Object> wins(String fen, MaterialSearch.Settings settings, int side, String moved)
            throws FenException {
        return wins(fen, settings, side, Phase.AFTER, moved, null);
    }

    /**
     * In {@code phase}: after the move, {@code moved} is where the moved piece stands and {@code from} the point it
     * left; before it, {@code from} is the point of the piece about to move (either may be null).
     */
    private static List<Object> wins(String fen, MaterialSearch.Settings settings, int side, Phase phase, String moved,
                                     String from) throws FenException {
        Position pos = Position.fromFen(fen);
        int[] placement = new int[90];
        for (int sq = 0; sq < 90; sq++) {
            placement[sq] = pos.pieceAt(sq);
        }
        Board board = Board.of(placement, pos.sideToMove());
        int movedId = moved == null ? -1 : board.id[org.xqverifier.board.Square.parse(moved)];
        int fromSq = from == null ? -1 : org.xqverifier.board.Square.parse(from);
        return new MaterialSearch(board, settings).wins(1, phase, side, movedId, fromSq);
    }

    private static List<MaterialWin> on(List<Object> facts, String square) {
        return facts.stream().filter(f -> f instanceof MaterialWin w && w.getTargetSquare().equals(square))
                .map(f -> (MaterialWin) f).toList();
    }

    @Test
    void aPinnedCapturerWhoseTradeOnlyEvensStillWins() throws FenException {
        // the d4 cannon stands between the h4 rook and the a4 horse: taking the d7 horse over the d6 pawn lets the rook
        // take the a4 horse, an even trade (被牵子捉子). 图23 is idle because its trade comes out behind; this one wins
        String fen = "5k3/2n6/3n5/2pp5/9/N2C3r1/9/4B4/9/3AKA3 b";
        MaterialSearch.Settings even = new MaterialSearch.Settings(new PieceValues(VALUES, 1, 2, 1, 5), 3, 3, true, true,
                false, SEARCH, 3, 3, true, true, true, 0, true, true, true);
        List<MaterialWin> wins = on(wins(fen, even, 0, "d4"), "d7");
        assertEquals(1, wins.size(), wins.toString());
        assertEquals(5, wins.get(0).getGain());
        assertTrue(on(wins(fen, WHOLE_BOARD, 0, "d4"), "d7").isEmpty());
        // a counter-capture that leaves the capturer behind still cancels the win: a rook on a4 instead of the horse
        assertTrue(on(wins("5k3/2n6/3n5/2pp5/9/R2C3r1/9/4B4/9/3AKA3 b", even, 0, "d4"), "d7").isEmpty());
    }

    @Test
    void aScreenMovedInBetweenTwoCannonsMakesTheOfferOverIt() throws FenException {
        // black's horse has just moved to c7, between the c9 and c5 cannons: each may take the other over it (24.4)
        String fen = "2ck5/4n4/2n6/9/R1C4r1/9/9/9/9/4K4 w";
        List<ExchangeOffer> offers = wins(fen, WHOLE_BOARD, 1, "c7").stream()
                .filter(f -> f instanceof ExchangeOffer).map(f -> (ExchangeOffer) f).toList();
        ExchangeOffer o = offers.stream().filter(x -> x.getOfferedSquare().equals("c9")).findFirst().orElseThrow();
        assertEquals("c5", o.getFacingSquare());
        assertTrue(o.isOverMovedPiece(), o.toString());
        // the same offer when the piece that moved is the e8 horse: not over it
        assertFalse(wins(fen, WHOLE_BOARD, 1, "e8").stream()
                .anyMatch(f -> f instanceof ExchangeOffer x && x.isOverMovedPiece()));
    }

    @Test
    void anUnprotectedPieceIsWonByOnePiece() throws FenException {
        List<MaterialWin> wins = on(redWins("5k3/9/9/9/n8/9/9/9/9/R2K5 w"), "a5");
        assertEquals(1, wins.size(), wins.toString());
        MaterialWin w = wins.get(0);
        assertEquals("capture", w.getHow());
        assertEquals(5, w.getGain());
        assertTrue(w.isUnprotected());
        assertFalse(w.isJoint());
    }

    @Test
    void aProtectedHorseIsNotWonByARookAlone() throws FenException {
        assertTrue(on(redWins("5k3/9/9/9/nr7/9/9/9/9/R2K5 w"), "a5").isEmpty());
    }

    @Test
    void aSecondAttackerMakesTheExchangePay_aJointChase() throws FenException {
        // rook a0 and horse b3 on the a5 horse, which the b5 rook protects: RxN, RxR, NxR wins a horse
        List<MaterialWin> wins = on(redWins("5k3/9/9/9/nr7/9/1N7/9/9/R2K5 w"), "a5");
        MaterialWin byRook = wins.stream().filter(w -> w.getCapturerType().equals("ROOK")).findFirst().orElseThrow();
        assertEquals(5, byRook.getGain());
        assertTrue(byRook.isJoint(), byRook.toString());
        assertEquals(1, byRook.getProtectors());
    }

    @Test
    void aCannonFiringOverItsOwnRookChasesJointly() throws FenException {
        List<MaterialWin> wins = on(redWins("5k3/9/9/9/n8/9/9/R8/9/C2K5 w"), "a5");
        assertTrue(wins.stream().anyMatch(w -> w.getCapturerType().equals("CANNON") && w.isJoint()), wins.toString());
        assertTrue(wins.stream().anyMatch(w -> w.getCapturerType().equals("ROOK") && !w.isJoint()), wins.toString());
    }

    @Test
    void aRootPinnedByAnotherPieceMakesTheChaseJoint() throws FenException {
        // the c9 elephant guards e7 but may not leave c9: the a9 cannon would check over the d9 advisor (车炮联合捉子)
        List<MaterialWin> wins = on(redWins("C1bak4/9/4b4/9/4R4/9/9/9/9/3K5 w"), "e7");
        MaterialWin byRook = wins.stream().filter(w -> w.getCapturerType().equals("ROOK")).findFirst().orElseThrow();
        assertTrue(byRook.isUnprotected(), byRook.toString());
        assertTrue(byRook.isJoint(), byRook.toString());
    }

    @Test
    void rooksFacingEachOtherBothProtectedAreAnExchangeOfferNotAWin() throws FenException {
        List<Object> facts = redWins("r4k3/9/1n7/9/9/9/9/1N7/9/R2K5 w");
        assertTrue(on(facts, "a9").isEmpty(), facts.toString());
        assertTrue(facts.stream().anyMatch(f -> f instanceof ExchangeOffer o && o.getOfferedSquare().equals("a0")
                && o.getFacingSquare().equals("a9")), facts.toString());
    }

    @Test
    void aForkingCheckWinsTheRookFromTheNextMove() throws FenException {
        // 马二进三 … the horse checks from f8 and takes the h7 rook after the king's answer (将军得子)
        List<Object> facts = redWins("3k5/9/7r1/6N2/9/9/9/9/9/4K4 w");
        MaterialWin w = facts.stream().filter(f -> f instanceof MaterialWin m && m.getHow().equals("checks"))
                .map(f -> (MaterialWin) f).findFirst().orElseThrow(() -> new AssertionError(facts.toString()));
        assertEquals("ROOK", w.getTargetType());
        assertEquals(10, w.getGain());
    }

    @Test
    void aPawnGivenCountsAtItsHighValue() {
        PieceValues v = new PieceValues(VALUES, 1, 2, 1, 5);
        int redPawn = Piece.of(org.xqverifier.board.Side.RED, org.xqverifier.board.PieceType.PAWN);
        int crossed = org.xqverifier.board.Square.parse("e6");
        int home = org.xqverifier.board.Square.parse("e3");
        assertEquals(2, v.taken(redPawn, crossed));
        assertEquals(5, v.given(redPawn, crossed));
        assertEquals(1, v.given(redPawn, home));
    }

    @Test
    void aWinByChecksBelongsToThePieceThatCaptures_aCheckByOneAndACaptureByAnotherIsJoint() throws FenException {
        // the b6 rook checks on b8, and after the king's answer the f8 pawn takes an advisor: the pawn owns the win
        List<MaterialWin> byChecks = redWins("5a3/3kaP3/9/1R7/9/9/9/9/9/4K4 b").stream()
                .filter(f -> f instanceof MaterialWin w && w.getHow().equals("checks")).map(f -> (MaterialWin) f).toList();
        assertEquals(1, byChecks.size(), byChecks.toString());
        MaterialWin w = byChecks.get(0);
        assertEquals("PAWN", w.getCapturerType(), w.toString());
        assertTrue(w.isJoint(), w.toString());
        assertTrue(w.getLeadId() != w.getCapturerId(), w.toString());
    }

    @Test
    void aCaptureThatOpensTheLineOfASecondAttackerBelongsToTheExchange() throws FenException {
        // issue 23 principle 1 (24.3 与其他子联合吃子): the i3 horse takes the g4 cannon, the h6 horse takes back, and the
        // i1 rook, whose file the horse's first capture opened, takes the unprotected i7 elephant: a cannon for a horse
        // and an elephant more
        List<MaterialWin> wins = on(redWins("4k4/9/8b/7n1/9/6c2/8N/9/8R/3K5 w", WHOLE_BOARD), "g4");
        MaterialWin byHorse = wins.stream().filter(w -> w.getCapturerType().equals("HORSE")).findFirst()
                .orElseThrow(() -> new AssertionError(wins.toString()));
        assertEquals(2, byHorse.getGain(), byHorse.toString());
        assertTrue(byHorse.isJoint(), byHorse.toString());
        // without the rook behind it the horse's capture is an even trade, no win
        assertTrue(on(redWins("4k4/9/8b/7n1/9/6c2/8N/9/9/3K5 w", WHOLE_BOARD), "g4").isEmpty());
    }

    @Test
    void aWinByADiscoveredCheckIsJoint_theCheckingPieceAndTheCapturerOwnIt() throws FenException {
        // issue 23 principle 2: the d5 cannon takes the a5 horse over the c5 pawn and uncovers the d1 rook's check;
        // the horse's rook may not take back (the check comes first): the cannon wins it, jointly with the rook
        List<MaterialWin> byChecks = on(redWins("r2k5/9/9/9/n1pC5/9/9/9/3R5/5K3 w"), "a5").stream()
                .filter(w -> w.getHow().equals("checks")).toList();
        assertEquals(1, byChecks.size(), byChecks.toString());
        assertEquals("CANNON", byChecks.get(0).getCapturerType());
        assertTrue(byChecks.get(0).isJoint(), byChecks.toString());
        // a horse that checks by itself and then takes is a single chase
        List<MaterialWin> alone = redWins("3k5/9/7r1/6N2/9/9/9/9/9/4K4 w").stream()
                .filter(f -> f instanceof MaterialWin w && w.getHow().equals("checks")).map(f -> (MaterialWin) f).toList();
        assertEquals(1, alone.size(), alone.toString());
        assertFalse(alone.get(0).isJoint(), alone.toString());
    }

    @Test
    void aRecaptureAfterWhichTheCapturerMatesAtOnceIsAFalseRoot() throws FenException {
        // issue 23 principle 3 (24.15 充分保护): the h6 horse guards the i4 cannon, but once it takes back on i4 it no
        // longer guards g8, and 马一进三 (i7g8) mates: the rook wins the cannon
        String fen = "3aka3/R8/8N/7n1/9/6c1c/1p7/9/8R/3K5 w";
        List<MaterialWin> wins = on(redWins(fen, WHOLE_BOARD), "i4");
        assertEquals(1, wins.size(), wins.toString());
        assertEquals("ROOK", wins.get(0).getCapturerType());
        assertEquals(5, wins.get(0).getGain(), wins.toString());
        assertTrue(on(redWins(fen, RECAPTURE_NOT_TESTED), "i4").isEmpty());
    }

    @Test
    void aCaptureWithCheckInBetweenThenTheRecaptureIsPartOfTheExchange() throws FenException {
        // issue 23 principle 4 (参考图31): the c5 cannon takes the f5 pawn over the e5 pawn; the g3 horse's recapture
        // would leave the e2 cannon to the a2 rook, but first 炮五进五 takes the e7 elephant with check, and once the
        // check is answered the horse takes the cannon: a pawn for an elephant and a cannon, no win for Black
        String fen = "4k4/4a4/4b4/9/2c1pP3/9/6N2/r3C4/3K5/9 b";
        assertTrue(on(wins(fen, WHOLE_BOARD, 1), "f5").isEmpty(), wins(fen, WHOLE_BOARD, 1).toString());
        assertEquals(2, on(wins(fen, NO_CHECK_IN_BETWEEN, 1), "f5").get(0).getGain());
    }

    @Test
    void aCheckInBetweenCountsOnlyWhenAnotherPieceAlreadyGuardsThePoint() throws FenException {
        // 图9's shape: the b0 cannon is unguarded; 炮7平4 would take the d0 advisor with the h0 rook's discovered check
        // and then the cannon itself would take the horse on b0 — a second capture, not the recapture of the exchange
        // (24.3 reads the position after the move without the opponent's counter-checks): the horse wins the cannon
        String fen = "r1b1kab2/4a4/2n6/p3p2Rp/2p1P4/9/P1P5P/2N1C2N1/3RA4/1cBAK1cr1 w";
        List<MaterialWin> wins = on(redWins(fen, WHOLE_BOARD), "b0").stream().filter(w -> w.getHow().equals("capture")).toList();
        assertEquals(1, wins.size(), wins.toString());
        assertEquals(5, wins.get(0).getGain());
    }

    @Test
    void aWinByChecksIsNetOfWhatTheLineHandsBack() throws FenException {
        // issue 23 principle 5 (参考图33 after 炮4进1): 士5进4 puts the advisor in the d-file and the d8 cannon checks
        // over it; 仕五进四 (e1d2) is the only block, and the cannon takes that advisor. Then the b8 horse takes back the
        // d7 advisor (or the f6 pawn the f7 one, which the e8 advisor no longer guards): an advisor for an advisor
        String fen = "2b1k1b2/1N1ca4/5a3/5P3/9/9/p8/5A3/4A1n2/3K5 b";
        assertTrue(wins(fen, WHOLE_BOARD, 1).stream().noneMatch(f -> f instanceof MaterialWin w && w.getHow().equals("checks")),
                wins(fen, WHOLE_BOARD, 1).toString());
        List<MaterialWin> counted = on(wins(fen, NO_HANDBACK, 1), "d2");
        assertEquals(1, counted.size(), counted.toString());
        assertEquals("checks", counted.get(0).getHow());
    }

    @Test
    void afterAnEvenTradeAWinMadeOnlyByTheKingsLaterCaptureIsTheKings() throws FenException {
        // issue 23 principle 6a (参考图33: 等值交换后兵吃士，判闲): the b7 horse takes the d8 cannon and the king takes
        // back, an even trade; the gain is the red king's capture of the d1 horse the cannon guarded over the d5 pawn
        List<MaterialWin> wins = on(redWins("3k5/3ca4/1N7/9/3p5/2c6/9/9/3nK4/9 w", WHOLE_BOARD), "d8");
        assertEquals(1, wins.size(), wins.toString());
        assertEquals("HORSE", wins.get(0).getCapturerType());
        assertEquals("KING", wins.get(0).getOwnerType(), wins.toString());
    }

    @Test
    void aPawnsCaptureThatWinsOnlyBecauseTheMovedPieceAttacksThePointToo_isTheMovedPiecesChase() throws FenException {
        // issue 23 principle 6b (参考图11, 炮5平6 炮卒联合捉子): the f4 cannon fires at f2 over its own f3 pawn; the pawn
        // takes the advisor and the e1 advisor may not take back (it would screen the cannon's check on f0)
        List<MaterialWin> joint = on(wins("3k4C/4a4/4b3b/p8/5P2P/5c3/5p3/4BA3/4A4/5KB2 b", WHOLE_BOARD, 1, "f4"), "f2");
        assertTrue(joint.stream().anyMatch(w -> w.getCapturerType().equals("PAWN") && w.getOwnerType().equals("CANNON")
                && w.isJoint()), joint.toString());
        // 炮6平5 only pins the e1 advisor against its king: the pawn's capture stays the pawn's (卒捉仕，判闲)
        List<MaterialWin> pin = on(wins("3k4C/4a4/4b3b/p8/5P2P/4c4/5p3/4BA3/4A4/4K1B2 b", WHOLE_BOARD, 1, "e4"), "f2");
        assertTrue(pin.stream().anyMatch(w -> w.getCapturerType().equals("PAWN")), pin.toString());
        assertTrue(pin.stream().allMatch(w -> w.getOwnerType().equals("PAWN")), pin.toString());
    }

    @Test
    void aSeriesOfChecksWinsMaterial_aForcedAnswerCostingNoDepth_aMateOnTheWayCountingAboveAll() throws FenException {
        // issue 23 principle 8 (参考图41 after 炮六平二): 炮二进一 checks over the f9 advisor. 将5进1?? 车三进一 mates;
        // 象5进3 (e7g9) blocks and the rook takes the elephant; 士6进5 lets 车三进二 check on g9, 士5退6 is the only
        // answer, and the cannon takes that advisor over the rook. Either way a cannon check, then a piece more (联合捉子)
        String fen = "2baka3/7Cc/n3b1R2/2p6/p5p2/2P6/P2r5/4B1p1C/4A4/4KAB2 w";
        MaterialSearch.Settings five = new MaterialSearch.Settings(new PieceValues(VALUES, 1, 2, 1, 5), 5, 3, true, true,
                false, SEARCH, 3, 3, true, true, true, 9, true, true);
        List<MaterialWin> byChecks = redWins(fen, five).stream()
                .filter(f -> f instanceof MaterialWin w && w.getHow().equals("checks")).map(f -> (MaterialWin) f).toList();
        assertEquals(1, byChecks.size(), byChecks.toString());
        assertEquals(2, byChecks.get(0).getGain(), byChecks.toString());
        assertTrue(byChecks.get(0).isJoint(), "the cannon's check and another piece's capture: 联合捉子 " + byChecks);
        // one check only (3 plies, every answer counted) finds nothing
        assertTrue(redWins(fen, WHOLE_BOARD).stream().noneMatch(f -> f instanceof MaterialWin w && w.getHow().equals("checks")));
    }

    @Test
    void aMovedPieceThatPinsTheTargetTakesPartInItsCapture() throws FenException {
        // issue 23 principle 9a (参考图49 after 马七退八): the g8 cannon takes the d8 cannon over the e8 horse; the b6
        // horse takes no part in that capture but pins the target: if the cannon left d8, 马八进六 (b6d7) would mate
        List<MaterialWin> wins = on(wins("3akab2/3cn1C2/4b2C1/pN6R/2rn2p2/9/P1p1P1P1P/1c2B4/5N3/2BAKA3 w", WHOLE_BOARD, 0,
                Phase.AFTER, "b6", "c8"), "d8");
        assertTrue(wins.stream().anyMatch(w -> w.getCapturerType().equals("CANNON") && w.isMovedPieceTakesPart()),
                wins.toString());
    }

    @Test
    void aMovedPieceWhoseDepartureOpenedTheCapturersLegTakesPart() throws FenException {
        // issue 23 principle 9a (参考图23's 炮3退4): the cannon leaves c5, the b5 horse's leg, and the horse now attacks
        // the d6 cannon; lifted from its new point c9 the cannon shows no part, the point it left does
        String fen = "2c1kab2/4a4/4b4/3C3r1/pn7/2R3P2/P3P3P/4B1N2/3pA4/3AK1B2 w";
        List<MaterialWin> unknown = on(wins(fen, WHOLE_BOARD, 1, Phase.AFTER, "c9", null), "d6").stream()
                .filter(w -> w.getCapturerType().equals("HORSE")).toList();
        assertEquals(1, unknown.size(), unknown.toString());
        assertFalse(unknown.get(0).isMovedPieceTakesPart(), unknown.toString());
        List<MaterialWin> opened = on(wins(fen, WHOLE_BOARD, 1, Phase.AFTER, "c9", "c5"), "d6").stream()
                .filter(w -> w.getCapturerType().equals("HORSE")).toList();
        assertEquals(1, opened.size(), opened.toString());
        assertTrue(opened.get(0).isMovedPieceTakesPart(), opened.toString());
    }

    @Test
    void attackingAnEnemyScreenIsNoPartInTheCapture() throws FenException {
        // issue 23 principle 9b (probe): after 炮三进一 (g1g2) the cannon attacks the g6 pawn, the screen the i6 cannon
        // fires over at the e6 horse; guarding or attacking an enemy screen takes no part in that capture
        List<MaterialWin> wins = on(wins("3k2r2/9/9/4n1p1C/9/6P2/9/6C2/r8/4K4 w", WHOLE_BOARD, 0, Phase.AFTER, "g2", "g1"),
                "e6");
        assertTrue(wins.stream().anyMatch(w -> w.getCapturerType().equals("CANNON")), wins.toString());
        assertTrue(wins.stream().noneMatch(MaterialWin::isMovedPieceTakesPart), wins.toString());
    }

    @Test
    void beforeTheMoveTakingThePieceAboutToEscapeForNoMoreThanItCouldAnywayIsNoAnswer() throws FenException {
        // issue 23 principle 9c (probe): the d1 rook takes the unprotected d8 cannon; then 车2退1 checks and the rook
        // takes the b6 horse, which it could take anyway. Before the horse's escape that answer does not cancel the
        // capture (the escape rule decides about it)
        String fen = "4ka3/3c5/9/1N7/9/9/9/1r7/3R1K3/9 w";
        assertEquals(1, on(wins(fen, WHOLE_BOARD, 0, Phase.BEFORE, null, "b6"), "d8").size());
        assertTrue(on(wins(fen, WHOLE_BOARD, 0, Phase.BEFORE, null, null), "d8").isEmpty());
    }
}
