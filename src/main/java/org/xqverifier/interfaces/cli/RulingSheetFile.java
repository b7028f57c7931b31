package org.xqverifier.interfaces.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xqverifier.board.Fen;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.board.FenException;
import org.xqverifier.edition.EditionRepository;
import org.xqverifier.edition.RulesException;
import org.xqverifier.interfaces.engine.ArbiterRulingService;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.interfaces.engine.RulingService;
import org.xqverifier.interfaces.engine.Services;
import org.xqverifier.interfaces.report.OutputFile;
import org.xqverifier.interfaces.report.PageWords;
import org.xqverifier.interfaces.report.RulingSheet;
import org.xqverifier.notation.NotationException;
import org.xqverifier.notation.Notations;
import org.xqverifier.record.Game;

/**
 * {@code xq rule … --html FILE}: the ruling sheet the page prints, for one line of moves or one game of a record
 * ({@link OneGame}, as {@code --games FILE#N} reads it), under the editions named (every edition with repetition rules
 * when none is), written to FILE.
 */
final class RulingSheetFile {
    private RulingSheetFile() {
    }

    /** @param game the game of a record to rule, or null for the line of {@code fen} and {@code moves} */
    /**
     * @param inputs the run's inputs: the sheet is never written onto one
     * @param force  whether an existing file that xq did not write may be replaced
     */
    static int write(Path out, OutputFile.Inputs inputs, boolean force, String fen, String moves, Game game,
                     List<String> editions, Path rules, String lang) throws IOException {
        if (!PageWords.LANGUAGES.contains(lang)) {
            throw new UserError("--lang " + org.xqverifier.board.Quoted.cut(lang, 20) + ": give one of "
                    + String.join(", ", PageWords.LANGUAGES));
        }
        if (Files.isDirectory(out)) {
            throw new UserError("--html " + out + ": is a directory; give the sheet's file name");
        }
        try {
            OutputFile.check(out, "--html", OutputFile.Kind.HTML, inputs, force); // before anything is ruled
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage(), e);
        }
        ArbiterRulingService service;
        try {
            service = rules == null ? Services.rulings() : Services.rulings(EditionRepository.fromDirectory(rules));
        } catch (RulesException e) {
            throw new UserError(e.getMessage(), e);
        }
        Map<String, String> titles = new LinkedHashMap<>();
        service.editions().forEach(e -> titles.put(e.id(), e.title()));
        List<String> ids = new ArrayList<>(editions);
        if (ids.isEmpty()) {
            // every edition, the default (wxf-2018) first as the page shows it
            ids.addAll(titles.keySet());
            if (ids.remove("wxf-2018")) {
                ids.add(0, "wxf-2018");
            }
        }
        for (String id : ids) {
            if (!titles.containsKey(id)) {
                throw new UserError("unknown edition '" + org.xqverifier.board.Quoted.cut(id, 40) + "' (editions with repetition rules: "
                        + String.join(", ", titles.keySet()) + ")");
            }
        }

        String start;
        List<String> iccs;
        RulingSheet.GameDetails details;
        if (game != null) {
            Game g = game;
            start = g.startFen();
            iccs = new ArrayList<>(g.plies());
            for (int m : g.moves()) {
                iccs.add(Move.iccs(m));
            }
            details = RulingSheet.GameDetails.of(g.tags());
        } else {
            start = fen == null ? Fen.START : fen;
            iccs = iccs(start, RuleCommand.splitMoves(moves));
            details = RulingSheet.GameDetails.none();
        }
        List<RulingSheet.EditionRuling> rulings = new ArrayList<>();
        for (String id : ids) {
            RulingResult r = rule(service, id, start, iccs);
            rulings.add(new RulingSheet.EditionRuling(id, titles.get(id), r, null,
                    RulingSheet.forbiddenAfter(() -> service.referee(id), start, iccs, r)));
        }
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try {
            OutputFile.write(out, "--html", OutputFile.Kind.HTML, inputs, force,
                    RulingSheet.page(details, canonical(start), iccs, rulings, lang));
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage(), e);
        }
        System.out.println("xq rule: ruling sheet written to " + out);
        return 0;
    }

    private static RulingResult rule(RulingService service, String edition, String fen, List<String> iccs) {
        try {
            return service.rule(edition, fen, iccs);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new UserError("edition " + edition + ": " + e.getMessage(), e);
        }
    }

    /** The moves, in any notation, as ICCS; a move that cannot be played is one line naming it. */
    private static List<String> iccs(String fen, List<String> moves) {
        Position p;
        try {
            p = Position.fromFen(fen);
        } catch (FenException e) {
            throw new UserError("--fen: " + e.getMessage(), e);
        }
        List<String> out = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            try {
                int m = Notations.parseAny(p, moves.get(i));
                p.make(m);
                out.add(Move.iccs(m));
            } catch (NotationException e) {
                throw new UserError("move " + (i + 1) + " \"" + org.xqverifier.board.Quoted.cut(moves.get(i), 40) + "\": " + e.reason(), e);
            }
        }
        return out;
    }

    private static String canonical(String fen) {
        try {
            return Position.fromFen(fen).toFen();
        } catch (FenException e) {
            throw new UserError("--fen: " + e.getMessage(), e);
        }
    }
}
