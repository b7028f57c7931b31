package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A child edition's table laid over its parent's table of the same path, so that a child holds only what it changes.
 * <ul>
 *   <li>Mappings merge key by key; a key whose value is {@code {remove: true}} drops the parent's entry.</li>
 *   <li>A list of rows that all carry an {@code id} (or, for label lists, a {@code code}) merges row by row: a child row
 *   with a parent row's key patches that row field by field, {@code remove: true} drops it, a new key is appended.</li>
 *   <li>Any other value, and a list whose rows have no key, is replaced by the child's.</li>
 *   <li>A child table whose top level says {@code overlay: replace} replaces the parent's table whole.</li>
 * </ul>
 * Every value keeps the file, line and column it was written at, so an error names the child's row or the parent's.
 */
final class TableOverlay {
    static final String DIRECTIVE = "overlay";
    static final String REMOVE = "remove";
    private static final String[] ROW_KEYS = {"id", "code"};

    private final YamlTable parent;
    private final YamlTable child;
    /** Where each value of the merged table was written, found only when asked for (see {@link #places()}). */
    private final List<Link> links = new ArrayList<>();
    /** The link of each merged value by its pointer, made on the first {@link #origin} call. */
    private volatile Map<String, Link> byPointer;

    private record Link(String to, YamlTable source, String from) {
    }

    private TableOverlay(YamlTable parent, YamlTable child) {
        this.parent = parent;
        this.child = child;
    }

    /** True if the table says {@code overlay: replace}: it takes its parent's table whole. */
    static boolean replaces(YamlTable t) {
        return t != null && t.root().path(DIRECTIVE).asText("").equals("replace");
    }

    /** The effective table: {@code child} over {@code parent} (either may be null). */
    static YamlTable apply(YamlTable parent, YamlTable child) {
        if (child == null) {
            return parent;
        }
        JsonNode directive = child.root().path(DIRECTIVE);
        if (!directive.isMissingNode() && !(directive.isTextual() && directive.asText().equals("replace"))) {
            throw child.error("/" + DIRECTIVE, "'overlay' may only say 'replace' (the table replaces the parent's whole)");
        }
        if (parent == null || !directive.isMissingNode()) {
            return withoutDirective(child);
        }
        TableOverlay o = new TableOverlay(parent, child);
        JsonNode merged = o.merge(parent.root(), "", withoutDirective(child).root(), "", "");
        return new YamlTable(child.file(), merged, o::places, o::origin);
    }

    /** The parent's table as seen by a child that does not change it: values and places as they are. */
    private static YamlTable withoutDirective(YamlTable t) {
        if (!t.root().isObject() || !t.root().has(DIRECTIVE)) {
            return t;
        }
        ObjectNode copy = ((ObjectNode) t.root()).deepCopy();
        copy.remove(DIRECTIVE);
        return new YamlTable(t.file(), copy, t::places, t::originAt);
    }

    private JsonNode merge(JsonNode p, String pAt, JsonNode c, String cAt, String at) {
        if (p.isObject() && c.isObject()) {
            place(at, child, cAt);
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            for (var it = p.properties().iterator(); it.hasNext(); ) {
                var e = it.next();
                String key = e.getKey();
                String k = "/" + YamlTable.escape(key);
                JsonNode cv = c.get(key);
                if (cv == null) {
                    out.set(key, copy(parent, e.getValue(), pAt + k, at + k));
                } else if (!removes(cv, cAt + k)) {
                    out.set(key, merge(e.getValue(), pAt + k, cv, cAt + k, at + k));
                }
            }
            for (var it = c.properties().iterator(); it.hasNext(); ) {
                var e = it.next();
                String k = "/" + YamlTable.escape(e.getKey());
                if (!p.has(e.getKey())) {
                    if (removes(e.getValue(), cAt + k)) {
                        throw child.error(cAt + k, "removes '" + e.getKey() + "', which the parent's "
                                + parent.file() + " does not have");
                    }
                    out.set(e.getKey(), copy(child, e.getValue(), cAt + k, at + k));
                }
            }
            return out;
        }
        String key = p.isArray() && c.isArray() ? rowKey(p, c) : null;
        if (key == null) {
            return copy(child, c, cAt, at);
        }
        place(at, child, cAt);
        Map<String, Integer> childRows = new LinkedHashMap<>();
        for (int i = 0; i < c.size(); i++) {
            String id = c.get(i).get(key).asText();
            if (childRows.putIfAbsent(id, i) != null) {
                throw child.error(cAt + "/" + i + "/" + key, "row '" + id + "' is given twice");
            }
        }
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < p.size(); i++) {
            JsonNode row = p.get(i);
            Integer ci = childRows.remove(row.get(key).asText());
            String to = at + "/" + out.size();
            if (ci == null) {
                out.add(copy(parent, row, pAt + "/" + i, to));
            } else if (!removes(c.get(ci), cAt + "/" + ci)) {
                out.add(merge(row, pAt + "/" + i, withoutRemove(c.get(ci)), cAt + "/" + ci, to));
            }
        }
        for (int ci : childRows.values()) {
            if (removes(c.get(ci), cAt + "/" + ci)) {
                throw child.error(cAt + "/" + ci + "/" + key, "removes row '" + c.get(ci).get(key).asText()
                        + "', which the parent's " + parent.file() + " does not have");
            }
            out.add(copy(child, c.get(ci), cAt + "/" + ci, at + "/" + out.size()));
        }
        return out;
    }

    /** The key field shared by every row of both lists, or null when the lists are not keyed rows. */
    private static String rowKey(JsonNode p, JsonNode c) {
        for (String key : ROW_KEYS) {
            if (allHave(p, key) && allHave(c, key)) {
                return key;
            }
        }
        return null;
    }

    private static boolean allHave(JsonNode list, String key) {
        if (list.isEmpty()) {
            return false;
        }
        for (JsonNode row : list) {
            if (!row.isObject() || !row.path(key).isValueNode() || row.get(key).isNull()) {
                return false;
            }
        }
        return true;
    }

    private boolean removes(JsonNode c, String cAt) {
        JsonNode r = c.path(REMOVE);
        if (r.isMissingNode()) {
            return false;
        }
        if (!r.isBoolean()) {
            throw child.error(cAt + "/" + REMOVE, "'remove' must be true or false");
        }
        return r.asBoolean();
    }

    private static JsonNode withoutRemove(JsonNode row) {
        if (!row.has(REMOVE)) {
            return row;
        }
        ObjectNode copy = ((ObjectNode) row).deepCopy();
        copy.remove(REMOVE);
        return copy;
    }

    /** The subtree as it is, with its places re-addressed from {@code from} in {@code source} to {@code to}. */
    private JsonNode copy(YamlTable source, JsonNode node, String from, String to) {
        place(to, source, from);
        if (node.isObject()) {
            for (var it = node.properties().iterator(); it.hasNext(); ) {
                var e = it.next();
                String k = "/" + YamlTable.escape(e.getKey());
                copy(source, e.getValue(), from + k, to + k);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                copy(source, node.get(i), from + "/" + i, to + "/" + i);
            }
        }
        return node;
    }

    private void place(String to, YamlTable source, String from) {
        links.add(new Link(to, source, from));
    }

    /** The parsed table that wrote the value at {@code pointer} of the merged table (or of its nearest ancestor). */
    private YamlTable origin(String pointer) {
        Map<String, Link> known = byPointer;
        if (known == null) {
            known = new HashMap<>();
            for (Link l : links) {
                known.put(l.to(), l);
            }
            byPointer = known;
        }
        for (String p = pointer; ; p = p.substring(0, p.lastIndexOf('/'))) {
            Link l = known.get(p);
            if (l != null) {
                return l.source().originAt(l.from() + pointer.substring(p.length()));
            }
            if (p.isEmpty()) {
                return child.originAt(pointer);
            }
        }
    }

    private Map<String, YamlTable.Place> places() {
        Map<String, YamlTable.Place> places = new HashMap<>();
        for (Link l : links) {
            YamlTable.Place at = l.source().places().get(l.from());
            if (at != null) {
                places.put(l.to(), at);
            }
        }
        return places;
    }
}
