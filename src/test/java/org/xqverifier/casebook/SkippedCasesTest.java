package org.xqverifier.casebook;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class SkippedCasesTest {
    private static final List<String> FEATURE = List.of(
            "Feature: f",                                        // 1
            "",                                                  // 2
            "  # skip: the diagram is lost in the OCR",          // 3
            "  @skip @tw-2007",                                  // 4
            "  Scenario: one",                                   // 5
            "    Given x",                                       // 6
            "",                                                  // 7
            "  @skip",                                           // 8
            "  Scenario: no reason",                             // 9
            "    Given x",                                       // 10
            "",                                                  // 11
            "  # 跳过：第三行与棋例不符",                              // 12
            "  场景大纲: outline",                                 // 13
            "    假如 x <a>",                                     // 14
            "    例子:",                                          // 15
            "      | a |",                                       // 16
            "      | 1 |",                                       // 17
            "    # skip: row-level reason",                      // 18
            "    @skip",                                         // 19
            "    Examples:",                                     // 20
            "      | a |",                                       // 21
            "      | 2 |");                                      // 22

    @Test
    void theReasonIsTheSkipCommentAboveTheTags() {
        assertEquals("the diagram is lost in the OCR", SkippedCases.reason(FEATURE, 5));
    }

    @Test
    void noCommentMeansNoReason() {
        assertNull(SkippedCases.reason(FEATURE, 9));
    }

    @Test
    void outlineRowsFindTheirExamplesOrOutlineReason() {
        assertEquals("第三行与棋例不符", SkippedCases.reason(FEATURE, 17));
        assertEquals("row-level reason", SkippedCases.reason(FEATURE, 22));
    }
}
