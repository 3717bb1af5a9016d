package org.zermelo.search;

import java.util.Arrays;
import org.zermelo.game.Chance;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;

/**
 * Expectiminimax, minimax extended to games of chance, and Ballard's *-minimax pruning of it
 * (Star1, Star2). The course's definition:
 *
 * <pre>
 * EXPECTIMINIMAX(s) = utility(s)                                if s is terminal
 *                     max over the moves of EXPECTIMINIMAX(result(s, m))   at a player's node
 *                     sum over the outcomes r of P(r) EXPECTIMINIMAX(result(s, r))  at a chance node
 * </pre>
 *
 * written here in negamax form: a value is the side to move's, and a child's value is negated
 * when the side changes (a chance node belongs to the player whose turn it is, who threw the
 * die). Values are doubles, in units of the game's values: a terminal position is worth its
 * {@link org.zermelo.game.Position#terminalValue}, a position at the horizon its evaluation
 * divided by {@link Scores#EVAL_LIMIT}, times the game value the evaluation's limit stands for
 * ({@link Evaluator#valueAtLimit}: a win/loss game's evaluation reads as twice the probability
 * of winning minus one, a backgammon network's as expected points), within the game's bounds
 * when it gives them. No distance to the end is added: an
 * expected number of plies is not what the course's definition averages. A chance node counts
 * as a ply of the depth, like a player's node.
 *
 * <p>Star1 and Star2 need bounds L and U on every leaf's value ({@link Chance#lowestValue} and
 * {@link Chance#highestValue} at the root). Star1 is alpha-beta at the players' nodes and, at a
 * chance node, cuts as soon as the outcomes searched so far, with the bounds standing in for
 * the others, put the average outside the window (alpha, beta); each outcome is searched with
 * the window that would cause such a cut. Star2 first probes every outcome: it searches only
 * the first move of each outcome's position, which bounds that outcome's value (from below when
 * the same player moves next, from above otherwise), and cuts if these bounds already decide;
 * the probes are exact and reused by the search that follows, so no leaf is searched twice.
 * Both are fail-hard and give exactly the expectiminimax value at the root (up to the rounding
 * of the sums in doubles: exact with probabilities that are sums of powers of two).
 *
 * <p>{@link SearchResult#value()} holds the root value times {@code EVAL_LIMIT - 1}, clamped to
 * the evaluation range; {@link #expectedValue()} and {@link SearchResult#expected()} give the value
 * itself (a gammon won counts 2, beyond the range). In a game without
 * chance nodes (no {@link Chance} ability), where expectiminimax is minimax, the leaves are the
 * scores every other search gives (an end of the game with its distance, "WIN minus plies"),
 * divided by {@code EVAL_LIMIT}, and the result's value is that score.
 *
 * <p><b>Expectimax</b> (the course's "probabilistic model of an opponent", Pacman's ghosts that
 * move at random) is this search with an {@link Opponent} model: every node where the root
 * player's opponent moves becomes a chance node over the opponent's moves. Its value there is the
 * average of the moves' values weighted by the model's probabilities: all equal ({@link
 * Opponent#RANDOM}), or a softmax of the values the opponent's moves have for the opponent, as this
 * search finds them with the depth left ({@link Opponent#softmax}): {@code p(m) ~ exp(v(m) / T)}. A
 * temperature T near 0 is an opponent that plays its best move (minimax); a large one, a random
 * opponent. Values are then expected values in the game's units, as in a game of chance (a
 * terminal position is worth its {@link org.zermelo.game.Position#terminalValue}, a horizon its
 * evaluation read as above), even in a deterministic game: their scale matters, as it does for
 * expectiminimax, and T is in those units.
 */
public final class Expectiminimax extends Search implements ExpectedValue {

    /** The pruning of *-minimax. */
    public enum Pruning { NONE, STAR1, STAR2 }

    /**
     * Expectimax's model of the opponent: at each of its nodes it plays move m with probability
     * proportional to {@code exp(v(m) / temperature)}, v(m) the value of m for the opponent as the
     * search finds it with the depth left; an infinite temperature is a uniformly random opponent.
     */
    public record Opponent(double temperature) {

        /** The opponent that plays each of its legal moves with the same probability. */
        public static final Opponent RANDOM = new Opponent(Double.POSITIVE_INFINITY);

        /** The highest temperature a spec may give (above it, say opponent=random). */
        public static final double MAX_TEMPERATURE = 1e6;

        public Opponent {
            if (!(temperature > 0)) {
                throw new IllegalArgumentException("the temperature must be above 0, not " + temperature);
            }
        }

        /** The opponent that plays a softmax of its moves' values at {@code temperature} (above 0). */
        public static Opponent softmax(double temperature) {
            return new Opponent(temperature);
        }

        /**
         * The model an AI spec's {@code opponent=} and {@code temperature=} give ({@code opponent}
         * null: random).
         *
         * @throws IllegalArgumentException one line saying what is expected
         */
        public static Opponent parse(String opponent, String temperature) {
            if (opponent == null || opponent.equals("random")) {
                if (temperature != null) {
                    throw new IllegalArgumentException("a temperature is for opponent=softmax, not a random opponent");
                }
                return RANDOM;
            }
            if (!opponent.equals("softmax")) {
                throw new IllegalArgumentException("bad opponent '" + opponent + "': expected random (each move equally "
                        + "likely) or softmax (with temperature=T)");
            }
            if (temperature == null) {
                throw new IllegalArgumentException("opponent=softmax needs a temperature, like temperature=0.5 (in the "
                        + "game's units: a tic-tac-toe win is 1)");
            }
            double t = temperature.matches("[0-9]{1,7}(\\.[0-9]{1,9})?") ? Double.parseDouble(temperature) : -1;
            if (!(t > 0) || t > MAX_TEMPERATURE) {
                throw new IllegalArgumentException("bad temperature '" + temperature + "': expected a number above 0 and "
                        + "at most 1000000, like 0.5");
            }
            return softmax(t);
        }

        /** As a spec writes it: {@code random} or {@code softmax,temperature=T}. */
        @Override
        public String toString() {
            return temperature == Double.POSITIVE_INFINITY ? "random" : "softmax,temperature=" + temperature;
        }
    }

    private final Pruning pruning;
    /** Expectimax's model of the opponent, or null: the opponent minimises (expectiminimax). */
    private Opponent opponent;
    private final Evaluator evaluator;
    /** The bounds of every leaf value for the root player. */
    private double low;
    private double high;
    private double rootValue = Double.NaN;
    /** True in a game without chance nodes: leaves are then scored as every other search scores them. */
    private boolean deterministic;
    // Per ply, per outcome: Star2's bounds of each outcome's value and what its probe found.
    private double[][] lower = new double[0][];
    private double[][] upper = new double[0][];
    private double[][] probed = new double[0][];
    private boolean[][] exact = new boolean[0][];

    /**
     * @param name the name on the command line
     * @param evaluator the evaluation at the horizon, or null to search to the end of the game only
     * @param pruning none (expectiminimax), Star1 or Star2
     */
    public Expectiminimax(String name, Evaluator evaluator, Pruning pruning) {
        super(name, evaluator);
        this.evaluator = evaluator;
        this.pruning = pruning;
    }

    /**
     * Expectimax: expectiminimax with the opponent's nodes as chance nodes over its moves, by
     * {@code opponent}'s model (no pruning).
     */
    public Expectiminimax(String name, Evaluator evaluator, Opponent opponent) {
        this(name, evaluator, Pruning.NONE);
        this.opponent = java.util.Objects.requireNonNull(opponent);
    }

    /**
     * Changes expectimax's model of the opponent (an AI spec's {@code opponent=}).
     *
     * @throws IllegalStateException for expectiminimax, star1 and star2, which have none
     */
    public void setOpponent(Opponent model) {
        if (opponent == null) {
            throw new IllegalStateException(name() + " has no model of the opponent: the opponent minimises");
        }
        opponent = java.util.Objects.requireNonNull(model);
    }

    /** Expectimax's model of the opponent, or null for expectiminimax (and its prunings). */
    public Opponent opponent() {
        return opponent;
    }

    @Override
    public boolean handlesChance() {
        return true;
    }

    @Override
    public boolean usesWindow() {
        return pruning != Pruning.NONE;
    }

    @Override
    public double expectedValue() {
        return rootValue;
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        rootValue = Double.NaN;
        deterministic = !(position instanceof Chance) && opponent == null;
        Chance chance = position instanceof Chance c ? c : null;
        low = chance == null ? Double.NaN : chance.lowestValue();
        high = chance == null ? Double.NaN : chance.highestValue();
        double value;
        if (pruning == Pruning.NONE) {
            value = expectiminimax(depth, 0);
        } else {
            if (Double.isNaN(low) || Double.isNaN(high) || low > high) {
                throw new IllegalArgumentException(name() + " needs bounds on the values of the leaves, which "
                        + position + " does not give: use expectiminimax");
            }
            // A window just wider than the bounds: every value is inside it, so the root's is exact.
            value = star(depth, 0, low - 1, high + 1, Double.NaN);
        }
        rootValue = value;
        if (deterministic) {
            return deterministicScore(value);
        }
        // Scaled into an int so that a chance search answers like any other; the result keeps the value itself.
        double limit = Scores.EVAL_LIMIT - 1;
        return (int) Math.round(Math.max(-limit, Math.min(limit, value * limit)));
    }

    /**
     * The score of a value found in a game without chance nodes, on the scale of every other
     * search: there expectiminimax is minimax, and its leaves are scores divided by {@code
     * EVAL_LIMIT}, a power of two, so that multiplying back is exact.
     */
    private static int deterministicScore(double value) {
        return (int) Math.round(value * Scores.EVAL_LIMIT);
    }

    /**
     * True when the values of this search's results are expected values, which {@link
     * SearchResult#expected()} holds: for expectimax, and when {@code position} is in a game with
     * chance nodes (or a typed tree); false for expectiminimax in a deterministic game, where the
     * result's value is a score like any other search's.
     */
    public boolean expectedValues(org.zermelo.game.Position position) {
        return opponent != null || position instanceof Chance;
    }

    // ----- expectiminimax: every node visited -----

    private double expectiminimax(int depth, int ply) {
        enter(ply, -Scores.INFINITY, Scores.INFINITY);
        if (isLeaf(depth)) {
            return leaf(ply);
        }
        int side = position.sideToMove();
        MoveList moves = moves(ply);
        if (Chance.isChanceNode(position)) {
            Chance chance = (Chance) position;
            double sum = 0;
            for (int i = 0; i < moves.size(); i++) {
                int outcome = moves.get(i);
                double p = chance.probability(outcome);
                play(outcome);
                double v = forParent(side, expectiminimax(depth - 1, ply + 1));
                undo();
                sum += p * v;
            }
            return done(ply, sum);
        }
        boolean modelled = opponent != null && side != rootSide;
        double[] values = modelled ? scratch(ply, moves.size()) : null;
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            play(move);
            double v = forParent(side, expectiminimax(depth - 1, ply + 1));
            undo();
            if (modelled) {
                values[i] = v;
            }
            if (v > best) {
                best = v;
                newBest(ply, move); // for the opponent: its likeliest move, which the line shows
            }
        }
        return done(ply, modelled ? expectation(values, moves.size(), best) : best);
    }

    /**
     * Expectimax at an opponent's node: the average of its moves' values (for it) weighted by the
     * model, {@code exp((v - best) / T)} each (the same probabilities as {@code exp(v / T)}, without
     * overflow; all 1 for a random opponent).
     */
    private double expectation(double[] values, int n, double best) {
        double t = opponent.temperature();
        double weights = 0;
        double sum = 0;
        for (int i = 0; i < n; i++) {
            double w = Math.exp((values[i] - best) / t);
            weights += w;
            sum += w * values[i];
        }
        return sum / weights;
    }

    // ----- Star1 and Star2: fail-hard, window (alpha, beta) for the side to move -----

    /**
     * The value of the current position for its side to move if strictly inside (alpha, beta),
     * otherwise alpha (the value is at most alpha) or beta (at least beta). {@code first}, when
     * not NaN, is the exact value of the first move, already known from Star2's probe.
     */
    private double star(int depth, int ply, double alpha, double beta, double first) {
        enter(ply, -Scores.INFINITY, Scores.INFINITY);
        if (isLeaf(depth)) {
            return leaf(ply);
        }
        if (tracing) {
            boolean max = maxToMove();
            listener().window(position, ply, max ? alpha : -beta, max ? beta : -alpha);
        }
        int side = position.sideToMove();
        MoveList moves = moves(ply);
        if (Chance.isChanceNode(position)) {
            return chance(depth, ply, alpha, beta, side, moves);
        }
        double hi = side == rootSide ? high : -low;
        double a = alpha;
        int from = 0;
        if (!Double.isNaN(first)) {
            from = 1;
            if (first >= beta) {
                return cut(ply, beta, false, moves, 1);
            }
            if (first > a) {
                a = first;
                newBest(ply, moves.get(0));
            }
        }
        for (int i = from; i < moves.size(); i++) {
            if (a >= hi) {
                // No move can do better than the highest value there is.
                return cut(ply, a, false, moves, i);
            }
            int move = moves.get(i);
            play(move);
            double v = position.sideToMove() == side
                    ? star(depth - 1, ply + 1, a, beta, Double.NaN)
                    : -star(depth - 1, ply + 1, -beta, -a, Double.NaN);
            undo();
            if (v >= beta) {
                return cut(ply, beta, false, moves, i + 1);
            }
            if (v > a) {
                a = v;
                newBest(ply, move);
            }
        }
        return done(ply, a);
    }

    /** A chance node of Star1 or Star2, values for {@code side}, the player whose turn it is. */
    private double chance(int depth, int ply, double alpha, double beta, int side, MoveList moves) {
        Chance chance = (Chance) position;
        int n = moves.size();
        double lo = side == rootSide ? low : -high;
        double hi = side == rootSide ? high : -low;
        double[] lb = scratch(ply, n);
        double[] ub = upper[ply];
        double[] known = probed[ply];
        boolean[] isExact = exact[ply];
        Arrays.fill(lb, 0, n, lo);
        Arrays.fill(ub, 0, n, hi);
        Arrays.fill(known, 0, n, Double.NaN);
        Arrays.fill(isExact, 0, n, false);
        // Sums over the outcomes not searched yet of P times their lower and upper bounds.
        double restLow = lo;
        double restHigh = hi;
        if (pruning == Pruning.STAR2) {
            restLow = 0;
            restHigh = 0;
            for (int i = 0; i < n; i++) {
                int outcome = moves.get(i);
                double p = chance.probability(outcome);
                if (p > 0) {
                    probe(depth, ply, side, outcome, i, lb, ub, known, isExact);
                }
                restLow += p * lb[i];
                restHigh += p * ub[i];
            }
            // The probes' bounds may decide already: Star2's cut.
            if (restHigh <= alpha) {
                return cut(ply, alpha, true, moves, 0);
            }
            if (restLow >= beta) {
                return cut(ply, beta, false, moves, 0);
            }
        }
        double sum = 0;
        for (int i = 0; i < n; i++) {
            int outcome = moves.get(i);
            double p = chance.probability(outcome);
            if (p == 0) {
                continue;
            }
            restLow -= p * lb[i];
            restHigh -= p * ub[i];
            // The value of this outcome that would put the average at alpha (or beta), the
            // outcomes after it taking their highest (lowest) values.
            double a = (alpha - sum - restHigh) / p;
            double b = (beta - sum - restLow) / p;
            if (a >= ub[i]) {
                return cut(ply, alpha, true, moves, i);
            }
            if (b <= lb[i]) {
                return cut(ply, beta, false, moves, i);
            }
            double v;
            if (isExact[i]) {
                v = known[i];
            } else {
                double wa = Math.max(a, lb[i]);
                double wb = Math.min(b, ub[i]);
                play(outcome);
                v = position.sideToMove() == side
                        ? star(depth - 1, ply + 1, wa, wb, known[i])
                        : -star(depth - 1, ply + 1, -wb, -wa, known[i]);
                undo();
            }
            if (v <= a) {
                return cut(ply, alpha, true, moves, i + 1);
            }
            if (v >= b) {
                return cut(ply, beta, false, moves, i + 1);
            }
            sum += p * v;
        }
        return done(ply, sum);
    }

    /**
     * Star2's probe of outcome {@code i}: a leaf is valued at once (exactly); at a player's node
     * only its first move is searched, exactly, which bounds the node's value.
     */
    private void probe(int depth, int ply, int side, int outcome, int i, double[] lb, double[] ub,
                       double[] known, boolean[] isExact) {
        play(outcome);
        if (isLeaf(depth - 1)) {
            enter(ply + 1, -Scores.INFINITY, Scores.INFINITY);
            double v = forParent(side, leaf(ply + 1));
            lb[i] = v;
            ub[i] = v;
            known[i] = v;
            isExact[i] = true;
        } else if (!Chance.isChanceNode(position)) {
            int childSide = position.sideToMove();
            enter(ply + 1, -Scores.INFINITY, Scores.INFINITY);
            MoveList childMoves = moves(ply + 1);
            play(childMoves.get(0));
            int grandSide = position.sideToMove();
            double grandLow = grandSide == rootSide ? low : -high;
            double grandHigh = grandSide == rootSide ? high : -low;
            // A window wider than the bounds: the first move's value comes back exact.
            double g = star(depth - 2, ply + 2, grandLow - 1, grandHigh + 1, Double.NaN);
            double first = grandSide == childSide ? g : -g;
            undo();
            known[i] = first;
            if (childSide == side) {
                lb[i] = Math.max(lb[i], first); // the player moving next takes at least this
            } else {
                ub[i] = Math.min(ub[i], -first);
            }
        }
        undo();
    }

    // ----- shared -----

    /** The value of a leaf for its side to move: its game value, or its evaluation in game units. */
    private double leaf(int ply) {
        stats.leaves++;
        double value;
        if (position.isTerminal()) {
            // Without chance nodes expectiminimax is minimax: the end scored as every search scores it.
            value = deterministic ? position.terminalScore(ply) / (double) Scores.EVAL_LIMIT : position.terminalValue();
        } else {
            if (evaluator == null) {
                throw new IllegalStateException(name() + " reached a horizon with no evaluation to apply");
            }
            stats.horizonLeaves++;
            horizonsReached++;
            // Without chance nodes the evaluation stays one, below every end, as every other search reads it.
            value = evaluator.evaluate(position) * (deterministic ? 1 : evaluator.valueAtLimit()) / Scores.EVAL_LIMIT;
            if (low <= high) {
                // No evaluation promises more than the game can still give (its bounds at the root).
                boolean root = position.sideToMove() == rootSide;
                value = Math.max(root ? low : -high, Math.min(root ? high : -low, value));
            }
        }
        if (tracing) {
            listener().expected(position, ply, maxToMove() ? value : -value, true);
        }
        return value;
    }

    /** A child's value, just returned, for the player {@code side} of its parent. */
    private double forParent(int side, double value) {
        return position.sideToMove() == side ? value : -value;
    }

    private double done(int ply, double value) {
        if (tracing) {
            listener().expected(position, ply, maxToMove() ? value : -value, false);
        }
        return value;
    }

    /** A cut before the moves from {@code next}: the node's value is at most or at least {@code bound}. */
    private double cut(int ply, double bound, boolean atMost, MoveList moves, int next) {
        if (next == 1) {
            stats.firstMoveCutoffs++;
        }
        boolean max = maxToMove();
        if (max) {
            stats.cutoffsAtMax++;
        } else {
            stats.cutoffsAtMin++;
        }
        if (tracing) {
            listener().starCut(position, ply, max ? bound : -bound, atMost == max, moves, next);
            listener().expected(position, ply, max ? bound : -bound, false);
        }
        return bound;
    }

    /** Star2's arrays for {@code ply}, with room for {@code n} outcomes (allocated once). */
    private double[] scratch(int ply, int n) {
        if (ply >= lower.length) {
            int size = Math.max(ply + 1, 2 * lower.length);
            lower = Arrays.copyOf(lower, size);
            upper = Arrays.copyOf(upper, size);
            probed = Arrays.copyOf(probed, size);
            exact = Arrays.copyOf(exact, size);
        }
        if (lower[ply] == null || lower[ply].length < n) {
            lower[ply] = new double[n];
            upper[ply] = new double[n];
            probed[ply] = new double[n];
            exact[ply] = new boolean[n];
        }
        return lower[ply];
    }
}
