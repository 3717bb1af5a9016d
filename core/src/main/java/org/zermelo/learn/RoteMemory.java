package org.zermelo.learn;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.io.OutputFile;

/**
 * Samuel's rote learning (1959), the course's "apprentissage par cœur": positions met in play,
 * each stored with the value its search found and that search's depth, and looked up at the
 * leaves of later searches ({@link #evaluator}): a leaf found here is valued by a search that
 * went {@code depth} plies below it, so the new search sees that much deeper along that line.
 *
 * <p>Bounded: {@code capacity} entries (a power of two) in packed arrays, each position in one of
 * four slots from its hash; a new position takes a free slot, else the slot of the shallowest
 * search among the four if it is not deeper than the new one (Samuel too kept the positions whose
 * values came from the deepest searches, and forgot the others). A position stored again keeps the
 * deeper of its two searches. Positions are known by their hash (the game's Zobrist key, which
 * holds what decides the future: pieces, side to move, the draw rules' counts), so a collision may
 * give a leaf another position's value: a wrong guess of a heuristic, never a wrong exact result,
 * for a value is always kept within the evaluation's limit.
 *
 * <p>Persistent: a JSON file ({@code "format": "zermelo rote"}), the game, the evaluation whose
 * values were stored, the capacity, how it was learned, and the entries as strings
 * {@code "HASH VALUE DEPTH"} (the hash in 16 hex digits).
 */
public final class RoteMemory {

    /** The format's name, the first field of every rote file. */
    public static final String FORMAT = "zermelo rote";
    /** The largest capacity: 2^20 entries, a file of about 30 MB. */
    public static final int MAX_CAPACITY = 1 << 20;
    private static final int WAYS = 4;

    private final int capacity;
    private final long[] keys;
    private final int[] values;
    private final byte[] depths;
    private int size;

    /**
     * An empty memory of {@code capacity} entries.
     *
     * @throws IllegalArgumentException unless a power of two from 4 to {@value #MAX_CAPACITY}
     */
    public RoteMemory(int capacity) {
        if (capacity < WAYS || capacity > MAX_CAPACITY || Integer.bitCount(capacity) != 1) {
            throw new IllegalArgumentException("a rote memory holds a power of two of positions from 4 to " + MAX_CAPACITY + ", not "
                    + capacity);
        }
        this.capacity = capacity;
        this.keys = new long[capacity];
        this.values = new int[capacity];
        this.depths = new byte[capacity];
    }

    /** The positions it can hold. */
    public int capacity() {
        return capacity;
    }

    /** The positions it holds. */
    public synchronized int size() {
        return size;
    }

    /**
     * Stores the value {@code value} (for the side to move, in the evaluation's units; a proven
     * result is kept as the evaluation's limit) that a search of {@code depth} plies found for the
     * position of hash {@code key}, as the class comment says.
     */
    public synchronized void store(long key, int value, int depth) {
        if (key == 0 || depth < 1) {
            return; // 0 marks a free slot
        }
        int v = Math.max(-(Scores.EVAL_LIMIT - 1), Math.min(Scores.EVAL_LIMIT - 1, value));
        int d = Math.min(depth, Byte.MAX_VALUE);
        int first = (int) (key ^ key >>> 32) & (capacity - 1) & ~(WAYS - 1);
        for (int i = first; i < first + WAYS; i++) {
            if (keys[i] == key) {
                if (d >= depths[i]) {
                    values[i] = v;
                    depths[i] = (byte) d;
                }
                return;
            }
        }
        int target = first;
        for (int i = first; i < first + WAYS; i++) {
            if (keys[i] == 0) {
                target = i;
                break;
            }
            if (depths[i] < depths[target]) {
                target = i;
            }
        }
        if (keys[target] != 0 && depths[target] > d) {
            return; // every slot holds a deeper search
        }
        if (keys[target] == 0) {
            size++;
        }
        keys[target] = key;
        values[target] = v;
        depths[target] = (byte) d;
    }

    /** The slot of the position of hash {@code key}, or -1 when it is not stored. Allocates nothing. */
    public int find(long key) {
        int first = (int) (key ^ key >>> 32) & (capacity - 1) & ~(WAYS - 1);
        for (int i = first; i < first + WAYS; i++) {
            if (keys[i] == key && key != 0) {
                return i;
            }
        }
        return -1;
    }

    /** The value stored in {@code slot}. */
    public int value(int slot) {
        return values[slot];
    }

    /** The depth of the search whose value is in {@code slot}. */
    public int depth(int slot) {
        return depths[slot];
    }

    /** {@code base}, except at the positions stored here, which get their stored values. */
    public Evaluator evaluator(Evaluator base) {
        return new Evaluator() {
            @Override
            public int evaluate(Position position) {
                int slot = find(position.hash());
                return slot >= 0 ? values[slot] : base.evaluate(position);
            }

            @Override
            public double valueAtLimit() {
                return base.valueAtLimit();
            }
        };
    }

    /**
     * Writes the memory as a rote file of {@code game}, its values those of the evaluation
     * {@code evaluation}, with how it was learned ({@code training}).
     */
    public synchronized void write(Path file, Game game, String evaluation, Map<String, Object> training) throws IOException {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", FORMAT);
        json.put("version", 1);
        json.put("game", game.name());
        json.put("evaluation", evaluation);
        json.put("capacity", capacity);
        json.put("training", training);
        List<String> entries = new ArrayList<>(size);
        HexFormat hex = HexFormat.of();
        for (int i = 0; i < capacity; i++) {
            if (keys[i] != 0) {
                entries.add(hex.toHexDigits(keys[i]) + " " + values[i] + " " + depths[i]);
            }
        }
        json.put("entries", entries);
        OutputFile.write(file, WeightsJson.write(json));
    }

    /**
     * A rote file as read: the memory, the evaluation whose values it holds, how it was learned.
     *
     * @param memory the positions and their values
     * @param evaluation the name of the evaluation at the leaves the stored searches used
     * @param training how it was learned
     */
    public record Stored(RoteMemory memory, String evaluation, Map<String, Object> training) {}

    /**
     * Reads the rote file {@code file} of {@code game}.
     *
     * @throws IllegalArgumentException saying why the file is refused
     */
    public static Stored read(Game game, Path file) {
        String text = WeightsFile.readText(file);
        try {
            Object json = WeightsJson.parse(text);
            if (!(json instanceof Map<?, ?> map) || !FORMAT.equals(map.get("format"))) {
                throw new IllegalArgumentException("not a rote file: it should be a JSON object whose \"format\" is \"" + FORMAT + "\"");
            }
            return parse(game, map);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }

    /** Reads the JSON object {@code map} of a rote file of {@code game}; the message says what is wrong. */
    static Stored parse(Game game, Map<?, ?> map) {
        if (!Double.valueOf(1).equals(map.get("version"))) {
            throw new IllegalArgumentException("a rote file of version " + map.get("version") + ": this zermelo reads version 1");
        }
        if (!game.name().equals(map.get("game"))) {
            throw new IllegalArgumentException("the rote file is for " + map.get("game") + ", not for " + game.name());
        }
        if (!(map.get("evaluation") instanceof String evaluation) || !game.evaluations().containsKey(evaluation)) {
            throw new IllegalArgumentException("\"evaluation\" must name the evaluation of " + game.name() + " whose values the rote "
                    + "file holds: " + String.join(", ", game.evaluations().keySet()) + ", not " + map.get("evaluation"));
        }
        if (!(map.get("capacity") instanceof Double c) || c != Math.rint(c) || c < WAYS || c > MAX_CAPACITY
                || Integer.bitCount(c.intValue()) != 1) {
            throw new IllegalArgumentException("\"capacity\" must be a power of two from 4 to " + MAX_CAPACITY + ", not "
                    + map.get("capacity"));
        }
        if (!(map.get("entries") instanceof List<?> entries) || entries.size() > c) {
            throw new IllegalArgumentException("no \"entries\" list of at most \"capacity\" positions");
        }
        RoteMemory memory = new RoteMemory(c.intValue());
        for (int i = 0; i < entries.size(); i++) {
            String[] parts = entries.get(i) instanceof String s ? s.split(" ") : new String[0];
            try {
                if (parts.length != 3 || parts[0].length() != 16) {
                    throw new NumberFormatException();
                }
                long key = HexFormat.fromHexDigitsToLong(parts[0]);
                int value = Integer.parseInt(parts[1]);
                int depth = Integer.parseInt(parts[2]);
                if (depth < 1 || depth > Byte.MAX_VALUE || Math.abs(value) >= Scores.EVAL_LIMIT || key == 0) {
                    throw new NumberFormatException();
                }
                memory.store(key, value, depth);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "entry %d is not \"HASH VALUE DEPTH\" (16 hex digits, "
                        + "a value within the evaluation's limit, a depth from 1 to 127): %s", i, entries.get(i)));
            }
        }
        Map<String, Object> training = new LinkedHashMap<>();
        if (map.get("training") instanceof Map<?, ?> t) {
            t.forEach((k, v) -> training.put(String.valueOf(k), v));
        }
        return new Stored(memory, evaluation, training);
    }
}
