package org.xqverifier.board;

import java.util.ArrayList;
import java.util.List;

/**
 * FEN reading and writing. Writes the canonical UCCI form with six fields; reads leniently: WXF letters (E elephant,
 * H horse), side {@code w}, {@code r} or {@code b}, and missing trailing fields.
 */
public final class Fen {
    public static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    private static final int[] ADVISOR_POINTS_RED = {3, 5, 13, 21, 23};
    private static final int[] ELEPHANT_POINTS_RED = {2, 6, 18, 22, 26, 38, 42};
    /** Files on which pawns start (a, c, e, g, i): an uncrossed pawn can only stand on these. */
    private static final boolean[] PAWN_FILE = {true, false, true, false, true, false, true, false, true};

    private Fen() {
    }

    /** Reads a FEN the program itself wrote or knows to be good; a bad one is a programming error. */
    static Position parse(String fen) {
        try {
            return read(fen);
        } catch (FenException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Reads a FEN, accepting diagram-only positions; throws with a one-line message if unreadable or impossible. */
    public static Position read(String fen) throws FenException {
        Position p = readPlacement(fen);
        FenValidation v = validate(p);
        if (v.kind() == FenValidation.Kind.IMPOSSIBLE) {
            throw new FenException("impossible position in FEN: " + String.join("; ", v.messages()));
        }
        return p;
    }

    /** Classifies a FEN: impossible, diagram-only (with warnings) or fine; an unreadable FEN is an exception. */
    public static FenValidation validate(String fen) throws FenException {
        return validate(readPlacement(fen));
    }

    private static Position readPlacement(String fen) throws FenException {
        if (fen == null || fen.isBlank()) {
            throw new FenException("empty FEN");
        }
        String[] fields = fen.trim().split("\\s+");
        String[] ranks = fields[0].split("/", -1);
        if (ranks.length != Square.RANKS) {
            throw new FenException("FEN board has " + ranks.length + " ranks, expected 10 separated by '/': " + Quoted.cut(fields[0], 100));
        }
        Position p = new Position();
        boolean ucciLetters = false, wxfLetters = false;
        for (int i = 0; i < Square.RANKS; i++) {
            int rank = 9 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                    continue;
                }
                int piece = Piece.ofFenChar(c);
                if (piece == Piece.EMPTY) {
                    throw new FenException("FEN rank " + (i + 1) + " from the top ('" + Quoted.cut(ranks[i], 40)
                            + "'): '" + c + "' is not a piece letter (K A B/E N/H R C P)");
                }
                char u = Character.toUpperCase(c);
                ucciLetters |= u == 'B' || u == 'N';
                wxfLetters |= u == 'E' || u == 'H';
                if (file >= Square.FILES) {
                    throw new FenException("FEN rank " + (i + 1) + " from the top ('" + Quoted.cut(ranks[i], 40) + "') has more than 9 points");
                }
                p.put(Square.of(file, rank), piece);
                file++;
            }
            if (file != Square.FILES) {
                throw new FenException("FEN rank " + (i + 1) + " from the top ('" + Quoted.cut(ranks[i], 40) + "') has " + file
                        + " points, expected 9");
            }
        }
        if (ucciLetters && wxfLetters) {
            throw new FenException("FEN mixes UCCI letters (B, N) with WXF letters (E, H)");
        }
        Side toMove = Side.RED;
        if (fields.length > 1) {
            switch (fields[1].toLowerCase()) {
                case "w": case "r": toMove = Side.RED; break;
                case "b": toMove = Side.BLACK; break;
                default: throw new FenException("FEN side to move is '" + Quoted.cut(fields[1], 20) + "', expected w, r or b");
            }
        }
        p.setSideToMove(toMove);
        int halfmove = fields.length > 4 ? counter(fields[4], "half-move clock") : 0;
        int fullmove = fields.length > 5 ? counter(fields[5], "move number") : 1;
        if (fields.length > 6) {
            throw new FenException("FEN has " + fields.length + " fields, expected at most 6");
        }
        p.setCounters(halfmove, Math.max(1, fullmove));
        return p;
    }

    private static int counter(String text, String what) throws FenException {
        try {
            int v = Integer.parseInt(text);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new FenException("FEN " + what + " is '" + Quoted.cut(text, 20) + "', expected a number");
        }
    }

    /** Classifies a position already on a board. */
    public static FenValidation validate(Position p) {
        List<String> impossible = new ArrayList<>();
        List<String> diagramOnly = new ArrayList<>();
        for (Side side : Side.values()) {
            String who = side == Side.RED ? "Red" : "Black";
            int[] counts = new int[PieceType.values().length];
            for (int sq = 0; sq < Square.COUNT; sq++) {
                int piece = p.pieceAt(sq);
                if (piece == Piece.EMPTY || Piece.side(piece) != side) {
                    continue;
                }
                PieceType type = Piece.type(piece);
                counts[type.ordinal()]++;
                switch (type) {
                    case KING:
                        if (!Square.inPalace(sq, side)) {
                            impossible.add(where(who, type, sq) + " is outside its palace");
                        }
                        break;
                    case ADVISOR:
                        if (!onPoint(sq, side, ADVISOR_POINTS_RED)) {
                            impossible.add(where(who, type, sq) + " is off the advisor's points");
                        }
                        break;
                    case ELEPHANT:
                        if (!onPoint(sq, side, ELEPHANT_POINTS_RED)) {
                            impossible.add(where(who, type, sq) + " is off the elephant's points");
                        }
                        break;
                    case PAWN: {
                        int ownRank = side == Side.RED ? Square.rank(sq) : 9 - Square.rank(sq);
                        if (ownRank < 3) {
                            diagramOnly.add(where(who, type, sq) + " stands behind its starting rank");
                        } else if (ownRank <= 4 && !PAWN_FILE[Square.file(sq)]) {
                            diagramOnly.add(where(who, type, sq) + " has not crossed the river yet is off the pawn files");
                        }
                        break;
                    }
                    default:
                        break;
                }
            }
            for (PieceType type : PieceType.values()) {
                int n = counts[type.ordinal()];
                if (type == PieceType.KING && n == 0) {
                    impossible.add(who + " has no king");
                } else if (n > type.maxPerSide()) {
                    impossible.add(who + " has " + n + " " + type.name().toLowerCase() + "s, at most "
                            + type.maxPerSide() + " are possible");
                }
            }
        }
        int redKing = p.kingSquare(Side.RED), blackKing = p.kingSquare(Side.BLACK);
        if (impossible.isEmpty() && redKing >= 0 && blackKing >= 0) {
            if (kingsFace(p, redKing, blackKing)) {
                impossible.add("the kings face each other on an open file");
            } else if (p.inCheck(p.sideToMove().opposite())) {
                impossible.add((p.sideToMove() == Side.RED ? "Black" : "Red")
                        + " is in check but it is " + (p.sideToMove() == Side.RED ? "Red" : "Black") + " to move");
            }
        }
        if (!impossible.isEmpty()) {
            return new FenValidation(FenValidation.Kind.IMPOSSIBLE, impossible);
        }
        if (!diagramOnly.isEmpty()) {
            return new FenValidation(FenValidation.Kind.DIAGRAM_ONLY, diagramOnly);
        }
        return new FenValidation(FenValidation.Kind.FINE, List.of());
    }

    /** A piece named in a message, e.g. "Red advisor on d0"; written only for a problem (every set-up game is checked). */
    private static String where(String who, PieceType type, int sq) {
        return who + " " + type.name().toLowerCase() + " on " + Square.name(sq);
    }

    private static boolean kingsFace(Position p, int a, int b) {
        if (Square.file(a) != Square.file(b)) {
            return false;
        }
        for (int sq = Math.min(a, b) + Square.FILES; sq < Math.max(a, b); sq += Square.FILES) {
            if (p.pieceAt(sq) != Piece.EMPTY) {
                return false;
            }
        }
        return true;
    }

    private static boolean onPoint(int sq, Side side, int[] redPoints) {
        int mirrored = side == Side.RED ? sq : Square.of(Square.file(sq), 9 - Square.rank(sq));
        for (int point : redPoints) {
            if (point == mirrored) {
                return true;
            }
        }
        return false;
    }

    public static String write(Position p) {
        StringBuilder sb = new StringBuilder(64);
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Square.FILES; file++) {
                int piece = p.pieceAt(Square.of(file, rank));
                if (piece == Piece.EMPTY) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(Piece.fenChar(piece));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(p.sideToMove() == Side.RED ? " w" : " b");
        sb.append(" - - ").append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
        return sb.toString();
    }
}
