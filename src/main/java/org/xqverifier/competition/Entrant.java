package org.xqverifier.competition;

/**
 * A player or a team as entered in a tournament. {@code number} is the pairing number (the order of the file,
 * from 1): the round-robin table and round 1 of a Swiss are read by it.
 */
public record Entrant(String id, String name, String unit, Integer rating, int number) {
}
