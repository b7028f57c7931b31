package org.xqverifier.interfaces.report;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.xqverifier.edition.Citation;
import org.xqverifier.record.Game;
import org.xqverifier.repetition.Ruling;

/**
 * The corpus rulings as a table a committee can sort and filter: one row per game and edition, written as CSV or as
 * JSON lines (by the file's extension).
 */
public final class RulingTable implements AutoCloseable {
    /** The columns, in order. */
    public static final List<String> COLUMNS = List.of("file", "game", "line", "red", "black", "event", "edition",
            "plies", "ply", "verdict", "violator", "rule", "article", "error");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Writer out;
    private final boolean csv;
    private final boolean owned;

    private RulingTable(Writer out, boolean csv) {
        this(out, csv, true);
    }

    private RulingTable(Writer out, boolean csv, boolean owned) {
        this.out = out;
        this.csv = csv;
        this.owned = owned;
    }

    /** The same rows as JSON lines on {@code out} (standard output), which {@link #close} flushes and leaves open. */
    public static RulingTable jsonLines(Writer out) {
        return new RulingTable(out, false, false);
    }

    /** A table written to {@code file}: {@code .csv} or {@code .jsonl}; anything else is refused. */
    public static RulingTable create(Path file) throws IOException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean csv = name.endsWith(".csv");
        if (!csv && !name.endsWith(".jsonl")) {
            throw new IllegalArgumentException("--out " + file + ": write .csv or .jsonl (the extension says which)");
        }
        BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        RulingTable t = new RulingTable(w, csv);
        if (csv) {
            t.line(COLUMNS.toArray(new Object[0]));
        }
        return t;
    }

    /** One row per edition for a game that was ruled. */
    public void game(String file, int number, Game game, List<Ruling> rulings) throws IOException {
        for (Ruling r : rulings) {
            Citation reason = r.reasons().isEmpty() ? null : r.reasons().get(0);
            row(file, number, game.line(), game.tag("Red"), game.tag("Black"), game.tag("Event"), r.edition(), game.plies(),
                    r.decisionPly(), r.code(), r.violator(), reason == null ? null : reason.id(),
                    reason == null ? null : reason.article(), null);
        }
    }

    /** One row per edition for a game that could not be read or ruled. */
    public void error(String file, int number, int line, Game game, List<String> editions, String message) throws IOException {
        for (String edition : editions) {
            row(file, number, line, game == null ? null : game.tag("Red"), game == null ? null : game.tag("Black"),
                    game == null ? null : game.tag("Event"), edition, game == null ? null : game.plies(), null, "error", null,
                    null, null, message);
        }
    }

    private void row(Object... values) throws IOException {
        if (csv) {
            line(values);
        } else {
            Map<String, Object> o = new LinkedHashMap<>();
            for (int i = 0; i < values.length; i++) {
                o.put(COLUMNS.get(i), values[i]);
            }
            out.write(JSON.writeValueAsString(o));
            out.write('\n');
        }
    }

    private void line(Object... values) throws IOException {
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                out.write(',');
            }
            out.write(csvField(values[i]));
        }
        out.write('\n');
    }

    static String csvField(Object v) {
        if (v == null) {
            return "";
        }
        String s = v.toString();
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    @Override
    public void close() throws IOException {
        if (owned) {
            out.close();
        } else {
            out.flush();
        }
    }
}
