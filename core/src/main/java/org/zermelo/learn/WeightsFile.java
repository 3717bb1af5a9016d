package org.zermelo.learn;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.zermelo.game.Cells;
import org.zermelo.game.Features;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.io.BoundedInput;
import org.zermelo.io.FileErrors;
import org.zermelo.io.OutputFile;

/**
 * A learned evaluation in a file: JSON, so that a person can read what it is and how it was
 * made, any tool can load it, and a change of format shows in a diff; the largest networks here
 * (tens of thousands of weights) make files of a few hundred kilobytes. The fields:
 *
 * <pre>
 * {
 *   "format": "zermelo weights",      always
 *   "version": 1,                     this format's version: 1, or 2 for a network with a hidden layer
 *   "game": "othello",                the game, by its command-line name
 *   "encoding": "ntuple4",            ntupleN, walkCxL, features:SET, table, or one of the game's own (tesauro)
 *   "features": [...],                for features:SET, the features' names, in order
 *   "hidden": 40,                     version 2: the hidden units
 *   "maxValue": 3,                    version 2: the largest game value of the outputs (2 maxValue outputs)
 *   "training": {...},                how it was learned: method, games, seed, seconds, rates, command
 *   "weights": [...]                  ntupleN, walkCxL and features:SET: the weights, in the encoding's order
 *   "table": {"X...O....": 0.55}      table: each position, in the game's notation, and its value
 * }
 * </pre>
 *
 * A file is refused, with what is wrong and nothing loaded, when it is not such a file, belongs
 * to another game or another set of features, or is damaged: cut short, a number that is not
 * finite, the wrong number of weights, a table value outside 0 to 1 or a position the game
 * cannot read.
 *
 * <p>Version 2 extends version 1 for a network with a hidden layer ({@link Network#layered}):
 * the same fields, and {@code hidden} and {@code maxValue}, the weights in the order
 * {@link Network} gives. A linear network or a table is still written as version 1, and both
 * versions are read.
 */
public final class WeightsFile {

    /** The format's name, the first field of every file. */
    public static final String FORMAT = "zermelo weights";
    /** This format's version for linear networks and tables. */
    public static final int VERSION = 1;
    /** The version of a network with a hidden layer: version 1 with {@code hidden} and {@code maxValue}. */
    public static final int LAYERED_VERSION = 2;
    /** The largest file read: far above any network learned here. */
    static final long MAX_BYTES = 256L << 20;

    private WeightsFile() {}

    /**
     * A learned evaluation: a network or a table, with how it was learned.
     *
     * @param network the network, or null for a table
     * @param table the table, or null for a network
     * @param training how it was learned, as the file records it
     */
    public record Learned(Network network, Table table, Map<String, Object> training) {

        /** The encoding's name, as the file records it. */
        public String encoding() {
            return network != null ? network.encoding().name() : "table";
        }

        /** A new evaluator of these values (one per search at a time; the values are shared). */
        public LearnedEvaluator evaluator() {
            return network != null ? new LearnedEvaluator(network) : new LearnedEvaluator(table);
        }
    }

    /**
     * The encoding called {@code name} for {@code game}: {@code ntupleN} for a game whose positions
     * are boards of cells ({@link Cells}), {@code features:SET} for one that offers features of
     * that set ({@link Features}).
     *
     * @throws IllegalArgumentException naming the encodings the game has
     */
    public static Encoding encoding(Game game, String name) {
        Position start = game.start();
        if (name.matches("ntuple[0-9]+") && start instanceof Cells cells) {
            return new NTuples(cells, Integer.parseInt(name.substring("ntuple".length())));
        }
        if (name.matches("walk[0-9]{1,4}x[0-9]") && start instanceof Cells cells) {
            String[] sizes = name.substring("walk".length()).split("x");
            return new WalkTuples(cells, Integer.parseInt(sizes[0]), Integer.parseInt(sizes[1]));
        }
        if (start instanceof Features features && name.equals("features:" + features.featureSet())) {
            return new FeatureEncoding(features);
        }
        if (game instanceof GameEncodings own && own.encoding(name) != null) {
            return own.encoding(name);
        }
        throw new IllegalArgumentException("no encoding '" + name + "' for " + game.name() + ": expected " + encodings(game));
    }

    /** The encodings {@code game} offers, in words. */
    static String encodings(Game game) {
        List<String> names = new ArrayList<>();
        names.add("table");
        Position start = game.start();
        if (start instanceof Cells) {
            names.add("ntuple2 to ntuple8 (straight lines of cells)");
            names.add("walkCxL (C random walks of L cells, such as walk70x8)");
        }
        if (start instanceof Features features) {
            names.add("features:" + features.featureSet());
        }
        if (game instanceof GameEncodings own) {
            names.addAll(own.encodingNames());
        }
        return String.join(", ", names);
    }

    /**
     * Reads the learned evaluation of {@code game} in {@code file}.
     *
     * @throws IllegalArgumentException saying why the file is refused; nothing is loaded then
     */
    public static Learned read(Game game, Path file) {
        String text = readText(file);
        try {
            return parse(game, text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }

    /** The text of a file of learned values (a weights file, a rote file...), read within {@link #MAX_BYTES}. */
    static String readText(Path file) {
        String text;
        try {
            // Counted as it is read: a device or a pipe has no size to check first.
            byte[] bytes = BoundedInput.readAll(file, MAX_BYTES);
            text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (BoundedInput.TooLarge e) {
            throw new IllegalArgumentException(file + " is larger than " + (MAX_BYTES >> 20) + " MB: not a weights file");
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(file + " is not a weights file: it is not text in UTF-8");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + reason(e));
        }
        return text;
    }

    /**
     * Reads the learned evaluation of {@code game} shipped as the resource {@code name} beside
     * the class {@code owner} (a game's trained network, in its jar), compressed by gzip when
     * the name ends in {@code .gz}.
     *
     * @throws IllegalStateException if the resource is missing or refused: the jar is broken
     */
    public static Learned resource(Game game, Class<?> owner, String name) {
        try (var in = owner.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the weights " + name + " are missing from " + owner.getName() + "'s jar");
            }
            // A name ending in .gz is compressed by gzip: large tables of weights are mostly zeros.
            var text = name.endsWith(".gz") ? new java.util.zip.GZIPInputStream(in) : in;
            return parse(game, new String(text.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalStateException("the weights " + name + " shipped with " + owner.getName() + " cannot be read: "
                    + e.getMessage(), e);
        }
    }

    private static String reason(IOException e) {
        return e instanceof java.nio.file.NoSuchFileException ? "no such file" : FileErrors.reason(e);
    }

    /** Reads the text of a weights file of {@code game}. */
    static Learned parse(Game game, String text) {
        Object json;
        try {
            json = WeightsJson.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("not a weights file (" + e.getMessage() + ")");
        }
        if (!(json instanceof Map<?, ?> map) || !FORMAT.equals(map.get("format"))) {
            throw new IllegalArgumentException("not a weights file: it should be a JSON object whose \"format\" is \"" + FORMAT + "\"");
        }
        Object version = map.get("version");
        if (!(version instanceof Double number)) {
            throw new IllegalArgumentException(map.containsKey("version") ? "\"version\" must be a number, " + VERSION + " or "
                    + LAYERED_VERSION + ", not " + found(version) : "no \"version\": a weights file says its version, " + VERSION
                    + " or " + LAYERED_VERSION);
        }
        boolean layered = number == LAYERED_VERSION;
        if (!layered && number != VERSION) {
            throw new IllegalArgumentException("a weights file of version " + (number == Math.rint(number) && Math.abs(number) < 1e15
                    ? Long.toString(number.longValue()) : number.toString()) + ": this zermelo reads versions " + VERSION + " and "
                    + LAYERED_VERSION);
        }
        Object owner = map.get("game");
        if (!game.name().equals(owner)) {
            throw new IllegalArgumentException("the weights are for " + owner + ", not for " + game.name());
        }
        if (!(map.get("encoding") instanceof String encodingName)) {
            throw new IllegalArgumentException("no \"encoding\" saying what the weights read");
        }
        Map<String, Object> training = map.get("training") instanceof Map<?, ?> t ? strings(t) : Map.of();
        if (encodingName.equals("table") && !layered) {
            return new Learned(null, table(game, map.get("table")), training);
        }
        Encoding encoding;
        try {
            encoding = encoding(game, encodingName);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the weights read " + encodingName + ", which " + game.name() + " does not offer"
                    + " (it offers " + encodings(game) + ")");
        }
        // A file of features may name fewer than the game has now, in another order (written before
        // terms were added): its weights go to the terms of those names, the others weigh 0.
        int[] place = null;
        if (encoding instanceof FeatureEncoding features) {
            List<String> expected = List.of(features.featureNames());
            if (!expected.equals(map.get("features"))) {
                place = layered ? null : places(expected, map.get("features"));
                if (place == null) {
                    throw new IllegalArgumentException("the weights are for other features than " + game.name() + "'s " + encodingName
                            + ": expected \"features\": " + expected + " (or some of them, each once)");
                }
            }
        }
        int hidden = layered ? whole(map, "hidden", 1, 10_000) : 0;
        int maxValue = layered ? whole(map, "maxValue", 1, 1_000) : 0;
        int size = layered ? Network.layeredSize(encoding, hidden, maxValue) : place != null ? place.length : encoding.size();
        if (!(map.get("weights") instanceof List<?> list)) {
            throw new IllegalArgumentException("no \"weights\" array");
        }
        if (list.size() != size) {
            throw new IllegalArgumentException("it holds " + list.size() + " weights, where " + encodingName + " of " + game.name()
                    + (layered ? " with " + hidden + " hidden units and " + 2 * maxValue + " outputs" : "") + " has " + size);
        }
        double[] weights = new double[layered ? size : encoding.size()];
        for (int i = 0; i < list.size(); i++) {
            if (!(list.get(i) instanceof Double d)) {
                throw new IllegalArgumentException("weight " + i + " is not a number: " + list.get(i));
            }
            weights[place != null ? place[i] : i] = d;
        }
        return new Learned(layered ? Network.layered(encoding, hidden, maxValue, weights) : new Network(encoding, weights), null,
                training);
    }

    /**
     * Where each of the file's features {@code named} is among the game's {@code expected}, or
     * null when one is not there, is there twice, or the list is not a list of names.
     */
    private static int[] places(List<String> expected, Object named) {
        if (!(named instanceof List<?> list) || list.isEmpty()) {
            return null;
        }
        int[] place = new int[list.size()];
        boolean[] taken = new boolean[expected.size()];
        for (int i = 0; i < place.length; i++) {
            int at = list.get(i) instanceof String name ? expected.indexOf(name) : -1;
            if (at < 0 || taken[at]) {
                return null;
            }
            taken[at] = true;
            place[i] = at;
        }
        return place;
    }

    /** What a JSON value is, in words, for a message: {@code the string "1"}, {@code true}, {@code a list}. */
    private static String found(Object value) {
        return switch (value) {
            case null -> "null";
            case String text -> "the string " + WeightsJson.write(text.length() > 40 ? text.substring(0, 40) + "..." : text).strip();
            case List<?> list -> "a list";
            case Map<?, ?> map -> "an object";
            default -> String.valueOf(value);
        };
    }

    /** The whole number {@code field} of a version 2 file, from {@code low} to {@code high}. */
    private static int whole(Map<?, ?> map, String field, int low, int high) {
        if (!(map.get(field) instanceof Double d) || d != Math.rint(d) || d < low || d > high) {
            throw new IllegalArgumentException("a network with a hidden layer needs \"" + field + "\", a whole number from " + low
                    + " to " + high + ", not " + map.get(field));
        }
        return d.intValue();
    }

    private static Map<String, Object> strings(Map<?, ?> map) {
        Map<String, Object> out = new LinkedHashMap<>();
        map.forEach((k, v) -> out.put(String.valueOf(k), v));
        return out;
    }

    private static Table table(Game game, Object json) {
        if (!(json instanceof Map<?, ?> entries)) {
            throw new IllegalArgumentException("no \"table\" object of positions and values");
        }
        Map<String, Double> values = new HashMap<>();
        for (Map.Entry<?, ?> e : entries.entrySet()) {
            String position = String.valueOf(e.getKey());
            if (!(e.getValue() instanceof Double v) || v < 0 || v > 1) {
                throw new IllegalArgumentException("the value of " + position + " is not a probability from 0 to 1: " + e.getValue());
            }
            Position p;
            try {
                p = game.parse(position);
            } catch (IllegalArgumentException bad) {
                throw new IllegalArgumentException("the table's position '" + position + "' is not one of " + game.name() + ": "
                        + bad.getMessage());
            }
            values.put(p.toString(), v);
        }
        return new Table(values);
    }

    /**
     * Writes {@code learned}, an evaluation of {@code game}, to {@code file}: to a file beside it
     * first, then renamed over it, so that a write cut short leaves the last one whole; never over
     * something that is not a regular file ({@link OutputFile#write}).
     */
    public static void write(Path file, Game game, Learned learned) throws IOException {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", FORMAT);
        boolean layered = learned.network() != null && learned.network().hidden() > 0;
        json.put("version", layered ? LAYERED_VERSION : VERSION);
        json.put("game", game.name());
        json.put("encoding", learned.encoding());
        if (layered) {
            json.put("hidden", learned.network().hidden());
            json.put("maxValue", learned.network().maxValue());
        }
        if (learned.network() != null && learned.network().encoding() instanceof FeatureEncoding features) {
            json.put("features", List.of(features.featureNames()));
        }
        json.put("training", learned.training());
        if (learned.network() != null) {
            json.put("weights", learned.network().weights().clone()); // as they are now: threads may be learning
        } else {
            json.put("table", new java.util.TreeMap<>(learned.table().values()));
        }
        OutputFile.write(file, WeightsJson.write(json));
    }
}
