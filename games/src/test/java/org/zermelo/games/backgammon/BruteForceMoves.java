package org.zermelo.games.backgammon;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The rules of a move written again, naively, to check the move generator: every order of the
 * dice, every checker, each step's legality found by scanning the whole board again (the bar,
 * all checkers home, the highest point), hits played on the opponent's board; then the
 * sequences that play the most dice, the larger die when only one plays, and the results as
 * text, duplicates merged by a set.
 */
final class BruteForceMoves {

    private record Result(String boards, int dice, int firstDie) {}

    private BruteForceMoves() {}

    /** The positions {@code mine} (to move) can reach with {@code high}-{@code low}, as {@link #text} of the boards after. */
    static Set<String> results(int[] mine, int[] theirs, int high, int low) {
        List<Result> all = new ArrayList<>();
        List<int[]> orders = high == low ? List.of(new int[] {high, high, high, high})
                : List.of(new int[] {high, low}, new int[] {low, high});
        for (int[] order : orders) {
            walk(mine.clone(), theirs.clone(), order, 0, -1, all);
        }
        int most = 0;
        for (Result r : all) {
            most = Math.max(most, r.dice());
        }
        boolean larger = false;
        for (Result r : all) {
            larger |= most == 1 && high != low && r.dice() == 1 && r.firstDie() == high;
        }
        Set<String> results = new TreeSet<>();
        for (Result r : all) {
            if (r.dice() == most && (!larger || r.firstDie() == high)) {
                results.add(r.boards());
            }
        }
        return results;
    }

    private static void walk(int[] mine, int[] theirs, int[] dice, int k, int firstDie, List<Result> out) {
        boolean moved = false;
        if (k < dice.length) {
            int die = dice[k];
            for (int from = 25; from >= 1; from--) {
                if (!legal(mine, theirs, from, die)) {
                    continue;
                }
                moved = true;
                int[] m = mine.clone();
                int[] t = theirs.clone();
                int to = from - die < 1 ? 0 : from - die;
                m[from]--;
                m[to]++;
                if (to >= 1 && t[25 - to] == 1) {
                    t[25 - to] = 0;
                    t[25]++;
                }
                walk(m, t, dice, k + 1, k == 0 ? die : firstDie, out);
            }
        }
        if (!moved) {
            out.add(new Result(text(mine, theirs), k, firstDie));
        }
    }

    private static boolean legal(int[] mine, int[] theirs, int from, int die) {
        if (mine[from] == 0) {
            return false;
        }
        if (mine[25] > 0 && from != 25) {
            return false;
        }
        int to = from - die;
        if (to >= 1) {
            return theirs[25 - to] < 2;
        }
        for (int p = 7; p <= 25; p++) {
            if (mine[p] > 0) {
                return false;
            }
        }
        if (to == 0) {
            return true;
        }
        for (int p = 6; p > from; p--) {
            if (mine[p] > 0) {
                return false;
            }
        }
        return true;
    }

    /** The two boards as text: the mover's, then the opponent's. */
    static String text(int[] mine, int[] theirs) {
        return Arrays.toString(mine) + " | " + Arrays.toString(theirs);
    }
}
