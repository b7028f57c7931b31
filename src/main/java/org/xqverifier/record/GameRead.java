package org.xqverifier.record;

/**
 * A game as a record gives it when its reading keeps what can be played: the game (null when it cannot even be
 * started: a bad FEN tag, not a Chinese Chess game) and the problem that stopped the reading (null when the game was
 * read whole). With both, the game holds the moves before the one that cannot be played, which the problem names.
 */
public record GameRead(Game game, RecordException problem) {
}
