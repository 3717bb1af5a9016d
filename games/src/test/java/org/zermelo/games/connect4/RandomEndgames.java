package org.zermelo.games.connect4;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded positions late in the game, where brute force is cheap: random games in which a player
 * completes four only when every move does, stopped with a chosen number of empty cells. Many
 * of them have threats on the board, forced blocks and moves that lose at once, which is what
 * the exact abilities are about. Such games leave many threats, so a position where the side to
 * move can win at once is kept only one time in three, for a sample with every kind. Made with
 * the naive rules, so that the game's code chooses nothing.
 */
final class RandomEndgames {

    private RandomEndgames() {}

    /** {@code count} positions in the notation, each with {@code minEmpty} to {@code maxEmpty} empty cells. */
    static List<String> positions(long seed, int count, int minEmpty, int maxEmpty) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> positions = new ArrayList<>();
        while (positions.size() < count) {
            int empty = random.nextInt(minEmpty, maxEmpty + 1);
            NaiveConnectFour game = new NaiveConnectFour();
            while (!game.over() && game.notation().length() < NaiveConnectFour.COLUMNS * NaiveConnectFour.ROWS - empty) {
                List<Integer> quiet = new ArrayList<>();
                List<Integer> legal = game.legal();
                for (int col : legal) {
                    if (!game.winsAt(col)) {
                        quiet.add(col);
                    }
                }
                List<Integer> from = quiet.isEmpty() ? legal : quiet;
                game.play(from.get(random.nextInt(from.size())));
            }
            boolean winsAtOnce = game.legal().stream().anyMatch(game::winsAt);
            if (!game.over() && (!winsAtOnce || random.nextInt(3) == 0)) {
                positions.add(game.notation());
            }
        }
        return positions;
    }

    /** A whole game of 42 moves in which nobody made four. */
    static String drawnGame(long seed) {
        for (String position : positions(seed, 100, 1, 1)) {
            NaiveConnectFour game = NaiveConnectFour.of(position);
            int last = game.legal().get(0);
            if (!game.winsAt(last)) {
                game.play(last);
                return game.notation();
            }
        }
        throw new AssertionError("no drawn game in 100 tries");
    }
}
