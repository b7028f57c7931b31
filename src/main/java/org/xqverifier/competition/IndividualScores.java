package org.xqverifier.competition;

import org.xqverifier.board.Columns;
import org.xqverifier.edition.Citation;

import org.xqverifier.competition.tables.IndividualTable;
import org.xqverifier.competition.tables.ScoringTable;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Players' individual results in a team event, board by board (AXF 附录1 第6、8条): every game a player played, at
 * which board, with the game points of the edition's scoring table; which of a reserve's games count and at which
 * board he is listed come from the edition's {@code individual.yaml}, as does who sat at a match whose line-up is
 * missing.
 */
public final class IndividualScores {
    /** One player's result: the board he is listed at, his counted points and games, the games left out. */
    public record Line(String player, String name, String team, boolean reserve, int board, double points, int games,
                       int gamesNotCounted) {
    }

    private final List<Line> lines;
    private final Citation reserveRule;
    private final Citation lineupRule;

    private IndividualScores(List<Line> lines, Citation reserveRule, Citation lineupRule) {
        this.lines = lines;
        this.reserveRule = reserveRule;
        this.lineupRule = lineupRule;
    }

    public List<Line> lines() { return lines; }
    public Citation reserveRule() { return reserveRule; }
    public Citation lineupRule() { return lineupRule; }

    /** Throws IllegalArgumentException when the event names no players or the edition has no individual rules. */
    public static IndividualScores of(Tournament t, CompetitionRules rules) {
        BoardPlayers bp = t.boardPlayers();
        if (!t.event().team() || bp.isEmpty()) {
            throw new IllegalArgumentException(t.source() + ": --boards needs a team event whose teams list their members");
        }
        IndividualTable table = rules.individual();
        if (table == null) {
            throw new IllegalArgumentException(rules.edition() + " has no individual.yaml: it says nothing on individual results in team events");
        }
        boolean oneBoard = "one-board".equals(table.reserve().counts());
        boolean bestScore = "best-score".equals(table.reserve().board());
        boolean seatMembers = "members-in-order".equals(table.missingLineup().seat());
        ScoringTable pts = rules.points();

        // player -> board -> {points, games}
        Map<String, TreeMap<Integer, double[]>> byBoard = new LinkedHashMap<>();
        Map<String, String> teamOf = new LinkedHashMap<>();
        for (Pairing p : t.allPairings()) {
            if (p.bye()) continue;
            BoardPlayers.Lineup l = bp.lineups().get(p.where());
            if (l == null && seatMembers && bp.members().containsKey(p.first()) && bp.members().containsKey(p.second())) {
                l = new BoardPlayers.Lineup(bp.members().get(p.first()), bp.members().get(p.second()));
            }
            if (l == null) continue;
            for (Game g : p.games()) {
                if (g.outcome() == Outcome.PENDING) continue;
                int b = g.board();
                boolean firstRed = g.red().equals(p.first());
                String redPlayer = (firstRed ? l.first() : l.second()).get(b - 1);
                String blackPlayer = (firstRed ? l.second() : l.first()).get(b - 1);
                add(byBoard, teamOf, redPlayer, g.red(), b, redPoints(g.outcome(), pts));
                add(byBoard, teamOf, blackPlayer, g.black(), b, redPoints(g.outcome().reversed(), pts, false));
            }
        }
        List<Line> out = new ArrayList<>();
        for (Map.Entry<String, TreeMap<Integer, double[]>> e : byBoard.entrySet()) {
            String player = e.getKey();
            String team = teamOf.get(player);
            boolean isReserve = bp.isReserve(team, player);
            TreeMap<Integer, double[]> boards = e.getValue();
            int listed = boards.firstKey();
            for (Map.Entry<Integer, double[]> b : boards.entrySet()) {
                double[] best = boards.get(listed);
                double[] v = b.getValue();
                boolean better = bestScore ? v[0] > best[0] : v[1] > best[1];
                if (better) listed = b.getKey();
            }
            double points = 0;
            int games = 0;
            int left = 0;
            for (Map.Entry<Integer, double[]> b : boards.entrySet()) {
                if (isReserve && oneBoard && b.getKey() != listed) {
                    left += (int) b.getValue()[1];
                    continue;
                }
                points += b.getValue()[0];
                games += (int) b.getValue()[1];
            }
            out.add(new Line(player, bp.names().getOrDefault(player, player), team, isReserve, listed, points, games, left));
        }
        out.sort(Comparator.comparingInt(Line::board).thenComparing(Comparator.comparingDouble(Line::points).reversed())
                .thenComparing(Line::player));
        return new IndividualScores(out, table.reserve().citation(), table.missingLineup().citation());
    }

    private static void add(Map<String, TreeMap<Integer, double[]>> byBoard, Map<String, String> teamOf, String player,
                            String team, int board, double points) {
        teamOf.put(player, team);
        double[] v = byBoard.computeIfAbsent(player, k -> new TreeMap<>()).computeIfAbsent(board, k -> new double[2]);
        v[0] += points;
        v[1] += 1;
    }

    /** Red's game points for an outcome seen from red's side. */
    private static double redPoints(Outcome o, ScoringTable p) {
        return redPoints(o, p, true);
    }

    /** The points of the side the outcome is seen from, playing red or black. */
    private static double redPoints(Outcome o, ScoringTable p, boolean red) {
        return switch (o) {
            case FIRST_WINS -> red ? p.gamePoints().win().red() : p.gamePoints().win().black();
            case DRAW -> red ? p.gamePoints().draw().red() : p.gamePoints().draw().black();
            case SECOND_WINS -> red ? p.gamePoints().loss().red() : p.gamePoints().loss().black();
            case FIRST_WINS_BY_FORFEIT -> p.forfeit().win();
            case SECOND_WINS_BY_FORFEIT -> p.forfeit().loss();
            default -> p.forfeit().doubleForfeit();
        };
    }

    /** The text table: one block per board, the rule quoted. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        int board = -1;
        for (Line l : lines) {
            if (l.board() != board) {
                board = l.board();
                sb.append("board ").append(board).append('\n');
            }
            // padded by display width: a Chinese name takes two columns a character
            sb.append("  ").append(Columns.left(l.player(), 8)).append(' ').append(Columns.left(l.name(), 10)).append(' ')
                    .append(Columns.left(l.team(), 6)).append(' ').append(Columns.right(fmt(l.points()), 5))
                    .append(" in ").append(l.games()).append(" game").append(l.games() == 1 ? "" : "s")
                    .append(l.reserve() ? " (reserve" + (l.gamesNotCounted() > 0 ? "; " + l.gamesNotCounted() + " on other boards not counted" : "") + ")" : "")
                    .append(System.lineSeparator());
        }
        sb.append("reserve: ").append(reserveRule.cited()).append(" ").append(reserveRule.zh()).append(" / ").append(reserveRule.en()).append('\n');
        sb.append("line-up: ").append(lineupRule.cited()).append(" ").append(lineupRule.zh()).append(" / ").append(lineupRule.en()).append('\n');
        return sb.toString();
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }
}
