package com.example.coins;

import java.util.Arrays;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/** Alpha-beta and the exact solver on rows of coins; each value printed is checked. */
public final class Main {

    public static void main(String[] args) {
        // At the horizon, the lead so far: a rule of thumb, blind to what the next player uncovers.
        Evaluator lead = position -> ((CoinRow) position).leadOfSideToMove();
        Search search = Algorithms.create("alphabeta", lead);

        int[] coins = {3, 9, 1, 2};
        Position row = new CoinRow(coins);
        System.out.println("coins " + row + ", the first player to move");

        SearchResult shallow = search.search(row, SearchLimits.depth(1));
        System.out.println("alphabeta, depth 1: takes " + row.formatMove(shallow.bestMove())
                + ", " + Scores.describe(shallow.value()));
        check(shallow.bestMove() == CoinRow.LEFT && shallow.value() == 3, "greedy at depth 1: the 3");

        SearchResult deep = search.search(row, SearchLimits.depth(4));
        System.out.println("alphabeta, depth 4: takes " + row.formatMove(deep.bestMove())
                + ", " + Scores.describe(deep.value()));
        check(deep.exact() && Scores.gameValue(deep.value()) == bestLead(coins, 0, 3)
                && deep.bestMove() == CoinRow.RIGHT, "to the end: the 2, then the 9 is ours");

        solve(search, 3, 9, 1, 2);
        solve(search, 1, 2, 1);
    }

    /** Solves a row with the search and checks the value and every best move. */
    static void solve(Search search, int... coins) {
        Position row = new CoinRow(coins);
        Solver.Solution solution = Solver.solve(row, search);
        String[] best = Arrays.stream(solution.bestMoves()).mapToObj(row::formatMove).toArray(String[]::new);
        System.out.println("coins " + row + ": " + solution.outcome()
                + (solution.value() == 0 ? "" : " by " + Math.abs(solution.value()))
                + ", best moves " + Arrays.toString(best));

        // The same recurrence gives the value and the best moves: the ends whose coin, less the
        // opponent's best lead on the rest, reaches the value.
        int last = coins.length - 1;
        int value = bestLead(coins, 0, last);
        MoveList expected = new MoveList();
        if (coins[0] - bestLead(coins, 1, last) == value) {
            expected.add(CoinRow.LEFT);
        }
        if (last > 0 && coins[last] - bestLead(coins, 0, last - 1) == value) {
            expected.add(CoinRow.RIGHT);
        }
        check(solution.value() == value && solution.outcome() == Outcome.of(value)
                && Arrays.equals(solution.bestMoves(), expected.toArray()), "the solution of " + row);
    }

    /**
     * The best lead the side to move can get from coins[i..j], by the textbook recurrence
     * (take an end, the opponent then does its best with the rest): a check written apart
     * from the game and the search.
     */
    static int bestLead(int[] coins, int i, int j) {
        if (i > j) {
            return 0;
        }
        return Math.max(coins[i] - bestLead(coins, i + 1, j), coins[j] - bestLead(coins, i, j - 1));
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException("wrong value: " + what);
        }
    }
}
