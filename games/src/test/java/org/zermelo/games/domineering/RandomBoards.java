package org.zermelo.games.domineering;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * Seeded random Domineering positions for property tests, written in the notation: boards of
 * up to 30 cells (5x6, 6x5 and smaller) with random filled cells, and positions reached by
 * random play from the empty board; either side to move.
 */
final class RandomBoards {

    private static final DomineeringGame GAME = new DomineeringGame();

    private RandomBoards() {}

    /**
     * {@code count} boards: a random size, each cell filled with a probability drawn between
     * {@code minFill} and {@code maxFill} for the board.
     */
    static List<String> filled(long seed, int count, double minFill, double maxFill) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> boards = new ArrayList<>();
        while (boards.size() < count) {
            int rows = 1 + random.nextInt(6);
            int cols = 1 + random.nextInt(6);
            if (rows * cols > 30) {
                continue;
            }
            boards.add(board(random, rows, cols, minFill + random.nextDouble() * (maxFill - minFill)));
        }
        return boards;
    }

    /** A rows x cols board, each cell filled with probability {@code fill}, either side to move. */
    static String board(SplittableRandom random, int rows, int cols, double fill) {
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            s.append(r > 0 ? "/" : "");
            for (int c = 0; c < cols; c++) {
                s.append(random.nextDouble() < fill ? '#' : '.');
            }
        }
        return s.append(random.nextBoolean() ? ":V" : ":H").toString();
    }

    /**
     * {@code count} positions reached by random moves from an empty board of a random size
     * (up to 30 cells), after at least {@code minPlies} moves when the game lasts that long.
     */
    static List<String> played(long seed, int count, int minPlies) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> positions = new ArrayList<>();
        MoveList moves = new MoveList();
        while (positions.size() < count) {
            int rows = 1 + random.nextInt(6);
            int cols = 1 + random.nextInt(6);
            if (rows * cols > 30) {
                continue;
            }
            Position p = GAME.board(rows, cols, random.nextInt(2));
            int plies = minPlies + random.nextInt(8);
            for (int i = 0; i < plies; i++) {
                p.legalMoves(moves);
                if (moves.isEmpty()) {
                    break;
                }
                p.play(moves.get(random.nextInt(moves.size())));
            }
            positions.add(p.toString());
        }
        return positions;
    }
}
