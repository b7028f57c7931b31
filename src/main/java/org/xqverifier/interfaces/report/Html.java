package org.xqverifier.interfaces.report;

import org.xqverifier.interfaces.diagram.BoardSvg;

/** The shared frame of the printed reports: one self-contained HTML file each, no scripts, no outside resources. */
final class Html {
    private Html() {
    }

    static String esc(String text) {
        return text == null ? "" : BoardSvg.escape(text);
    }

    static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=\"zh-Hans\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" + esc(title) + "</title>"
                + "<style>" + CSS + "</style></head><body>\n" + body + "\n</body></html>\n";
    }

    static String verdictCell(CaseRulings.Cell cell) {
        return cell.editionAvailable() ? verdictCell(cell.verdict()) : "<span class=\"v v-none\">not ruled</span>";
    }

    static String verdictCell(String verdict) {
        if (verdict == null) {
            return "<span class=\"v v-error\">error</span>";
        }
        return "<span class=\"v v-" + esc(verdict) + "\">" + esc(verdict) + "</span>";
    }

    private static final String CSS = String.join("\n",
            "body{font-family:'Noto Sans CJK SC','WenQuanYi Zen Hei',system-ui,sans-serif;margin:20px;color:#222;background:#fffdf8}",
            "h1{font-size:22px}h2{font-size:18px;margin-top:28px}",
            "table{border-collapse:collapse;margin:8px 0;font-size:14px}",
            "th,td{border:1px solid #e0d5bd;padding:4px 7px;vertical-align:top;text-align:left}",
            "th{background:#f3ead6}",
            "tr.differ td{background:#fff6d6}",
            "td.mismatch{background:#fde0dc!important}",
            "td.match{background:#e3f4e1!important}",
            ".v{font-weight:600;white-space:nowrap}.v-red-must-change,.v-black-must-change{color:#b71c1c}",
            ".v-draw{color:#1b5e20}.v-none{color:#777}.v-error{color:#8e1b10}",
            ".small{font-size:12px;color:#666}.book{white-space:pre-wrap;background:#f8f4ea;padding:8px;border-left:3px solid #c9b27c}",
            ".case{display:flex;flex-wrap:wrap;gap:24px}.case svg{width:430px;height:auto}",
            ".label{display:inline-block;padding:0 5px;border-radius:3px;background:#eee;margin-right:3px}",
            ".legend span{margin-right:14px}",
            ".alert{color:#8e1b10}tr.contra td{background:#fde0dc}",
            "a{color:#0d47a1}");
}
