package org.zermelo.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import org.zermelo.game.MoveList;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Solver;

/** A game's {@link Oracle} checked against the course's AND/OR labelling, which never looks at it. */
public final class OracleCheck {

    private OracleCheck() {}

    /**
     * Checks that the oracle knows the value of {@code position} (a position of a game without
     * draws that implements {@link Oracle}) and that it is AND/OR's; and that the winning moves
     * AND/OR finds are exactly the moves to positions the oracle says lost, or, in a lost position,
     * that the oracle says no move leads to one.
     */
    public static void agreesWithAndOr(Position position) {
        String what = position.toString();
        int known = ((Oracle) position).knownValue();
        if (position.isTerminal()) {
            assertThat(known).as(what + ": over").isEqualTo(position.terminalValue());
            return;
        }
        Solver.Solution s = Solver.solve(position, Algorithms.create("andor", null));
        assertThat(known).as(what).isEqualTo(s.value());
        MoveList moves = new MoveList();
        MoveList toLost = new MoveList();
        position.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            position.play(moves.get(i));
            if (((Oracle) position).knownValue() < 0) {
                toLost.add(moves.get(i));
            }
            position.undo();
        }
        if (s.value() > 0) {
            assertThat(s.bestMoves()).as(what + ": the winning moves").containsExactly(toLost.toArray());
        } else {
            assertThat(toLost.isEmpty()).as(what + ": lost, no move to a lost position").isTrue();
            assertThat(s.bestMoves()).as(what + ": lost, every move is as good").containsExactly(moves.toArray());
        }
    }
}
