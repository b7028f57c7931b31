package org.xqverifier.repetition.facts;

import java.util.Map;

/**
 * A row of an edition's own extra table (any repetition/*.yaml beyond the tables xq reads itself), handed to the rules
 * as it is, so an edition can bring a table its rules need without a Java change. DRL reads a column with
 * {@code get("column")}. {@code table}: the file name without .yaml, and the list inside it if the file holds several
 * ({@code values} or {@code values/pawns}).
 */
public record TableRow(String table, int index, Map<String, Object> columns) {
    public TableRow {
        columns = Map.copyOf(columns);
    }

    public String getTable() { return table; }
    public int getIndex() { return index; }
    public Map<String, Object> getColumns() { return columns; }

    /** A column's value (String, Integer, Boolean, List or Map as YAML gives it), or null. */
    public Object get(String column) {
        return columns.get(column);
    }
}
