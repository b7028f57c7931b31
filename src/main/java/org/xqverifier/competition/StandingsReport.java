package org.xqverifier.competition;

import org.xqverifier.competition.tables.TiebreaksTable;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

import org.xqverifier.board.Columns;

/** The standings as text for a person, JSON, CSV or an HTML page. */
public final class StandingsReport {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Standings standings;

    public StandingsReport(Standings standings) {
        this.standings = standings;
    }

    private List<TiebreaksTable.CriterionRef> criteria() {
        return standings.chain().criteria();
    }

    public String text() {
        StringBuilder sb = new StringBuilder();
        EventSpec ev = standings.sheet().tournament().event();
        TiebreaksTable.Chain c = standings.chain();
        sb.append(ev.name()).append(" — ").append(standings.sheet().rules().edition()).append(", chain ")
                .append(c.id()).append(" (").append(c.provision().cited()).append(")\n");
        int idW = 4;
        int nameW = 4;
        for (Standings.Row row : standings.rows()) {
            idW = Math.max(idW, width(row.entrant().id()));
            nameW = Math.max(nameW, width(row.entrant().name()));
        }
        // the column headings in the script of the legend below them: the edition's own words for its criteria
        StringBuilder words = new StringBuilder(c.provision().zh());
        criteria().forEach(r -> words.append(r.provision().zh()));
        ChineseScript script = ChineseScript.of(words.toString());
        StringBuilder header = new StringBuilder(pad("rank", 5) + " " + pad("id", idW) + " " + pad("name", nameW) + " " + left("pts", 5));
        for (TiebreaksTable.CriterionRef r : criteria()) {
            header.append(' ').append(left(script.write(Tiebreaks.label(r.criterion())), 8));
        }
        header.append("  decided by");
        sb.append(header).append('\n');
        for (Standings.Row row : standings.rows()) {
            String rank = row.rank() == null ? "-" : row.rank() + (row.tied() ? "=" : "");
            StringBuilder line = new StringBuilder(pad(rank, 5) + " " + pad(row.entrant().id(), idW) + " "
                    + pad(row.entrant().name(), nameW) + " " + left(row.rank() == null ? "" : Standings.number(row.score()), 5));
            for (TiebreaksTable.CriterionRef r : criteria()) {
                line.append(' ').append(left(row.tiebreaks().getOrDefault(r.criterion(), ""), 8));
            }
            line.append("  ");
            if (row.decidedBy() != null) {
                line.append(row.decidedBy().criterion()).append(" (").append(row.decidedBy().provision().cited()).append(')');
            } else if (row.tied()) {
                line.append("still tied after the chain");
            }
            if (row.note() != null) {
                line.append(line.toString().endsWith("  ") ? "" : "; ").append(row.note());
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        for (String note : standings.sheet().notes()) {
            sb.append("note: ").append(note).append('\n');
        }
        sb.append("criteria: ");
        for (int i = 0; i < criteria().size(); i++) {
            TiebreaksTable.CriterionRef r = criteria().get(i);
            sb.append(i == 0 ? "" : ", ").append(r.criterion()).append(" = ").append(r.provision().zh());
        }
        return sb.append('\n').toString();
    }

    private static int width(String s) {
        return Columns.width(s);
    }

    private static String pad(String s, int w) {
        return Columns.left(s, w);
    }

    private static String left(String s, int w) {
        return Columns.right(s, w);
    }

    public ArrayNode jsonTree() {
        ArrayNode arr = JSON.createArrayNode();
        for (Standings.Row row : standings.rows()) {
            ObjectNode o = arr.addObject();
            if (row.rank() == null) {
                o.putNull("rank");
            } else {
                o.put("rank", row.rank());
            }
            o.put("id", row.entrant().id());
            o.put("name", row.entrant().name());
            putNumber(o, "points", row.score());
            ObjectNode tb = o.putObject("tiebreaks");
            row.tiebreaks().forEach((k, v) -> {
                if (v.matches("-?\\d+")) {
                    tb.put(k, Long.parseLong(v));
                } else if (v.matches("-?\\d+\\.\\d+")) {
                    tb.put(k, Double.parseDouble(v));
                } else if (v.isEmpty()) {
                    tb.putNull(k);
                } else {
                    tb.put(k, v);
                }
            });
            if (row.decidedBy() != null) {
                ObjectNode d = o.putObject("decided_by");
                d.put("criterion", row.decidedBy().criterion());
                d.put("article", row.decidedBy().provision().article());
                d.put("cited", row.decidedBy().provision().cited());
                d.put("inherited", row.decidedBy().provision().inherited());
                d.put("zh", row.decidedBy().provision().zh());
                d.put("en", row.decidedBy().provision().en());
            }
            o.put("tied", row.tied());
            if (row.titleUndecided()) {
                o.put("title_undecided", true);
            }
            if (row.note() != null) {
                o.put("note", row.note());
            }
        }
        return arr;
    }

    private static void putNumber(ObjectNode o, String k, double v) {
        if (v == Math.rint(v)) {
            o.put(k, (long) v);
        } else {
            o.put(k, v);
        }
    }

    public String json() {
        try {
            return JSON.writeValueAsString(jsonTree()) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public String csv() {
        StringBuilder sb = new StringBuilder("rank,id,name,points");
        for (TiebreaksTable.CriterionRef r : criteria()) {
            sb.append(',').append(r.criterion());
        }
        sb.append(",decided_by,note\n");
        for (Standings.Row row : standings.rows()) {
            sb.append(row.rank() == null ? "" : row.rank()).append(',').append(csvCell(row.entrant().id()))
                    .append(',').append(csvCell(row.entrant().name())).append(',')
                    .append(row.rank() == null ? "" : Standings.number(row.score()));
            for (TiebreaksTable.CriterionRef r : criteria()) {
                sb.append(',').append(csvCell(row.tiebreaks().getOrDefault(r.criterion(), "")));
            }
            sb.append(',').append(row.decidedBy() == null ? "" : row.decidedBy().criterion())
                    .append(',').append(csvCell(row.note() == null ? "" : row.note())).append('\n');
        }
        return sb.toString();
    }

    private static String csvCell(String s) {
        return s.contains(",") || s.contains("\"") || s.contains("\n") ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }

    public String html() {
        EventSpec ev = standings.sheet().tournament().event();
        StringBuilder sb = new StringBuilder("<!DOCTYPE html>\n<html lang=\"zh\"><head><meta charset=\"utf-8\"><title>")
                .append(esc(ev.name())).append("</title>\n<style>body{font-family:sans-serif}table{border-collapse:collapse}"
                        + "td,th{border:1px solid #999;padding:2px 6px;text-align:right}td.l{text-align:left}"
                        + "tr.tied td{background:#fff3c4}</style></head><body>\n<h1>").append(esc(ev.name())).append("</h1>\n<p>")
                .append(esc(standings.sheet().rules().edition())).append(" — ").append(esc(standings.chain().provision().zh()))
                .append(" (").append(esc(standings.chain().provision().cited())).append(")</p>\n<table>\n<tr><th>名次</th><th>id</th><th>姓名</th><th>")
                .append(standings.sheet().rules().script().write("積分")).append("</th>");
        for (TiebreaksTable.CriterionRef r : criteria()) {
            sb.append("<th title=\"").append(esc(r.provision().cited() + " " + r.provision().en())).append("\">")
                    .append(esc(r.provision().zh().replaceAll("（.*", ""))).append("</th>");
        }
        sb.append("<th>decided by</th></tr>\n");
        for (Standings.Row row : standings.rows()) {
            sb.append(row.tied() ? "<tr class=\"tied\">" : "<tr>").append("<td>")
                    .append(row.rank() == null ? "—" : row.rank() + (row.tied() ? "=" : "")).append("</td><td class=\"l\">")
                    .append(esc(row.entrant().id())).append("</td><td class=\"l\">").append(esc(row.entrant().name()))
                    .append("</td><td>").append(row.rank() == null ? "" : Standings.number(row.score())).append("</td>");
            for (TiebreaksTable.CriterionRef r : criteria()) {
                sb.append("<td>").append(esc(row.tiebreaks().getOrDefault(r.criterion(), ""))).append("</td>");
            }
            sb.append("<td class=\"l\">").append(row.decidedBy() == null ? "" : esc(row.decidedBy().provision().zh()
                    + " (" + row.decidedBy().provision().cited() + ")")).append(row.note() == null ? "" : esc(" " + row.note()))
                    .append("</td></tr>\n");
        }
        sb.append("</table>\n");
        for (String n : standings.sheet().notes()) {
            sb.append("<p>").append(esc(n)).append("</p>\n");
        }
        return sb.append("</body></html>\n").toString();
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
