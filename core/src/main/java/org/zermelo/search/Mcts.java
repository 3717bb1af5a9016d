package org.zermelo.search;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.zermelo.game.Chance;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;

/**
 * Monte-Carlo tree search with UCB1 at every choice (UCT, Kocsis and Szepesvári 2006), for any
 * game, deterministic or with chance. Each iteration has four steps:
 * <ol>
 *   <li><b>Selection</b>: from the root, descend to the child maximising
 *       {@code w/n + c sqrt(ln N / n)} (its mean result for the player who chooses it, plus
 *       an exploration bonus; N is the parent's visits, c the exploration constant, sqrt 2 by
 *       default), a child never visited first; at a chance node, the outcome is drawn with
 *       its probability and its own child followed, so that the node's mean is the average
 *       the course's expectiminimax takes.</li>
 *   <li><b>Expansion</b>: the first node reached that has no result yet is where the playout
 *       starts; a node visited once before gets its children (all its moves, in a random order).</li>
 *   <li><b>Simulation</b>: a random playout to the end of the game (uniform moves, chance
 *       outcomes by their probabilities).</li>
 *   <li><b>Backpropagation</b>: each node on the path adds the result (1 a win, 1/2 a draw, 0
 *       a loss) for the player who moved into it, the negamax form: a parent reads its
 *       children's means as its own player's.</li>
 * </ol>
 * The move played is the most visited child of the root.
 *
 * <p><b>The solver</b> (MCTS-Solver, Winands, Björnsson and Saito 2008), for deterministic
 * games only: a node whose game is over is proved won or lost; a node is proved won for its
 * player if one child is, lost if all its children are proved won for the opponent. Proved
 * losses are never selected again and a proved win is played at once; the search stops when
 * the root is proved. Draws are not proved: their nodes go on being sampled.
 *
 * <p><b>Ties</b> are broken at random as everywhere in Zermelo: a node's moves are shuffled
 * from the seed when it is expanded, and the first of equal children wins.
 *
 * <p><b>Memory</b>: the tree lives in parallel primitive arrays, a pool of nodes grown by
 * doubling and kept from one search to the next, so that an iteration allocates nothing once
 * the pool is large enough; a node's children are consecutive. The tree is not kept from one
 * move to the next. A search stops early when the pool would pass {@link #MAX_NODES}.
 */
public final class Mcts {

    /** The exploration constant of UCB1 unless another is given: sqrt 2. */
    public static final double DEFAULT_EXPLORATION = Math.sqrt(2);
    /** The most iterations one search may be asked for. */
    public static final int MAX_ITERATIONS = 100_000_000;
    /** The most nodes a tree may hold (about 25 bytes each). */
    public static final int MAX_NODES = 1 << 24;
    /** The clock is read once per this many iterations. */
    private static final int CHECK_EVERY = 64;
    private static final byte UNPROVED = -1;
    private static final int DRAW = -1;

    /**
     * What a search found.
     *
     * @param move the move chosen: the most visited child of the root, or a proved win
     * @param value the chosen move's mean result for the side to move at the root, from 0 (lost
     *     every playout) to 1 (won every one), a draw counting 1/2; 1 or 0 when proved
     * @param proved the root's outcome for its side to move when the solver proved it, else null
     * @param iterations the iterations run
     * @param nodes the nodes of the tree
     * @param timeNanos the time taken
     */
    public record Result(int move, double value, Outcome proved, long iterations, int nodes, long timeNanos) {}

    private final double exploration;
    private final boolean solver;
    private final SplittableRandom random;
    private final MonteCarlo playouts;
    private final MoveList scratch = new MoveList();

    // The tree, one entry per node; node 0 is the root.
    private int[] move = new int[0];
    private int[] firstChild = new int[0];
    private int[] childCount = new int[0];
    private int[] visits = new int[0];
    private double[] score = new double[0];
    /** For the solver: the side that wins the node's position with best play, or UNPROVED. */
    private byte[] winner = new byte[0];
    private int size;

    // The path of the current iteration: its nodes, and the side to move at each.
    private int[] pathNode = new int[64];
    private int[] pathSide = new int[64];

    private Position position;

    /**
     * @param exploration the constant c of UCB1, 0 or more (0: no exploration beyond trying each move once)
     * @param solver true for MCTS-Solver (deterministic games only)
     * @param random the source of the playouts and of the tie-breaking
     */
    public Mcts(double exploration, boolean solver, SplittableRandom random) {
        if (!(exploration >= 0) || Double.isInfinite(exploration)) {
            throw new IllegalArgumentException("the exploration constant must be a number from 0, not " + exploration);
        }
        this.exploration = exploration;
        this.solver = solver;
        this.random = random;
        this.playouts = new MonteCarlo(random);
    }

    /**
     * Searches {@code position}, which is left as it was given, for {@code iterations}
     * iterations or {@code timeMillis} milliseconds, whichever ends first (0: no such limit;
     * one of them is needed).
     *
     * @throws IllegalArgumentException for a finished game, a chance node at the root, a game
     *     of chance given to the solver, or no limit
     */
    public Result search(Position position, long iterations, long timeMillis) {
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + ": no move to choose");
        }
        if (Chance.isChanceNode(position)) {
            throw new IllegalArgumentException("the die is in the air at " + position + ": no player chooses there");
        }
        if (solver && Chance.inGame(position)) {
            throw new IllegalArgumentException("mcts-solver proves wins and losses in deterministic games only, and " + position
                    + " has chance nodes: use mcts");
        }
        if (iterations <= 0 && timeMillis <= 0) {
            throw new IllegalArgumentException("an iteration or time limit is needed");
        }
        long start = System.nanoTime();
        long deadline = timeMillis > 0 ? start + timeMillis * 1_000_000 : Long.MAX_VALUE;
        long limit = iterations > 0 ? iterations : Long.MAX_VALUE;
        this.position = position;
        size = 0;
        newNode(-1);
        long done = 0;
        while (done < limit && winner[0] == UNPROVED) {
            if (done % CHECK_EVERY == 0 && done > 0 && System.nanoTime() >= deadline) {
                break;
            }
            if (!iterate()) {
                break; // the pool is full
            }
            done++;
        }
        int best = chooseAtRoot();
        Outcome proved = winner[0] == UNPROVED ? null : winner[0] == position.sideToMove() ? Outcome.WIN : Outcome.LOSS;
        double value = winner[best] != UNPROVED ? (winner[best] == position.sideToMove() ? 1 : 0)
                : visits[best] == 0 ? 0.5 : score[best] / visits[best];
        return new Result(move[best], value, proved, done, size, System.nanoTime() - start);
    }

    /** One iteration; false, with nothing done, when the tree cannot grow. */
    private boolean iterate() {
        int node = 0;
        int depth = 0;
        int result;
        pathNode[0] = 0;
        pathSide[0] = position.sideToMove();
        try {
            while (true) {
                if (position.isTerminal()) {
                    int value = position.terminalValue();
                    result = value == 0 ? DRAW : value > 0 ? position.sideToMove() : 1 - position.sideToMove();
                    if (solver && result != DRAW) {
                        winner[node] = (byte) result;
                    }
                    break;
                }
                if (firstChild[node] < 0) {
                    if (depth > 0 && visits[node] == 0) {
                        result = playout(); // from the node just added to the tree
                        break;
                    }
                    if (!expand(node)) {
                        return false;
                    }
                }
                node = Chance.isChanceNode(position) ? outcomeChild(node) : select(node, position.sideToMove());
                position.play(move[node]);
                depth++;
                if (depth == pathNode.length) {
                    pathNode = Arrays.copyOf(pathNode, 2 * depth);
                    pathSide = Arrays.copyOf(pathSide, 2 * depth);
                }
                pathNode[depth] = node;
                pathSide[depth] = position.sideToMove();
            }
        } finally {
            for (int d = depth; d > 0; d--) {
                position.undo();
            }
        }
        // Each node adds the result for the player who moved into it: the side to move above it.
        visits[0]++;
        for (int d = depth; d > 0; d--) {
            int n = pathNode[d];
            visits[n]++;
            score[n] += result == DRAW ? 0.5 : result == pathSide[d - 1] ? 1 : 0;
        }
        if (solver && winner[pathNode[depth]] != UNPROVED) {
            for (int d = depth - 1; d >= 0 && prove(pathNode[d], pathSide[d]); d--) {
                // each node proved may prove its parent
            }
        }
        return true;
    }

    /** Gives {@code node}, the current position, its children; false when the pool is full. */
    private boolean expand(int node) {
        position.legalMoves(scratch);
        if (size + scratch.size() > MAX_NODES) {
            return false;
        }
        scratch.shuffle(random);
        firstChild[node] = size;
        childCount[node] = scratch.size();
        for (int i = 0; i < scratch.size(); i++) {
            newNode(scratch.get(i));
        }
        return true;
    }

    private void newNode(int m) {
        if (size == move.length) {
            int capacity = Math.max(1024, 2 * size);
            move = Arrays.copyOf(move, capacity);
            firstChild = Arrays.copyOf(firstChild, capacity);
            childCount = Arrays.copyOf(childCount, capacity);
            visits = Arrays.copyOf(visits, capacity);
            score = Arrays.copyOf(score, capacity);
            winner = Arrays.copyOf(winner, capacity);
        }
        move[size] = m;
        firstChild[size] = -1;
        childCount[size] = 0;
        visits[size] = 0;
        score[size] = 0;
        winner[size] = UNPROVED;
        size++;
    }

    /** The child UCB1 prefers for {@code side}, a child never visited first; proved losses skipped. */
    private int select(int node, int side) {
        int first = firstChild[node];
        int end = first + childCount[node];
        double logN = Math.log(visits[node]);
        int best = -1;
        double bestUcb = Double.NEGATIVE_INFINITY;
        for (int c = first; c < end; c++) {
            if (winner[c] != UNPROVED && winner[c] != side) {
                continue; // proved lost for the chooser
            }
            if (visits[c] == 0) {
                return c;
            }
            double ucb = score[c] / visits[c] + exploration * Math.sqrt(logN / visits[c]);
            if (ucb > bestUcb) {
                bestUcb = ucb;
                best = c;
            }
        }
        return best;
    }

    /** The child of the outcome drawn at the chance node {@code node} (the current position). */
    private int outcomeChild(int node) {
        int outcome = Chance.draw(position, scratch, random);
        int first = firstChild[node];
        for (int c = first; c < first + childCount[node]; c++) {
            if (move[c] == outcome) {
                return c;
            }
        }
        throw new IllegalStateException("outcome " + outcome + " is not among the node's children");
    }

    /** A random game to the end from the current position ({@link MonteCarlo#playout}): the winner, or DRAW. */
    private int playout() {
        double result = playouts.playout(position);
        int side = position.sideToMove();
        return result == 0.5 ? DRAW : result == 1 ? side : 1 - side;
    }

    /**
     * Proves {@code node}, whose player is {@code side}, from its children, if they prove it:
     * won when one child is won for {@code side}, lost when all are won for the opponent.
     * True when the node is proved now.
     */
    private boolean prove(int node, int side) {
        int first = firstChild[node];
        boolean allLost = true;
        for (int c = first; c < first + childCount[node]; c++) {
            if (winner[c] == side) {
                winner[node] = (byte) side;
                return true;
            }
            allLost &= winner[c] == 1 - side;
        }
        if (allLost) {
            winner[node] = (byte) (1 - side);
        }
        return allLost;
    }

    /** A proved win if there is one, else the most visited child not proved lost (the first of equals). */
    private int chooseAtRoot() {
        int side = position.sideToMove();
        int first = firstChild[0];
        int end = first + childCount[0];
        int best = -1;
        for (int c = first; c < end; c++) {
            if (winner[c] == side) {
                return c;
            }
            boolean lost = winner[c] != UNPROVED && winner[c] != side;
            boolean bestLost = best >= 0 && winner[best] != UNPROVED && winner[best] != side;
            if (best < 0 || bestLost && !lost || lost == bestLost && visits[c] > visits[best]) {
                best = c;
            }
        }
        return best;
    }
}
