package org.xqverifier.repetition;

import org.xqverifier.analysis.Board;
import org.xqverifier.analysis.MaterialSearch;
import org.xqverifier.analysis.Phase;
import org.xqverifier.analysis.PlyAnalyzer;
import org.xqverifier.analysis.PlyFacts;
import org.xqverifier.board.Move;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.RulesException;
import org.xqverifier.repetition.facts.AnsweredCheck;
import org.xqverifier.repetition.facts.Citation;
import org.xqverifier.repetition.facts.CycleSide;
import org.xqverifier.repetition.facts.MoveToLabel;
import org.xqverifier.repetition.facts.MovedPiece;
import org.xqverifier.repetition.facts.VerdictRule;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Everything of a ruling that needs only the edition's tables, not its rule base: replays the moves, finds the first
 * position that occurs as often as the edition says, analyses the plies to be labelled and gathers the facts the
 * rules will be given ({@link PendingDecision}); the {@link Arbiter} then decides. A long run can so replay games while
 * the rule base is still being built. Safe to share between threads.
 */
public final class Replayer {
    private final Edition edition;
    private final RepetitionTables tables;
    /** Null unless the edition judges chases by material won (piece-values.yaml). */
    private final MaterialTables material;

    private Replayer(Edition edition) {
        if (!edition.has(RepetitionTables.AREA + "parameters.yaml") && !edition.hasRules("repetition")) {
            throw new RulesException(edition.location(), 0, 0, "edition " + edition.id()
                    + " has no repetition rules (no repetition/ folder in it or in what it extends)");
        }
        this.edition = edition;
        this.tables = new RepetitionTables(edition);
        this.material = MaterialTables.of(edition);
    }

    /** The replayer of an edition; {@link Arbiters#replayer} keeps one per edition. */
    static Replayer of(Edition edition) {
        return new Replayer(edition);
    }

    public Edition edition() {
        return edition;
    }

    RepetitionTables tables() {
        return tables;
    }

    MaterialTables material() {
        return material;
    }

    /**
     * The facts of a game's first ruling for moves already known to be legal in sequence (a game record's main line,
     * {@code org.xqverifier.board.Move} codes): the game is replayed with make and Zobrist keys only, and only the
     * plies of the repetition are analysed. Most games need no decision ({@link PendingDecision#needsDecision()}).
     */
    public PendingDecision firstRuling(String fen, int[] moves) {
        return gather(GameInput.ofCheckedMoves(fen), moves.length, ply -> moves[ply - 1], false);
    }

    /** Like {@link #firstRuling(String, int[])} for moves in any notation, each read and checked. */
    PendingDecision firstRuling(String fen, List<String> moves) {
        GameInput input = new GameInput(fen);
        return gather(input, moves.size(), ply -> input.next(moves.get(ply - 1), ply), false);
    }

    /** The facts for labelling every move, besides ruling on the first cycle. */
    PendingDecision everyPly(String fen, List<String> moves) {
        GameInput input = new GameInput(fen);
        return gather(input, moves.size(), ply -> input.next(moves.get(ply - 1), ply), true);
    }

    /**
     * With {@code labelAll} every ply is analysed as it is played; without, the moves are only made (keys kept) until a
     * position reaches the occurrence count, and then the board is taken back to the start of the cycle and just its
     * plies are analysed: the facts are the same, as the analysis of a ply looks only at the board before and after it.
     */
    private PendingDecision gather(GameInput input, int plies, IntUnaryOperator nextMove, boolean labelAll) {
        Board board = input.board();
        // the analysis and the material search keep sizeable buffers: made only for a game that needs them (most
        // games of a collection are only replayed)
        PlyAnalyzer analyzer = labelAll ? analyzer(board) : null;
        // the facts by ply; without labelAll filled (with the cycle's) only for a game that has a cycle
        List<PlyFacts> facts = new ArrayList<>(labelAll ? plies : 0);
        MaterialSearch search = null;
        List<List<Object>> extra = new ArrayList<>(labelAll ? plies : 0);
        int[] played = new int[plies]; // Move codes
        int playedCount = 0;
        PositionCounts seen = PositionCounts.forGame(plies + 1);
        seen.add(board.key(), 0);
        Cycle cycle = null;
        int ply = 0;
        while (ply < plies) {
            ply++;
            int m = nextMove.applyAsInt(ply);
            played[playedCount++] = m;
            if (labelAll) {
                extra.add(plyExtras(board, ply, m));
                facts.add(analyzer.play(ply, Move.from(m), Move.to(m)));
            } else {
                board.make(Move.from(m), Move.to(m));
            }
            int s = seen.add(board.key(), ply);
            if (cycle == null && seen.count(s) >= tables.occurrences()) {
                // the whole repetition, from the position's first occurrence: a side must keep its pattern over every
                // loop, not only the last one (two rooks chasing two cannons in turn must hold up over both loops)
                cycle = new Cycle(seen.firstPly(s) + 1, ply - seen.firstPly(s));
                if (!labelAll) {
                    break;
                }
            }
        }
        if (playedCount < played.length) {
            played = java.util.Arrays.copyOf(played, playedCount); // stopped at the cycle
        }
        if (!labelAll && cycle != null) {
            for (int p = 0; p < playedCount; p++) {
                facts.add(null);
                extra.add(null);
            }
            analyse(board, analyzer(board), played, facts, extra, cycle.startPly(), cycle.endPly());
        }
        boolean gameOver = cycle == null && !board.hasLegalMove(board.sideToMove().index());
        int first = labelAll ? 1 : cycle == null ? played.length + 1 : cycle.startPly();
        int last = labelAll ? played.length : cycle == null ? 0 : cycle.endPly();
        boolean decide = first <= last || cycle != null;
        if (material != null && decide) {
            search = new MaterialSearch(board, material.settings());
            materialFacts(board, search, played, extra, first, last, cycle);
        }
        List<Object> given = decide ? factsToDecide(facts, extra, first, last, cycle) : null;

        List<PlyFacts> labelled = new ArrayList<>();
        for (PlyFacts f : facts) {
            if (f != null && f.getPly() >= first && f.getPly() <= last) {
                labelled.add(f);
            }
        }
        Verdict ending = Verdict.NONE;
        Reason endingReason = null;
        int endingPly = 0;
        if (gameOver) {
            boolean check = board.inCheck(board.sideToMove().index());
            ending = board.sideToMove().index() == 0 ? Verdict.BLACK_WINS : Verdict.RED_WINS;
            VerdictRule row = tables.verdict(check ? "checkmate" : "stalemate");
            endingReason = reason(row.getCitation());
            endingPly = played.length;
        }
        Reason boundHit = null;
        if (search != null && search.boundHit() != null && material.boundHit() != null) {
            // the whole-board search stopped early somewhere: the ruling says so rather than hiding it
            Citation c = material.boundHit();
            String kind = search.boundHit();
            boundHit = new Reason("exchange-search-bound-" + kind, c.getArticle(), c.getFigures(),
                    c.getZh() + ("time".equals(kind) ? "（时间）" : "（局面数）"), c.getEn() + " (" + kind + ")");
        }
        return new PendingDecision(edition, tables, cycle, labelled, given, ending, endingReason, endingPly, boundHit);
    }

    private PlyAnalyzer analyzer(Board board) {
        PlyAnalyzer analyzer = new PlyAnalyzer(board, tables.mateSearchPlies(), tables.mateSearchForcedLinePlies());
        if (material != null && material.parriedMateThreats()) {
            analyzer.findParriedMateThreats();
        }
        return analyzer;
    }

    /** What the rules know of a ply besides its analysis: the check it answered, the piece that moved. */
    private static List<Object> plyExtras(Board board, int ply, int m) {
        List<Object> more = new ArrayList<>();
        if (board.inCheck(board.sideToMove().index())) {
            more.add(new AnsweredCheck(ply, org.xqverifier.board.Piece.type(board.pieceAt(Move.from(m))).name()));
        }
        more.add(new MovedPiece(ply, board.idAt(Move.from(m))));
        return more;
    }

    /** Takes the board (after the last played ply) back to before {@code first} and analyses plies first..last. */
    private static void analyse(Board board, PlyAnalyzer analyzer, int[] played, List<PlyFacts> facts,
                                List<List<Object>> extra, int first, int last) {
        for (int p = played.length; p >= first; p--) {
            board.unmake(Move.from(played[p - 1]), Move.to(played[p - 1]));
        }
        if (first > 1) {
            extra.set(first - 2, new ArrayList<>()); // where a material search puts the threats of the ply before
        }
        for (int p = first; p <= played.length; p++) {
            int m = played[p - 1];
            if (p <= last) {
                extra.set(p - 1, plyExtras(board, p, m));
                facts.set(p - 1, analyzer.play(p, Move.from(m), Move.to(m)));
            } else {
                board.make(Move.from(m), Move.to(m));
            }
        }
    }

    /**
     * The material an edition with piece-values.yaml judges chases by, searched only for the plies being labelled (and the
     * one before them, whose threats the rules compare with): the board is taken back to there and played forward.
     */
    private static void materialFacts(Board board, MaterialSearch search, int[] played, List<List<Object>> extra,
                                      int first, int last, Cycle cycle) {
        int from = Math.max(1, Math.min(first, cycle == null ? first : cycle.startPly()) - 1);
        int to = Math.min(played.length, Math.max(last, cycle == null ? last : cycle.endPly()));
        for (int p = played.length; p >= from; p--) {
            board.unmake(Move.from(played[p - 1]), Move.to(played[p - 1]));
        }
        if (from == 1 && played.length > 0) {
            // the opponent's threats in the given position, as if it had just moved there (ply 0): the first move
            // is compared with them like every later one
            extra.get(0).addAll(search.wins(0, Phase.AFTER, board.sideToMove().index() ^ 1, -1));
        }
        for (int p = from; p <= played.length; p++) {
            int m = played[p - 1];
            int mover = board.sideToMove().index();
            int movedId = board.idAt(Move.from(m));
            if (p <= to) {
                extra.get(p - 1).addAll(search.wins(p, Phase.BEFORE, mover, -1, Move.from(m)));
                if (search.readingsDiffer()) {
                    extra.get(p - 1).addAll(search.wins(p, Phase.BEFORE_READ_AS_AFTER, mover, -1));
                }
            }
            board.make(Move.from(m), Move.to(m));
            if (p <= to) {
                extra.get(p - 1).addAll(search.wins(p, Phase.AFTER, mover, movedId, Move.from(m)));
                if (search.readingsDiffer()) {
                    extra.get(p - 1).addAll(search.wins(p, Phase.AFTER_READ_AS_BEFORE, mover, movedId));
                }
            }
        }
    }

    static Reason reason(Citation c) {
        return new Reason(c.getRule(), c.getArticle(), c.getFigures(), c.getZh(), c.getEn());
    }

    /** The facts of one run of the edition's rules over plies first..last, with the cycle's sides if there is one. */
    private static List<Object> factsToDecide(List<PlyFacts> facts, List<List<Object>> extra, int first, int last, Cycle cycle) {
        List<Object> given = new ArrayList<>();
        int from = Math.min(first, cycle == null ? first : cycle.startPly());
        int to = Math.max(last, cycle == null ? last : cycle.endPly());
        for (int p = from; p <= to; p++) {
            PlyFacts f = facts.get(p - 1);
            boolean inCycle = cycle != null && p >= cycle.startPly() && p <= cycle.endPly();
            given.add(new MoveToLabel(p, f.getSide(), inCycle));
            given.add(f);
            given.addAll(f.getAttacks());
            given.addAll(extra.get(p - 1));
        }
        if (cycle != null) {
            given.add(new CycleSide("red"));
            given.add(new CycleSide("black"));
        }
        return given;
    }
}
