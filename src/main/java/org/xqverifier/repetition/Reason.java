package org.xqverifier.repetition;

import java.util.List;

/** One step of a ruling's explanation: the rule or table row, its article, figures, and its text in zh and en. */
public record Reason(String rule, String article, List<String> figures, String zh, String en) {
}
