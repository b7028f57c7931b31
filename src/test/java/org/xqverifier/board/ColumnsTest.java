package org.xqverifier.board;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Display width: a Chinese or full-width character takes two columns of a terminal, a Latin letter one. */
class ColumnsTest {
    @Test
    void chineseAndFullWidthCharactersTakeTwoColumns() {
        assertEquals(4, Columns.width("CN2 "));
        assertEquals(8, Columns.width("炮二平五"));
        assertEquals(6, Columns.width("马8进7"));
        assertEquals(8, Columns.width("Ｃ２＝５"));
        assertEquals(6, Columns.width("對手分"));
        assertEquals(4, Columns.width("「」"));
        assertEquals(2, Columns.width("𠀋"), "a character beyond the BMP is one character, two columns");
    }

    @Test
    void paddingCountsColumnsNotCharacters() {
        assertEquals("张三    |", Columns.left("张三", 8) + "|");
        assertEquals("Bob     |", Columns.left("Bob", 8) + "|");
        assertEquals("  對手分", Columns.right("對手分", 8));
        assertEquals("陈大文陈大文", Columns.left("陈大文陈大文", 8), "wider than the column: left as it is");
    }
}
