package org.xqverifier.interfaces.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Position;
import org.xqverifier.notation.MoveNotation;
import org.xqverifier.notation.Notations;
import org.xqverifier.record.MoveLists;
import org.xqverifier.record.RecordException;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code xq convert}: rewrite a move list in another notation. */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Converts a list of moves (any notation: ICCS h2e2 / H2-E2, WXF C2.5, Chinese 炮二平五; move numbers "
                + "allowed) into one notation, printed on one line.",
                "A move that does not parse or is illegal is reported with its index and the reason (exit code 1)."})
public final class ConvertCommand implements Callable<Integer> {

    @Option(names = "--fen", paramLabel = "FEN", description = "start position (default: the standard start)")
    String fen;

    @Option(names = "--to", required = true, paramLabel = "NOTATION", description = "chinese, wxf, iccs or uci")
    String to;

    @Option(names = "--from", paramLabel = "NOTATION",
            description = "read the moves in this notation only (needed for Fairy-Stockfish UCI moves without a rank 10)")
    String from;

    @Parameters(arity = "1..*", paramLabel = "MOVE", description = "the moves, as separate words or in one quoted string")
    List<String> moves;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        MoveNotation target = notation(to, "--to");
        MoveNotation source = from == null ? null : notation(from, "--from");
        Position position;
        try {
            position = fen == null ? Position.start() : Position.fromFen(fen);
        } catch (FenException e) {
            throw new UserError("bad --fen: " + e.getMessage());
        }
        int[] played;
        try {
            played = MoveLists.read(position, String.join(" ", moves), source);
        } catch (RecordException e) {
            if (e.ply() == 0) throw new UserError("cannot read the move list: " + e.reason());
            throw new UserError("move " + e.ply() + " \"" + e.moveText() + "\": " + e.reason());
        }
        if (played.length == 0) throw new UserError("no moves given");
        List<String> written = new ArrayList<>();
        for (int move : played) {
            written.add(target.write(position, move));
            position.make(move);
        }
        spec.commandLine().getOut().println(String.join(" ", written));
        spec.commandLine().getOut().flush();
        return 0;
    }

    private static MoveNotation notation(String name, String option) {
        try {
            return Notations.byName(name);
        } catch (IllegalArgumentException e) {
            throw new UserError(option + ": " + e.getMessage());
        }
    }
}
