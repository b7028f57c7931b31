package org.xqverifier.competition;

import org.xqverifier.edition.RulesException;

/** A competition rules folder that does not load: names the file (and line) and the field; nothing is computed. */
public class RulesFolderException extends RulesException {
    public RulesFolderException(String message) {
        super(message);
    }
}
