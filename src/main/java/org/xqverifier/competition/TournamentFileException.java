package org.xqverifier.competition;

/**
 * A tournament file that does not follow the schema (docs/competition.md, "The tournament file"): the message names the file, the
 * field and, where there is one, the round. An IllegalArgumentException so the CLI shows it as a user error.
 */
public class TournamentFileException extends IllegalArgumentException {
    public TournamentFileException(String message) {
        super(message);
    }
}
