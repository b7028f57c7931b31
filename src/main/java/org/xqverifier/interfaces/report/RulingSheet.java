package org.xqverifier.interfaces.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.xqverifier.board.FenException;
import org.xqverifier.board.Move;
import org.xqverifier.board.Position;
import org.xqverifier.edition.RulesException;
import org.xqverifier.interfaces.engine.RulingResult;
import org.xqverifier.notation.MoveNumbers;
import org.xqverifier.notation.Notations;
import org.xqverifier.referee.ForbiddenMove;
import org.xqverifier.referee.Referee;
import org.xqverifier.referee.RefereeException;
import org.xqverifier.referee.RefereeGame;
import org.xqverifier.referee.Status;

/**
 * The arbiter's ruling sheet, one A4 page for a usual cycle: the game (event, round, board, players, date, site), the
 * diagram where the cycle starts with its moves drawn, the cycle's moves with each edition's labels, the moves before
 * it, each edition's verdict with its decisive article in the edition's own script and English, and a line for the
 * arbiter's name and signature. The page prints it ({@code POST /api/sheet}) and {@code xq rule --html FILE} writes
 * it: the same HTML, styled by the page's {@code /web/sheet.css}.
 */
public final class RulingSheet {
    private RulingSheet() {
    }

    /** The game as the sheet heads it; any field may be blank (a line is left to write it in). */
    public record GameDetails(String event, String round, String board, String red, String black, String date,
                              String site) {
        /** From PGN-style tags (Event, Round, Board, Red, Black, Date, Site), as the record readers give them. */
        public static GameDetails of(Map<String, String> tags) {
            return new GameDetails(tags.get("Event"), tags.get("Round"), tags.get("Board"), tags.get("Red"),
                    tags.get("Black"), tags.get("Date"), tags.get("Site"));
        }

        public static GameDetails none() {
            return new GameDetails(null, null, null, null, null, null, null);
        }
    }

    /**
     * One edition's ruling for the sheet, or why there is none (the limit, an error); after a must-change ruling, the
     * moves the side that must change may no longer play ({@link #forbiddenAfter}), else null.
     */
    public record EditionRuling(String edition, String title, RulingResult ruling, String error, Forbidden forbidden) {
        public EditionRuling(String edition, String title, RulingResult ruling, String error) {
            this(edition, title, ruling, error, null);
        }
    }

    /**
     * The forbidden moves of the side that must change, as the live referee gives them: at the position the ruling
     * was made in, or, when the other side is to move there, once it continues the cycle with {@code afterIccs} (its
     * move of the cycle, at ply {@code afterPly}; 0 and null when the side that must change is to move).
     */
    public record Forbidden(String side, int afterPly, String afterIccs, String afterChinese, List<ForbiddenMove> moves) {
    }

    /**
     * After a must-change ruling {@code r} of the line {@code iccs} from {@code fen}, the moves the side that must
     * change may not play, by {@code referee} (the edition's referee: the same facts and rules as the ruling): the
     * line is played to the ruling's ply; if the other side is to move there, it plays its move of the cycle again
     * (the position is the cycle's first, so the move is legal). Null for a ruling that makes no side change, and
     * for an edition the referee cannot serve or a line it cannot play (it says why through its own API; the sheet then
     * lists no moves). The referee is asked for only after a must-change ruling.
     */
    public static Forbidden forbiddenAfter(Supplier<Referee> referee, String fen, List<String> iccs, RulingResult r) {
        if (r == null || r.cycle() == null || r.violator() == null) {
            return null;
        }
        int last = r.cycle().startPly() + r.cycle().length() - 1;
        if (last > iccs.size()) {
            return null;
        }
        try {
            RefereeGame game = referee.get().newGame(fen);
            for (int i = 0; i < last; i++) {
                game.play(iccs.get(i));
            }
            Status s = game.status();
            if (s.sideToMove().equals(r.violator())) {
                return new Forbidden(r.violator(), 0, null, null, s.forbidden());
            }
            String next = iccs.get(r.cycle().startPly() - 1);
            String chinese = game.write(next, "chinese");
            s = game.play(next);
            return new Forbidden(r.violator(), last + 1, next, chinese, s.forbidden());
        } catch (RefereeException | RulesException e) {
            return null;
        }
    }

    /**
     * The sheet as an {@code <article class="sheet">} for a page that links {@code sheet.css}.
     *
     * @param rulings the editions in the order the sheet lists them; the first ruled one gives the diagram's arrows
     */
    public static String fragment(GameDetails game, String startFen, List<String> iccs, List<EditionRuling> rulings,
                                  String lang) {
        String language = PageWords.language(lang);
        Words w = new Words(language);
        Position start;
        try {
            start = Position.fromFen(startFen);
        } catch (FenException e) {
            throw new IllegalArgumentException("bad FEN: " + e.getMessage(), e);
        }
        MoveNumbers numbers = MoveNumbers.from(start);
        // The diagram's arrows: the first edition listed that found the cycle (every bundled edition finds the same).
        RulingResult labelled = rulings.stream().map(EditionRuling::ruling).filter(r -> r != null && r.cycle() != null)
                .findFirst().orElse(null);
        RulingResult.Cycle cycle = labelled == null ? null : labelled.cycle();
        int first = cycle == null ? iccs.size() + 1 : cycle.startPly();
        int last = cycle == null ? iccs.size() : cycle.startPly() + cycle.length() - 1;

        // The moves in Chinese (the language's script), each written on the position before it.
        List<String> chinese = new ArrayList<>(iccs.size());
        List<String> wxf = new ArrayList<>(iccs.size());
        Position p = start.copy();
        Position atCycle = null;
        for (int i = 0; i < iccs.size(); i++) {
            if (i == first - 1) {
                atCycle = p.copy();
            }
            int move = Move.parseIccs(iccs.get(i));
            if (move == Move.NONE || !p.isLegal(move)) {
                throw new IllegalArgumentException("move " + (i + 1) + " \"" + iccs.get(i) + "\" is not legal here");
            }
            String zh = Notations.CHINESE.write(p, move);
            chinese.add(language.equals("zh-Hant") ? Notations.traditional(zh) : zh);
            wxf.add(Notations.WXF.write(p, move));
            p.make(move);
        }
        if (atCycle == null) {
            atCycle = p; // no cycle: the position the moves reach
        }

        StringBuilder b = new StringBuilder(24_000);
        b.append("<article class=\"sheet\" lang=\"").append(language).append("\">");
        b.append("<h1>").append(w.both("sheet.title")).append("</h1>");
        b.append("<table class=\"sheet-game\"><tbody>");
        b.append("<tr><th>").append(w.both("sheet.event")).append("</th>").append(field(game.event(), 3)).append("</tr>");
        b.append("<tr><th>").append(w.both("sheet.round")).append("</th>").append(field(game.round(), 1))
                .append("<th>").append(w.both("sheet.board")).append("</th>").append(field(game.board(), 1)).append("</tr>");
        b.append("<tr><th>").append(w.both("sheet.red")).append("</th>").append(field(game.red(), 1))
                .append("<th>").append(w.both("sheet.black")).append("</th>").append(field(game.black(), 1)).append("</tr>");
        b.append("<tr><th>").append(w.both("sheet.date")).append("</th>").append(field(game.date(), 1))
                .append("<th>").append(w.both("sheet.site")).append("</th>").append(field(game.site(), 1)).append("</tr>");
        b.append("</tbody></table>");

        String where = cycle != null ? w.get("sheet.diagram", Map.of("move", numbers.label(first)))
                : iccs.isEmpty() ? w.get("sheet.start") : w.get("sheet.final", Map.of("move", numbers.label(iccs.size())));
        b.append("<div class=\"sheet-body\"><figure class=\"sheet-diagram\">")
                .append(CycleDiagram.render(atCycle, labelled, first, last, true, where))
                .append("<figcaption>").append(Html.esc(where)).append("<br><span class=\"sheet-fen\">FEN ")
                .append(Html.esc(atCycle.toFen())).append("</span></figcaption></figure>");

        b.append("<div class=\"sheet-moves\">");
        if (cycle != null) {
            b.append("<h2>").append(w.both("sheet.cycle_moves")).append(" <span class=\"sheet-range\">")
                    .append(Html.esc(numbers.range(first, last))).append("</span></h2>");
            b.append("<table class=\"sheet-cycle\"><thead><tr><th>").append(w.get("sheet.no")).append("</th><th>")
                    .append(w.get("sheet.move")).append("</th><th>").append(w.get("sheet.moves")).append("</th>");
            for (EditionRuling r : rulings) {
                b.append("<th class=\"sheet-labels\">").append(Html.esc(r.edition())).append("</th>");
            }
            b.append("</tr></thead><tbody>");
            for (int ply = first; ply <= last; ply++) {
                b.append("<tr><td>").append(ply - first + 1).append("</td><td>").append(Html.esc(numbers.label(ply)))
                        .append("</td><td>").append(Html.esc(chinese.get(ply - 1))).append(" <span class=\"sheet-wxf\">")
                        .append(Html.esc(wxf.get(ply - 1))).append("</span></td>");
                for (EditionRuling r : rulings) {
                    b.append("<td class=\"sheet-labels\">").append(Html.esc(labels(r.ruling(), ply))).append("</td>");
                }
                b.append("</tr>");
            }
            b.append("</tbody></table>");
        } else {
            b.append("<h2>").append(w.both("sheet.cycle_moves")).append("</h2><p>").append(Html.esc(w.get("sheet.no_cycle")))
                    .append("</p>");
        }
        if (first > 1) {
            b.append("<h3>").append(w.both("sheet.before")).append("</h3><p class=\"sheet-record\">");
            for (int ply = 1; ply < first; ply++) {
                if (ply == 1 || !numbers.isBlack(ply)) {
                    b.append(ply == 1 ? "" : " ").append("<b>").append(Html.esc(numbers.label(ply))).append("</b>");
                }
                b.append(' ').append(Html.esc(chinese.get(ply - 1)));
            }
            b.append("</p>");
        }
        b.append("</div></div>");

        b.append("<h2>").append(w.both("sheet.verdicts")).append("</h2><table class=\"sheet-verdicts\"><thead><tr><th>")
                .append(w.both("sheet.edition")).append("</th><th>").append(w.both("sheet.verdict")).append("</th><th>")
                .append(w.both("sheet.article")).append("</th></tr></thead><tbody>");
        for (EditionRuling r : rulings) {
            b.append("<tr data-edition=\"").append(Html.esc(r.edition())).append("\"><td><b>").append(Html.esc(r.edition()))
                    .append("</b><div class=\"sheet-title\">").append(Html.esc(r.title())).append("</div></td>");
            RulingResult x = r.ruling();
            if (x == null) {
                b.append("<td class=\"v v-error\">").append(Html.esc(w.get("sheet.not_ruled"))).append("</td><td>")
                        .append(Html.esc(r.error())).append("</td></tr>");
                continue;
            }
            b.append("<td><span class=\"v v-").append(Html.esc(x.verdict())).append("\" data-verdict=\"")
                    .append(Html.esc(x.verdict())).append("\">").append(w.both("verdict." + x.verdict())).append("</span>");
            if (x.cycle() != null) {
                int a = x.cycle().startPly(), z = a + x.cycle().length() - 1;
                b.append("<div class=\"sheet-range\">").append(Html.esc(w.get("sheet.cycle", Map.of("from", numbers.label(a),
                        "to", numbers.label(z), "plies", Integer.toString(x.cycle().length()))))).append("</div>");
            }
            if (r.forbidden() != null) {
                forbidden(b, w, language, numbers, r, x);
            }
            b.append("</td><td>");
            if (x.reasons() != null && !x.reasons().isEmpty()) {
                RulingResult.Reason reason = x.reasons().get(0);
                b.append("<b>").append(Html.esc(reason.shown())).append("</b> <span class=\"sheet-rule\">")
                        .append(Html.esc(reason.rule())).append("</span><div class=\"zh\">").append(Html.esc(reason.zh()))
                        .append("</div><div class=\"en\">").append(Html.esc(reason.en())).append("</div>");
            }
            b.append("</td></tr>");
        }
        b.append("</tbody></table>");

        b.append("\n<div class=\"sheet-sign\"><span>").append(w.both("sheet.arbiter")).append("<i></i></span><span>")
                .append(w.both("sheet.signature")).append("<i></i></span><span>").append(w.both("sheet.time"))
                .append("<i></i></span></div>");
        b.append("<p class=\"sheet-foot\">").append(Html.esc(w.get("sheet.foot"))).append("</p>");
        b.append("</article>");
        return b.toString();
    }

    /** The sheet as a whole HTML file (the page's sheet.css inside it), for {@code xq rule --html FILE}. */
    public static String page(GameDetails game, String startFen, List<String> iccs, List<EditionRuling> rulings,
                              String lang) {
        String title = PageWords.bundled().get("sheet.title", lang)
                + (game.event() == null || game.event().isBlank() ? "" : " — " + game.event());
        return "<!DOCTYPE html>\n<html lang=\"" + PageWords.language(lang) + "\"><head><meta charset=\"utf-8\">" + Html.GENERATOR
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" + Html.esc(title)
                + "</title><style>" + css() + "</style></head><body class=\"sheet-page\">\n"
                + fragment(game, startFen, iccs, rulings, lang) + "\n</body></html>\n";
    }

    static String css() {
        try (InputStream in = RulingSheet.class.getResourceAsStream("/web/sheet.css")) {
            if (in == null) {
                throw new IllegalStateException("the sheet's style (/web/sheet.css) is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * An edition's forbidden moves after its must-change ruling, in small print under its verdict (the sheet stays
     * one page), a line of HTML for each move (so a file of the sheet can be read in a terminal): the side, the move
     * after which they hold, and each move in Chinese and ICCS with its pattern, and its article where it is not the
     * decisive article printed beside the verdict.
     */
    private static void forbidden(StringBuilder b, Words w, String language, MoveNumbers numbers, EditionRuling r,
                                  RulingResult ruling) {
        Forbidden f = r.forbidden();
        String beside = ruling.reasons() == null || ruling.reasons().isEmpty() ? null : ruling.reasons().get(0).article();
        b.append("\n<div class=\"sheet-forbidden\" data-edition=\"").append(Html.esc(r.edition())).append("\"><b>")
                .append(Html.esc(w.get("sheet.forbidden", Map.of("side", w.get(f.side()))))).append("</b>");
        if (f.afterPly() > 0) {
            b.append(' ').append(Html.esc(w.get("sheet.forbidden_after", Map.of("move", numbers.label(f.afterPly()),
                    "text", script(f.afterChinese(), language), "iccs", f.afterIccs()))));
        } else {
            b.append(Html.esc(w.get("sheet.forbidden_now")));
        }
        if (f.moves().isEmpty()) {
            b.append(Html.esc(w.get("sheet.forbidden_none")));
        }
        for (int i = 0; i < f.moves().size(); i++) {
            ForbiddenMove m = f.moves().get(i);
            String pattern = PageWords.bundled().has("pattern." + m.pattern()) ? w.get("pattern." + m.pattern()) : m.pattern();
            b.append(i == 0 ? "\n" : "；\n").append("<span data-move=\"").append(Html.esc(m.move()))
                    .append("\" data-pattern=\"").append(Html.esc(m.pattern())).append("\" data-article=\"")
                    .append(Html.esc(m.article())).append("\">").append(Html.esc(script(m.chinese(), language)))
                    .append(" <span class=\"sheet-wxf\">").append(Html.esc(m.move())).append("</span> · ")
                    .append(Html.esc(pattern));
            if (!m.article().equals(beside)) {
                b.append(" · ").append(Html.esc(m.article()));
            }
            b.append("</span>");
        }
        b.append("\n</div>");
    }

    private static String script(String chinese, String language) {
        return language.equals("zh-Hant") ? Notations.traditional(chinese) : chinese;
    }

    private static String field(String value, int span) {
        boolean blank = value == null || value.isBlank();
        return "<td" + (span > 1 ? " colspan=\"" + span + "\"" : "") + (blank ? " class=\"blank\">" : ">")
                + (blank ? "" : Html.esc(value.strip())) + "</td>";
    }

    private static String labels(RulingResult r, int ply) {
        if (r == null) {
            return "";
        }
        for (RulingResult.MoveRuling m : r.moves()) {
            if (m.ply() == ply) {
                return String.join(" ", m.labels());
            }
        }
        return "";
    }

    /** The sheet's words in its language; for Chinese, with the English under it (a sheet may go to an appeal). */
    private static final class Words {
        private final String lang;

        Words(String lang) {
            this.lang = lang;
        }

        String get(String key) {
            return PageWords.bundled().get(key, lang);
        }

        String get(String key, Map<String, String> values) {
            return PageWords.bundled().get(key, lang, new LinkedHashMap<>(values));
        }

        /** Escaped HTML: the word, and for a Chinese sheet its English beside it in a smaller face. */
        String both(String key) {
            String own = Html.esc(get(key));
            return lang.equals("en") ? own : own + " <span class=\"en\">" + Html.esc(PageWords.bundled().get(key, "en")) + "</span>";
        }
    }
}
