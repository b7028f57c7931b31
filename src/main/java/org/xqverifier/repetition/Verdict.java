package org.xqverifier.repetition;

/** The outcome of a ruling; {@link #code()} is the contract's spelling (red-must-change, draw, …). */
public enum Verdict {
    RED_MUST_CHANGE, BLACK_MUST_CHANGE, DRAW, NONE, RED_WINS, BLACK_WINS;

    public String code() {
        return name().toLowerCase().replace('_', '-');
    }

    public static Verdict ofCode(String code) {
        return valueOf(code.toUpperCase().replace('-', '_'));
    }
}
