package org.xqverifier.repetition;

/** The repeated stretch: plies {@code startPly} .. {@code startPly + length - 1} lead back to the same position. */
public record Cycle(int startPly, int length) {
    public int endPly() {
        return startPly + length - 1;
    }
}
