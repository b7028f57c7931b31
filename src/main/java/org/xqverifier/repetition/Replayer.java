package org.xqverifier.repetition;

import org.xqverifier.analysis.AnalysisBoundExceeded;
import org.xqverifier.analysis.Board;
import org.xqverifier.analysis.ExchangeOffer;
import org.xqverifier.analysis.MaterialSearch;
import org.xqverifier.analysis.MaterialWin;
import org.xqverifier.analysis.SearchCost;
import org.xqverifier.analysis.Phase;
import org.xqverifier.analysis.PlyAnalyzer;
import org.xqverifier.analysis.PlyFacts;
import org.xqverifier.board.Move;
import org.xqverifier.edition.Edition;
import org.xqverifier.edition.RulesException;
import org.xqverifier.repetition.facts.AnsweredCheck;
import org.xqverifier.edition.Citation;
import org.xqverifier.repetition.facts.CycleSide;
import org.xqverifier.repetition.facts.MoveToLabel;
import org.xqverifier.repetition.facts.MovedPiece;
import org.xqverifier.repetition.facts.VerdictRule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
    /** What the material searches of this edition's rulings have cost so far (for {@code --stats}). */
    private final SearchCost.Total searchCost = new SearchCost.Total();
    /** Analyse and search every ply of a cycle, taking nothing from an earlier loop (the reference the tests hold the memo to). */
    private boolean everyPly;
    /** Material searches without their shortcuts (the reference the tests hold them to). */
    private boolean withoutShortcuts;

    private Replayer(Edition edition) {
        if (!edition.has(RepetitionTables.AREA + "parameters.yaml") && !edition.hasRules("repetition")) {
            throw new RulesException(edition.location(), 0, 0, "edition " + edition.id()
                    + " has no repetition rules (no repetition/ folder in it or in what it extends)");
        }
        this.edition = edition;
        this.tables = new RepetitionTables(edition);
        this.material = MaterialTables.of(edition, tables);
    }

    /** The replayer of an edition: its door, made once per edition object (the tables are read here). */
    static Replayer of(Edition edition) {
        return edition.door(Replayer.class, Replayer::new);
    }

    /** A replayer that analyses and searches each ply of a cycle itself, even one that repeats an earlier ply. */
    static Replayer searchingEveryPly(Edition edition) {
        Replayer r = new Replayer(edition);
        r.everyPly = true;
        return r;
    }

    /** A replayer whose material searches take no shortcut: every capture searched, nothing reused. */
    static Replayer withoutShortcuts(Edition edition) {
        Replayer r = new Replayer(edition);
        r.withoutShortcuts = true;
        return r;
    }

    public Edition edition() {
        return edition;
    }

    /** The material searches' cost by kind, summed over every ruling so far (nothing for an edition without them). */
    public SearchCost.Total searchCost() {
        return searchCost;
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

    /**
     * Where a game's first repetition is, found with make and Zobrist keys only (no analysis, no rules): the cycle its
     * first ruling would rule on, or null. For listing the games of a file ("does it repeat?") faster than ruling them.
     *
     * @param moves already known to be legal in sequence ({@code org.xqverifier.board.Move} codes)
     */
    public Cycle firstCycle(String fen, int[] moves) {
        Board board = GameInput.ofCheckedMoves(fen).board();
        PositionCounts seen = PositionCounts.forGame(moves.length + 1);
        seen.add(board.key(), 0);
        for (int ply = 1; ply <= moves.length; ply++) {
            board.make(Move.from(moves[ply - 1]), Move.to(moves[ply - 1]));
            int s = seen.add(board.key(), ply);
            if (seen.count(s) >= tables.occurrences()) {
                return new Cycle(seen.firstPly(s) + 1, ply - seen.firstPly(s));
            }
        }
        return null;
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
        try {
            return gatherWithinBound(input, plies, nextMove, labelAll);
        } catch (AnalysisBoundExceeded e) {
            // the edition's tables asked for more than a ruling may take: this ruling is refused, saying so
            throw new RulingInputException(e.getMessage());
        }
    }

    private PendingDecision gatherWithinBound(GameInput input, int plies, IntUnaryOperator nextMove, boolean labelAll) {
        Board board = input.board();
        // the analysis and the material search keep sizeable buffers: made only for a game that needs them (most
        // games of a collection are only replayed)
        PlyAnalyzer analyzer = labelAll ? analyzer(board) : null;
        // the facts by ply; without labelAll filled (with the cycle's) only for a game that has a cycle
        List<PlyFacts> facts = new ArrayList<>(labelAll ? plies : 0);
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
        return labelAll ? decision(board, played, facts, extra, cycle, true, null, analyzer)
                : cycle != null ? onCycle(board, played, cycle)
                : decision(board, played, facts, extra, null, false, null, null);
    }

    /**
     * The facts of the ruling on {@code cycle}, its last ply the last of the moves {@code played} (Move codes) that
     * stand on {@code board}: the board is taken back to the cycle's start and its plies are analysed as they are
     * played again, so it is left as it was. A collection's first ruling is this; the referee asks it of the cycle
     * a move closes, whether played or only tried.
     */
    PendingDecision onCycle(Board board, int[] played, Cycle cycle) {
        return onCycle(board, played, cycle, null);
    }

    /**
     * {@link #onCycle(Board, int[], Cycle)} for a live game, which keeps each ply's facts in {@code memo} (null: none
     * kept): a ply already analysed on this line of moves is not analysed or searched again. A search's time bound
     * then holds for each ply's search rather than for the whole ruling.
     */
    PendingDecision onCycle(Board board, int[] played, Cycle cycle, PlyMemo memo) {
        List<PlyFacts> facts = new ArrayList<>(played.length);
        List<List<Object>> extra = new ArrayList<>(played.length);
        for (int p = 0; p < played.length; p++) {
            facts.add(null);
            extra.add(null);
        }
        // without a live game's memo, one for this ruling alone: the cycle's second loop repeats the plies of its first
        // (the same move from the same board), whose analysis is taken over rather than done again
        PlyMemo repeats = memo != null ? memo : everyPly ? null : PlyMemo.forOneRuling(played);
        PlyAnalyzer analyzer = analyse(board, repeats == null ? analyzer(board) : null, played, facts, extra,
                cycle.startPly(), cycle.endPly(), repeats);
        return decision(board, played, facts, extra, cycle, false, memo, analyzer);
    }

    /**
     * For a live game's memo: the first ply from {@code first} to the last of {@code played} whose analysis (or, for an
     * edition that judges chases by material, whose material wins) the memo lacks is analysed and searched as a ruling
     * over it would, and kept; the board is left as it was. Returns that ply, or 0 when the memo has them all. A
     * ruling asked later takes the ply from the memo, so its facts are the same as if it had analysed the ply itself.
     */
    int analyseAhead(Board board, int[] played, int first, PlyMemo memo) {
        int ply = firstUnknown(board, played, first, memo);
        if (ply == 0) {
            return 0;
        }
        List<PlyFacts> facts = new ArrayList<>(played.length);
        List<List<Object>> extra = new ArrayList<>(played.length);
        for (int p = 0; p < played.length; p++) {
            facts.add(null);
            extra.add(new ArrayList<>());
        }
        analyse(board, null, played, facts, extra, ply, ply, memo);
        if (material != null) {
            materialFacts(board, played, extra, ply, ply, null, memo);
        }
        return ply;
    }

    /** The first ply from {@code first} on that {@code memo} cannot give a ruling (its facts or its wins), or 0. */
    private int firstUnknown(Board board, int[] played, int first, PlyMemo memo) {
        for (int p = played.length; p >= first; p--) {
            board.unmake(Move.from(played[p - 1]), Move.to(played[p - 1]));
        }
        int unknown = 0;
        for (int p = first; p <= played.length; p++) {
            int m = played[p - 1];
            if (unknown == 0) {
                long position = PlyMemo.positionKey(board, m);
                if (memo.facts(p, position) == null || material != null && memo.material(p, position) == null) {
                    unknown = p;
                }
            }
            board.make(Move.from(m), Move.to(m));
        }
        return unknown;
    }

    /**
     * What the tables alone rule on a game whose moves {@code played} stand on {@code board} and that closes no cycle:
     * a mate or stalemate at the end (the checkmate and stalemate rows), else nothing.
     */
    PendingDecision withoutCycle(Board board, int[] played) {
        return decision(board, played, List.of(), List.of(), null, false, null, null);
    }

    /** @param threats the analyzer whose mate-threat searches the run's search cost counts (null: none, or not counted) */
    private PendingDecision decision(Board board, int[] played, List<PlyFacts> facts, List<List<Object>> extra,
                                     Cycle cycle, boolean labelAll, PlyMemo memo, PlyAnalyzer threats) {
        MaterialSearch search = null;
        String memoBound = null;
        boolean gameOver = cycle == null && !board.hasLegalMove(board.sideToMove().index());
        int first = labelAll ? 1 : cycle == null ? played.length + 1 : cycle.startPly();
        int last = labelAll ? played.length : cycle == null ? 0 : cycle.endPly();
        boolean decide = first <= last || cycle != null;
        if (material != null && decide && memo != null) {
            memoBound = materialFacts(board, played, extra, first, last, cycle, memo);
        } else if (material != null && decide) {
            search = new MaterialSearch(board, material.settings());
            if (withoutShortcuts) {
                search.withoutShortcuts();
            }
            // the whole search before each move too, unless the edition's rules read no more of it than it compares
            materialFacts(board, search, played, extra, first, last, cycle, !everyPly,
                    withoutShortcuts || !material.beforeOnlyWhereCompared(),
                    withoutShortcuts || !material.otherReadingOnlyWhereCompared());
            if (threats != null) {
                threats.addThreatCost(search.cost());
            }
            searchCost.add(search.cost());
        }
        List<Object> given = decide ? factsToDecide(facts, extra, first, last, cycle) : null;

        List<PlyFacts> labelled = new ArrayList<>();
        for (PlyFacts f : facts) {
            if (f != null && f.getPly() >= first && f.getPly() <= last) {
                labelled.add(f);
            }
        }
        Verdict ending = Verdict.NONE;
        Citation endingReason = null;
        int endingPly = 0;
        if (gameOver) {
            boolean check = board.inCheck(board.sideToMove().index());
            ending = board.sideToMove().index() == 0 ? Verdict.BLACK_WINS : Verdict.RED_WINS;
            VerdictRule row = tables.verdict(check ? "checkmate" : "stalemate");
            endingReason = row.getCitation();
            endingPly = played.length;
        }
        Citation boundHit = null;
        String kind = search != null ? search.boundHit() : memoBound;
        if (kind != null && material.boundHit() != null) {
            // the whole-board search stopped early somewhere: the ruling says so rather than hiding it
            Citation c = material.boundHit();
            boundHit = c.withId("exchange-search-bound-" + kind, "time".equals(kind) ? "（时间）" : "（局面数）",
                    " (" + kind + ")");
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

    /**
     * Takes the board (after the last played ply) back to before {@code first} and analyses plies first..last; with a
     * memo, a ply it holds is taken from it and one it lacks is analysed and kept (the analyzer made on first need).
     * Returns the analyzer that analysed them (null if none was needed).
     */
    private PlyAnalyzer analyse(Board board, PlyAnalyzer analyzer, int[] played, List<PlyFacts> facts,
                                List<List<Object>> extra, int first, int last, PlyMemo memo) {
        for (int p = played.length; p >= first; p--) {
            board.unmake(Move.from(played[p - 1]), Move.to(played[p - 1]));
        }
        if (first > 1) {
            extra.set(first - 2, new ArrayList<>()); // where a material search puts the threats of the ply before
        }
        for (int p = first; p <= played.length; p++) {
            int m = played[p - 1];
            long position = memo != null && p <= last ? PlyMemo.positionKey(board, m) : 0;
            PlyFacts known = p <= last && memo != null ? memo.facts(p, position) : null;
            if (known != null) {
                extra.set(p - 1, new ArrayList<>(memo.extras(p)));
                facts.set(p - 1, known);
                board.make(Move.from(m), Move.to(m));
            } else if (p <= last) {
                if (analyzer == null) {
                    analyzer = analyzer(board);
                }
                List<Object> more = plyExtras(board, p, m);
                PlyFacts f = analyzer.play(p, Move.from(m), Move.to(m));
                if (memo != null) {
                    memo.keep(p, f, more, position);
                }
                extra.set(p - 1, more);
                facts.set(p - 1, f);
            } else {
                board.make(Move.from(m), Move.to(m));
            }
        }
        return analyzer;
    }

    /**
     * The material an edition with piece-values.yaml judges chases by, searched only for the plies being labelled (and the
     * one before them, whose threats the rules compare with): the board is taken back to there and played forward.
     */
    private static void materialFacts(Board board, MaterialSearch search, int[] played, List<List<Object>> extra,
                                      int first, int last, Cycle cycle, boolean rememberRepeats, boolean every,
                                      boolean otherReadingWhole) {
        // from the first ply given to the rules (factsToDecide): the ply before it was searched too once, and its
        // wins given to no decision (a fifth of a four-ply loop's searches)
        int from = Math.max(1, Math.min(first, cycle == null ? first : cycle.startPly()));
        int to = Math.min(played.length, Math.max(last, cycle == null ? last : cycle.endPly()));
        for (int p = played.length; p >= from; p--) {
            board.unmake(Move.from(played[p - 1]), Move.to(played[p - 1]));
        }
        if (from == 1 && played.length > 0) {
            // the opponent's threats in the given position, as if it had just moved there (ply 0): the first move
            // is compared with them like every later one
            extra.get(0).addAll(search.wins(0, Phase.AFTER, board.sideToMove().index() ^ 1, -1));
        }
        // a ply of the cycle's second loop makes the same move from the same board as one of its first: its wins
        // before and after are that ply's (the search looks at the two boards alone), relabelled
        Map<Long, Searched> earlier = new HashMap<>();
        for (int p = from; p <= played.length; p++) {
            int m = played[p - 1];
            int mover = board.sideToMove().index();
            int movedId = board.idAt(Move.from(m));
            Searched known = null;
            long position = 0;
            if (p <= to) {
                position = PlyMemo.positionKey(board, m);
                // once the ruling's CPU bound is hit every later search is cut short: nothing is reused past it
                known = !rememberRepeats || "time".equals(search.boundHit()) ? null : earlier.get(position);
            }
            if (known != null) {
                extra.get(p - 1).addAll(PlyMemo.relabelled(known.wins(), p));
                search.cost().pliesRemembered(1);
                board.make(Move.from(m), Move.to(m));
                continue;
            }
            board.make(Move.from(m), Move.to(m));
            if (p <= to) {
                int ply = p;
                List<Object> wins = plyWins(board, p, m, mover, movedId, search, every, otherReadingWhole,
                        needed -> searchBefore(board, search, ply, m, mover, needed));
                extra.get(p - 1).addAll(wins);
                earlier.putIfAbsent(position, new Searched(List.copyOf(wins)));
                search.cost().pliesSearched(1);
            }
        }
    }

    /**
     * One ply's material facts, the board after its move: the search after the move first, since what it holds
     * decides which other searches the rules can read ({@link Needed}), then the position before the move for the
     * targets compared ({@code before}, which takes the board back and forward again), then the position after the
     * move in the before-move reading where compared. The wins before the move come first in the list. The batch
     * ruler and a live game both ask this, so the two give the rules the same facts.
     *
     * @param every      the whole search before the move (and the other reading after it) for every target
     * @param otherWhole the other reading after the move for every target an after-move win takes
     */
    private static List<Object> plyWins(Board board, int p, int m, int mover, int movedId, MaterialSearch search,
                                        boolean every, boolean otherWhole,
                                        java.util.function.Function<Needed, List<Object>> before) {
        List<Object> after = search.wins(p, Phase.AFTER, mover, movedId, Move.from(m));
        Needed needed = every ? Needed.ALL : Needed.by(after);
        if (search.readingsDiffer() && needed.readAsBefore() && otherWhole) {
            after.addAll(search.wins(p, Phase.AFTER_READ_AS_BEFORE, mover, movedId, -1, needed.afterTargets(), 0));
        }
        List<Object> wins = new ArrayList<>();
        if (needed.before()) {
            wins.addAll(before.apply(needed));
        } else {
            search.cost().beforeSkipped(1);
        }
        if (search.readingsDiffer() && needed.readAsBefore() && !otherWhole) {
            // searched last, beside the other reading before the move that it is compared with
            long compared = Needed.comparedAsBefore(after, wins);
            if (compared != 0) {
                after.addAll(search.wins(p, Phase.AFTER_READ_AS_BEFORE, mover, movedId, -1, compared, 0));
            } else {
                search.cost().readAsBeforeSkipped(1);
            }
        }
        wins.addAll(after);
        return wins;
    }

    /** The wins before ply {@code p}'s move for the targets {@code needed} names; the board is after the move, and is again. */
    private static List<Object> searchBefore(Board board, MaterialSearch search, int p, int m, int mover,
                                             Needed needed) {
        board.unmake(Move.from(m), Move.to(m));
        List<Object> found = new ArrayList<>(search.wins(p, Phase.BEFORE, mover, -1, Move.from(m), needed.captured(),
                needed.facing()));
        if (search.readingsDiffer()) {
            found.addAll(search.wins(p, Phase.BEFORE_READ_AS_AFTER, mover, -1, -1, needed.captured(), 0));
        }
        board.make(Move.from(m), Move.to(m));
        return found;
    }

    /**
     * Which searches of a ply the edition's rules can read, given what the search after its move found. labels.drl
     * reads a ply's BEFORE facts only beside an AFTER fact of the same ply, to compare them: a BEFORE capture win
     * only of a piece an AFTER win reaches (its target, or a piece its checks take), a BEFORE offer only facing the
     * piece an AFTER offer faces; the other readings (captures only) likewise, BEFORE_READ_AS_AFTER of a piece an
     * AFTER win reaches, AFTER_READ_AS_BEFORE of an AFTER win's target (and of those only where a
     * BEFORE_READ_AS_AFTER win is compared with it: {@link #comparedAsBefore}, a row of its own). So only those
     * targets are searched before the move (the win by checks always, when anything is), and when the move leaves
     * nothing to win or offer (a check among them: the search finds nothing while the opponent is in check) the
     * position before it not at all.
     * The ply after reads this ply's AFTER wins, which are always searched whole. This is what the bundled
     * labels.drl reads, so it is a row of the edition's chases.yaml, {@code before_move_searched_only_where_compared}:
     * a committee whose rules read the before-move facts otherwise switches it off (or leaves it out) and the position
     * before each move is searched whole (SearchShortcutsTest holds the shortcut to the full search, ruling by ruling).
     */
    private record Needed(long captured, long facing, long afterTargets) {
        static final Needed ALL = new Needed(MaterialSearch.ALL_PIECES, MaterialSearch.ALL_PIECES,
                MaterialSearch.ALL_PIECES);

        static Needed by(List<Object> after) {
            long captured = 0, facing = 0, targets = 0;
            for (Object o : after) {
                if (o instanceof MaterialWin w) {
                    targets |= 1L << w.getTargetId();
                    for (int id = 1; id < 64; id++) {
                        if (w.reaches(id)) {
                            captured |= 1L << id;
                        }
                    }
                } else if (o instanceof ExchangeOffer offer) {
                    facing |= 1L << offer.getFacingId();
                }
            }
            return new Needed(captured, facing, targets);
        }

        boolean before() {
            return captured != 0 || facing != 0;
        }

        /**
         * The targets whose AFTER_READ_AS_BEFORE wins labels.drl can read: it reads them only to ask whether a win
         * after the move that a BEFORE_READ_AS_AFTER win at least as large reaches still stands in that reading
         * (24.3, the same answer before and after the move). So an AFTER win's target is searched in that
         * reading only when such a win before the move, {@code beforeWins}, reaches it; none: not searched at all.
         */
        static long comparedAsBefore(List<Object> after, List<Object> beforeWins) {
            long targets = 0;
            for (Object o : after) {
                if (o instanceof MaterialWin w && w.getPhase() == Phase.AFTER) {
                    for (Object b : beforeWins) {
                        if (b instanceof MaterialWin x && x.getPhase() == Phase.BEFORE_READ_AS_AFTER
                                && w.reaches(x.getTargetId()) && x.getGain() >= w.getGain()) {
                            targets |= 1L << w.getTargetId();
                            break;
                        }
                    }
                }
            }
            return targets;
        }

        boolean readAsBefore() {
            return afterTargets != 0;
        }
    }

    /** A ply's wins before and after its move, as searched at the ply they carry. */
    private record Searched(List<Object> wins) {
    }

    /**
     * {@link #materialFacts(Board, MaterialSearch, int[], List, int, int, Cycle, boolean, boolean, boolean)} for a live game's memo: the same
     * plies searched the same way, each ply by a search of its own (so the bound it stops at is its own), kept and
     * taken from the memo. Returns the bound a search stopped at ("time" before "nodes"), or null.
     */
    private String materialFacts(Board board, int[] played, List<List<Object>> extra, int first, int last, Cycle cycle,
                                 PlyMemo memo) {
        // from the first ply given to the rules (factsToDecide): the batch ruler also searches the ply before it,
        // whose wins no decision is given, so a live game leaves that search out
        int from = Math.max(1, Math.min(first, cycle == null ? first : cycle.startPly()));
        int to = Math.min(played.length, Math.max(last, cycle == null ? last : cycle.endPly()));
        for (int p = played.length; p >= from; p--) {
            board.unmake(Move.from(played[p - 1]), Move.to(played[p - 1]));
        }
        String bound = null;
        if (from == 1 && played.length > 0) {
            List<Object> wins = memo.material(0);
            if (wins == null) {
                MaterialSearch search = new MaterialSearch(board, material.settings(), memo.mateAnswers());
                wins = search.wins(0, Phase.AFTER, board.sideToMove().index() ^ 1, -1);
                memo.keepMaterial(0, wins, search.boundHit());
                wins = memo.material(0);
            }
            extra.get(0).addAll(wins);
            bound = worse(bound, memo.bound(0));
        }
        for (int p = from; p <= played.length; p++) {
            int m = played[p - 1];
            long position = p <= to ? PlyMemo.positionKey(board, m) : 0;
            List<Object> wins = p <= to ? memo.material(p, position) : null;
            if (p > to || wins != null) {
                board.make(Move.from(m), Move.to(m));
            } else {
                int mover = board.sideToMove().index();
                int movedId = board.idAt(Move.from(m));
                // the wins before the move depend on the board and on the point the move leaves (the piece about
                // to escape, CXA 24.3 因果关系), and on the targets searched: the moves tried from that point share them
                long before = PlyMemo.beforeKey(board, Move.from(m));
                board.make(Move.from(m), Move.to(m));
                MaterialSearch search = new MaterialSearch(board, material.settings(), memo.mateAnswers());
                String[] boundBefore = new String[1];
                int ply = p;
                List<Object> found = plyWins(board, p, m, mover, movedId, search, !material.beforeOnlyWhereCompared(),
                        !material.otherReadingOnlyWhereCompared(), needed -> {
                            // only the targets the rules compare, as the batch ruler searches them (Needed)
                            long key = PlyMemo.beforeKey(before, needed.captured(), needed.facing());
                            List<Object> known = memo.winsBefore(ply, key);
                            if (known != null) {
                                boundBefore[0] = memo.boundBefore(key);
                                return known;
                            }
                            MaterialSearch atBefore = new MaterialSearch(board, material.settings(), memo.mateAnswers());
                            List<Object> searched = searchBefore(board, atBefore, ply, m, mover, needed);
                            boundBefore[0] = atBefore.boundHit();
                            memo.keepWinsBefore(ply, searched, boundBefore[0], key);
                            return searched;
                        });
                memo.keepMaterial(p, found, worse(boundBefore[0], search.boundHit()), position);
                wins = memo.material(p);
            }
            if (p <= to) {
                extra.get(p - 1).addAll(wins);
                bound = worse(bound, memo.bound(p));
            }
        }
        return bound;
    }

    private static String worse(String a, String b) {
        return "time".equals(a) || "time".equals(b) ? "time" : a != null ? a : b;
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
