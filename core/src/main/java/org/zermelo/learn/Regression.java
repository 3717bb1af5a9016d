package org.zermelo.learn;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.game.SolveCost;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/**
 * Learning from labelled positions (supervised, as Texel tuning does for chess engines): the
 * positions of games played by a fixed player (one ply of the game's own evaluation, with a
 * share of random moves so that they vary), each labelled with the result of its game for its
 * side to move (1, 0 or -1), or, where the game's own solver proves it within a node budget, with
 * its exact result: labels without noise. The network is then fitted by least squares on its
 * value ({@link Network#learn}'s normalised gradient steps, the positions in a new random order
 * at each epoch).
 *
 * <p>Or, for an evaluation in the game's own units (Othello's patterns, in discs:
 * {@link #leastSquares}), each position is labelled with its game value: exact where the solver
 * proves it, else the value of the first position of its game the solver proved (the result of
 * that game with perfect play from there), else its game's final value; a linear function of
 * the weights is fitted by least squares with L2 regularisation (conjugate gradients), every
 * tenth game held out to measure the error on positions the fit has not seen.
 */
public final class Regression {

    /**
     * How learning goes.
     *
     * @param positions the labelled positions to gather
     * @param epochs the passes over them
     * @param rateFirst the rate at the first epoch
     * @param rateLast the rate at the last
     * @param epsilon the share of random moves in the games that give the positions
     * @param solveNodes the node budget of the exact solve of each position, 0 for game results only
     * @param seed the seed of every random choice
     */
    public record Settings(int positions, int epochs, double rateFirst, double rateLast, double epsilon, long solveNodes, long seed) {}

    /**
     * The positions gathered: what each turns on of the network's weights (as the encoding gives
     * them: most of the memory is here), and its label.
     */
    private record Data(int[][] index, double[][] amount, double[] label, int[] game, int solved) {}

    /**
     * What a least-squares fit reports, errors in the game's units.
     *
     * @param positions the positions gathered
     * @param exact how many have an exact label
     * @param heldOut how many were held out of the fit (those of every tenth game)
     * @param trainingError the mean absolute error on the positions fitted
     * @param heldOutError the mean absolute error on the held-out positions
     * @param l2 the regularisation kept: of those tried, the one with the least error on the held-out positions
     */
    public record Fit(int positions, int exact, int heldOut, double trainingError, double heldOutError, double l2) {}

    /** The weights after a fit are rounded to this: far below what the data can tell, and a shorter file. */
    private static final double ROUNDING = 1e-3;

    private Regression() {}

    /**
     * Gathers the positions, then fits {@code network}, telling {@code progress} the positions
     * gathered, then the epochs done; stops early when {@code stop} says so.
     *
     * @param player the evaluation of the player whose games give the positions
     * @param solver the game's exact solver, by name, for the exact labels
     * @return the number of positions whose label is exact
     */
    public static int learn(Network network, Position start, Evaluator player, String solver, Settings settings,
                            LongConsumer progress, BooleanSupplier stop) {
        SplittableRandom random = new SplittableRandom(settings.seed());
        Data data = gather(network.encoding().copy(), start, player, solver, settings, false, random, progress, stop);
        int n = data.label().length;
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        double[] weights = network.weights();
        for (int epoch = 0; epoch < settings.epochs() && !stop.getAsBoolean(); epoch++) {
            double rate = settings.epochs() > 1
                    ? settings.rateFirst() + (settings.rateLast() - settings.rateFirst()) * epoch / (settings.epochs() - 1)
                    : settings.rateFirst();
            for (int i = n - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            for (int k : order) {
                Network.step(weights, data.index()[k], data.amount()[k], data.index()[k].length, data.label()[k], rate);
            }
            progress.accept(n + epoch + 1L);
        }
        return data.solved();
    }

    /**
     * Gathers positions labelled with game values, then fits the weights of {@code network}, a
     * linear function of its encoding (read without the tanh), by least squares with L2
     * regularisation l2 (the sum of the squared errors plus l2 times the sum of the squared
     * weights), {@code settings.epochs()} steps of conjugate gradients; tells {@code progress} the
     * positions gathered, then the positions asked plus the steps done. Every tenth game's positions are held out; with
     * several values of {@code l2}, each is fitted and the one with the least error on the
     * held-out positions kept.
     */
    public static Fit leastSquares(Network network, Position start, Evaluator player, String solver, Settings settings, double[] l2,
                                   LongConsumer progress, BooleanSupplier stop) {
        SplittableRandom random = new SplittableRandom(settings.seed());
        Data data = gather(network.encoding().copy(), start, player, solver, settings, true, random, progress, stop);
        int n = data.label().length;
        boolean[] held = new boolean[n];
        int heldOut = 0;
        for (int i = 0; i < n; i++) {
            held[i] = data.game()[i] % 10 == 9;
            heldOut += held[i] ? 1 : 0;
        }
        Fit best = null;
        double[] kept = null;
        for (int k = 0; k < l2.length; k++) {
            Fit fit = fit(data, held, heldOut, network.weights(), l2[k], settings.epochs(),
                    settings.positions() + (long) k * settings.epochs(), progress);
            if (best == null || fit.heldOutError() < best.heldOutError()) {
                best = fit;
                kept = network.weights().clone();
            }
        }
        System.arraycopy(kept, 0, network.weights(), 0, kept.length);
        return best;
    }

    /** Fits {@code w} with regularisation {@code l2}, and measures it; tells {@code progress} each step, from {@code told}. */
    private static Fit fit(Data data, boolean[] held, int heldOut, double[] w, double l2, int steps, long told, LongConsumer progress) {
        int n = data.label().length;
        java.util.Arrays.fill(w, 0);
        // CGLS: conjugate gradients on the normal equations (A'A + l2 I) w = A'y, never formed.
        double[] residual = new double[n];
        for (int i = 0; i < n; i++) {
            residual[i] = held[i] ? 0 : data.label()[i];
        }
        double[] gradient = new double[w.length];
        transposeTimes(data, held, residual, gradient);
        double[] direction = gradient.clone();
        double[] product = new double[n];
        double gamma = dot(gradient, gradient);
        for (int step = 0; step < steps && gamma > 0; step++) { // stop ends the gathering; the fit is short
            times(data, held, direction, product);
            double alpha = gamma / (dot(product, product) + l2 * dot(direction, direction));
            for (int j = 0; j < w.length; j++) {
                w[j] += alpha * direction[j];
            }
            for (int i = 0; i < n; i++) {
                residual[i] -= alpha * product[i];
            }
            transposeTimes(data, held, residual, gradient);
            for (int j = 0; j < w.length; j++) {
                gradient[j] -= l2 * w[j];
            }
            double next = dot(gradient, gradient);
            for (int j = 0; j < w.length; j++) {
                direction[j] = gradient[j] + next / gamma * direction[j];
            }
            gamma = next;
            progress.accept(told + step + 1);
        }
        for (int j = 0; j < w.length; j++) {
            w[j] = Math.round(w[j] / ROUNDING) * ROUNDING;
        }
        double trainingError = 0;
        double heldOutError = 0;
        for (int i = 0; i < n; i++) {
            double error = Math.abs(linear(w, data.index()[i], data.amount()[i]) - data.label()[i]);
            if (held[i]) {
                heldOutError += error;
            } else {
                trainingError += error;
            }
        }
        return new Fit(n, data.solved(), heldOut, trainingError / Math.max(1, n - heldOut), heldOutError / Math.max(1, heldOut), l2);
    }

    /** The sum of the weights a position turns on, times how much. */
    private static double linear(double[] w, int[] index, double[] amount) {
        double sum = 0;
        for (int k = 0; k < index.length; k++) {
            sum += w[index[k]] * amount[k];
        }
        return sum;
    }

    /** out = A x, A the positions' rows (0 for those held out). */
    private static void times(Data data, boolean[] held, double[] x, double[] out) {
        for (int i = 0; i < out.length; i++) {
            out[i] = held[i] ? 0 : linear(x, data.index()[i], data.amount()[i]);
        }
    }

    /** out = A' r. */
    private static void transposeTimes(Data data, boolean[] held, double[] r, double[] out) {
        java.util.Arrays.fill(out, 0);
        for (int i = 0; i < r.length; i++) {
            if (!held[i]) {
                int[] index = data.index()[i];
                double[] amount = data.amount()[i];
                for (int k = 0; k < index.length; k++) {
                    out[index[k]] += amount[k] * r[i];
                }
            }
        }
    }

    private static double dot(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    /**
     * Plays games and gathers their positions with labels: for the side to move, the sign of the
     * result ({@code values} false: exact where the solver proves it) or the game value
     * ({@code values} true: solved from the end of each game backwards while the solver proves
     * them within the budget, the earlier ones labelled with the first proven value; for a game
     * that estimates the cost of a solve ({@link SolveCost}, in nodes of its depth-limited
     * search), while that estimate is within the budget).
     */
    private static Data gather(Encoding encoding, Position start, Evaluator player, String solver, Settings settings, boolean values,
                               SplittableRandom random, LongConsumer progress, BooleanSupplier stop) {
        int n = settings.positions();
        int[][] index = new int[n][];
        double[][] amount = new double[n][];
        double[] label = new double[n];
        int[] game = new int[n];
        int games = 0;
        int[] scratchIndex = new int[encoding.maxActive()];
        double[] scratchAmount = new double[encoding.maxActive()];
        Search chooser = Algorithms.create("alphabeta-negamax", player);
        chooser.breakTiesWith(random.split());
        // Within a node budget the engine deepens to the end: its answer is exact when its last depth saw only ends of games.
        Search exact = settings.solveNodes() > 0 ? Algorithms.create(solver, player) : null;
        Position p = start.copy();
        MoveList moves = new MoveList();
        int gathered = 0;
        int solved = 0;
        int[] sides = new int[Scores.MAX_PLY];
        while (gathered < n && !stop.getAsBoolean()) {
            // One game: its positions gathered as they come, labelled once its result is known.
            int from = gathered;
            int plies = 0;
            while (!p.isTerminal() && gathered < n) {
                int count = encoding.encode(p, scratchIndex, scratchAmount);
                index[gathered] = java.util.Arrays.copyOf(scratchIndex, count);
                amount[gathered] = java.util.Arrays.copyOf(scratchAmount, count);
                label[gathered] = Double.NaN;
                game[gathered] = games;
                if (exact != null && !values) {
                    SearchResult r = exact.search(p, SearchLimits.exact().withNodes(settings.solveNodes()));
                    if (r.exact()) {
                        label[gathered] = Integer.signum(Scores.gameValue(r.value()));
                        solved++;
                    }
                }
                sides[gathered - from] = p.sideToMove();
                gathered++;
                int move;
                if (random.nextDouble() < settings.epsilon()) {
                    p.legalMoves(moves);
                    move = moves.get(random.nextInt(moves.size()));
                } else {
                    move = chooser.search(p, SearchLimits.depth(1)).bestMove();
                }
                p.play(move);
                plies++;
            }
            // The result for each side, where the game was played to its end.
            if (p.isTerminal() && values) {
                int known = p.terminalValue();
                int knownSide = p.sideToMove();
                boolean solving = exact != null;
                for (int i = gathered - 1; i >= from; i--) {
                    p.undo();
                    plies--;
                    if (solving) {
                        // A game that knows what a solve costs is solved only within the budget, at once, with no
                        // deepening first; another is searched within the budget and may not finish.
                        boolean affordable = !(p instanceof SolveCost cost) || cost.solveCost() <= settings.solveNodes();
                        SearchResult r = affordable ? exact.search(p, p instanceof SolveCost ? SearchLimits.exact()
                                : SearchLimits.exact().withNodes(settings.solveNodes())) : null;
                        solving = r != null && r.exact();
                        if (solving) {
                            known = Scores.gameValue(r.value());
                            knownSide = p.sideToMove();
                            solved++;
                        }
                    }
                    label[i] = sides[i - from] == knownSide ? known : -known;
                }
            } else if (p.isTerminal()) {
                int winner = Integer.signum(p.terminalValue());
                int sideAtEnd = p.sideToMove();
                for (int i = from; i < gathered; i++) {
                    if (Double.isNaN(label[i])) {
                        label[i] = sides[i - from] == sideAtEnd ? winner : -winner;
                    }
                }
            } else {
                gathered = from; // the last game was cut short by the count: its positions have no result
                n = gathered;
            }
            for (int i = 0; i < plies; i++) {
                p.undo();
            }
            progress.accept(gathered);
            games++;
        }
        return new Data(java.util.Arrays.copyOf(index, gathered), java.util.Arrays.copyOf(amount, gathered),
                java.util.Arrays.copyOf(label, gathered), java.util.Arrays.copyOf(game, gathered), solved);
    }
}
