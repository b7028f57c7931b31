package org.xqverifier.conduct;

import org.xqverifier.edition.Citation;

import java.util.Objects;

/**
 * One decision of the arbiter, made by an edition's conduct rules: an obligation, a foul with its count, a warning, a
 * time penalty, an instruction, a result. Decisions are facts too: the rules count earlier fouls and violations by
 * matching the decisions already in the game's session.
 */
public final class Decision {
    private final String kind;
    private final String side;
    private String family;
    private int count;
    private Integer limit;
    private String article;
    private String zh;
    private String en;
    private String result;
    private String obligation;
    private String squares;
    private int penaltySeconds;
    private int event = -1;
    private int line;
    private Citation source;

    public Decision(String kind, String side, String article, String zh, String en) {
        this.kind = Objects.requireNonNull(kind);
        this.side = side;
        this.article = article;
        this.zh = zh;
        this.en = en;
    }

    public static Decision of(String kind, String side, String article, String zh, String en) {
        return new Decision(kind, side, article, zh, en);
    }

    /** A foul of a family ("technical" 技術犯規/犯规, "violation" 違例); its count is set by the counting rule. */
    public static Decision foul(String family, String side, String article, String zh, String en) {
        Decision d = new Decision("foul", side, article, zh, en);
        d.family = family;
        return d;
    }

    /** The end of the game: {@code red-wins}, {@code black-wins}, {@code draw}, {@code both-forfeit}, {@code replay}. */
    public static Decision result(String result, String article, String zh, String en) {
        Decision d = new Decision("result", null, article, zh, en);
        d.result = result;
        return d;
    }

    /** The other side ("red" ↔ "black"). */
    public static String opponent(String side) {
        return "red".equals(side) ? "black" : "red";
    }

    /** The result that a win for {@code side} is written as. */
    public static String winFor(String side) {
        return side + "-wins";
    }

    public String getKind() { return kind; }
    public String getSide() { return side; }
    public String getFamily() { return family; }
    public void setFamily(String family) { this.family = family; }
    public int getCount() { return count; }
    public void setCount(int count) { this.count = count; }
    public Integer getLimit() { return limit; }
    public void setLimit(Integer limit) { this.limit = limit; }
    public String getArticle() { return article; }
    public String getZh() { return zh; }
    public String getEn() { return en; }
    public String getResult() { return result; }
    public void setResult(String result) { this.result = result; }

    /**
     * The provision the decision now rests on: a rule that turns another rule's decision into something else (the
     * armageddon's draw into a black win) cites its own article, not the one the decision was first made under.
     */
    public void setCitation(String article, String zh, String en) {
        this.article = article;
        this.zh = zh;
        this.en = en;
    }
    public String getObligation() { return obligation; }
    public void setObligation(String obligation) { this.obligation = obligation; }
    public String getSquares() { return squares; }
    public void setSquares(String squares) { this.squares = squares; }
    public int getPenaltySeconds() { return penaltySeconds; }
    public void setPenaltySeconds(int penaltySeconds) { this.penaltySeconds = penaltySeconds; }
    public int getEvent() { return event; }
    public void setEvent(int event) { this.event = event; }
    public int getLine() { return line; }
    public void setLine(int line) { this.line = line; }

    /**
     * The table row the decision's article comes from, as the edition applies it (which edition's text it is, whether
     * inherited), found by the replay among the provisions the deciding rule matched; null when no rule made it.
     */
    public Citation getSource() { return source; }
    void setSource(Citation source) { this.source = source; }

    /**
     * The article as every output prints it: for an inherited row whose article it cites and that it is inherited
     * ({@code tw-2007 第三章 六 [I], applied by wxf-2018: inherited (2007 text)}), else the article.
     */
    public String cited() {
        return source == null ? article : source.withText(article, zh, en).cited();
    }

    /** Chained setters for rule consequences. */
    public Decision withPenalty(int seconds) { this.penaltySeconds = seconds; return this; }
    public Decision withObligation(String obligation, String squares) { this.obligation = obligation; this.squares = squares; return this; }
    public Decision withFamily(String family) { this.family = family; return this; }
    public Decision withCount(int count) { this.count = count; return this; }

    @Override
    public String toString() {
        return kind + (side == null ? "" : " " + side) + (result == null ? "" : " " + result) + " [" + article + "]";
    }
}
