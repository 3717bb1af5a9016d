package org.zermelo.play;

import java.util.LinkedHashMap;
import java.util.Map;
import org.zermelo.game.Game;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;

/**
 * Reads AI specs: {@code NAME[:key=value,...]}, where NAME is a search algorithm
 * ({@code minimax}, {@code alphabeta}, ...), {@code random} or {@code perfect}, and the keys
 * are {@code depth} (plies), {@code time} (a duration: {@code 500ms}, {@code 2s}) and
 * {@code nodes}. A search with no limit given thinks for {@link #DEFAULT_TIME}.
 * Examples: {@code alphabeta:depth=8}, {@code alphabeta:time=2s}, {@code minimax:depth=4}.
 */
public final class Players {

    /** The thinking time of a search player whose spec gives no limit. */
    public static final String DEFAULT_TIME = "1s";

    private Players() {}

    /**
     * The player a spec describes, for {@code game}, with randomness from {@code seed}.
     *
     * @throws IllegalArgumentException saying what is wrong with the spec and what is expected
     */
    public static Player parse(String spec, Game game, long seed) {
        String text = spec.strip();
        int colon = text.indexOf(':');
        String name = colon < 0 ? text : text.substring(0, colon);
        Map<String, String> options = options(spec, colon < 0 ? "" : text.substring(colon + 1));
        switch (name) {
            case "random", "perfect" -> {
                if (!options.isEmpty()) {
                    throw new IllegalArgumentException("the AI '" + name + "' takes no options, but '" + spec + "' gives some");
                }
                return name.equals("random") ? new RandomPlayer(seed) : new PerfectPlayer(game, seed);
            }
            default -> {
                if (!Algorithms.descriptions().containsKey(name)) {
                    throw new IllegalArgumentException("unknown AI '" + name + "' in '" + spec + "': expected random, perfect or one of "
                            + String.join(", ", Algorithms.descriptions().keySet()) + ", with options like alphabeta:depth=6 or alphabeta:time=2s");
                }
                SearchLimits limits = limits(spec, options, Algorithms.depthLimited(name));
                String canonical = options.isEmpty() ? name + ":time=" + DEFAULT_TIME : text;
                return new SearchPlayer(canonical, Algorithms.create(name, game.evaluator()), limits, seed);
            }
        }
    }

    private static Map<String, String> options(String spec, String text) {
        Map<String, String> options = new LinkedHashMap<>();
        if (text.isEmpty()) {
            return options;
        }
        for (String pair : text.split(",", -1)) {
            int eq = pair.indexOf('=');
            if (eq <= 0 || eq == pair.length() - 1) {
                throw new IllegalArgumentException("bad option '" + pair + "' in '" + spec + "': expected key=value, like depth=6 or time=2s");
            }
            String key = pair.substring(0, eq).strip();
            if (!key.equals("depth") && !key.equals("time") && !key.equals("nodes")) {
                throw new IllegalArgumentException("unknown option '" + key + "' in '" + spec + "': expected depth, time or nodes");
            }
            if (options.put(key, pair.substring(eq + 1).strip()) != null) {
                throw new IllegalArgumentException("the option '" + key + "' is given twice in '" + spec + "'");
            }
        }
        return options;
    }

    private static SearchLimits limits(String spec, Map<String, String> options, boolean depthLimited) {
        if (options.isEmpty()) {
            return SearchLimits.time(SearchLimits.parseDuration(DEFAULT_TIME));
        }
        SearchLimits limits = SearchLimits.exact();
        if (options.containsKey("depth")) {
            if (!depthLimited) {
                throw new IllegalArgumentException("'" + spec + "': andor always searches to the end of the game, it takes no depth");
            }
            limits = limits.withDepth(positive(spec, "depth", options.get("depth")));
        }
        if (options.containsKey("time")) {
            limits = limits.withTime(SearchLimits.parseDuration(options.get("time")));
        }
        if (options.containsKey("nodes")) {
            limits = limits.withNodes(positive(spec, "nodes", options.get("nodes")));
        }
        return limits;
    }

    private static int positive(String spec, String key, String value) {
        try {
            int n = Integer.parseInt(value);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("bad " + key + " '" + value + "' in '" + spec + "': expected a whole number from 1");
    }
}
