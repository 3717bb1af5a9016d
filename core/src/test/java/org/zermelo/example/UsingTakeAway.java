package org.zermelo.example;

import java.io.PrintStream;
import java.util.Arrays;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.AndOr;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchListener;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/**
 * Take-away used from Java, as the tutorial shows it: solving a pile exactly, a depth-limited
 * search with the game's evaluation, and a trace of a small search.
 * {@code TutorialTest} checks that the tutorial shows exactly what this prints.
 */
public final class UsingTakeAway {

    private UsingTakeAway() {}

    public static void main(String[] args) {
        run(System.out);
    }

    static void run(PrintStream out) {
        solve(out);
        search(out);
        trace(out);
    }

    /** The exact value of 21 sticks, and every move that keeps it. */
    static void solve(PrintStream out) {
        Position pile = new TakeAway(21);
        Solver.Solution solution = Solver.solve(pile, new AndOr());
        out.println(pile + " sticks: " + solution.outcome() + " in " + solution.remoteness()
                + " plies, best moves " + Arrays.toString(solution.bestMoves()));
    }

    /** A search of 4 plies from 10 sticks, with the evaluation at the horizon. */
    static void search(PrintStream out) {
        Game game = new TakeAwayGame();
        Search search = new NegamaxAlphaBeta(game.evaluator());
        SearchResult result = search.search(game.parse("10"), SearchLimits.depth(4));
        out.println("take " + result.bestMove() + ", value " + Scores.describe(result.value())
                + ", principal variation " + Arrays.toString(result.pv())
                + ", " + result.stats().nodes() + " nodes");
    }

    /** Every node entered, every cut and every value returned by alpha-beta from 5 sticks. */
    static void trace(PrintStream out) {
        Game game = new TakeAwayGame();
        Search search = new NegamaxAlphaBeta(game.evaluator());
        search.setListener(new SearchListener() {
            @Override
            public void entered(Position position, int ply, int alpha, int beta) {
                out.println("  ".repeat(ply) + "enter " + position + ", window ["
                        + Scores.describe(alpha) + ", " + Scores.describe(beta) + "]");
            }

            @Override
            public void cut(Position position, int ply, int value, int alpha, int beta,
                            MoveList moves, int next) {
                StringBuilder skipped = new StringBuilder();
                for (int i = next; i < moves.size(); i++) {
                    skipped.append(' ').append(position.formatMove(moves.get(i)));
                }
                out.println("  ".repeat(ply) + "cut at " + position + ", not searched:" + skipped);
            }

            @Override
            public void exited(Position position, int ply, int value) {
                out.println("  ".repeat(ply) + position + " returns " + Scores.describe(value));
            }
        });
        search.search(game.parse("5"), SearchLimits.depth(2));
    }
}
