package org.zermelo.web;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The fields of a JSON request, read with messages that say which field is wrong and what it should be. */
final class Body {

    /** What a request or a WebSocket message must look like, in the words of every message about its form. */
    static final String EXPECTED = "one JSON object, like {\"game\":\"tictactoe\"}";

    /**
     * Numbers with a fraction or an exponent kept exactly (1e400 stays 1e400, not infinity), so
     * that a whole number out of range is refused, never clamped or wrapped.
     */
    private static final ObjectReader READER = WebServer.MAPPER.readerFor(Object.class)
            .with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    private final Map<String, Object> fields;

    Body(Map<String, Object> fields) {
        this.fields = fields == null ? Map.of() : fields;
    }

    /**
     * The fields of {@code text}, which must be one JSON object ({@code what} names it in the
     * message: "the body", "the message"); an empty text is an object with no field.
     *
     * @throws IllegalArgumentException in plain words: what was sent and what is expected, never the JSON library's
     */
    static Body parse(String text, String what) {
        if (text.isBlank()) {
            return new Body(Map.of());
        }
        Object value;
        try (JsonParser parser = WebServer.MAPPER.getFactory().createParser(text)) {
            value = READER.readValue(parser);
            int end = (int) parser.currentLocation().getCharOffset();
            boolean more;
            try {
                more = parser.nextToken() != null;
            } catch (JsonProcessingException e) {
                more = true; // not even JSON
            }
            if (more) {
                String rest = text.substring(Math.min(end, text.length())).strip();
                throw new IllegalArgumentException(what + " must be " + EXPECTED + ", with nothing after it: found "
                        + describe(rest) + " after character " + end);
            }
        } catch (JsonProcessingException e) {
            if (String.valueOf(e.getOriginalMessage()).contains("end-of-input")) {
                throw new IllegalArgumentException(what + " must be " + EXPECTED + ": it ends before its JSON does");
            }
            String where = e.getLocation() == null ? "" : " at character " + (e.getLocation().getCharOffset() + 1);
            throw new IllegalArgumentException(what + " must be " + EXPECTED + ": it is not valid JSON" + where);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException(what + " could not be read");
        }
        if (!(value instanceof Map<?, ?> map)) {
            throw new IllegalArgumentException(what + " must be " + EXPECTED + ", not " + describe(value));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> fields = (Map<String, Object>) map;
        return new Body(fields);
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
            return Limits.text(name, n.toString());
        }
        throw new IllegalArgumentException(name + " must be text, not " + describe(v));
    }

    /** A text field that must be given. */
    String required(String name) {
        String v = text(name);
        if (v == null) {
            throw new IllegalArgumentException(name + " is missing");
        }
        return v;
    }

    /** A whole number that fits in 64 bits (a seed, a job's number), or {@code otherwise} when absent. */
    long number(String name, long otherwise) {
        return number(name, otherwise, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    Long number(String name) {
        return has(name) ? number(name, 0) : null;
    }

    /**
     * A whole number from {@code min} to {@code max}, or {@code otherwise} when absent: a JSON
     * number ({@code 5}, {@code 5.0}, {@code 5e0}) or a text of one ({@code "5"}); anything else,
     * and a number out of the range, is refused with the range (never clamped, never wrapped).
     */
    long number(String name, long otherwise, long min, long max) {
        Object v = fields.get(name);
        if (v == null) {
            return otherwise;
        }
        BigDecimal exact = exact(v);
        if (exact != null && exact.compareTo(BigDecimal.valueOf(min)) >= 0 && exact.compareTo(BigDecimal.valueOf(max)) <= 0) {
            return exact.longValueExact();
        }
        throw new IllegalArgumentException(name + " must be a whole number " + range(min, max) + ", not " + describe(v));
    }

    /** A whole number that fits in an int, from {@code min} to {@code max}. */
    int integer(String name, int otherwise, int min, int max) {
        return (int) number(name, otherwise, min, max);
    }

    /** The whole number {@code v} is exactly, or null (a fraction, not a number, a text too long to be one). */
    private static BigDecimal exact(Object v) {
        BigDecimal d;
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            return BigDecimal.valueOf(((Number) v).longValue());
        } else if (v instanceof BigInteger i) {
            d = new BigDecimal(i);
        } else if (v instanceof BigDecimal b) {
            d = b;
        } else if (v instanceof Double || v instanceof Float) {
            double x = ((Number) v).doubleValue();
            if (!Double.isFinite(x)) {
                return null;
            }
            d = BigDecimal.valueOf(x);
        } else if (v instanceof String s && s.strip().matches("[-+]?\\d{1,40}")) {
            d = new BigDecimal(s.strip());
        } else {
            return null;
        }
        // Whole and at most 19 digits (2^63 has 19), checked from the digits and the exponent as
        // written: a number like 1e400 is refused before anything is computed from it.
        d = d.stripTrailingZeros();
        if (d.scale() > 0 || (long) d.precision() - d.scale() > 19) {
            return null;
        }
        return d;
    }

    private static String range(long min, long max) {
        if (min == Long.MIN_VALUE && max == Long.MAX_VALUE) {
            return "that fits in 64 bits (from -9223372036854775808 to 9223372036854775807)";
        }
        if (max == Long.MAX_VALUE || max == Integer.MAX_VALUE) {
            return "from " + min + " up (at most " + max + ")";
        }
        return "from " + min + " to " + max;
    }

    /** A value as a message quotes it: a text in quotes (its start, if long), a number as written, a list or an object named. */
    static String describe(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String s) {
            return "'" + (s.length() > 40 ? s.substring(0, 40) + "..." : s) + "'";
        }
        if (v instanceof Number || v instanceof Boolean) {
            String text = v.toString();
            return text.length() > 40 ? text.substring(0, 40) + "..." : text;
        }
        if (v instanceof List<?>) {
            return "a list";
        }
        if (v instanceof Map<?, ?>) {
            return "an object";
        }
        return "a " + v.getClass().getSimpleName();
    }

    boolean flag(String name, boolean otherwise) {
        Object v = fields.get(name);
        if (v == null) {
            return otherwise;
        }
        if (v instanceof Boolean b) {
            return b;
        }
        throw new IllegalArgumentException(name + " must be true or false, not " + describe(v));
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
                    throw new IllegalArgumentException(name + " must be a list of texts, like [\"a\", \"b\"]");
                }
                out.add(Limits.text(name, String.valueOf(item)));
            }
            return out;
        }
        throw new IllegalArgumentException(name + " must be a list of texts, like [\"a\", \"b\"], not " + describe(v));
    }
}
