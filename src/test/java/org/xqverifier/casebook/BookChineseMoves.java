package org.xqverifier.casebook;

import java.util.ArrayList;
import java.util.List;

import org.xqverifier.board.Move;
import org.xqverifier.board.Piece;
import org.xqverifier.board.PieceType;
import org.xqverifier.board.Position;
import org.xqverifier.board.Side;
import org.xqverifier.board.Square;

/**
 * Reads the Chinese moves as the rule book prints them (马二退一, 车９平８, 后车进一) into the ICCS move they name.
 *
 * <p>A deliberately small, independent reading used only to check the casebook's data: the case files carry both the
 * book's Chinese and an ICCS transcription, and the two must name the same move. It covers what the book prints —
 * piece + file + direction + number, and 前/中/后 + piece for pieces sharing a file — and nothing more (no 一二三 pawn
 * ordinals, no traditional characters). The project's notation package is the real reader; keeping this one separate
 * means a transcription error is not hidden by the code that would also produce it.
 */
final class BookChineseMoves {

    private static final String RED_NUMERALS = "一二三四五六七八九";

    private BookChineseMoves() {
    }

    /** The ICCS move the Chinese text names in this position; an IllegalArgumentException says why it names none. */
    static String toIccs(Position position, String chinese) {
        String text = normalise(chinese);
        Side side = position.sideToMove();
        PieceType type;
        List<Integer> from;
        if ("前中后".indexOf(text.charAt(0)) >= 0) {
            type = pieceType(text.charAt(1));
            from = List.of(pieceOnSharedFile(position, side, type, text.charAt(0), chinese));
        } else {
            type = pieceType(text.charAt(0));
            from = piecesOnFile(position, side, type, fileOf(side, number(side, text.charAt(1), chinese)), chinese);
        }
        String direction = text.substring(2, 3);
        int number = number(side, text.charAt(3), chinese);
        List<Integer> moves = new ArrayList<>();
        for (int sq : from) {
            moves.add(Move.of(sq, destination(sq, side, type, direction, number, chinese)));
        }
        if (moves.size() > 1) {
            // two advisors or elephants on one file are not told apart in print: only one of them can make the move
            moves.removeIf(m -> !position.isLegal(m));
        }
        if (moves.size() != 1) {
            throw new IllegalArgumentException(chinese + ": names " + moves.size() + " moves");
        }
        return Move.iccs(moves.get(0));
    }

    private static int destination(int from, Side side, PieceType type, String direction, int number, String chinese) {
        int forward = side == Side.RED ? 1 : -1;
        int fromFile = Square.file(from), fromRank = Square.rank(from);
        int toFile, toRank;
        switch (direction) {
            case "平":
                toFile = fileOf(side, number);
                toRank = fromRank;
                break;
            case "进":
            case "退": {
                int sign = direction.equals("进") ? forward : -forward;
                if (type == PieceType.ROOK || type == PieceType.CANNON || type == PieceType.PAWN || type == PieceType.KING) {
                    toFile = fromFile;
                    toRank = fromRank + sign * number;
                } else {
                    // horse, elephant and advisor name the file they land on; the rank follows from how they move
                    toFile = fileOf(side, number);
                    int fileStep = Math.abs(toFile - fromFile);
                    int rankStep = switch (type) {
                        case HORSE -> fileStep == 1 ? 2 : fileStep == 2 ? 1 : -1;
                        case ELEPHANT -> fileStep == 2 ? 2 : -1;
                        case ADVISOR -> fileStep == 1 ? 1 : -1;
                        default -> -1;
                    };
                    if (rankStep < 0) {
                        throw new IllegalArgumentException(chinese + ": a " + type + " cannot reach that file");
                    }
                    toRank = fromRank + sign * rankStep;
                }
                break;
            }
            default:
                throw new IllegalArgumentException(chinese + ": direction must be 进, 退 or 平");
        }
        if (!Square.onBoard(toFile, toRank)) {
            throw new IllegalArgumentException(chinese + ": leads off the board");
        }
        return Square.of(toFile, toRank);
    }

    private static String normalise(String chinese) {
        StringBuilder sb = new StringBuilder();
        for (char c : chinese.strip().toCharArray()) {
            if (c >= '１' && c <= '９') {
                c = (char) ('1' + (c - '１'));
            }
            if (c == '後') {
                c = '后';
            }
            if (c == '進') {
                c = '进';
            }
            if (!Character.isWhitespace(c)) {
                sb.append(c);
            }
        }
        if (sb.length() != 4) {
            throw new IllegalArgumentException(chinese + ": expected four characters");
        }
        return sb.toString();
    }

    private static PieceType pieceType(char c) {
        return switch (c) {
            case '帅', '将' -> PieceType.KING;
            case '仕', '士' -> PieceType.ADVISOR;
            case '相', '象' -> PieceType.ELEPHANT;
            case '马' -> PieceType.HORSE;
            case '车' -> PieceType.ROOK;
            case '炮', '砲' -> PieceType.CANNON;
            case '兵', '卒' -> PieceType.PAWN;
            default -> throw new IllegalArgumentException("'" + c + "' is not a piece");
        };
    }

    /** Red counts files 一…九 from its right (file i … a); Black counts 1…9 from its right (file a … i). */
    private static int number(Side side, char c, String chinese) {
        int n = side == Side.RED ? RED_NUMERALS.indexOf(c) + 1 : (c >= '1' && c <= '9' ? c - '0' : 0);
        if (n == 0) {
            throw new IllegalArgumentException(chinese + ": '" + c + "' is not a "
                    + (side == Side.RED ? "Chinese numeral 一…九 (Red)" : "digit 1…9 (Black)"));
        }
        return n;
    }

    private static int fileOf(Side side, int n) {
        return side == Side.RED ? 9 - n : n - 1;
    }

    private static List<Integer> piecesOnFile(Position position, Side side, PieceType type, int file, String chinese) {
        List<Integer> found = new ArrayList<>();
        for (int rank = 0; rank < Square.RANKS; rank++) {
            int sq = Square.of(file, rank);
            if (position.pieceAt(sq) == Piece.of(side, type)) {
                found.add(sq);
            }
        }
        boolean unambiguous = found.size() == 1
                || found.size() == 2 && (type == PieceType.ADVISOR || type == PieceType.ELEPHANT);
        if (!unambiguous) {
            throw new IllegalArgumentException(chinese + ": " + found.size() + " such pieces on that file");
        }
        return found;
    }

    private static int pieceOnSharedFile(Position position, Side side, PieceType type, char which, String chinese) {
        int piece = Piece.of(side, type);
        for (int file = 0; file < Square.FILES; file++) {
            List<Integer> onFile = new ArrayList<>();
            for (int rank = 0; rank < Square.RANKS; rank++) {
                if (position.pieceAt(Square.of(file, rank)) == piece) {
                    onFile.add(Square.of(file, rank));
                }
            }
            if (onFile.size() < 2) {
                continue;
            }
            // front = furthest forward from the mover's side
            onFile.sort((a, b) -> side == Side.RED ? Square.rank(b) - Square.rank(a) : Square.rank(a) - Square.rank(b));
            return switch (which) {
                case '前' -> onFile.get(0);
                case '后' -> onFile.get(onFile.size() - 1);
                default -> onFile.get(1);
            };
        }
        throw new IllegalArgumentException(chinese + ": no file holds two such pieces");
    }
}
