package org.xqverifier.conduct.facts;

/**
 * A move made on the board, with what the board says about the position after it.
 *
 * @param status "ongoing", "checkmate" or "stalemate" for the side now to move
 */
public record MovePlayed(int ply, String side, String move, boolean capture, boolean check, String status) {
}
