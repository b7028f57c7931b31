package org.xqverifier.analysis;

import org.xqverifier.board.Piece;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

import java.util.ArrayList;
import java.util.List;

/**
 * Computes the facts of each ply on a scratch board: checks, every attack of the mover before and after the move
 * (with legality and real/fake protectors), mate threats by checks, threats to win material by a check, offers and
 * blocks. It plays the move on the board it was given, so one analyzer follows a whole game.
 */
public final class PlyAnalyzer {
    private final Board board;
    private final int mateSearchPlies;
    private final int forcedLinePlies;
    /** One move list per level of the mate search, as deep as the edition's depth asks (grown when needed). */
    private int[][] moveBuffers = new int[16][];
    private boolean parriedMateThreats;

    /** @param mateSearchPlies how deep a mate threat is looked for (1 = mate in one check, 3 = check, reply, mate …). */
    public PlyAnalyzer(Board board, int mateSearchPlies) {
        this(board, mateSearchPlies, 0);
    }

    /**
     * @param forcedLinePlies when above {@code mateSearchPlies}: a check with a single legal answer is not counted in
     *                        the depth of a mate threat, and the whole line is bounded by this many plies instead
     */
    public PlyAnalyzer(Board board, int mateSearchPlies, int forcedLinePlies) {
        if (forcedLinePlies > 15) {
            throw new IllegalArgumentException("a forced mating line is searched to 15 plies at most");
        }
        this.board = board;
        this.mateSearchPlies = mateSearchPlies;
        this.forcedLinePlies = forcedLinePlies;
    }

    /** Also find, for each ply, whether it takes away a mate threat the opponent had (costs two mate searches a ply). */
    public void findParriedMateThreats() {
        parriedMateThreats = true;
    }

    /** Positions the mate-by-checks search has looked at, in all (where the checking side is to move). */
    private long positions;

    long positions() {
        return positions;
    }

    public Board board() {
        return board;
    }

    /** Plays from→to (which must be legal) and returns what it did. */
    public PlyFacts play(int ply, int from, int to) {
        AnalysisCancelled.ifInterrupted();
        int mover = Piece.sideIndex(board.pieceAt(from));
        int movedId = board.id[from];
        String side = Side.ofIndex(mover).name().toLowerCase();
        List<Attack> attacks = new ArrayList<>();
        boolean winByCheckBefore = collectAttacks(ply, Phase.BEFORE, mover, -1, attacks);
        int moved = board.pieceAt(from);
        int captured = board.pieceAt(to);
        int threatened = enemyAttacksOnOthers(mover, from);
        boolean mateThreatened = parriedMateThreats && mateSearchPlies > 0 && !board.inCheck(mover)
                && threatensMate(mover ^ 1);
        board.make(from, to);
        boolean winByCheckAfter = collectAttacks(ply, Phase.AFTER, mover, movedId, attacks);
        boolean check = board.inCheck(mover ^ 1);
        boolean mateThreat = !check && mateSearchPlies > 0 && threatensMate(mover);
        boolean offer = !check && capturable(to, mover ^ 1);
        boolean block = !check && captured == Piece.EMPTY && threatened > 0 && blocksAnAttack(mover, threatened, to);
        PlyFacts facts = new PlyFacts(ply, side, Square.name(from) + Square.name(to), Piece.type(moved).name(),
                captured == Piece.EMPTY ? null : Piece.type(captured).name(), check, mateThreat,
                winByCheckAfter && !winByCheckBefore, offer, block, board.key(), attacks);
        if (mateThreatened) {
            board.pass();
            facts.parriesMateThreat(!threatensMate(mover ^ 1));
            board.pass();
        }
        return facts;
    }

    /**
     * Adds every attack of the side's pieces on enemy pieces other than the king; returns whether one of the legal
     * captures would also give check and leave the capturing piece untouchable (a win of material by check, 抽吃).
     */
    private boolean collectAttacks(int ply, Phase phase, int side, int movedId, List<Attack> out) {
        String sideName = Side.ofIndex(side).name().toLowerCase();
        boolean[] winByCheck = {false};
        int defender = side ^ 1;
        boolean defenderInCheck = board.inCheck(defender);
        boolean attackerInCheck = board.inCheck(side);
        ownCheckers.clear();
        checkers.clear();
        if (attackerInCheck && phase == Phase.BEFORE) {
            board.forEachAttacker(board.kingSquare(side), defender, ownCheckers);
        }
        if (defenderInCheck) {
            board.forEachAttacker(board.kingSquare(defender), side, checkers);
        }
        for (int a = 0; a < Square.COUNT; a++) {
            int ap = board.pieceAt(a);
            if (ap == Piece.EMPTY || Piece.sideIndex(ap) != side) {
                continue;
            }
            final int from = a;
            board.forEachAttack(a, t -> {
                int tp = board.pieceAt(t);
                if (tp == Piece.EMPTY || Piece.sideIndex(tp) == side || Piece.typeCode(tp) == Piece.KING) {
                    return;
                }
                boolean legal = attackerInCheck ? board.legalAfter(from, t) : board.legalAfterOutOfCheck(from, t);
                boolean barredByCheck = !legal && attackerInCheck && phase == Phase.BEFORE
                        && Piece.typeCode(ap) != Piece.KING && leavesOnlyTheCheckOnTheBoard(from, t, side);
                int real = 0, fake = 0, throughAttacker = 0, pinnedByAttacker = 0;
                if (legal || barredByCheck) {
                    board.make(from, t);
                    int n = board.forEachAttacker(t, defender, protectors);
                    for (int i = 0; i < n; i++) {
                        if (board.legalAfter(protectors.at(i), t)
                                || defenderInCheck && legalOnceCheckAnswered(protectors.at(i), t, side)) {
                            realRoots[real++] = protectors.at(i);
                        } else {
                            fake++;
                        }
                    }
                    protectors.clear();
                    if (legal && !winByCheck[0] && board.inCheck(defender) && !capturable(t, defender)) {
                        winByCheck[0] = true;
                    }
                    board.unmake(from, t);
                    // a root that reaches the point only once the capturer has left its square: its line (or leg,
                    // or screen) runs through the attacker itself
                    for (int i = 0; i < real; i++) {
                        if (!board.attacks(realRoots[i], t)) {
                            throughAttacker++;
                        }
                        if (pinnedAgainstItsKing(realRoots[i], from, defender)) {
                            pinnedByAttacker++;
                        }
                    }
                }
                boolean takeBack = board.attacks(t, from)
                        && (defenderInCheck ? board.legalAfter(t, from) : board.legalAfterOutOfCheck(t, from));
                out.add(new Attack(ply, phase, sideName, board.id[from], Piece.type(ap).name(), Square.name(from),
                        board.id[t], Piece.type(tp).name(), Square.name(t), Board.crossedRiver(t, defender), legal,
                        real, fake, throughAttacker, takeBack, board.id[from] == movedId, barredByCheck,
                        pinnedByAttacker));
            });
        }
        return winByCheck[0];
    }

    /**
     * The piece on {@code root} (of {@code side}) may not leave its point because the piece on {@code attacker} would
     * then check its king (a pin, 牵制): the attacker's line, screen or leg runs through it.
     */
    private boolean pinnedAgainstItsKing(int root, int attacker, int side) {
        int p = board.pieceAt(root);
        if (Piece.typeCode(p) == Piece.KING) {
            return false;
        }
        board.lift(root);
        boolean pinned = board.attacks(attacker, board.kingSquare(side));
        board.restore(root, p);
        return pinned;
    }

    /** The pieces checking the side to capture, and those checking its opponent, found once per position. */
    private final Points ownCheckers = new Points();
    private final Points checkers = new Points();
    private boolean newChecker;

    /**
     * A capture by the side in check that leaves its king attacked by the pieces that check it now ({@link #ownCheckers})
     * and by no other, and the kings apart: it is barred by the check on the board alone, which the side must answer
     * first (棋例: a chase is a move that makes an attack; answering a check makes none by itself).
     */
    private boolean leavesOnlyTheCheckOnTheBoard(int from, int to, int side) {
        return kingAttackedOnlyBy(from, to, side, ownCheckers);
    }

    /**
     * A recapture by the side in check that is illegal only because the check already on the board goes on: it counts
     * as a root, since the defender answers the check first and the piece stays protected (a root is judged as if the
     * check were answered). A recapture that exposes its king to a new attack, or lets the kings face, does not.
     */
    private boolean legalOnceCheckAnswered(int from, int to, int checkingSide) {
        return kingAttackedOnlyBy(from, to, checkingSide ^ 1, checkers);
    }

    /** After the move the kings are apart and {@code kingSide}'s king is attacked by none but the {@code known} pieces. */
    private boolean kingAttackedOnlyBy(int from, int to, int kingSide, Points known) {
        board.make(from, to);
        boolean ok = !board.kingsFace();
        if (ok) {
            newChecker = false;
            board.forEachAttacker(board.kingSquare(kingSide), kingSide ^ 1, sq -> newChecker |= !known.contains(sq));
            ok = !newChecker;
        }
        board.unmake(from, to);
        return ok;
    }

    /** A small reusable list of points, filled by {@link Board#forEachAttacker}. */
    private static final class Points implements java.util.function.IntConsumer {
        private final int[] points = new int[16];
        private int size;

        @Override
        public void accept(int sq) {
            points[size++] = sq;
        }

        int at(int i) {
            return points[i];
        }

        boolean contains(int sq) {
            for (int i = 0; i < size; i++) {
                if (points[i] == sq) {
                    return true;
                }
            }
            return false;
        }

        void clear() {
            size = 0;
        }
    }

    private final Points protectors = new Points();
    private final int[] realRoots = new int[16];
    private final Points capturers = new Points();

    /** True if a piece of {@code bySide} may legally capture on {@code sq}. */
    private boolean capturable(int sq, int bySide) {
        int n = board.forEachAttacker(sq, bySide, capturers);
        boolean any = false;
        for (int i = 0; i < n && !any; i++) {
            any = board.legalAfter(capturers.at(i), sq);
        }
        capturers.clear();
        return any;
    }

    private final int[] blockedFrom = new int[64];
    private final int[] blockedOn = new int[64];

    /**
     * Notes every attack of the opponent on the mover's pieces other than the one about to move; returns how many.
     * A block (拦) is a move that stops one of them by standing in its way.
     */
    private int enemyAttacksOnOthers(int mover, int movingFrom) {
        int[] n = {0};
        for (int x = 0; x < Square.COUNT; x++) {
            int xp = board.pieceAt(x);
            if (xp == Piece.EMPTY || Piece.sideIndex(xp) != mover || x == movingFrom) {
                continue;
            }
            final int target = x;
            board.forEachAttacker(x, mover ^ 1, e -> {
                if (n[0] < blockedFrom.length) {
                    blockedFrom[n[0]] = e;
                    blockedOn[n[0]++] = target;
                }
            });
        }
        return n[0];
    }

    /**
     * After the move: is one of the noted attacks gone, attacker and target unmoved, because the piece on {@code to}
     * stands in its way (lifting it would restore the attack)? A cannon losing its screen is not blocked.
     */
    private boolean blocksAnAttack(int mover, int noted, int to) {
        for (int i = 0; i < noted; i++) {
            int e = blockedFrom[i], x = blockedOn[i];
            int ep = board.pieceAt(e), xp = board.pieceAt(x);
            if (ep != Piece.EMPTY && Piece.sideIndex(ep) != mover && xp != Piece.EMPTY && Piece.sideIndex(xp) == mover
                    && !board.attacks(e, x)) {
                int standing = board.pieceAt(to);
                board.lift(to);
                boolean inTheWay = board.attacks(e, x);
                board.restore(to, standing);
                if (inTheWay) {
                    return true;
                }
            }
        }
        return false;
    }

    /** If the side could move again now, would it force mate by checks within the search depth? */
    private boolean threatensMate(int side) {
        threatSearches++;
        board.pass();
        boolean forcedFree = forcedLinePlies > mateSearchPlies;
        boolean mate = matesByChecks(side, mateSearchPlies, forcedFree ? forcedLinePlies : mateSearchPlies, forcedFree, 0,
                false);
        board.pass();
        return mate;
    }

    /** The side (on move) mates within {@code plies} plies, every one of its moves a check. */
    boolean matesByChecks(int side, int plies, int level) {
        return matesByChecks(side, plies, plies, false, level, false);
    }

    /**
     * As above; with {@code forcedFree} a check that leaves a single legal answer spends none of {@code plies} (the
     * answer is forced, so it widens nothing), and {@code lineLeft} bounds the whole line.
     */
    private boolean matesByChecks(int side, int plies, int lineLeft, boolean forcedFree, int level, boolean replied) {
        if (plies < 3 || answers == null) {
            return checksThatMate(side, plies, lineLeft, forcedFree, level, replied);
        }
        // a deeper question is asked again along lines, plies and loops: its answer is kept (MateAnswers); a mate in
        // one check is cheaper to find again than to keep (few of those questions repeat)
        long question = MateAnswers.question(board.key(), side, plies, lineLeft, forcedFree);
        deeperQuestions++;
        int known = answers.get(question);
        if (known != 0) {
            answersKept++;
            return known == 2;
        }
        boolean mates = checksThatMate(side, plies, lineLeft, forcedFree, level, replied);
        answers.put(question, mates);
        return mates;
    }

    private MateAnswers answers = new MateAnswers();
    /** Mate-threat searches asked; questions of 3 plies or more asked, and those answered from the kept answers. */
    private long threatSearches, deeperQuestions, answersKept;

    /** Adds this analyzer's mate-threat searches to {@code cost} (a game's analyzer looks for mates only in them). */
    public void addThreatCost(SearchCost cost) {
        cost.threatSearches += threatSearches;
        cost.threatDeeperQuestions += deeperQuestions;
        cost.threatAnswersKept += answersKept;
        cost.threatPositions += positions;
    }

    /** Every question searched afresh, none kept: what the tests hold the kept answers to. */
    PlyAnalyzer withoutKeptAnswers() {
        answers = null;
        return this;
    }

    /** {@link #matesByChecks(int, int, int)} with the forced-line bound of a mate threat (for the tests). */
    boolean matesByChecks(int side, int plies, int lineLeft, boolean forcedFree) {
        return matesByChecks(side, plies, lineLeft, forcedFree, 0, false);
    }

    /**
     * {@link #matesByChecks(int, int, int, boolean, int, boolean)} searched: each check candidate played and its
     * replies asked. {@code replied}: the defender has just made a legal reply, so its king is not in check.
     */
    private boolean checksThatMate(int side, int plies, int lineLeft, boolean forcedFree, int level, boolean replied) {
        AnalysisCancelled.ifInterrupted();
        positions++;
        int[] moves = buffer(level);
        // (asked once here: the candidates need it too; after a legal reply it is known)
        boolean checkedBefore = !replied && board.inCheck(side ^ 1);
        assert checkedBefore == board.inCheck(side ^ 1) : "a legal reply left its king in check";
        int n = board.checkCandidates(side, checkedBefore, moves);
        // a mate in one: a move that leaves one of the king's legal steps alone leaves it that step (not mate), so it
        // is not played (most leaves find no mate, and most of their candidates leave a step alone)
        int flights = lineLeft < 3 && n > 0 ? board.kingFlights(side ^ 1, flightPoints) : 0;
        for (int i = 0; i < n; i++) {
            int from = moves[i] & 0x7f, to = moves[i] >>> 7;
            if (flights > 0 && leavesAFlight(from, to, flights)) {
                continue;
            }
            // (only the moves that check directly from their arrival point, or by opening or closing a line or a
            // horse's leg around the king, are listed: no other move checks or attacks the king from where it lands);
            // whether it checks is asked before it is played, and most candidates are not played
            if (!board.wouldCheck(from, to, checkedBefore)) {
                continue;
            }
            board.make(from, to);
            boolean mated = false;
            if (!board.inCheck(side)) {
                // with depth left the replies are asked one by one (no reply at all is the mate itself)
                mated = lineLeft >= 3 ? everyReplyLosesToChecks(side, plies, lineLeft - 2, forcedFree, level + 1)
                        : !board.hasLegalMove(side ^ 1);
            }
            board.unmake(from, to);
            if (mated) {
                return true;
            }
        }
        return false;
    }

    /** The king's legal steps at a mate-in-one search ({@link Board#kingFlights}). */
    private final int[] flightPoints = new int[4];

    /** Whether the move from→to leaves one of the {@code flights} king's steps in {@link #flightPoints} alone. */
    private boolean leavesAFlight(int from, int to, int flights) {
        int piece = board.pieceAt(from);
        for (int i = 0; i < flights; i++) {
            if (Board.leavesPointAlone(piece, from, to, flightPoints[i])) {
                return true;
            }
        }
        return false;
    }

    /** The replies of one piece at each level, and the check's points there (apart from the checks' move lists). */
    private int[][] replyBuffers = new int[16][];
    private long[][] masks = new long[16][];

    private int[] replyBuffer(int level) {
        if (level >= replyBuffers.length) {
            replyBuffers = java.util.Arrays.copyOf(replyBuffers, Math.max(level + 1, replyBuffers.length * 2));
        }
        int[] b = replyBuffers[level];
        return b != null ? b : (replyBuffers[level] = new int[32]);
    }

    private long[] mask(int level) {
        if (level >= masks.length) {
            masks = java.util.Arrays.copyOf(masks, Math.max(level + 1, masks.length * 2));
        }
        long[] m = masks[level];
        return m != null ? m : (masks[level] = new long[2]);
    }

    private int[] buffer(int level) {
        if (level >= moveBuffers.length) {
            moveBuffers = java.util.Arrays.copyOf(moveBuffers, Math.max(level + 1, moveBuffers.length * 2));
        }
        int[] b = moveBuffers[level];
        return b != null ? b : (moveBuffers[level] = new int[160]);
    }

    /**
     * After a check: does every reply of the defender lose to more checks? The replies are asked piece by piece, and
     * the first that escapes ends the question, so the other pieces' moves are not listed (most questions end at the
     * first reply; the order changes only the cost, as every reply must lose for a mate). With {@code forcedFree} a
     * single reply costs no depth, so the first reply waits until a second is found, or none is.
     */
    private boolean everyReplyLosesToChecks(int side, int plies, int lineLeft, boolean forcedFree, int level) {
        int defender = side ^ 1;
        int left = plies - 2;
        if (left < 1 && !forcedFree) {
            return !board.hasLegalMove(defender); // no depth left after a reply: mated only if there is none
        }
        long[] mask = mask(level);
        boolean check = board.evasionMask(defender, mask);
        int[] replies = replyBuffer(level);
        int waiting = -1; // with forcedFree, the first reply while it is not known whether it is the only one
        boolean several = !forcedFree;
        for (int sq = board.nextPiece(defender, 0); sq >= 0; sq = board.nextPiece(defender, sq + 1)) {
            // each move tested for legality only when it is next (most questions end at the first legal one)
            int n = board.pseudoMovesFrom(sq, replies);
            for (int i = 0; i < n; i++) {
                if (!board.legalReply(replies[i], check, mask)) {
                    continue;
                }
                if (!several) {
                    if (waiting < 0) {
                        waiting = replies[i];
                        continue;
                    }
                    several = true; // a second reply: each costs depth
                    if (left < 1 || !loses(waiting, side, left, lineLeft, forcedFree, level)) {
                        return false;
                    }
                }
                if (!loses(replies[i], side, left, lineLeft, forcedFree, level)) {
                    return false;
                }
            }
        }
        // no reply (mated now), every reply lost, or the only reply, which is forced and costs no depth
        return waiting < 0 || several || loses(waiting, side, plies, lineLeft, forcedFree, level);
    }

    /** The defender plays {@code reply}: does {@code side} then mate by checks within {@code plies}? */
    private boolean loses(int reply, int side, int plies, int lineLeft, boolean forcedFree, int level) {
        int from = reply & 0x7f, to = reply >>> 7;
        board.make(from, to);
        boolean mated = matesByChecks(side, plies, lineLeft, forcedFree, level + 1, true);
        board.unmake(from, to);
        return mated;
    }
}
