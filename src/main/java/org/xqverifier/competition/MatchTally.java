package org.xqverifier.competition;

import org.xqverifier.edition.Citation;

/**
 * The fact the match-result rules decide on: one multi-game pairing's game points (局分/小分) and, for two-game team
 * matches, board points (大分), for the first- and second-listed side. {@code kind} is
 * {@code individual-multi-game}, {@code team-one-game} or {@code team-two-game}. A rule calls {@link #decide} with
 * each side's result ("win", "draw", "loss") and the article it applied.
 */
public final class MatchTally {
    private final String kind;
    private final double firstGamePoints;
    private final double secondGamePoints;
    private final double firstBoardPoints;
    private final double secondBoardPoints;
    private String firstResult;
    private String secondResult;
    private Citation provision;

    public MatchTally(String kind, double firstGamePoints, double secondGamePoints, double firstBoardPoints,
                      double secondBoardPoints) {
        this.kind = kind;
        this.firstGamePoints = firstGamePoints;
        this.secondGamePoints = secondGamePoints;
        this.firstBoardPoints = firstBoardPoints;
        this.secondBoardPoints = secondBoardPoints;
    }

    public String getKind() {
        return kind;
    }

    public double getFirstGamePoints() {
        return firstGamePoints;
    }

    public double getSecondGamePoints() {
        return secondGamePoints;
    }

    public double getFirstBoardPoints() {
        return firstBoardPoints;
    }

    public double getSecondBoardPoints() {
        return secondBoardPoints;
    }

    public boolean isUndecided() {
        return firstResult == null;
    }

    public void decide(String first, String second, String article, String zh, String en) {
        if (firstResult != null) {
            throw new IllegalStateException("two match-result rules fired for one match: " + provision.article()
                    + " and " + article);
        }
        firstResult = first;
        secondResult = second;
        provision = Citation.text(article, zh, en);
    }

    /** The usual rule: more wins, fewer loses, equal draws. */
    public void decideByComparison(double first, double second, String article, String zh, String en) {
        decide(first > second ? "win" : first < second ? "loss" : "draw",
                first > second ? "loss" : first < second ? "win" : "draw", article, zh, en);
    }

    public String firstResult() {
        return firstResult;
    }

    public String secondResult() {
        return secondResult;
    }

    public Citation provision() {
        return provision;
    }
}
