package org.xqverifier.conduct.facts;

/**
 * One touch of a piece as the log reports it. The rules first decide whether it counts as a touch at all
 * (an obvious accidental touch or an announced adjustment does not) by setting {@link #setVerdict}.
 */
public final class TouchAct {
    private final String side;
    private final String square;
    /** "own" or "opponent": whose piece was touched. */
    private final String owner;
    private final boolean accidental;
    private final boolean adjustment;
    private final boolean announced;
    private final boolean consented;
    private final boolean ownTurn;
    private String verdict;

    public TouchAct(String side, String square, String owner, boolean accidental, boolean adjustment,
                    boolean announced, boolean consented, boolean ownTurn) {
        this.side = side;
        this.square = square;
        this.owner = owner;
        this.accidental = accidental;
        this.adjustment = adjustment;
        this.announced = announced;
        this.consented = consented;
        this.ownTurn = ownTurn;
    }

    public String getSide() { return side; }
    public String getSquare() { return square; }
    public String getOwner() { return owner; }
    public boolean isAccidental() { return accidental; }
    public boolean isAdjustment() { return adjustment; }
    public boolean isAnnounced() { return announced; }
    public boolean isConsented() { return consented; }
    public boolean isOwnTurn() { return ownTurn; }
    /** null until judged, then "touch" or "not-a-touch". */
    public String getVerdict() { return verdict; }
    public void setVerdict(String verdict) { this.verdict = verdict; }
}
