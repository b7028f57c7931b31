package org.xqverifier.interfaces.engine;

/**
 * The engine and notations this build carries, in one place so the command line and the tests agree on them.
 */
public final class Services {
    private static final RulingService RULINGS = ArbiterRulingService.bundled();
    private static final MoveText MOVE_TEXT = new MoveText();

    private Services() {
    }

    public static RulingService rulings() {
        return RULINGS;
    }

    public static MoveText moveText() {
        return MOVE_TEXT;
    }
}
