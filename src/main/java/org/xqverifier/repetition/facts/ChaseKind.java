package org.xqverifier.repetition.facts;

/**
 * The kind of one chase a move makes (single or joint, and what it chases), for patterns that tell chases apart.
 *
 * @param gain material the chase would win: a move's kind is that of its largest chase
 */
public record ChaseKind(int ply, String side, int targetId, String kind, int gain) {
    @Override
    public String toString() {
        return "ChaseKind[" + ply + " " + kind + " #" + targetId + "]";
    }
}
