package org.xqverifier.repetition.facts;

import java.util.Map;

/**
 * A row of an edition's own extra table (any repetition/*.yaml beyond the five every edition has), handed to the rules
 * as it is, so an edition can bring a table its rules need (e.g. piece values) without a Java change. DRL reads a
 * column with {@code get("column")}.
 */
public final class TableRow {
    private final String table;
    private final int index;
    private final Map<String, Object> columns;

    public TableRow(String table, int index, Map<String, Object> columns) {
        this.table = table;
        this.index = index;
        this.columns = Map.copyOf(columns);
    }

    /** The file name without .yaml, and the list inside it if the file holds several: {@code values} or {@code values/pawns}. */
    public String getTable() {
        return table;
    }

    public int getIndex() {
        return index;
    }

    public Map<String, Object> getColumns() {
        return columns;
    }

    /** A column's value (String, Integer, Boolean, List or Map as YAML gives it), or null. */
    public Object get(String column) {
        return columns.get(column);
    }

    @Override
    public String toString() {
        return "TableRow[" + table + "#" + index + " " + columns + "]";
    }
}
