package org.xqverifier.conduct.facts;

/**
 * A breach of the players' duties reported by the log: "clock-pressed-hard", "clock-stopped", "left-seat",
 * "consulted", "disturbed", "read", "record-refused", "refused-rules"; nth counts this side's offences of the kind so far.
 */
public record Offence(String side, String kind, int nth) {
    public String getSide() { return side; }
    public String getKind() { return kind; }
    public int getNth() { return nth; }
}
