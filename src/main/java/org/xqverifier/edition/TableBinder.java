package org.xqverifier.edition;

import com.fasterxml.jackson.databind.JsonNode;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Binds a table, the effective (overlaid) tree of an edition's YAML file, to a Java record: the record is the table
 * kind's one description, and every mistake in the file is one {@link RulesException} at its file:line:column.
 * <ul>
 *   <li>A record is a mapping: each component is the key of its name in snake_case ({@code annulIfPlayedFractionBelow}
 *   → {@code annul_if_played_fraction_below}), or the key the record's {@code static final Map<String, String> KEYS}
 *   gives it (component name → key, for a key such as {@code single-games}). Every component must be there unless
 *   the record's {@code static final Set<String> OPTIONAL} names it (then null, false, 0, or an empty list or map).
 *   A key no component names is refused.</li>
 *   <li>A {@link Citation} component is the row's own {@code article} (required unless OPTIONAL names the component),
 *   {@code figures}, {@code zh} and {@code en}, with the edition whose file wrote the row; its id is the row's
 *   {@code id} or {@code code}, the key of the row in a mapping of rows, or else {@code table.path}
 *   ({@code withdrawal.round_robin}).</li>
 *   <li>An optional component the record's {@code static final Map<String, Object> DEFAULTS} names takes that value
 *   when absent ({@code carry_over} is true unless a period says otherwise).</li>
 *   <li>A record with a public constructor of one scalar parameter may be written as that scalar: {@code
 *   base_minutes: 60} for {@code base_minutes: {red: 60, black: 60}}. If that parameter is a {@code String}, a null in a
 *   list of such records is a blank row, bound to null (a case file's {@code labels: [将, ~, 将]}). A record with a
 *   public constructor of one {@code List} parameter may be written as that list ({@code moves: [h2e2, h9g7]} for
 *   {@code moves: {iccs: [h2e2, h9g7]}}).</li>
 *   <li>A list component the record's {@code static final Set<String> ONE_OR_MANY} names may be written as its one
 *   value: {@code colour: by-lot} for {@code colour: [by-lot]}.</li>
 *   <li>An enum is a closed set: its constants written in lower case with '-' for '_' ({@code LOWEST_SCORING} →
 *   {@code lowest-scoring}); any other value is refused, listing those.</li>
 *   <li>A {@code String} component (or the strings of a list or set) the record's
 *   {@code static final Map<String, List<String>> ONE_OF} names is a closed set written as text: for a fact the rules
 *   compare with a string ({@code status == "forbidden"}), which a Drools rule cannot do with an enum.</li>
 *   <li>{@code String} (any scalar), {@code int}/{@code Integer}, {@code long}, {@code double}, {@code boolean},
 *   {@code List<T>}, {@code Set<T>} (in file order), {@code Map<String, T>} (rows keyed by id, in file order), nested
 *   records, {@code Object} (the value as plain Java: String, Integer, Long, Double, Boolean, List, Map, or null), and
 *   {@code JsonNode} (the tree as it is, for a part not bound yet).</li>
 *   <li>A record's {@code static final String EXAMPLE} is shown when a mapping is expected and something else is
 *   written: {@code 'offence': object expected, string found: "talked" (such as {side: red, kind: talked})}.</li>
 *   <li>A record that implements {@link Checked} states the rules a type cannot say (unique ids, an odd depth, a
 *   required row) in {@link Checked#check()}, throwing {@link #problem(String, String)} with the field it is about;
 *   the binder reports it at that field's place. A {@code problem} thrown by the record's constructor is reported
 *   alike.</li>
 * </ul>
 * Binding reads the tree only: no YAML is re-read, and the full reader runs only when an error needs a line. The
 * record says what a type cannot in static fields, not annotations: reading the first annotation of a run costs a
 * proxy class that the start-up archive cannot hold (3–18 ms in a cold JVM, measured on a loaded machine).
 */
public final class TableBinder {
    /** A table record with rules its types cannot say. */
    public interface Checked {
        /** Throws {@link TableBinder#problem} for the first rule the record breaks. */
        void check();
    }

    /** A broken rule of a {@link Checked} record, about one of its fields; the binder adds the file, line and column. */
    public static final class Problem extends RuntimeException {
        private final String field;

        private Problem(String field, String message) {
            super(message, null, false, false);
            this.field = field;
        }
    }

    /**
     * A problem with {@code field} of the record (dotted keys and 1-based indexes, as messages write them:
     * {@code labels[3].code}; "" for the record itself).
     */
    public static Problem problem(String field, String message) {
        return new Problem(field, message);
    }

    static final String[] CITATION_KEYS = {"article", "figures", "zh", "en"};
    private static final ClassValue<Shape> SHAPES = new ClassValue<>() {
        @Override
        protected Shape computeValue(Class<?> type) {
            return new Shape(type);
        }
    };

    private final Edition applying;
    private final YamlTable table;
    private final String stem;

    private TableBinder(Edition applying, YamlTable table) {
        this.applying = applying;
        this.table = table;
        String file = table.file().replace('\\', '/');
        String name = file.substring(file.lastIndexOf('/') + 1);
        this.stem = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name;
    }

    /** The whole table as a {@code type}, as {@code applying} sees it (the edition whose citations are its own). */
    public static <T> T bind(Edition applying, YamlTable table, Class<T> type) {
        return type.cast(new TableBinder(applying, table).value(table.root(), "", type, null));
    }

    /** The value at {@code pointer} of the table as a {@code type}. */
    public static <T> T bind(Edition applying, YamlTable table, String pointer, Class<T> type) {
        return type.cast(new TableBinder(applying, table).value(table.at(pointer), pointer, type, null));
    }

    /** A table that maps each row's id to a {@code row} (readings.yaml), in file order. */
    @SuppressWarnings("unchecked")
    public static <T> Map<String, T> bindRows(Edition applying, YamlTable table, Class<T> row) {
        return (Map<String, T>) new TableBinder(applying, table).value(table.root(), "", rowsOf(row), null);
    }

    /** The list at {@code pointer} of the table, each element a {@code row} (a document's list of entrants). */
    @SuppressWarnings("unchecked")
    public static <T> List<T> bindList(Edition applying, YamlTable table, String pointer, Class<T> row) {
        return (List<T>) new TableBinder(applying, table).value(table.at(pointer), pointer, new Generic(List.class, row),
                null);
    }

    /** {@code Map<String, row>}: the type of a table that maps each row's id to a {@code row} (readings.yaml). */
    public static Type rowsOf(Class<?> row) {
        return new Generic(Map.class, String.class, row);
    }

    /** The components, keys and constructors of a record type as the binder reads it (for its schema). */
    static Shape shape(Class<?> record) {
        return SHAPES.get(record);
    }

    /**
     * The components of {@code record} of the given type by their keys, in the record's order (the switches of a table
     * that the rules are handed by name).
     */
    public static <T> Map<String, T> components(Record record, Class<T> type) {
        Shape shape = SHAPES.get(record.getClass());
        RecordComponent[] rc = record.getClass().getRecordComponents();
        Map<String, T> out = new LinkedHashMap<>();
        for (int i = 0; i < rc.length; i++) {
            if (rc[i].getType() == type) {
                try {
                    rc[i].getAccessor().setAccessible(true);
                    out.put(shape.components[i].key(), type.cast(rc[i].getAccessor().invoke(record)));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return out;
    }

    /** {@code Map<String, row>} or {@code List<row>}, for {@link #bindRows} and {@link #bindList}. */
    private record Generic(Class<?> raw, Type... arguments) implements ParameterizedType {
        @Override
        public Type[] getActualTypeArguments() {
            return arguments.clone();
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return null;
        }

        @Override
        public String getTypeName() {
            StringBuilder name = new StringBuilder(raw.getName()).append('<');
            for (int i = 0; i < arguments.length; i++) {
                name.append(i == 0 ? "" : ", ").append(arguments[i].getTypeName());
            }
            return name.append('>').toString();
        }
    }

    private Object value(JsonNode node, String at, Type type, String rowId) {
        Class<?> raw = raw(type);
        if (raw == JsonNode.class) {
            return node;
        }
        if (raw == Object.class) {
            return plain(node);
        }
        if (raw == String.class) {
            return node.isValueNode() && !node.isNull() ? node.asText() : wrong(node, at, "string");
        }
        if (raw == int.class || raw == Integer.class) {
            return node.isIntegralNumber() && node.canConvertToInt() ? node.intValue() : wrong(node, at, "integer");
        }
        if (raw == long.class || raw == Long.class) {
            return node.isIntegralNumber() && node.canConvertToLong() ? node.longValue() : wrong(node, at, "integer");
        }
        if (raw == double.class || raw == Double.class) {
            return node.isNumber() ? node.doubleValue() : wrong(node, at, "number");
        }
        if (raw == boolean.class || raw == Boolean.class) {
            return node.isBoolean() ? node.booleanValue() : wrong(node, at, "boolean");
        }
        if (raw.isEnum()) {
            return constant(node, at, raw);
        }
        if (raw == List.class || raw == Set.class) {
            if (!node.isArray()) {
                return wrong(node, at, "array");
            }
            Type element = argument(type, 0);
            List<Object> list = new ArrayList<>(node.size());
            boolean blankRows = raw(element).isRecord() && SHAPES.get(raw(element)).scalar != null
                    && SHAPES.get(raw(element)).scalar.getParameterTypes()[0] == String.class;
            for (int i = 0; i < node.size(); i++) {
                list.add(blankRows && node.get(i).isNull() ? null : value(node.get(i), at + "/" + i, element, null));
            }
            return raw == Set.class ? Collections.unmodifiableSet(new LinkedHashSet<>(list))
                    : Collections.unmodifiableList(list);   // a blank row is null: not List.copyOf
        }
        if (raw == Map.class) {
            if (!node.isObject()) {
                return wrong(node, at, "object");
            }
            Type element = argument(type, 1);
            Map<String, Object> map = new LinkedHashMap<>();
            for (var it = node.properties().iterator(); it.hasNext(); ) {
                var e = it.next();
                map.put(e.getKey(), value(e.getValue(), at + "/" + YamlTable.escape(e.getKey()), element, e.getKey()));
            }
            return Collections.unmodifiableMap(map);
        }
        if (raw == Citation.class) {
            if (!node.isObject()) {
                return wrong(node, at, "object");
            }
            for (var it = node.fieldNames(); it.hasNext(); ) {
                String key = it.next();
                if (!key.equals("id") && !List.of(CITATION_KEYS).contains(key)) {
                    List<String> known = new ArrayList<>(List.of(CITATION_KEYS));
                    known.add("id");
                    throw table.error(at + "/" + YamlTable.escape(key), TableMessages.unknownKey(key, TableMessages.field(at), known));
                }
            }
            return citation(node, at, rowId, true);
        }
        if (raw.isRecord()) {
            return record(node, at, SHAPES.get(raw), rowId);
        }
        throw new IllegalArgumentException(raw + " is not a type a table binds to");
    }

    private Object record(JsonNode node, String at, Shape shape, String rowId) {
        if (!node.isObject()) {
            if (shape.scalar != null && node.isValueNode() && !node.isNull()) {
                return make(shape, shape.scalar, new Object[] {value(node, at, shape.scalar.getParameterTypes()[0], null)}, at);
            }
            if (shape.list != null && node.isArray()) {
                return make(shape, shape.list, new Object[] {value(node, at, shape.list.getGenericParameterTypes()[0], null)}, at);
            }
            return wrong(node, at, "object", shape.example);
        }
        for (var it = node.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!shape.keys.contains(key)) {
                throw table.error(at + "/" + YamlTable.escape(key), TableMessages.unknownKey(key, TableMessages.field(at),
                        shape.keys));
            }
        }
        Object[] args = new Object[shape.components.length];
        for (int i = 0; i < args.length; i++) {
            Component c = shape.components[i];
            if (c.type() == Citation.class) {
                args[i] = citation(node, at, rowId, !c.optional());
                continue;
            }
            JsonNode v = node.get(c.key());
            if (v == null || (v.isNull() && c.optional())) {
                if (!c.optional()) {
                    throw table.error(at, TableMessages.missing(c.key(), TableMessages.field(at)));
                }
                args[i] = c.byDefault() != null ? c.byDefault() : absent(c.type());
            } else {
                String where = at + c.step();
                args[i] = c.oneOrMany() && !v.isArray() ? List.of(value(v, where, argument(c.generic(), 0), null))
                        : value(v, where, c.generic(), null);
                if (c.oneOf() != null) {
                    oneOf(args[i], where, c.oneOf());
                }
            }
        }
        return make(shape, shape.constructor, args, at);
    }

    private Object make(Shape shape, Constructor<?> constructor, Object[] args, String at) {
        Object made;
        try {
            made = constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof Problem p) {
                throw located(at, p);
            }
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make a " + shape.type.getName(), e);
        }
        if (made instanceof Checked checked) {
            try {
                checked.check();
            } catch (Problem p) {
                throw located(at, p);
            }
        }
        return made;
    }

    /** A closed set written as text: the value, or each string of a list or set, must be one of {@code allowed}. */
    private void oneOf(Object value, String at, List<String> allowed) {
        if (value instanceof String text && !allowed.contains(text)) {
            throw table.error(at, TableMessages.notOneOf(TableMessages.field(at), allowed, text));
        }
        if (value instanceof java.util.Collection<?> values) {
            int i = 0;
            for (Object v : values) {
                oneOf(v, at + "/" + i++, allowed);
            }
        }
    }

    /** The value as plain Java (what a rule reads from a column of an edition's own table). */
    private static Object plain(JsonNode node) {
        if (node.isObject()) {
            Map<String, Object> map = new LinkedHashMap<>();
            node.properties().forEach(e -> map.put(e.getKey(), plain(e.getValue())));
            return map;
        }
        if (node.isArray()) {
            List<Object> list = new ArrayList<>(node.size());
            node.forEach(n -> list.add(plain(n)));
            return list;
        }
        if (node.isNumber()) {
            return node.numberValue();
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        return node.isNull() || node.isMissingNode() ? null : node.asText();
    }

    private RulesException located(String at, Problem p) {
        String pointer = at + YamlTable.pointerOfField(p.field);
        String field = TableMessages.field(pointer);
        return table.error(pointer, p.field.isEmpty() || field.isEmpty() ? p.getMessage() : "'" + field + "' " + p.getMessage());
    }

    private Citation citation(JsonNode row, String at, String rowId, boolean articleRequired) {
        JsonNode article = row.get("article");
        if ((article == null || article.isNull()) && articleRequired) {
            throw table.error(at, TableMessages.missing("article", TableMessages.field(at)));
        }
        if (articleRequired && article.isTextual() && article.asText().isBlank()) {
            throw table.error(at + "/article", "'" + TableMessages.field(at + "/article") + "' is empty: every row cites"
                    + " its article");
        }
        for (String key : new String[] {"article", "zh", "en"}) {
            if (row.has(key) && !row.get(key).isNull()) {
                value(row.get(key), at + "/" + key, String.class, null);
            }
        }
        if (row.has("figures") && !row.get("figures").isNull() && !row.get("figures").isArray()) {
            wrong(row.get("figures"), at + "/figures", "array");
        }
        String id = row.path("id").isTextual() ? row.get("id").asText()
                : row.path("code").isTextual() ? row.get("code").asText()
                : rowId != null ? rowId : at.isEmpty() ? stem : stem + at.replace('/', '.');
        return Citation.of(applying, table, at, id);
    }

    private Object constant(JsonNode node, String at, Class<?> type) {
        List<String> names = new ArrayList<>();
        for (Object c : type.getEnumConstants()) {
            String name = wireName((Enum<?>) c);
            if (node.isTextual() && node.asText().equals(name)) {
                return c;
            }
            names.add(name);
        }
        if (!node.isTextual()) {
            return wrong(node, at, "string");
        }
        throw table.error(at, TableMessages.notOneOf(TableMessages.field(at), names, node.asText()));
    }

    /** How a table writes an enum constant: {@code LOWEST_SCORING} → {@code lowest-scoring}. */
    public static String wireName(Enum<?> constant) {
        return constant.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    private Object wrong(JsonNode node, String at, String expected) {
        return wrong(node, at, expected, null);
    }

    /** As {@link #wrong(JsonNode, String, String)}, showing what the value looks like ({@code example}, if not null). */
    private Object wrong(JsonNode node, String at, String expected, String example) {
        String message = TableMessages.wrongType(TableMessages.field(at), expected, typeOf(node));
        if (node.isValueNode() && !node.isNull()) {   // what was written, as the hand readers said it
            message += ": " + TableMessages.quoted(node.asText());
        }
        throw table.error(at, example == null ? message : message + TableMessages.example(example));
    }

    private static String typeOf(JsonNode node) {
        if (node.isMissingNode() || node.isNull()) {
            return "null";
        }
        if (node.isTextual()) {
            return "string";
        }
        if (node.isIntegralNumber()) {
            return "integer";
        }
        if (node.isNumber()) {
            return "number";
        }
        if (node.isBoolean()) {
            return "boolean";
        }
        return node.isArray() ? "array" : node.isObject() ? "object" : node.getNodeType().toString().toLowerCase();
    }

    private static Object absent(Class<?> type) {
        if (type == boolean.class) {
            return false;
        }
        if (type == int.class) {
            return 0;
        }
        if (type == long.class) {
            return 0L;
        }
        if (type == double.class) {
            return 0.0;
        }
        if (type == List.class) {
            return List.of();
        }
        if (type == Set.class) {
            return Set.of();
        }
        if (type == Map.class) {
            return Map.of();
        }
        return null;
    }

    static Class<?> raw(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        throw new IllegalArgumentException(type + " is not a type a table binds to");
    }

    static Type argument(Type type, int index) {
        if (!(type instanceof ParameterizedType p)) {
            throw new IllegalArgumentException(type + " needs its element type");
        }
        return p.getActualTypeArguments()[index];
    }

    /** A record type's components, keys and constructor, found once per type. */
    static final class Shape {
        final Class<?> type;
        final Component[] components;
        final Set<String> keys = new HashSet<>();
        final Constructor<?> constructor;
        /** The public constructor of one scalar parameter, if the record may be written as that scalar; else null. */
        final Constructor<?> scalar;
        /** The public constructor of one List parameter, if the record may be written as that list; else null. */
        final Constructor<?> list;
        /** The record's {@code static final String EXAMPLE}, a value written as it should be, or null. */
        final String example;

        Shape(Class<?> type) {
            if (!type.isRecord()) {
                throw new IllegalArgumentException(type + " is not a record");
            }
            this.type = type;
            this.example = declared(type, "EXAMPLE", String.class, null);
            Set<String> optional = new HashSet<>(declared(type, "OPTIONAL", Set.class, Set.of()));
            Map<String, String> renamed = new HashMap<>(declared(type, "KEYS", Map.class, Map.of()));
            Map<String, List<String>> closed = new HashMap<>(declared(type, "ONE_OF", Map.class, Map.of()));
            Map<String, Object> defaults = new HashMap<>(declared(type, "DEFAULTS", Map.class, Map.of()));
            Set<String> oneOrMany = new HashSet<>(declared(type, "ONE_OR_MANY", Set.class, Set.of()));
            RecordComponent[] rc = type.getRecordComponents();
            components = new Component[rc.length];
            Class<?>[] types = new Class<?>[rc.length];
            for (int i = 0; i < rc.length; i++) {
                String name = rc[i].getName();
                String key = renamed.containsKey(name) ? String.valueOf(renamed.remove(name)) : snakeCase(name);
                boolean isOptional = optional.remove(name);
                Object byDefault = defaults.remove(name);
                if (byDefault != null && !isOptional) {
                    throw new IllegalStateException(type.getName() + "." + name + " has a default but is not OPTIONAL");
                }
                components[i] = new Component(key, "/" + YamlTable.escape(key), rc[i].getType(), rc[i].getGenericType(), isOptional,
                        closed.remove(name), byDefault, oneOrMany.remove(name));
                types[i] = rc[i].getType();
                if (types[i] == Citation.class) {
                    keys.addAll(List.of(CITATION_KEYS));
                } else {
                    keys.add(key);
                }
            }
            if (!optional.isEmpty() || !renamed.isEmpty() || !closed.isEmpty() || !defaults.isEmpty()
                    || !oneOrMany.isEmpty()) {
                throw new IllegalStateException(type.getName() + ": OPTIONAL, KEYS, ONE_OF, DEFAULTS or ONE_OR_MANY"
                        + " names no component: " + optional + " " + renamed.keySet() + " " + closed.keySet() + " "
                        + defaults.keySet() + " " + oneOrMany);
            }
            try {
                constructor = type.getDeclaredConstructor(types);
                constructor.setAccessible(true);
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(e);
            }
            Constructor<?> one = null;
            Constructor<?> many = null;
            for (Constructor<?> c : type.getConstructors()) {
                if (c.getParameterCount() == 1 && types.length != 1 && SCALARS.contains(c.getParameterTypes()[0])) {
                    one = c;
                }
                if (c.getParameterCount() == 1 && types.length != 1 && c.getParameterTypes()[0] == List.class) {
                    many = c;
                }
            }
            for (Constructor<?> c : new Constructor<?>[] {one, many}) {
                if (c != null) {
                    c.setAccessible(true);   // a record private to its area has public constructors all the same
                }
            }
            scalar = one;
            list = many;
        }

        private static final Set<Class<?>> SCALARS = Set.of(String.class, int.class, Integer.class, long.class,
                Long.class, double.class, Double.class, boolean.class, Boolean.class);

        /** The record's static field {@code name} (OPTIONAL, KEYS), or {@code none}. */
        @SuppressWarnings("unchecked")
        private static <T> T declared(Class<?> type, String name, Class<?> kind, T none) {
            for (Field f : type.getDeclaredFields()) {   // no NoSuchFieldException for the records that have none
                if (f.getName().equals(name) && java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                    try {
                        f.setAccessible(true);
                        Object v = f.get(null);
                        if (kind.isInstance(v)) {
                            return (T) v;
                        }
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException(type.getName() + "." + name + " cannot be read", e);
                    }
                    throw new IllegalStateException(type.getName() + "." + name + " must be a " + kind.getSimpleName());
                }
            }
            return none;
        }
    }

    /** A component, its key, and the key as a step of a JSON Pointer ({@code /after_round}). */
    record Component(String key, String step, Class<?> type, Type generic, boolean optional, List<String> oneOf,
                             Object byDefault, boolean oneOrMany) {
    }

    /** {@code annulIfPlayedFractionBelow} → {@code annul_if_played_fraction_below}. */
    static String snakeCase(String name) {
        StringBuilder b = new StringBuilder(name.length() + 8);
        for (char ch : name.toCharArray()) {
            if (Character.isUpperCase(ch)) {
                b.append('_').append(Character.toLowerCase(ch));
            } else {
                b.append(ch);
            }
        }
        return b.toString();
    }
}
