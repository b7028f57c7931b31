package org.xqverifier.competition;

/** A rule book's provision as the explanations quote it: article, Chinese and English wording. */
public record Provision(String article, String zh, String en) {
    public static final Provision NONE = new Provision("", "", "");
}
