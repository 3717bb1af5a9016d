package org.zermelo.learn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A small, strict JSON reader and writer for weights files, so that core needs no library:
 * objects become {@code LinkedHashMap<String, Object>}, arrays {@code List<Object>}, numbers
 * {@code Double}, and {@code true}, {@code false}, {@code null} and strings themselves. It
 * refuses what RFC 8259 refuses (trailing commas, comments, single quotes, leading zeros,
 * duplicate keys) with a message naming where, and nests at most {@value #MAX_DEPTH} deep.
 */
final class WeightsJson {

    /** The deepest nesting read: weights files are flat; this keeps a hostile file from overflowing the stack. */
    static final int MAX_DEPTH = 32;

    private final String text;
    private int at;

    private WeightsJson(String text) {
        this.text = text;
    }

    /**
     * Reads one JSON value, the whole of {@code text}.
     *
     * @throws IllegalArgumentException saying what is wrong and where
     */
    static Object parse(String text) {
        WeightsJson json = new WeightsJson(text);
        json.space();
        Object value = json.value(0);
        json.space();
        if (json.at < text.length()) {
            throw json.error("more after the end of the value");
        }
        return value;
    }

    private Object value(int depth) {
        if (depth > MAX_DEPTH) {
            throw error("nested more than " + MAX_DEPTH + " deep");
        }
        if (at >= text.length()) {
            throw error("the text ends where a value was expected");
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object(depth);
            case '[' -> array(depth);
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> {
                if (c == '-' || c >= '0' && c <= '9') {
                    yield number();
                }
                throw error("'" + c + "' cannot start a value");
            }
        };
    }

    private Map<String, Object> object(int depth) {
        Map<String, Object> map = new LinkedHashMap<>();
        at++;
        space();
        if (peek() == '}') {
            at++;
            return map;
        }
        while (true) {
            space();
            if (peek() != '"') {
                throw error("a key (a string) was expected");
            }
            String key = string();
            space();
            expect(':');
            space();
            if (map.containsKey(key)) {
                throw error("the key \"" + key + "\" is given twice");
            }
            map.put(key, value(depth + 1));
            space();
            if (peek() == ',') {
                at++;
            } else {
                expect('}');
                return map;
            }
        }
    }

    private List<Object> array(int depth) {
        List<Object> list = new ArrayList<>();
        at++;
        space();
        if (peek() == ']') {
            at++;
            return list;
        }
        while (true) {
            space();
            list.add(value(depth + 1));
            space();
            if (peek() == ',') {
                at++;
            } else {
                expect(']');
                return list;
            }
        }
    }

    private String string() {
        at++;
        StringBuilder s = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw error("a string is not closed");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return s.toString();
            }
            if (c < 0x20) {
                throw error("a control character in a string");
            }
            if (c != '\\') {
                s.append(c);
                continue;
            }
            if (at >= text.length()) {
                throw error("a string is not closed");
            }
            char e = text.charAt(at++);
            switch (e) {
                case '"', '\\', '/' -> s.append(e);
                case 'b' -> s.append('\b');
                case 'f' -> s.append('\f');
                case 'n' -> s.append('\n');
                case 'r' -> s.append('\r');
                case 't' -> s.append('\t');
                case 'u' -> {
                    if (at + 4 > text.length() || !text.substring(at, at + 4).matches("[0-9a-fA-F]{4}")) {
                        throw error("\\u must be followed by four hexadecimal digits");
                    }
                    s.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    at += 4;
                }
                default -> throw error("'\\" + e + "' is not an escape");
            }
        }
    }

    private Double number() {
        int start = at;
        if (peek() == '-') {
            at++;
        }
        if (peek() == '0') {
            at++;
        } else if (peek() >= '1' && peek() <= '9') {
            while (peek() >= '0' && peek() <= '9') {
                at++;
            }
        } else {
            throw error("a number needs a digit");
        }
        if (peek() == '.') {
            at++;
            if (!(peek() >= '0' && peek() <= '9')) {
                throw error("a digit must follow the decimal point");
            }
            while (peek() >= '0' && peek() <= '9') {
                at++;
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            at++;
            if (peek() == '+' || peek() == '-') {
                at++;
            }
            if (!(peek() >= '0' && peek() <= '9')) {
                throw error("a digit must follow the exponent");
            }
            while (peek() >= '0' && peek() <= '9') {
                at++;
            }
        }
        double value = Double.parseDouble(text.substring(start, at));
        if (Double.isInfinite(value)) {
            throw error("a number too large: " + text.substring(start, at));
        }
        return value;
    }

    private Object word(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("'" + text.charAt(at) + "' cannot start a value");
        }
        at += word.length();
        return value;
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error(at >= text.length() ? "the text ends where '" + c + "' was expected" : "'" + c + "' was expected");
        }
        at++;
    }

    private void space() {
        while (at < text.length() && (text.charAt(at) == ' ' || text.charAt(at) == '\t' || text.charAt(at) == '\n'
                || text.charAt(at) == '\r')) {
            at++;
        }
    }

    private IllegalArgumentException error(String what) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(at, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new IllegalArgumentException("not JSON at line " + line + ", column " + column + ": " + what);
    }

    // ----- writing -----

    /**
     * Writes {@code value} (maps, lists, strings, numbers, booleans, null, double arrays) as JSON:
     * an object's entries one per line, arrays on one line, numbers in the shortest form that
     * reads back exactly.
     *
     * @throws IllegalArgumentException for a number that is not finite
     */
    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value, "");
        return out.append('\n').toString();
    }

    private static void write(StringBuilder out, Object value, String indent) {
        switch (value) {
            case null -> out.append("null");
            case Map<?, ?> map -> {
                if (map.isEmpty()) {
                    out.append("{}");
                    return;
                }
                out.append("{\n");
                int i = 0;
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    out.append(indent).append("  ");
                    string(out, String.valueOf(e.getKey()));
                    out.append(": ");
                    write(out, e.getValue(), indent + "  ");
                    out.append(++i < map.size() ? ",\n" : "\n");
                }
                out.append(indent).append('}');
            }
            case List<?> list -> {
                out.append('[');
                for (int i = 0; i < list.size(); i++) {
                    out.append(i > 0 ? ", " : "");
                    write(out, list.get(i), indent + "  ");
                }
                out.append(']');
            }
            case double[] numbers -> {
                out.append('[');
                for (int i = 0; i < numbers.length; i++) {
                    out.append(i > 0 ? ", " : "");
                    number(out, numbers[i]);
                }
                out.append(']');
            }
            case String s -> string(out, s);
            case Boolean b -> out.append(b);
            case Number n -> number(out, n.doubleValue());
            default -> throw new IllegalArgumentException("cannot write " + value.getClass().getSimpleName() + " as JSON");
        }
    }

    private static void number(StringBuilder out, double x) {
        if (!Double.isFinite(x)) {
            throw new IllegalArgumentException("cannot write " + x + " as JSON");
        }
        if (x == Math.rint(x) && Math.abs(x) < 1e15) {
            out.append((long) x);
        } else {
            out.append(Double.toString(x).toLowerCase(Locale.ROOT));
        }
    }

    private static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
