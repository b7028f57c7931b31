package org.xqverifier.competition;

/**
 * Why one pair of a Swiss round was made, for {@code --explain} and {@code --json}: the two scores, whether they
 * come from one score group or one of them floated, and whether each got the colour due to him ({@code null}: no
 * colour was due). A bye has {@code black == null}.
 */
public record PairReason(int board, String red, String black, double redScore, double blackScore, boolean sameGroup,
                         Boolean redDueMet, Boolean blackDueMet, String why, String colours) {
}
