package org.zermelo.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.search.AndOr;
import org.zermelo.search.Solver;

/**
 * A deliberately plain AND/OR solver over positions written as strings, for checking a game
 * against its rules written again, naively, in its tests: a position is won when some move
 * leads to a position lost for the opponent. It shares nothing with the game's code.
 */
public final class NaiveSolver {

    /** A game's rules on strings. */
    public interface Rules {

        /** The moves as typed, each mapped to the position after it; empty when the game is over. */
        Map<String, String> moves(String position);

        /** Whether the side to move has won a position where the game is over. */
        boolean wonAtEnd(String position);
    }

    private final Rules rules;
    private final Map<String, Boolean> won = new HashMap<>();

    public NaiveSolver(Rules rules) {
        this.rules = rules;
    }

    /** The moves of {@code position} as typed. */
    public Set<String> moves(String position) {
        return new TreeSet<>(rules.moves(position).keySet());
    }

    /** Whether the side to move wins {@code position} with best play. */
    public boolean won(String position) {
        Boolean known = won.get(position);
        if (known == null) {
            known = rules.moves(position).isEmpty() ? rules.wonAtEnd(position) : !winningMoves(position).isEmpty();
            won.put(position, known);
        }
        return known;
    }

    /** The moves after which the opponent has lost. */
    public Set<String> winningMoves(String position) {
        Set<String> winning = new TreeSet<>();
        rules.moves(position).forEach((move, next) -> {
            if (!won(next)) {
                winning.add(move);
            }
        });
        return winning;
    }

    /** The number of move sequences of exactly {@code depth} plies from {@code position}. */
    public long sequences(String position, int depth) {
        if (depth == 0) {
            return 1;
        }
        long count = 0;
        for (String next : rules.moves(position).values()) {
            count += sequences(next, depth - 1);
        }
        return count;
    }

    /**
     * Checks a game's position against this solver's {@code position}: the same moves, and an
     * AND/OR solution with the same outcome and the same best moves.
     */
    public void check(Position p, String position) {
        MoveList legal = new MoveList();
        p.legalMoves(legal);
        Set<String> moves = typed(p, legal.toArray());
        assertThat(moves).as(position).isEqualTo(moves(position));
        Solver.Solution solution = Solver.solve(p, new AndOr());
        boolean won = won(position);
        assertThat(solution.outcome()).as(position).isEqualTo(won ? Outcome.WIN : Outcome.LOSS);
        // In a won position the best moves are the winning ones; in a lost one, every move.
        assertThat(typed(p, solution.bestMoves())).as(position).isEqualTo(won ? winningMoves(position) : moves);
    }

    /** The moves as typed, sorted. */
    public static Set<String> typed(Position p, int[] moves) {
        Set<String> out = new TreeSet<>();
        for (int move : moves) {
            out.add(p.formatMove(move));
        }
        return out;
    }
}
