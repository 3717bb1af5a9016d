package org.zermelo.game;

import java.util.ArrayList;
import java.util.List;

/**
 * A position of a two-player game, changed in place: the search plays a move, looks at the
 * result and undoes it ("jouer et déjouer des coups"), which is both the course's way of
 * writing the algorithms and the fastest one.
 *
 * <p>Conventions every implementation keeps:
 * <ul>
 *   <li>Moves are {@code int}s in the game's own encoding; {@link #formatMove} and
 *       {@link #parseMove} translate them to and from the game's notation.</li>
 *   <li>A position that is not terminal has at least one legal move; a game in which a player
 *       may be unable to move returns its PASS move instead of nothing.</li>
 *   <li>Values are exact game values for the side to move ({@code +1}, {@code 0}, {@code -1}
 *       for win/draw/loss games, or the game's own score such as a disc difference).</li>
 *   <li>{@code toString()} returns the position in the game's notation, the one its
 *       {@link Game#parse} reads back.</li>
 *   <li>Instances are not thread-safe: parallel searches each work on a {@link #copy()}.</li>
 * </ul>
 */
public interface Position {

    /** 0 for the player who moved first in the game, 1 for the other. */
    int sideToMove();

    /** Clears {@code out} and fills it with the legal moves; empty only when terminal. */
    void legalMoves(MoveList out);

    /** Plays a legal move. Playing an illegal move is undefined behaviour: check first. */
    void play(int move);

    /** Undoes the last move played, restoring the exact previous position and hash. */
    void undo();

    /** True when the game is over. */
    boolean isTerminal();

    /** The exact value of a terminal position for the side to move, in the game's scale. */
    int terminalValue();

    /**
     * The score a search gives this terminal position, found {@code ply} moves below the
     * search root: by default {@link Scores#terminal}, which prefers the faster win and the
     * slower loss. A game whose values already encode the distance may return them as they are.
     */
    default int terminalScore(int ply) {
        return Scores.terminal(terminalValue(), ply);
    }

    /** A 64-bit key of the position, side to move included (Zobrist, kept incrementally). */
    long hash();

    /** The move in the game's notation. */
    String formatMove(int move);

    /**
     * The moves of a line from this position (a principal variation), each in the game's notation:
     * played out on a copy, so that each is written in the position it is played from.
     */
    default List<String> formatLine(int[] moves) {
        Position p = copy();
        List<String> out = new ArrayList<>();
        for (int move : moves) {
            out.add(p.formatMove(move));
            p.play(move);
        }
        return out;
    }

    /**
     * Reads a legal move in the game's notation.
     *
     * @throws IllegalArgumentException with a message that says what is expected, when the
     *     text is not a move or the move is not legal here
     */
    int parseMove(String text);

    /** An independent copy with the same state; undoing past the copy point is not required. */
    Position copy();
}
