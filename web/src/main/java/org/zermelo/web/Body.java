package org.zermelo.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The fields of a JSON request, read with messages that say which field is wrong and what it should be. */
final class Body {

    private final Map<String, Object> fields;

    Body(Map<String, Object> fields) {
        this.fields = fields == null ? Map.of() : fields;
    }

    boolean has(String name) {
        return fields.get(name) != null;
    }

    /** A text field (a number is taken as its text), null when absent. */
    String text(String name) {
        Object v = fields.get(name);
        if (v == null) {
            return null;
        }
        if (v instanceof String s) {
            return Limits.text(name, s);
        }
        if (v instanceof Number n) {
            return n.toString();
        }
        throw new IllegalArgumentException(name + " must be text, not " + v);
    }

    /** A text field that must be given. */
    String required(String name) {
        String v = text(name);
        if (v == null) {
            throw new IllegalArgumentException(name + " is missing");
        }
        return v;
    }

    /** A whole number, or {@code otherwise} when absent. */
    long number(String name, long otherwise) {
        Object v = fields.get(name);
        if (v == null) {
            return otherwise;
        }
        if (v instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue())) {
            return n.longValue();
        }
        if (v instanceof String s && s.strip().matches("-?\\d{1,18}")) {
            return Long.parseLong(s.strip());
        }
        throw new IllegalArgumentException(name + " must be a whole number, not " + v);
    }

    Long number(String name) {
        return has(name) ? number(name, 0) : null;
    }

    boolean flag(String name, boolean otherwise) {
        Object v = fields.get(name);
        if (v == null) {
            return otherwise;
        }
        if (v instanceof Boolean b) {
            return b;
        }
        throw new IllegalArgumentException(name + " must be true or false, not " + v);
    }

    /**
     * A list of texts: a JSON array, or one text split on spaces (moves as a link writes them),
     * empty when absent.
     */
    List<String> list(String name) {
        Object v = fields.get(name);
        List<String> out = new ArrayList<>();
        if (v == null) {
            return out;
        }
        if (v instanceof String s) {
            Limits.text(name, s);
            for (String word : s.strip().split("\\s+")) {
                if (!word.isEmpty()) {
                    out.add(word);
                }
            }
            return out;
        }
        if (v instanceof List<?> list) {
            if (list.size() > Limits.MAX_MOVES) {
                throw new IllegalArgumentException(name + " is too long: at most " + Limits.MAX_MOVES + " items");
            }
            for (Object item : list) {
                if (!(item instanceof String || item instanceof Number)) {
                    throw new IllegalArgumentException(name + " must be a list of texts");
                }
                out.add(Limits.text(name, String.valueOf(item)));
            }
            return out;
        }
        throw new IllegalArgumentException(name + " must be a list of texts");
    }
}
