package org.xqverifier.conduct;

/** A conduct rule set that does not load (unknown edition, YAML error, DRL compile error), with file and line. */
public final class ConductRulesException extends IllegalArgumentException {
    public ConductRulesException(String message) {
        super(message);
    }
}
