package org.xqverifier.interfaces.cli;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Perft;
import org.xqverifier.board.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code xq perft}: counts the legal move tree; the leaf count is the last line so scripts can read it. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the leaf nodes of the legal move tree to the given depth (move generation check and benchmark).")
final class PerftCommand implements Callable<Integer> {

    @Option(names = "--fen", description = "Start from this position (default: the initial position).")
    String fen;

    @Option(names = "--depth", required = true, description = "Depth in plies (1 or more).")
    int depth;

    @Option(names = "--divide", description = "Also print the count below each legal move.")
    boolean divide;

    @Option(names = "--warmup", defaultValue = "0",
            description = "Run the count this many times first, untimed, so the timing reflects compiled code.")
    int warmup;

    @Override
    public Integer call() {
        if (depth < 1) {
            throw new UserError("--depth must be 1 or more, got " + depth);
        }
        Position position;
        try {
            position = fen == null ? Position.start() : Position.fromFen(fen);
        } catch (FenException e) {
            throw new UserError(e.getMessage());
        }
        Perft perft = new Perft(position, depth);
        for (int i = 0; i < warmup; i++) {
            perft.count(depth);
        }
        long started = System.nanoTime();
        long total;
        if (divide) {
            total = 0;
            Perft below = new Perft(position, depth);
            for (int move : position.legalMoves()) {
                position.make(move);
                long n = below.count(depth - 1);
                position.unmake();
                System.out.println(Move.iccs(move) + ": " + n);
                total += n;
            }
        } else {
            total = perft.count(depth);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        System.err.printf("perft(%d): %d leaves in %.3f s, %.1f M leaves/s%n", depth, total, seconds,
                total / seconds / 1e6);
        System.out.println(total);
        return 0;
    }
}
