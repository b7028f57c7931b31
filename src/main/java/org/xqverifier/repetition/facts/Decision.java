package org.xqverifier.repetition.facts;

import org.xqverifier.edition.Citation;
import java.util.List;

/** The ruling on a cycle: verdict code, who must change (null for a draw), and the reasons in order. */
public record Decision(String verdict, String violator, List<Citation> reasons) {
}
