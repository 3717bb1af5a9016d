package org.zermelo.learn;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Features;
import org.zermelo.game.Game;
import org.zermelo.io.OutputFile;

/**
 * Samuel's signature tables (A. L. Samuel, "Some studies in machine learning using the game of
 * checkers. II — Recent progress", IBM Journal 11(6), 1967): an evaluation that is not a sum of
 * weighted terms but a table lookup in three levels, so that terms can act on each other in any
 * way.
 * <ul>
 *   <li>Each term of the game's features ({@link Features}, "mine minus the opponent's") is
 *       quantized to a few levels, symmetric about 0: 5 for the first two (material: men and
 *       kings), 3 for the others, the step of each term being the mean of its absolute value over
 *       the positions learned from (a term worth one step or more either way is at the end
 *       levels).</li>
 *   <li>Level 1: the terms in groups of three, each group's levels the index of an entry of its
 *       table. Level 2: the level-1 tables' outputs, each quantized to 5 levels, in groups of
 *       three. Level 3: one table of the level-2 outputs, quantized to 5 levels: its output is the
 *       evaluation.</li>
 *   <li>Each entry holds two counts, A and D, and outputs Samuel's correlation coefficient
 *       C = (A - D) / (A + D) (0 before any count), from -1 to 1.</li>
 * </ul>
 * Book learning ({@link BookLearning}) counts, at every position of the master games, the entries
 * each legal move leads to: A for the master's move, D for every move he rejected.
 *
 * <p>At most 27 terms, as Samuel's (9 tables of 3 terms, 3 of level 2, one of level 3): the
 * first of the game's features, where it has more. Reading a value allocates nothing; an
 * evaluator serves one search at a time, the counts shared.
 */
public final class SignatureTables {

    /** The format's name, the first field of every file of signature tables. */
    public static final String FORMAT = "zermelo signature tables";
    /** The most terms: Samuel's 27. */
    public static final int MAX_TERMS = 27;
    /** The levels of a table's output fed to the next level. */
    static final int OUTPUT_LEVELS = 5;
    private static final int GROUP = 3;

    private final String featureSet;
    private final String[] names;
    private final double[] steps;
    private final int[] termLevels;
    /** Tables of each level: level 1's, then level 2's, then the one of level 3; each its inputs, their levels, its counts. */
    private final int[][] inputs;
    private final int[][] inputLevels;
    private final long[][] agree;
    private final long[][] disagree;
    private final int first2;
    private final int top;

    /**
     * Tables over the features {@code names} of {@code featureSet}, each term quantized by its step.
     *
     * @throws IllegalArgumentException when there are more than {@value #MAX_TERMS} terms or a step is not above 0
     */
    public SignatureTables(String featureSet, String[] names, double[] steps) {
        if (names.length < 1 || names.length > MAX_TERMS || steps.length != names.length) {
            throw new IllegalArgumentException("signature tables read 1 to " + MAX_TERMS + " terms, each with a step, not "
                    + names.length);
        }
        for (double s : steps) {
            if (!(s > 0) || Double.isInfinite(s)) {
                throw new IllegalArgumentException("a term's step must be above 0, not " + s);
            }
        }
        this.featureSet = featureSet;
        this.names = names.clone();
        this.steps = steps.clone();
        this.termLevels = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            termLevels[i] = i < 2 ? 5 : 3;
        }
        int t1 = (names.length + GROUP - 1) / GROUP;
        int t2 = (t1 + GROUP - 1) / GROUP;
        int tables = t1 + t2 + 1;
        inputs = new int[tables][];
        inputLevels = new int[tables][];
        for (int t = 0; t < t1; t++) {
            int from = t * GROUP;
            int to = Math.min(names.length, from + GROUP);
            inputs[t] = new int[to - from];
            inputLevels[t] = new int[to - from];
            for (int i = from; i < to; i++) {
                inputs[t][i - from] = i;
                inputLevels[t][i - from] = termLevels[i];
            }
        }
        for (int t = 0; t < t2; t++) {
            int from = t * GROUP;
            int to = Math.min(t1, from + GROUP);
            inputs[t1 + t] = range(from, to);
            inputLevels[t1 + t] = filled(to - from, OUTPUT_LEVELS);
        }
        inputs[tables - 1] = range(t1, t1 + t2);
        inputLevels[tables - 1] = filled(t2, OUTPUT_LEVELS);
        agree = new long[tables][];
        disagree = new long[tables][];
        for (int t = 0; t < tables; t++) {
            int size = 1;
            for (int l : inputLevels[t]) {
                size *= l;
            }
            agree[t] = new long[size];
            disagree[t] = new long[size];
        }
        first2 = t1;
        top = tables - 1;
    }

    private static int[] range(int from, int to) {
        int[] r = new int[to - from];
        for (int i = from; i < to; i++) {
            r[i - from] = i;
        }
        return r;
    }

    private static int[] filled(int n, int v) {
        int[] r = new int[n];
        java.util.Arrays.fill(r, v);
        return r;
    }

    /** The feature set whose terms the tables read. */
    public String featureSet() {
        return featureSet;
    }

    /** The number of tables: level 1's, level 2's and the one of level 3. */
    public int tables() {
        return agree.length;
    }

    /** The number of entries of table {@code t}. */
    public int entries(int t) {
        return agree[t].length;
    }

    /** The level (1, 2 or 3) of table {@code t}. */
    public int level(int t) {
        return t < first2 ? 1 : t < top ? 2 : 3;
    }

    /** Count A of entry {@code e} of table {@code t}. */
    public long agreeCount(int t, int e) {
        return agree[t][e];
    }

    /** Count D of entry {@code e} of table {@code t}. */
    public long disagreeCount(int t, int e) {
        return disagree[t][e];
    }

    /** Samuel's coefficient of entry {@code e} of table {@code t}: (A - D) / (A + D), 0 before any count. */
    public double coefficient(int t, int e) {
        long a = agree[t][e];
        long d = disagree[t][e];
        return a + d == 0 ? 0 : (double) (a - d) / (a + d);
    }

    /** The level of a term's value: its value over its step, rounded and kept within the term's levels, from 0. */
    int termLevel(int term, double value) {
        int half = termLevels[term] / 2;
        long q = Math.round(value / steps[term]);
        return (int) Math.max(-half, Math.min(half, q)) + half;
    }

    /** The level of a coefficient from -1 to 1 fed to the next level: 5 equal slices. */
    static int outputLevel(double c) {
        return Math.min(OUTPUT_LEVELS - 1, (int) Math.floor((c + 1) / 2 * OUTPUT_LEVELS));
    }

    /**
     * Writes into {@code entries} the entry of every table that the terms {@code features} reach
     * (level by level, each level's inputs the outputs of the one before, as the counts are now).
     */
    void signature(double[] features, int[] entries) {
        for (int t = 0; t < agree.length; t++) {
            int index = 0;
            int[] in = inputs[t];
            for (int i = 0; i < in.length; i++) {
                int level = t < first2 ? termLevel(in[i], features[in[i]]) : outputLevel(coefficient(in[i], entries[in[i]]));
                index = index * inputLevels[t][i] + level;
            }
            entries[t] = index;
        }
    }

    /** The evaluation of the terms {@code features}: the coefficient of the level-3 entry they reach, -1 to 1. */
    public double value(double[] features, int[] scratch) {
        signature(features, scratch);
        return coefficient(top, scratch[top]);
    }

    /**
     * Counts the entries of the tables of level {@code level} that the terms {@code features}
     * reach: {@code a} to count A, {@code d} to count D.
     */
    void count(double[] features, int level, long a, long d, int[] scratch) {
        signature(features, scratch);
        for (int t = 0; t < agree.length; t++) {
            if (level(t) == level) {
                agree[t][scratch[t]] += a;
                disagree[t][scratch[t]] += d;
            }
        }
    }

    /**
     * An evaluator of these tables, times {@value LearnedEvaluator#UNITS}. The tables value a
     * position as the player who has just moved there sees it (book learning counts the positions
     * each move leads to, from the mover's side), so the side to move's value is the negation of
     * the value of its opponent's terms (the side to move's, negated).
     */
    public Evaluator evaluator() {
        double[][] all = {null}; // the game's features, all of them: made at the first position
        int[] scratch = new int[agree.length];
        return position -> {
            if (all[0] == null) {
                all[0] = new double[((Features) position).featureNames().length];
            }
            double[] features = all[0];
            ((Features) position).features(features);
            for (int i = 0; i < names.length; i++) {
                features[i] = -features[i];
            }
            return (int) -Math.round(value(features, scratch) * LearnedEvaluator.UNITS);
        };
    }

    /**
     * The evaluation a search plays: {@code base}'s, plus {@code weight} times the tables' value
     * (-1 to 1). The tables compare the moves of one position, whose material is almost always
     * the same (a capture is compulsory, so a position's moves all take or none does), and never
     * learn what a piece is worth: as Samuel kept his piece advantage out of learning, material
     * stays the hand-set evaluation's.
     */
    public Evaluator evaluator(Evaluator base, int weight) {
        Evaluator tables = evaluator();
        return position -> base.evaluate(position) + (int) Math.round((double) weight * tables.evaluate(position)
                / LearnedEvaluator.UNITS);
    }

    /**
     * Writes the tables as a file of {@code game}, with the evaluation a search plays them beside
     * ({@code base}, one of the game's own, and the tables' {@code weight}: {@link #evaluator(Evaluator, int)})
     * and how they were learned ({@code training}).
     */
    public void write(Path file, Game game, String base, int weight, Map<String, Object> training) throws IOException {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", FORMAT);
        json.put("version", 1);
        json.put("game", game.name());
        json.put("encoding", "features:" + featureSet);
        json.put("features", List.of(names));
        json.put("steps", steps.clone());
        json.put("base", base);
        json.put("weight", weight);
        json.put("training", training);
        List<Object> tables = new ArrayList<>();
        for (int t = 0; t < agree.length; t++) {
            double[] counts = new double[2 * agree[t].length];
            for (int e = 0; e < agree[t].length; e++) {
                counts[2 * e] = agree[t][e];
                counts[2 * e + 1] = disagree[t][e];
            }
            tables.add(counts);
        }
        json.put("counts", tables);
        OutputFile.write(file, WeightsJson.write(json));
    }

    /**
     * A file of signature tables as read: the tables, and the evaluation a search plays them beside.
     *
     * @param tables the tables
     * @param base the name of one of the game's own evaluations
     * @param weight the tables' weight beside it
     */
    public record Stored(SignatureTables tables, String base, int weight) {}

    /**
     * Reads the file {@code file} of signature tables of {@code game}.
     *
     * @throws IllegalArgumentException saying why it is refused
     */
    public static Stored read(Game game, Path file) {
        try {
            Object json = WeightsJson.parse(WeightsFile.readText(file));
            if (!(json instanceof Map<?, ?> map) || !FORMAT.equals(map.get("format"))) {
                throw new IllegalArgumentException("not a file of signature tables: it should be a JSON object whose \"format\" is \""
                        + FORMAT + "\"");
            }
            return parse(game, map);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }

    /** Reads the JSON object {@code map} of a file of signature tables of {@code game}. */
    static Stored parse(Game game, Map<?, ?> map) {
        if (!Double.valueOf(1).equals(map.get("version"))) {
            throw new IllegalArgumentException("signature tables of version " + map.get("version") + ": this zermelo reads version 1");
        }
        if (!game.name().equals(map.get("game"))) {
            throw new IllegalArgumentException("the tables are for " + map.get("game") + ", not for " + game.name());
        }
        List<String> all = game.start() instanceof Features f ? List.of(f.featureNames()) : List.of();
        List<String> read = all.subList(0, Math.min(all.size(), MAX_TERMS));
        if (!(game.start() instanceof Features features) || !("features:" + features.featureSet()).equals(map.get("encoding"))
                || !read.equals(map.get("features"))) {
            throw new IllegalArgumentException("the tables read other terms than " + game.name() + "'s features (its first "
                    + MAX_TERMS + " at most)");
        }
        String[] names = read.toArray(new String[0]);
        double[] steps = numbers(map.get("steps"), names.length, "steps");
        if (!(map.get("base") instanceof String base) || !game.evaluations().containsKey(base)) {
            throw new IllegalArgumentException("\"base\" must name the evaluation of " + game.name() + " the tables play beside: "
                    + String.join(", ", game.evaluations().keySet()) + ", not " + map.get("base"));
        }
        if (!(map.get("weight") instanceof Double w) || w != Math.rint(w) || w < 0 || w > 1_000_000) {
            throw new IllegalArgumentException("\"weight\" must be a whole number from 0 to 1000000, not " + map.get("weight"));
        }
        SignatureTables tables = new SignatureTables(features.featureSet(), names, steps);
        if (!(map.get("counts") instanceof List<?> counts) || counts.size() != tables.tables()) {
            throw new IllegalArgumentException("\"counts\" must hold " + tables.tables() + " tables");
        }
        for (int t = 0; t < tables.tables(); t++) {
            double[] c = numbers(counts.get(t), 2 * tables.entries(t), "counts of table " + t);
            for (int e = 0; e < tables.entries(t); e++) {
                if (c[2 * e] < 0 || c[2 * e + 1] < 0 || c[2 * e] != Math.rint(c[2 * e]) || c[2 * e + 1] != Math.rint(c[2 * e + 1])) {
                    throw new IllegalArgumentException("the counts of table " + t + " must be whole numbers, 0 or more");
                }
                tables.agree[t][e] = (long) c[2 * e];
                tables.disagree[t][e] = (long) c[2 * e + 1];
            }
        }
        return new Stored(tables, base, w.intValue());
    }

    private static double[] numbers(Object json, int n, String what) {
        if (!(json instanceof List<?> list) || list.size() != n) {
            throw new IllegalArgumentException("\"" + what + "\" must be a list of " + n + " numbers");
        }
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            if (!(list.get(i) instanceof Double d) || !Double.isFinite(d)) {
                throw new IllegalArgumentException("\"" + what + "\" must be a list of " + n + " numbers");
            }
            out[i] = d;
        }
        return out;
    }
}
