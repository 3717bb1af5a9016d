package org.zermelo.learn;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.LongConsumer;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.ProbCutModel;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/**
 * Fits an evaluation's {@link ProbCutModel}: the regression of deep search values on shallow ones
 * (Buro's ProbCut), one line {@code v_d ~ a v_d' + b} with the standard deviation of its error for
 * each depth {@code d} the model tests (its shallow depth {@code d'}) and each stage of the game.
 *
 * <p>The positions come from self-play: each game starts with random plies, then plays the best
 * move of a 2-ply search with the evaluation, one move in ten at random; each position of a game
 * is kept with probability 1/4 (the game's positions are alike). Each position kept is searched by
 * the engine ({@code pvs}, iterative deepening to {@code maxDepth}, exactly alpha-beta's value at each
 * depth), and every pair of depths the model names gives one point of its stage's line. Values that
 * are wins or losses found by the search (not evaluations) are left out. Everything is drawn from
 * the seed: the same seed and sizes give the same fits.
 *
 * <p>The fits are written as text ({@link #write}), one line a fit, and read back by the game that
 * ships them ({@link #read}).
 */
public final class ProbCutFitting {

    /** The random plies at the start of each self-play game. */
    public static final int OPENING_PLIES = 8;
    /** Fits from fewer positions than this are not written: too few to trust. */
    public static final int MIN_POSITIONS = 30;

    private ProbCutFitting() {}

    /**
     * A fit and the stage it holds for.
     *
     * @param stage the stage of the game ({@link ProbCutModel#stage})
     * @param fit the line and its error
     */
    public record StagedFit(int stage, ProbCutModel.Fit fit) {}

    /**
     * The fits from {@code positions} positions of self-play (fewer if {@code deadlineNanos},
     * a {@link System#nanoTime} value, passes first), each searched to {@code maxDepth}; {@code progress}
     * is told the positions searched so far.
     *
     * @throws IllegalArgumentException when the evaluation has no ProbCut model
     */
    public static List<StagedFit> fit(Position start, Evaluator evaluator, int positions, int maxDepth, long seed,
            long deadlineNanos, LongConsumer progress) {
        if (!(evaluator instanceof ProbCutModel model)) {
            throw new IllegalArgumentException("this evaluation has no ProbCut model: nothing to fit");
        }
        // [depth][stage]: the sums of x, y, xx, xy, yy and the count, x the shallow value, y the deep one.
        double[][][] sums = new double[maxDepth + 1][model.stages()][6];
        SplittableRandom random = new SplittableRandom(seed);
        Search player = Algorithms.create("pvs", evaluator);
        Search searcher = Algorithms.create("pvs", evaluator);
        int[] values = new int[maxDepth + 1];
        searcher.setIterationListener(r -> {
            if (r.depth() >= 1 && r.depth() <= maxDepth) {
                values[r.depth()] = r.value();
            }
        });
        MoveList moves = new MoveList();
        int searched = 0;
        while (searched < positions && System.nanoTime() < deadlineNanos) {
            Position p = start.copy();
            int ply = 0;
            while (!p.isTerminal() && searched < positions && System.nanoTime() < deadlineNanos) {
                if (ply >= OPENING_PLIES && random.nextInt(4) == 0) {
                    Arrays.fill(values, Integer.MIN_VALUE);
                    searcher.search(p, SearchLimits.depth(maxDepth));
                    int stage = model.stage(p);
                    for (int d = 2; d <= maxDepth; d++) {
                        int shallow = model.shallowDepth(d);
                        if (shallow > 0 && isEvaluation(values[d]) && isEvaluation(values[shallow])) {
                            double[] s = sums[d][stage];
                            double x = values[shallow];
                            double y = values[d];
                            s[0] += x;
                            s[1] += y;
                            s[2] += x * x;
                            s[3] += x * y;
                            s[4] += y * y;
                            s[5]++;
                        }
                    }
                    searched++;
                    progress.accept(searched);
                }
                int move;
                p.legalMoves(moves);
                if (ply < OPENING_PLIES || random.nextInt(10) == 0) {
                    move = moves.get(random.nextInt(moves.size()));
                } else {
                    move = player.search(p, SearchLimits.depth(2)).bestMove();
                }
                p.play(move);
                ply++;
            }
        }
        List<StagedFit> fits = new ArrayList<>();
        for (int d = 2; d <= maxDepth; d++) {
            int shallow = model.shallowDepth(d);
            for (int stage = 0; stage < model.stages(); stage++) {
                ProbCutModel.Fit fit = shallow > 0 ? line(d, shallow, sums[d][stage]) : null;
                if (fit != null) {
                    fits.add(new StagedFit(stage, fit));
                }
            }
        }
        return fits;
    }

    /**
     * The least-squares line of y on x from {@code sums}: the sums of x, y, x², xy, y² and the
     * count; null from fewer than {@link #MIN_POSITIONS} points, or where y does not grow with x.
     */
    static ProbCutModel.Fit line(int depth, int shallow, double[] sums) {
        double n = sums[5];
        if (n < MIN_POSITIONS) {
            return null;
        }
        double vx = sums[2] - sums[0] * sums[0] / n;
        double cxy = sums[3] - sums[0] * sums[1] / n;
        double vy = sums[4] - sums[1] * sums[1] / n;
        if (vx <= 0 || cxy <= 0) {
            return null;
        }
        double slope = cxy / vx;
        double intercept = (sums[1] - slope * sums[0]) / n;
        double residual = Math.max(0, vy - slope * cxy); // the sum of the squared errors of the line
        return new ProbCutModel.Fit(depth, shallow, slope, intercept, Math.sqrt(residual / (n - 2)), (int) n);
    }

    private static boolean isEvaluation(int value) {
        return value != Integer.MIN_VALUE && Math.abs(value) < Scores.EVAL_LIMIT;
    }

    /**
     * The fits as text: {@code comments} first (each line after a '#'), then a line of column
     * names, then one line a fit: stage, depth, shallow depth, slope, intercept, sigma, positions.
     */
    public static String write(List<StagedFit> fits, List<String> comments) {
        StringBuilder out = new StringBuilder();
        for (String comment : comments) {
            out.append("# ").append(comment).append('\n');
        }
        out.append("# stage depth shallow slope intercept sigma positions\n");
        for (StagedFit f : fits) {
            ProbCutModel.Fit fit = f.fit();
            out.append(String.format(Locale.ROOT, "%d %d %d %.4f %.2f %.2f %d%n", f.stage(), fit.depth(), fit.shallow(),
                    fit.slope(), fit.intercept(), fit.sigma(), fit.positions()));
        }
        return out.toString();
    }

    /**
     * The fits {@link #write} wrote, as a table {@code [depth][stage]} (null where none), for depths
     * up to {@code maxDepth} and {@code stages} stages.
     *
     * @throws IllegalArgumentException for a line that is not a fit within those bounds
     */
    public static ProbCutModel.Fit[][] read(InputStream in, int maxDepth, int stages) {
        ProbCutModel.Fit[][] table = new ProbCutModel.Fit[maxDepth + 1][stages];
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\s+");
                try {
                    if (f.length != 7) {
                        throw new IllegalArgumentException("7 fields expected");
                    }
                    int stage = Integer.parseInt(f[0]);
                    int depth = Integer.parseInt(f[1]);
                    if (stage < 0 || stage >= stages || depth < 2 || depth > maxDepth || table[depth][stage] != null) {
                        throw new IllegalArgumentException("stage from 0 to " + (stages - 1) + " and depth from 2 to " + maxDepth
                                + " expected, once each");
                    }
                    table[depth][stage] = new ProbCutModel.Fit(depth, Integer.parseInt(f[2]), Double.parseDouble(f[3]),
                            Double.parseDouble(f[4]), Double.parseDouble(f[5]), Integer.parseInt(f[6]));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("line " + number + " is not a ProbCut fit (" + e.getMessage() + "): " + line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return table;
    }
}
