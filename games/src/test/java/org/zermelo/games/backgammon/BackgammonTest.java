package org.zermelo.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Chance;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.search.Perft;

class BackgammonTest {

    private final BackgammonGame game = new BackgammonGame();

    @Test
    void theStartIsGnuBackgammonsStartingPositionIdAndRollsNoDouble() {
        Backgammon start = new Backgammon();
        assertThat(start).hasToString("4HPwATDgc/ABMA");
        assertThat(start.pips(0)).isEqualTo(167);
        MoveList rolls = new MoveList();
        start.legalMoves(rolls);
        assertThat(rolls.size()).isEqualTo(15);
        double sum = 0;
        for (int i = 0; i < rolls.size(); i++) {
            assertThat(start.formatMove(rolls.get(i))).doesNotMatch("(.)\\1");
            sum += start.probability(rolls.get(i));
        }
        assertThat(sum).isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void laterRollsAreTheTwentyOneWithDoublesHalfAsLikely() {
        Position p = game.parse("sGfwATDgc/ABMA");
        MoveList rolls = new MoveList();
        p.legalMoves(rolls);
        assertThat(rolls.size()).isEqualTo(21);
        double sum = 0;
        for (int i = 0; i < rolls.size(); i++) {
            String roll = p.formatMove(rolls.get(i));
            double probability = ((Chance) p).probability(rolls.get(i));
            assertThat(probability).as(roll).isEqualTo(roll.charAt(0) == roll.charAt(1) ? 1.0 / 36 : 1.0 / 18);
            sum += probability;
        }
        assertThat(sum).isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-12));
    }

    /**
     * The number of moves of each roll from the starting board, as GNU Backgammon 1.07's hint
     * lists them (one line per distinct position: 'set board 4HPwATDgc/ABMA', 'set dice H L',
     * 'hint 10000'); doubles cannot open a game, but the board can be given any roll.
     */
    @Test
    void everyRollFromTheStartHasGnuBackgammonsNumberOfMoves() {
        String counts = "11:42 21:15 22:75 31:16 32:17 33:73 41:14 42:18 43:17 44:52 51:8 52:8 53:9 54:9 55:4 "
                + "61:10 62:14 63:14 64:14 65:7 66:11";
        for (String entry : counts.split(" ")) {
            String roll = entry.substring(0, 2);
            int expected = Integer.parseInt(entry.substring(3));
            Backgammon p = new Backgammon(startBoard(), startBoard(), (roll.charAt(0) - '0') << 3 | (roll.charAt(1) - '0'));
            MoveList moves = new MoveList();
            p.legalMoves(moves);
            assertThat(moves.size()).as(roll).isEqualTo(expected);
        }
    }

    @Test
    void theMovesOf66AndOf55FromTheStartAreTheKnownOnes() {
        Backgammon p = new Backgammon(startBoard(), startBoard(), 6 << 3 | 6);
        assertThat(names(p)).contains("24/18(2) 13/7(2)", "13/7(4)", "24/18 13/7 8/2(2)").hasSize(11);
        p = new Backgammon(startBoard(), startBoard(), 5 << 3 | 5);
        // As GNU Backgammon writes them (6/1 is blocked by the opponent's two checkers on its 24-point).
        assertThat(names(p)).containsExactlyInAnyOrder("13/3(2)", "13/3 8/3(2)", "13/3 13/8(2)", "13/8(4)");
    }

    @Test
    void theGeneratorFindsTheSamePositionsAsTheRulesWrittenNaivelyAlongRandomGames() {
        SplittableRandom random = new SplittableRandom(30);
        MoveList moves = new MoveList();
        int compared = 0;
        for (int g = 0; g < 40; g++) {
            Backgammon p = new Backgammon();
            while (!p.isTerminal()) {
                if (p.isChanceNode()) {
                    int[][] b = {p.mine().clone(), p.theirs().clone()};
                    for (int high = 1; high <= 6; high++) {
                        for (int low = 1; low <= high; low++) {
                            Backgammon rolled = new Backgammon(b[0], b[1], high << 3 | low);
                            assertThat(results(rolled)).as("%s:%d%d", p, high, low)
                                    .isEqualTo(BruteForceMoves.results(b[0], b[1], high, low));
                            compared++;
                        }
                    }
                }
                p.legalMoves(moves);
                p.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(compared).isGreaterThan(40 * 21 * 40);
    }

    /** The positions a rolled position's moves reach, as {@link BruteForceMoves#text}, each move once. */
    private static Set<String> results(Backgammon rolled) {
        MoveList moves = new MoveList();
        rolled.legalMoves(moves);
        Set<String> results = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            rolled.play(moves.get(i));
            int[][] after = {rolled.mine().clone(), rolled.theirs().clone()}; // the opponent now moves
            assertThat(results.add(BruteForceMoves.text(after[1], after[0]))).as("a move listed twice at %s", rolled).isTrue();
            rolled.undo();
        }
        return results;
    }

    /**
     * Backgammon's perft from the start: the opening's 15 rolls, then each roll's distinct moves,
     * then the 21 rolls, and so on (a chance node is a ply); to depth 4 counted by the naive rules
     * too. ({@code zermelo perft backgammon 6}.)
     */
    @Test
    void perftFromTheStart() {
        long[] expected = {1, 15, 190, 3990, 89_153, 1_872_213, 48_678_745};
        for (int depth = 0; depth <= 6; depth++) {
            assertThat(Perft.count(new Backgammon(), depth)).as("depth %d", depth).isEqualTo(expected[depth]);
        }
        for (int depth = 0; depth <= 4; depth++) {
            assertThat(Perft.count(new Backgammon(), depth)).as("depth %d", depth)
                    .isEqualTo(naivePerft(startBoard(), startBoard(), true, depth));
        }
    }

    private static long naivePerft(int[] mine, int[] theirs, boolean toRoll, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (theirs[0] == 15) {
            return 0;
        }
        long count = 0;
        if (toRoll) {
            boolean opening = Backgammon.isStartingBoard(mine) && Backgammon.isStartingBoard(theirs);
            for (int high = 1; high <= 6; high++) {
                for (int low = 1; low <= high; low++) {
                    if (!(opening && low == high)) {
                        count += depth == 1 ? 1 : naiveAfterRoll(mine, theirs, high, low, depth - 1);
                    }
                }
            }
            return count;
        }
        throw new IllegalStateException();
    }

    private static long naiveAfterRoll(int[] mine, int[] theirs, int high, int low, int depth) {
        Set<String> results = BruteForceMoves.results(mine, theirs, high, low);
        if (depth == 1) {
            return results.size();
        }
        long count = 0;
        for (String r : results) {
            String[] halves = r.split(" \\| ");
            int[] m = board(halves[0]);
            int[] t = board(halves[1]);
            count += naivePerft(t, m, true, depth - 1);
        }
        return count;
    }

    private static int[] board(String text) {
        String[] items = text.substring(1, text.length() - 1).split(", ");
        int[] board = new int[items.length];
        for (int i = 0; i < items.length; i++) {
            board[i] = Integer.parseInt(items[i]);
        }
        return board;
    }

    private static java.util.List<String> names(Backgammon p) {
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        java.util.List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            names.add(p.formatMove(moves.get(i)));
        }
        return names;
    }

    static int[] startBoard() {
        int[] b = new int[26];
        b[24] = 2;
        b[13] = 5;
        b[8] = 3;
        b[6] = 5;
        return b;
    }
}
