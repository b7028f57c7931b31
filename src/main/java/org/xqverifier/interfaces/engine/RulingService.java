package org.xqverifier.interfaces.engine;

import java.util.List;

/**
 * What the web page needs from the repetition engine: the editions it can rule under, and one ruling. The server
 * talks to the engine only through this, so the page can be built and tested while the engine is written.
 */
public interface RulingService {

    /** The editions that can be ruled under, in the order the page shows them side by side. */
    List<EditionInfo> editions();

    /**
     * Rules the moves (ICCS, already checked legal) played from the position.
     *
     * @throws IllegalArgumentException   for an unknown edition or input the engine refuses (the message says why)
     */
    RulingResult rule(String edition, String fen, List<String> iccsMoves);

    /**
     * The first ruling the moves reach, for long runs (a game collection): an engine may stop at it and label only
     * the plies it needs. By default the same as {@link #rule}.
     */
    default RulingResult firstRuling(String edition, String fen, List<String> moves) {
        return rule(edition, fen, moves);
    }

    /**
     * Where the moves (ICCS, legal in sequence) first repeat as often as the edition rules on, without ruling: the
     * cycle of their first ruling, or null. An engine may answer it far faster than a ruling (a file's game list).
     */
    default RulingResult.Cycle firstCycle(String edition, String fen, List<String> iccsMoves) {
        return firstRuling(edition, fen, iccsMoves).cycle();
    }

    /** An edition as the page lists it. */
    record EditionInfo(String id, String title) {
    }
}
