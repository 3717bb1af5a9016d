package org.zermelo.search;

import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;

/**
 * The course's other remedy to the horizon effect (course: Limits and remedies, "recherche
 * secondaire"): after choosing a move at depth d, a further search below that move confirms it.
 *
 * <ol>
 *   <li>The main search: {@code pvs} to depth d (or as deep as the time allows) chooses a move
 *       m of value v.</li>
 *   <li>The secondary search: m is searched again, {@value #EXTRA} plies deeper (d - 1 +
 *       {@value #EXTRA} plies below it). If its value is still at least v, m is confirmed: no
 *       loss was waiting just past the main search's horizon.</li>
 *   <li>Otherwise m has failed: every other move is searched to the same depth, and the best of
 *       them all is chosen, m included at its new value.</li>
 * </ol>
 *
 * The value is that of the chosen move as far as it was searched, deeper than d: not minimax's
 * at depth d, on purpose. With a time or node limit, the main search has half of it and the
 * secondary search the rest; a secondary search that the limit stops is dropped, and the main
 * search's answer stands. A proven value needs no confirmation, and a search to the end of the
 * game is the main search alone.
 */
public final class Secondary extends Search implements TableSize {

    /** How much deeper the secondary search looks than the main search, in plies. */
    public static final int EXTRA = 2;
    /** What {@link #valueAfter} answers when a limit stopped it: no score is that high. */
    private static final int STOPPED = Scores.INFINITY;

    /** Every search below the root: the main one and the secondary ones, sharing one table. */
    private final Engine engine;
    private int[] line = new int[0];
    private final MoveList rootMoves = new MoveList();

    /** A secondary search evaluating the horizon with {@code evaluator}. */
    public Secondary(Evaluator evaluator) {
        super("secondary", evaluator);
        engine = new Engine("pvs", evaluator, new Engine.Options(true, true, true, Engine.Window.FULL, false));
    }

    @Override
    public void setTableMegabytes(int megabytes) {
        engine.setTableMegabytes(megabytes);
    }

    /** It deepens as the engine does, its main search, and answers once, with the move it confirmed. */
    @Override
    public boolean deepensItself() {
        return true;
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        engine.breakTiesWith(tieBreaker());
        SearchResult main = engine.search(position, halfOf(limits), alpha, beta);
        stats.add(main.stats());
        line = main.pv();
        int d = main.depth();
        if (limits.toTheEnd() && !limits.interruptible() || main.exact() || main.bestMove() < 0 || d == 0) {
            iterationDone(d, main.value(), line, main.exact());
            return main.value();
        }
        int deeper = d - 1 + EXTRA;
        int chosen = main.bestMove();
        int best = valueAfter(chosen, deeper);
        if (best == STOPPED) { // the secondary search ran out of time: the main search answers
            line = main.pv();
            return finish(d, main.value());
        }
        int[] bestLine = line;
        if (best < main.value()) { // the chosen move failed: search the alternatives as deep
            position.legalMoves(rootMoves);
            if (tieBreaker() != null) {
                rootMoves.shuffle(tieBreaker()); // among alternatives as good, one at random
            }
            for (int i = 0; i < rootMoves.size(); i++) {
                int move = rootMoves.get(i);
                if (move == chosen) {
                    continue;
                }
                int e = valueAfter(move, deeper);
                if (e == STOPPED) {
                    break; // out of time: the best of the moves searched so far
                }
                if (e > best) {
                    best = e;
                    bestLine = line;
                }
            }
        }
        line = bestLine;
        return finish(d, best);
    }

    /**
     * The value of {@code move} for the side to move at the root, searched {@code depth} plies
     * below it within what is left of the time and nodes; {@link #STOPPED} when a limit stopped
     * that search first. Sets {@link #line} to the move and the line below it.
     */
    private int valueAfter(int move, int depth) {
        int side = position.sideToMove();
        play(move);
        SearchResult r = engine.search(position, new SearchLimits(depth, remainingMillis(), remainingNodes()));
        boolean again = position.sideToMove() == side;
        undo();
        stats.add(r.stats());
        if (r.depth() < depth && !r.exact()) {
            return STOPPED;
        }
        line = new int[r.pv().length + 1];
        line[0] = move;
        System.arraycopy(r.pv(), 0, line, 1, r.pv().length);
        int value = oneMorePly(r.value());
        return again ? value : -value;
    }

    /** A score one ply further from the end of the game, as seen from the node above. */
    private static int oneMorePly(int score) {
        if (!Scores.isDecided(score)) {
            return score;
        }
        return score > 0 ? score - 1 : score + 1;
    }

    /** The main search's limits: half of the time and nodes, the other half for the secondary search. */
    private static SearchLimits halfOf(SearchLimits limits) {
        long time = limits.timeMillis() == 0 ? 0 : Math.max(1, limits.timeMillis() / 2);
        long nodes = limits.nodes() == 0 ? 0 : Math.max(1, limits.nodes() / 2);
        return new SearchLimits(limits.depth(), time, nodes);
    }

    private long remainingMillis() {
        if (limits.timeMillis() == 0) {
            return 0;
        }
        return Math.max(1, remainingNanos() / 1_000_000);
    }

    private long remainingNodes() {
        return limits.nodes() == 0 ? 0 : Math.max(1, limits.nodes() - stats.nodes);
    }

    /** Records the answer, a value that rests on evaluations at a horizon: the main search's depth, the value and line chosen. */
    private int finish(int depth, int value) {
        iterationDone(depth, value, line, false);
        return value;
    }

    @Override
    protected int[] principalVariation() {
        return line.clone();
    }
}
