package org.zermelo.play;

import java.util.SplittableRandom;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.SelfSolving;
import org.zermelo.search.Algorithms;
import org.zermelo.search.ProgressListener;
import org.zermelo.search.Search;
import org.zermelo.search.Solver;
import org.zermelo.search.TableSize;

/**
 * A player that solves the position exactly and plays one of the moves that keep its value,
 * chosen at random (seeded) among them, as the course suggests, so that it is not predictable.
 * A game that solves itself ({@link SelfSolving}: Pig, by value iteration) gives its optimal
 * policy; the others are solved by the game's own solver ({@link Game#solver}: the engine with
 * the game's knowledge, proof, or AND/OR), whose table is kept from one move to the next, so
 * only games small enough to solve from the position the player is asked about.
 */
public final class PerfectPlayer implements Player {

    private final Game game;
    private final SelfSolving selfSolving;
    private final SplittableRandom random;
    /** The solver of the last position, kept with its table while the game's choice of solver stays the same. */
    private Search search;
    private ProgressListener progress;
    /** The cap on the solver's table, in MB, or 0 for the solver's own default. */
    private int tableMegabytes;
    private long progressEvery;

    public PerfectPlayer(Game game, long seed) {
        this.game = game;
        selfSolving = game instanceof SelfSolving s ? s : null;
        random = new SplittableRandom(seed);
    }

    @Override
    public String spec() {
        return "perfect";
    }

    @Override
    public void setProgress(ProgressListener listener, long everyNanos) {
        progress = listener;
        progressEvery = everyNanos;
    }

    @Override
    public void limitTable(int megabytes) {
        tableMegabytes = megabytes;
        if (search instanceof TableSize table) {
            table.setTableMegabytes(megabytes);
        }
    }

    @Override
    public Choice choose(Position position) {
        int[] best;
        if (selfSolving != null) {
            best = selfSolving.solve(position).bestMoves();
        } else {
            String name = game.solver(position);
            if (search == null || !search.name().equals(name)) {
                search = Algorithms.create(name, null);
                search.setProgress(progress, progressEvery);
                if (tableMegabytes > 0 && search instanceof TableSize table) {
                    table.setTableMegabytes(tableMegabytes);
                }
            }
            best = Solver.solve(position, search).bestMoves();
        }
        return new Choice(best[random.nextInt(best.length)], null);
    }
}
