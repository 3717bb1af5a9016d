package org.zermelo.games.tictactoe;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;

/**
 * The course's evaluation: the lines (rows, columns, diagonals) still open for the side to
 * move (no mark of the opponent on them) minus those still open for the opponent. On the
 * empty board 8 - 8 = 0; with X in the centre and O on an edge, X to move, 6 - 4 = 2.
 */
public final class OpenLines implements Evaluator {

    @Override
    public int evaluate(Position position) {
        TicTacToe board = (TicTacToe) position;
        int me = board.sideToMove();
        return open(board.board(1 - me)) - open(board.board(me));
    }

    /** The number of lines with no mark of the player whose board is {@code opponent}. */
    private static int open(int opponent) {
        int count = 0;
        for (int line : TicTacToe.LINES) {
            if ((opponent & line) == 0) {
                count++;
            }
        }
        return count;
    }
}
