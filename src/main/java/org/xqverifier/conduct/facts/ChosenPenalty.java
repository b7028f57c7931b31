package org.xqverifier.conduct.facts;

/**
 * A penalty the arbiter (or the committee) chose for an offence already in the log: {@code penalty} is "foul",
 * "warning", "loss", "expulsion", "cancel-points" or "ban" ({@code years} for a ban, else 0). The rules check it is
 * one the edition's article allows and apply it.
 */
public record ChosenPenalty(String side, String penalty, String offence, int years) {
    public String getSide() { return side; }
    public String getPenalty() { return penalty; }
    public String getOffence() { return offence; }
    public int getYears() { return years; }
}
