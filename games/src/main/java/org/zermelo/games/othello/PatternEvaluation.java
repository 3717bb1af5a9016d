package org.zermelo.games.othello;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.EvaluationTerms;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;
import org.zermelo.game.ProbCutModel;
import org.zermelo.game.Scores;
import org.zermelo.learn.ProbCutFitting;
import org.zermelo.learn.WeightsFile;

/**
 * Othello's learned pattern evaluation ({@link Patterns}): the final disc difference it expects
 * for the side to move, in hundredths of a disc (an evaluation of 100 is one disc). The weights,
 * learned in discs by least squares, are turned into whole hundredths here, each pattern's
 * table filled out over the configurations that share a weight, so that a position costs 46
 * lookups and five products. The weights are shared by every copy; an evaluator keeps its own
 * scratch space.
 *
 * <p>Its {@link ProbCutModel} (for {@code probcut=on}): the fits of deep on shallow search values in
 * the resource {@value ProbCut#FILE}, one per depth and stage (the evaluation's {@link Patterns#STAGES}
 * stages), made by {@code zermelo learn othello --method probcut} (the command is in the file, the
 * figures in docs/learning.md).
 */
final class PatternEvaluation implements Evaluator, EvaluationTerms, ProbCutModel {

    /** Evaluation units per disc. */
    static final int UNITS = 100;

    /**
     * [stage][pattern][configuration]: the weight, in hundredths of a disc, as a short (within
     * +-327 discs: far beyond any weight learned), so that a stage's tables take 335 KB and stay
     * nearer the processor.
     */
    private final short[][][] tables;
    /** [stage][term]: the term's weight, in hundredths of a disc. */
    private final int[][] termWeights;
    private final int[] configurations = new int[Patterns.PLACEMENTS];
    private final long[] turned = new long[16];
    private final int[] terms = new int[Patterns.TERMS.length];

    /**
     * The evaluation of weights in discs, laid out as {@link Patterns} encodes positions.
     *
     * @throws IllegalArgumentException when their number is not the encoding's
     */
    PatternEvaluation(double[] weights) {
        if (weights.length != Patterns.STAGES * Patterns.STAGE_SIZE) {
            throw new IllegalArgumentException("the patterns have " + Patterns.STAGES * Patterns.STAGE_SIZE + " weights, not "
                    + weights.length);
        }
        int patterns = Patterns.NAMES.length;
        tables = new short[Patterns.STAGES][patterns][];
        termWeights = new int[Patterns.STAGES][Patterns.TERMS.length];
        for (int stage = 0; stage < Patterns.STAGES; stage++) {
            int base = stage * Patterns.STAGE_SIZE;
            for (int p = 0; p < patterns; p++) {
                int[] canonical = Patterns.CANONICAL[p];
                short[] table = new short[canonical.length];
                for (int c = 0; c < table.length; c++) {
                    table[c] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE,
                            hundredths(weights[base + Patterns.OFFSET[p] + canonical[c]])));
                }
                tables[stage][p] = table;
            }
            for (int t = 0; t < Patterns.TERMS.length; t++) {
                termWeights[stage][t] = hundredths(weights[base + Patterns.OFFSET[patterns] + t]);
            }
        }
    }

    /** The weights shipped ({@code eval=patterns}), read the first time they are asked for. */
    static PatternEvaluation shipped() {
        return Shipped.PATTERNS.copy();
    }

    /** The weights in the resource {@value Shipped#FILE}, made by the command the file records (docs/learning.md). */
    private static final class Shipped {
        static final String FILE = "patterns.json.gz";
        static final PatternEvaluation PATTERNS = new PatternEvaluation(WeightsFile.resource(new OthelloGame(), OthelloGame.class,
                FILE).network().weightsCopy());
    }

    private PatternEvaluation(PatternEvaluation shared) {
        tables = shared.tables;
        termWeights = shared.termWeights;
    }

    /** An evaluator of the same weights with scratch space of its own, for another search. */
    PatternEvaluation copy() {
        return new PatternEvaluation(this);
    }

    /** The fits of ProbCut, read with the weights' class, shared by every copy. */
    private static final class ProbCut {
        static final String FILE = "probcut.txt";
        /** The deepest node tested: no fit is made deeper (each costs a search of that depth a position). */
        static final int MAX_DEPTH = 14;
        static final Fit[][] FITS = read();

        private static Fit[][] read() {
            try (var in = PatternEvaluation.class.getResourceAsStream(FILE)) {
                if (in == null) {
                    throw new IllegalStateException("the resource " + FILE + " is missing beside " + PatternEvaluation.class.getName());
                }
                return ProbCutFitting.read(in, MAX_DEPTH, Patterns.STAGES);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    /**
     * How many standard deviations of the fit's error beyond the window a cut asks for; chosen by
     * play at equal time (docs/measurements.md).
     */
    static final double PROBCUT_THRESHOLD = 1.5;

    /**
     * Half of {@code depth}, made of the same parity (Othello's values swing between odd and even
     * depths, as the side to move at the horizon changes), at least 1: 3 to 1, 4 to 2, 5 to 1, 6 to 2,
     * 7 to 3, 8 to 4, 9 to 3, 10 to 4; no test below 3 plies.
     */
    @Override
    public int shallowDepth(int depth) {
        if (depth < 3 || depth > ProbCut.MAX_DEPTH) {
            return 0;
        }
        int half = depth / 2;
        return (half & 1) == (depth & 1) ? half : Math.max(1, half - 1);
    }

    @Override
    public int stages() {
        return Patterns.STAGES;
    }

    /** The evaluation's own stages: 12 empty squares each. */
    @Override
    public int stage(Position position) {
        Othello p = (Othello) position;
        return Patterns.stage(p.mine(), p.theirs());
    }

    @Override
    public Fit fit(int depth, int stage) {
        return depth > ProbCut.MAX_DEPTH ? null : ProbCut.FITS[depth][stage];
    }

    @Override
    public double threshold() {
        return PROBCUT_THRESHOLD;
    }

    private static int hundredths(double discs) {
        return (int) Math.round(discs * UNITS);
    }

    /** An evaluation is hundredths of a disc: one of {@link Scores#EVAL_LIMIT} stands for that many discs over 100. */
    @Override
    public double valueAtLimit() {
        return (double) Scores.EVAL_LIMIT / UNITS;
    }

    @Override
    public int evaluate(Position position) {
        Othello p = (Othello) position;
        return value(p.mine(), p.theirs());
    }

    /** The value for the owner of {@code mine}, to move, in hundredths of a disc. */
    int value(long mine, long theirs) {
        int stage = Patterns.stage(mine, theirs);
        short[][] stageTables = tables[stage];
        Patterns.configurations(mine, theirs, configurations, turned);
        int sum = 0;
        for (int pattern = 0, k = 0; pattern < stageTables.length; pattern++) {
            short[] table = stageTables[pattern];
            for (int s = 0; s < Patterns.SYMMETRIES[pattern].length; s++, k++) {
                sum += table[configurations[k]];
            }
        }
        Patterns.terms(mine, theirs, terms);
        int[] weights = termWeights[stage];
        for (int t = 0; t < terms.length; t++) {
            sum += weights[t] * terms[t];
        }
        return Math.max(-Scores.EVAL_LIMIT + 1, Math.min(Scores.EVAL_LIMIT - 1, sum));
    }

    /** Each pattern's part (the sum over its placements, raw, weight 1), then each term: its measure and its weight. */
    @Override
    public List<Term> terms(Position position) {
        Othello p = (Othello) position;
        long mine = p.mine();
        long theirs = p.theirs();
        int stage = Patterns.stage(mine, theirs);
        Patterns.configurations(mine, theirs, configurations, turned);
        List<Term> out = new ArrayList<>();
        for (int pattern = 0, k = 0; pattern < Patterns.NAMES.length; pattern++) {
            int sum = 0;
            int placements = Patterns.SYMMETRIES[pattern].length;
            for (int s = 0; s < placements; s++, k++) {
                sum += tables[stage][pattern][configurations[k]];
            }
            out.add(new Term(Patterns.NAMES[pattern], "its " + placements + " placements' weights, hundredths of a disc", sum, 1));
        }
        Patterns.terms(mine, theirs, terms);
        String[] meanings = {"1 (stage " + (stage + 1) + " of " + Patterns.STAGES + ")", "my legal moves", "the opponent's legal moves",
            "empty squares next to the opponent's discs", "empty squares next to my discs"};
        for (int t = 0; t < terms.length; t++) {
            out.add(new Term(Patterns.TERMS[t], meanings[t], terms[t], termWeights[stage][t]));
        }
        return out;
    }
}
