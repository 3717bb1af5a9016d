package org.zermelo.endgame;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;

/**
 * The solver on random game graphs with cycles (a token moved along the arcs), against the other
 * classic method, which works backwards with predecessor lists and a count of each position's
 * undecided moves (a queue by distance); with the moves kept in memory and without.
 */
class RetrogradeSolverTest {

    /** A random graph of {@code size} positions: each an end (-1, 0, +1), no position, or moves in the slice and to slice 0. */
    private static final class RandomSlice implements Retrograde.Slice {
        final String name;
        final int size;
        final int[] end;
        final int[][] inSlice;
        final long[][] below;

        RandomSlice(String name, int size, RandomSlice lower, Random random) {
            int belowSize = lower == null ? 0 : lower.size;
            this.name = name;
            this.size = size;
            end = new int[size];
            inSlice = new int[size][];
            below = new long[size][];
            for (int i = 0; i < size; i++) {
                int kind = random.nextInt(20);
                end[i] = kind == 0 ? Retrograde.NOT_A_POSITION : kind == 1 ? -1 : kind == 2 ? 0 : kind == 3 ? 1 : Retrograde.IN_PLAY;
                inSlice[i] = new int[end[i] == Retrograde.IN_PLAY ? 1 + random.nextInt(3) : 0];
                below[i] = new long[end[i] == Retrograde.IN_PLAY && belowSize > 0 ? random.nextInt(2) : 0];
            }
            for (int i = 0; i < size; i++) {
                for (int k = 0; k < inSlice[i].length; k++) {
                    int to;
                    do {
                        to = random.nextInt(size);
                    } while (end[to] == Retrograde.NOT_A_POSITION);
                    inSlice[i][k] = to;
                }
                for (int k = 0; k < below[i].length; k++) {
                    int to;
                    do {
                        to = random.nextInt(belowSize);
                    } while (lower.end[to] == Retrograde.NOT_A_POSITION);
                    below[i][k] = to;
                }
            }
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public long size() {
            return size;
        }

        @Override
        public long indexOf(Position position) {
            return -1;
        }

        @Override
        public Retrograde.Walker walker() {
            return new Retrograde.Walker() {
                @Override
                public int explore(long index, Retrograde.Successors out) {
                    int i = (int) index;
                    for (int to : inSlice[i]) {
                        out.inSlice(to);
                    }
                    for (long to : below[i]) {
                        out.inSlice(0, to);
                    }
                    return end[i];
                }

                @Override
                public Position position(long index) {
                    return null;
                }
            };
        }
    }

    /** Value (+1, 0, -1, or 9 for no position) and distance of every position, by predecessor lists and counts. */
    private static int[][] backwards(RandomSlice s, Table below) {
        int n = s.size;
        int[] value = new int[n];
        int[] distance = new int[n];
        int[] undecided = new int[n];
        int[] slowestWin = new int[n];
        int[] fastestLoss = new int[n];
        List<List<Integer>> predecessors = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            predecessors.add(new ArrayList<>());
        }
        // (distance, position) pairs to decide, in order of distance.
        List<ArrayDeque<int[]>> byDistance = new ArrayList<>();
        for (int d = 0; d < 600; d++) {
            byDistance.add(new ArrayDeque<>());
        }
        boolean[] draw = new boolean[n];
        for (int i = 0; i < n; i++) {
            fastestLoss[i] = Integer.MAX_VALUE;
            if (s.end[i] != Retrograde.IN_PLAY) {
                value[i] = s.end[i] == Retrograde.NOT_A_POSITION ? 9 : s.end[i];
                continue;
            }
            value[i] = 2; // undecided
            undecided[i] = s.inSlice[i].length;
            for (int to : s.inSlice[i]) {
                predecessors.get(to).add(i);
            }
            for (long to : s.below[i]) {
                int v = below.value(to);
                int d = below.distance(to) + 1;
                if (v < 0) {
                    fastestLoss[i] = Math.min(fastestLoss[i], d);
                } else if (v == 0) {
                    draw[i] = true;
                } else {
                    slowestWin[i] = Math.max(slowestWin[i], d);
                }
            }
            if (fastestLoss[i] < Integer.MAX_VALUE) {
                byDistance.get(fastestLoss[i]).add(new int[] {i, 1});
            } else if (undecided[i] == 0 && !draw[i]) {
                byDistance.get(slowestWin[i]).add(new int[] {i, -1});
            }
        }
        for (int i = 0; i < n; i++) {
            if (value[i] == 1 || value[i] == -1) {
                byDistance.get(0).add(new int[] {i, 0});
            }
        }
        for (int d = 0; d < byDistance.size(); d++) {
            while (!byDistance.get(d).isEmpty()) {
                int[] e = byDistance.get(d).poll();
                int i = e[0];
                if (e[1] != 0) {
                    if (value[i] != 2) {
                        continue;
                    }
                    value[i] = e[1];
                    distance[i] = d;
                }
                for (int p : predecessors.get(i)) {
                    if (value[p] != 2) {
                        continue;
                    }
                    if (value[i] < 0) {
                        byDistance.get(d + 1).add(new int[] {p, 1});
                    } else if (--undecided[p] == 0 && !draw[p] && fastestLoss[p] == Integer.MAX_VALUE) {
                        byDistance.get(Math.max(d + 1, slowestWin[p])).add(new int[] {p, -1});
                    } else if (undecided[p] < 0) {
                        throw new AssertionError();
                    }
                }
            }
        }
        int[][] out = new int[n][];
        for (int i = 0; i < n; i++) {
            out[i] = new int[] {value[i] == 2 ? 0 : value[i], value[i] == 2 ? 0 : distance[i]};
        }
        return out;
    }

    @Test
    void forwardPassesAgreeWithPredecessorCountsWithTheMovesKeptOrNot() {
        for (int seed = 0; seed < 30; seed++) {
            Random random = new Random(seed);
            RandomSlice zero = new RandomSlice("zero", 300, null, random);
            RandomSlice one = new RandomSlice("one", 2000, zero, random);
            List<Retrograde.Slice> slices = List.of(zero, one);
            Table[] tables = new Table[2];
            tables[0] = RetrogradeSolver.solve(slices, 0, tables, 1, d -> { });
            Table kept = RetrogradeSolver.solve(slices, 1, tables, 2, d -> { }, Long.MAX_VALUE);
            Table asked = RetrogradeSolver.solve(slices, 1, tables, 1, d -> { }, 0);
            int[][] zeroExpected = backwards(zero, null);
            for (int i = 0; i < zero.size; i++) {
                assertThat(new int[] {tables[0].value(i) == Retrograde.NOT_A_POSITION ? 9 : tables[0].value(i),
                    tables[0].distance(i)}).as("seed " + seed + " zero " + i).containsExactly(zeroExpected[i]);
            }
            int[][] expected = backwards(one, tables[0]);
            for (int i = 0; i < one.size; i++) {
                for (Table t : new Table[] {kept, asked}) {
                    assertThat(new int[] {t.value(i) == Retrograde.NOT_A_POSITION ? 9 : t.value(i), t.distance(i)})
                            .as("seed " + seed + " one " + i).containsExactly(expected[i]);
                }
            }
            assertThat(kept.draws()).as("seed " + seed).isPositive();
        }
    }
}
