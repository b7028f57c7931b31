package org.xqverifier.record;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.xqverifier.board.Square;

/**
 * The move tree of an XQF file (offset 0x400 on, mask removed), read node by node without recursion. Each node is
 * {@code [from][to][tag][reserved]}, then a comment when the tag says so; the nodes come depth first: a node, its next
 * move's subtree, then its alternative's subtree (an alternative replaces the node's move from the same position).
 * Node 0 is the root: its squares are no move, its comment is the game's.
 */
final class XqfMoveTree {
    static final int ROOT = 0;
    /** Deeper nesting than this is taken for damage (no manual nests variations that deep). */
    static final int MAX_DEPTH = 500;

    private final XqfKeys keys;
    /** The file, its body unmasked: a node's squares are read from it where the node is. */
    private final byte[] bytes;
    private int size;
    /** Per node: where it is in the file, its alternative (or -1), and whether its next move is the node after it. */
    private final int[] offset;
    private final int[] alternative;
    private final boolean[] hasNext;
    /** The few nodes with a comment. */
    private final Map<Integer, String> comment = new HashMap<>();
    private int alternatives;

    /**
     * @param capacity the most nodes the file can hold: the arrays are not grown (9 bytes a node, for the 4 or more
     *                 each takes in the file)
     */
    private XqfMoveTree(XqfKeys keys, byte[] bytes, int capacity) {
        this.keys = keys;
        this.bytes = bytes;
        offset = new int[capacity];
        alternative = new int[capacity];
        hasNext = new boolean[capacity];
    }

    /**
     * @param b the whole file, the body already unmasked
     */
    static XqfMoveTree parse(byte[] b, int version, XqfKeys keys, String source) throws RecordException {
        XqfMoveTree tree = new XqfMoveTree(keys, b, Math.max(1, (b.length - XqfReader.HEADER_SIZE) / XqfReader.NODE_SIZE));
        // Slots still to be filled, depth first: {parent node, 0 = next / 1 = alternative}; the root has no parent.
        int[] pendingParent = new int[16];
        boolean[] pendingIsAlternative = new boolean[16];
        int pending = 1;
        pendingParent[0] = -1;
        int p = XqfReader.HEADER_SIZE;
        while (pending > 0) {
            pending--;
            int parent = pendingParent[pending];
            boolean isAlternative = pendingIsAlternative[pending];
            if (p + XqfReader.NODE_SIZE > b.length) {
                throw new RecordException(source, 0, "byte offset 0x" + XqfReader.hex(p) + ": truncated XQF file: the "
                        + "move tree is cut off (" + (pending + 1) + " more moves were announced)");
            }
            int node = tree.add(p);
            int tag = b[p + 2] & 0xFF;
            p += XqfReader.NODE_SIZE;
            boolean hasNext, hasAlternative, hasComment;
            if (version < XqfReader.OLDEST_ENCRYPTED) {
                hasNext = (tag & 0xF0) != 0;
                hasAlternative = (tag & 0x0F) != 0;
                hasComment = true;
            } else {
                hasNext = (tag & 0x80) != 0;
                hasAlternative = (tag & 0x40) != 0;
                hasComment = (tag & 0x20) != 0;
            }
            if (hasComment) {
                if (p + 4 > b.length) {
                    throw new RecordException(source, 0, "byte offset 0x" + XqfReader.hex(p) + ": truncated XQF file: "
                            + "a comment length is cut off");
                }
                long length = ((b[p] & 0xFFL) | (b[p + 1] & 0xFFL) << 8 | (b[p + 2] & 0xFFL) << 16
                        | (b[p + 3] & 0xFFL) << 24) - keys.commentLengthOffset;
                if (length < 0 || length > b.length - p - 4) {
                    throw new RecordException(source, 0, "byte offset 0x" + XqfReader.hex(p) + ": a comment length of "
                            + length + " bytes " + (length < 0 ? "is negative" : "runs past the end of the file"));
                }
                p += 4;
                if (length > 0) {
                    String text = new String(b, p, (int) length, TextEncoding.GB18030).trim();
                    if (!text.isEmpty()) tree.comment.put(node, text);
                }
                p += (int) length;
            }
            if (parent >= 0) {
                if (isAlternative) {
                    tree.alternative[parent] = node;
                    tree.alternatives++;
                } else {
                    tree.hasNext[parent] = true; // depth first: a node's next move is the node after it
                }
            }
            if (pending + 2 > pendingParent.length) {
                pendingParent = Arrays.copyOf(pendingParent, pendingParent.length * 2);
                pendingIsAlternative = Arrays.copyOf(pendingIsAlternative, pendingParent.length);
            }
            // The root's alternative would be a second game from nowhere; no reader follows it.
            if (hasAlternative && parent >= 0) {
                pendingParent[pending] = node;
                pendingIsAlternative[pending++] = true;
            }
            if (hasNext) {
                pendingParent[pending] = node;
                pendingIsAlternative[pending++] = false;
            }
        }
        return tree;
    }

    private int add(int at) {
        offset[size] = at;
        alternative[size] = -1;
        return size++;
    }

    /** The node's next move, or -1. */
    int next(int node) {
        return hasNext[node] ? node + 1 : -1;
    }

    /** How many nodes are another's alternative: the variations the file records, nested ones included. */
    int alternatives() {
        return alternatives;
    }

    /** The node's alternative (a sibling from the same position), or -1. */
    int alternative(int node) {
        return alternative[node];
    }

    String comment(int node) {
        return comment.isEmpty() ? null : comment.get(node);
    }

    int offset(int node) {
        return offset[node];
    }

    /** The from-square byte with the key removed, X*10+Y. */
    int rawFrom(int node) {
        return ((bytes[offset[node]] & 0xFF) - 0x18 - keys.xyFrom) & 0xFF;
    }

    int rawTo(int node) {
        return ((bytes[offset[node] + 1] & 0xFF) - 0x20 - keys.xyTo) & 0xFF;
    }

    /** Our square of the move's origin, or -1 if the record names a point off the board. */
    int from(int node) {
        return square(rawFrom(node));
    }

    int to(int node) {
        return square(rawTo(node));
    }

    private static int square(int v) {
        return v > 89 ? -1 : Square.of(v / 10, v % 10);
    }
}
