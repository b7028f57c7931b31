package org.xqverifier.referee;

import org.xqverifier.board.Move;
import org.xqverifier.conduct.Decision;
import org.xqverifier.conduct.NaturalLimitReview;
import org.xqverifier.repetition.LiveGame;
import org.xqverifier.edition.Citation;
import org.xqverifier.repetition.Ruling;
import org.xqverifier.repetition.RulingInputException;
import org.xqverifier.repetition.Verdict;

import java.util.ArrayList;
import java.util.List;

/**
 * One game under a {@link Referee}: play a move, take it back, and after each the {@link Status}. A refused move
 * leaves the game as it was. Not for use by several threads at once.
 */
public final class RefereeGame {
    /** Longer move texts are refused before they are read (no notation writes a move in more). */
    static final int MAX_MOVE_TEXT = 64;

    private final Referee referee;
    private final String startFen;
    private final LiveGame live;
    /** statuses.get(p): the status after ply p; an undo drops the last. */
    private final List<Status> statuses = new ArrayList<>();
    /** The ply before which the natural limit cannot be reached (each ply adds at most one counted ply). */
    private int nextLimitReview;

    RefereeGame(Referee referee, String fen) {
        this.referee = referee;
        this.startFen = fen;
        try {
            this.live = LiveGame.start(referee.arbiter(), fen);
        } catch (RulingInputException e) {
            throw new RefereeException(e.getMessage(), 0);
        }
        statuses.add(assess(null, false));
    }

    public Referee referee() {
        return referee;
    }

    /** The position the game started from, as given. */
    public String startFen() {
        return startFen;
    }

    /** The position now (FEN). */
    public String fen() {
        return live.fen();
    }

    /** Plies played. */
    public int ply() {
        return live.ply();
    }

    /** The moves played, ICCS. */
    public List<String> moves() {
        return live.moves();
    }

    /** The status now (after the last move, or at the start). */
    public Status status() {
        return statuses.get(statuses.size() - 1);
    }

    /**
     * Plays a move written in any notation xq reads (ICCS {@code h2e2}, WXF {@code C2.5}, Chinese {@code 炮二平五}) and
     * returns the status after it. A move that does not parse, is illegal, or comes after the end of the game is a
     * {@link RefereeException} (the reason and the ply); the game is then unchanged. A forbidden move is legal: it is
     * played, and the status says so ({@link Status#forbiddenPlayed()}).
     */
    public Status play(String move) {
        return play(move, true);
    }

    /**
     * Plays a move of a line whose later moves are already known, as a request that replays a whole line does (the
     * web page's): as {@link #play}, but the move analyses nothing ahead — the line's own later moves ask for the
     * rulings they need, and a ply analysed ahead that none of them needs would be work for nothing.
     */
    public Status replay(String move) {
        return play(move, false);
    }

    private Status play(String move, boolean lookAhead) {
        int m = read(move);
        live.play(m);
        Status s = assess(Move.iccs(m), lookAhead);
        statuses.add(s);
        return s;
    }

    /** The move {@code text} would be (a {@link Move} code), checked as {@link #play} checks it, without playing it. */
    int read(String text) {
        int ply = live.ply();
        if (text == null || text.isBlank()) {
            throw new RefereeException("ply " + (ply + 1) + ": no move given", ply);
        }
        if (text.length() > MAX_MOVE_TEXT) {
            throw new RefereeException("ply " + (ply + 1) + ": a move of " + text.length() + " characters (at most "
                    + MAX_MOVE_TEXT + ")", ply);
        }
        State now = status().state();
        if (now.over()) {
            throw new RefereeException("ply " + (ply + 1) + ": move '" + text.strip() + "': the game is over ("
                    + now.code() + ")", ply);
        }
        try {
            return live.read(text.strip());
        } catch (RulingInputException e) {
            throw new RefereeException(e.getMessage(), ply);
        }
    }

    /** Takes back the last move and returns the status before it; with no move to take back a RefereeException. */
    public Status undo() {
        if (!live.undo()) {
            throw new RefereeException("no move to take back (ply 0)", 0);
        }
        statuses.remove(statuses.size() - 1);
        nextLimitReview = Math.min(nextLimitReview, live.ply() + 1);
        return status();
    }

    /** How often the position now has stood on the board in this game (1 the first time). */
    public int occurrences() {
        return live.occurrences();
    }

    /** The legal moves of the side to move, ICCS (forbidden ones included: they are legal). */
    public List<String> legalMoves() {
        return live.legalMoves();
    }

    /** The last move played in a notation (chinese, wxf, iccs, uci); null at the start. */
    public String lastMove(String notation) {
        return live.ply() == 0 ? null : live.writeLast(notation);
    }

    /** The move {@code iccs} (legal now) in a notation: chinese, wxf, iccs, uci. */
    public String write(String iccs, String notation) {
        return live.write(Move.parseIccs(iccs), notation);
    }

    /** How many cycle rulings this game has asked for (for the benchmarks). */
    int rulingsAsked() {
        return live.rulingsAsked();
    }

    /** How many plies this game has analysed ahead of the rulings that will need them (for the benchmarks). */
    int analysedAhead() {
        return live.analysedAhead();
    }

    /** Where the game stands now that {@code lastMove} (ICCS, null at the start) is on the board. */
    private Status assess(String lastMove, boolean lookAhead) {
        String side = live.sideToMove() == org.xqverifier.board.Side.RED ? "red" : "black";
        Citation row = referee.tables().forbiddenMoveRow();
        int ply = live.ply();
        if (live.over()) {
            Ruling end = live.ending();
            State state = end.reasons().get(0).id().equals("stalemate") ? State.STALEMATE : State.CHECKMATE;
            return new Status(ply, state, side, lastMove, end, List.of(), null, row);
        }
        int asked = live.rulingsAsked();
        Ruling cycle = live.closedCycle(); // null unless the position stood often enough for a ruling to matter
        ForbiddenMove played = null;
        if (cycle != null && lastMove != null && mover().equals(cycle.violator())) {
            played = new ForbiddenMove(lastMove, live.writeLast("chinese"), live.occurrences(), cycle);
        }
        State state = State.ONGOING;
        Ruling ruling = null;
        if (cycle != null && live.occurrences() >= referee.tables().occurrences()) {
            state = State.REPETITION;
            ruling = cycle;
        } else {
            Ruling limit = naturalLimit();
            if (limit != null) {
                return new Status(ply, State.NATURAL_LIMIT, side, lastMove, limit, List.of(), played, row);
            }
        }
        List<ForbiddenMove> forbidden = forbidden();
        if (lookAhead && live.rulingsAsked() == asked) {
            live.lookAhead(); // a move that asked no ruling analyses a ply the coming rulings will need
        }
        return new Status(ply, state, side, lastMove, ruling, forbidden, played, row);
    }

    /** The side that made the last move. */
    private String mover() {
        return live.sideToMove() == org.xqverifier.board.Side.RED ? "black" : "red";
    }

    private List<ForbiddenMove> forbidden() {
        List<LiveGame.Forbidden> found = live.forbidden();
        if (found.isEmpty()) {
            return List.of();
        }
        List<ForbiddenMove> out = new ArrayList<>(found.size());
        for (LiveGame.Forbidden f : found) {
            out.add(new ForbiddenMove(Move.iccs(f.move()), live.write(f.move(), "chinese"), f.occurrence(), f.ruling()));
        }
        return List.copyOf(out);
    }

    /** The natural limit's draw when the edition has one and this move reaches it, else null. */
    private Ruling naturalLimit() {
        int ply = live.ply();
        if (ply < nextLimitReview) {
            return null;
        }
        NaturalLimitReview review = referee.naturalLimitIfReachable(live.pliesSinceCapture());
        if (review == null) {
            nextLimitReview = ply + 1;
            return null;
        }
        NaturalLimitReview.Review r = review.review(startFen, live.moves());
        Decision d = r.result();
        if (d == null) {
            // each ply adds at most one counted ply: no review can reach the limit sooner
            nextLimitReview = ply + Math.max(1, review.plies() - Math.max(0, r.counted()));
            return null;
        }
        Citation reason = new Citation("natural-limit", d.getArticle(), d.getZh(), d.getEn());
        return new Ruling(referee.edition(), Verdict.ofCode(d.getResult()), null, null, List.of(), List.of(reason), ply);
    }
}
