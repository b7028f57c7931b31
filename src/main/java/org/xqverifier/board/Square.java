package org.xqverifier.board;

/**
 * Squares (points) are ints 0–89: {@code rank * 9 + file}. Files 0–8 are a–i from Red's left; ranks 0–9 count from
 * Red's back rank. This is the ICCS coordinate system: "e0" is Red's king's start point.
 */
public final class Square {
    public static final int COUNT = 90;
    public static final int FILES = 9;
    public static final int RANKS = 10;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank * FILES + file;
    }

    public static int file(int sq) {
        return sq % FILES;
    }

    public static int rank(int sq) {
        return sq / FILES;
    }

    public static boolean onBoard(int file, int rank) {
        return file >= 0 && file < FILES && rank >= 0 && rank < RANKS;
    }

    public static String name(int sq) {
        return "" + (char) ('a' + file(sq)) + (char) ('0' + rank(sq));
    }

    /** Parses "e0" style names; returns -1 if the text is not a square. */
    public static int parse(String name) {
        if (name == null || name.length() != 2) {
            return -1;
        }
        int file = Character.toLowerCase(name.charAt(0)) - 'a';
        int rank = name.charAt(1) - '0';
        return onBoard(file, rank) ? of(file, rank) : -1;
    }

    /** True if the point lies in the given side's palace (files d–f, the side's three back ranks). */
    public static boolean inPalace(int sq, Side side) {
        int f = file(sq), r = rank(sq);
        if (f < 3 || f > 5) {
            return false;
        }
        return side == Side.RED ? r <= 2 : r >= 7;
    }

    /** True if the point lies on the given side's own half (before the river). */
    public static boolean onOwnHalf(int sq, Side side) {
        return side == Side.RED ? rank(sq) <= 4 : rank(sq) >= 5;
    }
}
