package org.xqverifier.conduct.facts;

/** A side resigned. */
public record Resignation(String side) {
}
