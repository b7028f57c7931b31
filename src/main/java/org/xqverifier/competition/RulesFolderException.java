package org.xqverifier.competition;

/** A competition rules folder that does not load: names the file and the field; no standings are computed. */
public class RulesFolderException extends IllegalArgumentException {
    public RulesFolderException(String message) {
        super(message);
    }
}
