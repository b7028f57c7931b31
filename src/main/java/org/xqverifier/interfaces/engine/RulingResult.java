package org.xqverifier.interfaces.engine;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One ruling in the shape of {@code xq rule --json} (issue 3, "The command"): the page and the JSON API show exactly
 * what the command line prints.
 */
public record RulingResult(
        String edition,
        String verdict,
        String violator,
        Cycle cycle,
        List<MoveRuling> moves,
        List<Reason> reasons) {

    /** The repetition cycle: the ply it starts at and its length in plies; null when none formed. */
    public record Cycle(@JsonProperty("start_ply") int startPly, int length) {
    }

    /** What one ply is under the edition: labels such as 将, 捉, 闲, and the points of the pieces it targets. */
    public record MoveRuling(int ply, String move, String side, List<String> labels, List<String> targets) {
    }

    /** Why: the decisive rule, its article and figures, in Chinese and English. */
    public record Reason(String rule, String article, List<String> figures, String zh, String en) {
    }
}
