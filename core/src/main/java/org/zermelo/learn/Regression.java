package org.zermelo.learn;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
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
    private record Data(int[][] index, double[][] amount, double[] label, int solved) {}

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
        Data data = gather(network.encoding().copy(), start, player, solver, settings, random, progress, stop);
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

    private static Data gather(Encoding encoding, Position start, Evaluator player, String solver, Settings settings,
                               SplittableRandom random, LongConsumer progress, BooleanSupplier stop) {
        int n = settings.positions();
        int[][] index = new int[n][];
        double[][] amount = new double[n][];
        double[] label = new double[n];
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
                if (exact != null) {
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
            if (p.isTerminal()) {
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
        }
        return new Data(java.util.Arrays.copyOf(index, gathered), java.util.Arrays.copyOf(amount, gathered),
                java.util.Arrays.copyOf(label, gathered), solved);
    }
}
