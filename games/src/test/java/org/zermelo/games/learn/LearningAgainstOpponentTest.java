package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.learn.Network;
import org.zermelo.learn.Opponent;
import org.zermelo.learn.Table;
import org.zermelo.learn.TabularTd;
import org.zermelo.learn.TdLearning;
import org.zermelo.learn.WeightsFile;

/**
 * TD against an opponent, checked by hand: in one game against a deterministic opponent (it
 * takes the first free cell), the positions the learner's moves leave are exactly those the
 * opponent is asked about, and only they learn: with alpha 0.1, the last of them goes from 0.5 to
 * 0.55 when the learner's next move wins (the slide's figure), to 0.45 when the opponent's reply
 * wins, the others stay 0.5; the opponent's positions are never valued.
 */
class LearningAgainstOpponentTest {

    private static final Game TICTACTOE = Games.byName("tictactoe");

    /** The first legal move, remembering each position it is asked about (the learner's positions). */
    private static final class FirstMove implements Opponent {
        final List<Position> asked = new ArrayList<>();
        private final MoveList moves = new MoveList();

        @Override
        public int move(Position position) {
            asked.add(position.copy());
            return first(position, moves);
        }

        static int first(Position position, MoveList moves) {
            position.legalMoves(moves);
            return moves.get(0);
        }
    }

    /**
     * The game's result for the learner after its last position {@code left} (1 won, 0.5 drawn, 0
     * lost): the opponent's reply, then, if the game goes on, the learner's move, which wins if a
     * move can (greedy: a win is worth 1 to its mover, any other move 0.5 or less), else fills the last cell.
     */
    private static double resultAfter(Position left) {
        MoveList moves = new MoveList();
        Position p = left.copy();
        p.play(FirstMove.first(p, moves));
        if (p.isTerminal()) {
            return p.terminalValue() < 0 ? 0 : 0.5; // the opponent's move won, or filled the board
        }
        p.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            boolean won = p.isTerminal() && p.terminalValue() < 0;
            p.undo();
            if (won) {
                return 1;
            }
        }
        assertThat(moves.size()).as("the learner's move ended the game: a win, or the last cell").isEqualTo(1);
        return 0.5;
    }

    @Test
    void oneGameOneUpdateAsTheSlideSays() {
        for (long seed = 1; seed <= 20; seed++) {
            Table table = new Table();
            FirstMove opponent = new FirstMove();
            TabularTd learning = TabularTd.against(table, TICTACTOE.start(), new TabularTd.Settings(1, 0.1, 0.1, 0, 0, seed), opponent);
            assertThat(learning.learn(1, n -> { }, () -> false)).isEqualTo(1);
            List<Position> left = opponent.asked;
            assertThat(left).as("the learner moves first in the first game").isNotEmpty()
                    .allSatisfy(p -> assertThat(p.sideToMove()).isEqualTo(1));
            assertThat(table.size()).as("only the learner's positions are valued, seed %d", seed).isEqualTo(left.size());
            for (int i = 0; i < left.size() - 1; i++) {
                assertThat(table.value(left.get(i))).as("toward 0.5, the next one's value then").isEqualTo(0.5);
            }
            double result = resultAfter(left.get(left.size() - 1));
            assertThat(table.value(left.get(left.size() - 1))).as("seed %d", seed).isCloseTo(0.5 + 0.1 * (result - 0.5), within(1e-12));
            // The opponent's positions (after its replies, the learner to move) are never valued.
            for (Position p : left) {
                Position reply = p.copy();
                reply.play(FirstMove.first(reply, new MoveList()));
                assertThat(reply.isTerminal() || table.value(reply) == 0.5).isTrue();
            }
        }
    }

    @Test
    void theLearnerTakesTheSecondColourInOddGames() {
        Table table = new Table();
        FirstMove opponent = new FirstMove();
        TabularTd learning = TabularTd.against(table, TICTACTOE.start(), new TabularTd.Settings(2, 0.1, 0.1, 0, 0, 3), opponent);
        learning.learn(1, n -> { }, () -> false);
        int first = opponent.asked.size();
        learning.learn(1, n -> { }, () -> false);
        List<Position> second = opponent.asked.subList(first, opponent.asked.size());
        assertThat(second.get(0).toString()).as("the opponent opens the second game").isEqualTo(".........");
        assertThat(second).allSatisfy(p -> assertThat(p.sideToMove()).isEqualTo(0));
    }

    /**
     * A network from zero weights, TD(0), one game: every value met is 0 but the result's, so the
     * learner's last position moves toward the result and then each earlier one toward 0 (its
     * successor's value when the game was played), from the last back: nothing else moves.
     */
    @Test
    void aNetworkLearnsFromTheLearnersPositionsOnly() {
        for (long seed = 1; seed <= 10; seed++) {
            Network network = new Network(WeightsFile.encoding(TICTACTOE, "ntuple3"));
            List<FirstMove> opponents = new ArrayList<>();
            TdLearning learning = TdLearning.against(network, TICTACTOE.start(), new TdLearning.Settings(1, 0.3, 0.3, 0, 0, 0, 0, false,
                    seed, 1), () -> {
                        FirstMove o = new FirstMove();
                        opponents.add(o);
                        return o;
                    });
            assertThat(learning.learn(1, n -> { }, () -> false)).isEqualTo(1);
            List<Position> left = opponents.get(0).asked;
            Network expected = new Network(WeightsFile.encoding(TICTACTOE, "ntuple3"));
            Position last = left.get(left.size() - 1);
            double forLearner = 2 * resultAfter(last) - 1;
            expected.learn(last, -forLearner, 0.3); // for the side to move there: the opponent
            for (int i = left.size() - 2; i >= 0; i--) {
                expected.learn(left.get(i), 0, 0.3);
            }
            assertThat(network.weightsCopy()).as("seed %d", seed).containsExactly(expected.weightsCopy());
        }
    }
}
