package org.xqverifier.interfaces.engine;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One ruling in the shape of {@code xq rule --json} (docs/arbiter.md): the page and the JSON API show exactly
 * what the command line prints. Fields were added after the first ones, never renamed: {@code fen} (the position the
 * moves start from) and, per move, {@code codes}, {@code text} and {@code fen}; a ruling made for a long run (a game
 * collection's first ruling) leaves {@code fen} and {@code text} out.
 */
public record RulingResult(
        String edition,
        String verdict,
        String violator,
        Cycle cycle,
        List<MoveRuling> moves,
        List<Reason> reasons,
        @JsonInclude(JsonInclude.Include.NON_NULL) String fen) {

    /** A ruling without the start position (the shape before {@code fen} was added). */
    public RulingResult(String edition, String verdict, String violator, Cycle cycle, List<MoveRuling> moves,
                        List<Reason> reasons) {
        this(edition, verdict, violator, cycle, moves, reasons, null);
    }

    /** The repetition cycle: the ply it starts at and its length in plies; null when none formed. */
    public record Cycle(@JsonProperty("start_ply") int startPly, int length) {
    }

    /**
     * What one ply is under the edition: labels such as 将, 捉, 闲 and the same as codes (check, chase, idle), the
     * points of the pieces it targets, the move ({@code move}, ICCS) written in every notation ({@code text}: iccs,
     * wxf, chinese, uci) and the position after it ({@code fen}).
     */
    public record MoveRuling(int ply, String move, String side, List<String> labels, List<String> targets,
                             @JsonInclude(JsonInclude.Include.NON_NULL) List<String> codes,
                             @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, String> text,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String fen) {
        /** A move ruling with labels and targets only (the shape before codes, text and fen were added). */
        public MoveRuling(int ply, String move, String side, List<String> labels, List<String> targets) {
            this(ply, move, side, labels, targets, null, null, null);
        }
    }

    /**
     * Why: the decisive rule, its article and figures, in Chinese and English; added after those: the edition whose
     * text the row is ({@code source_edition}), whether the ruling edition inherited it from there ({@code inherited}),
     * and the article as printed ({@code cited}: {@code tw-2007 棋例總綱 2, applied by wxf-2018: inherited (2007 text)}
     * for an inherited row, else the article).
     */
    public record Reason(String rule, String article, List<String> figures, String zh, String en,
                         @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("source_edition") String sourceEdition,
                         boolean inherited, @JsonInclude(JsonInclude.Include.NON_NULL) String cited) {
        /** A reason known by its text alone (the shape before the source was added): the article is what it cites. */
        public Reason(String rule, String article, List<String> figures, String zh, String en) {
            this(rule, article, figures, zh, en, null, false, article);
        }

        /** The article as printed: {@link #cited}, or the article where it is not known. */
        public String shown() {
            return cited != null ? cited : article;
        }
    }
}
