package org.zermelo.endgame;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;
import org.zermelo.game.Retrograde;

/**
 * Solves one slice of a {@link Retrograde} game, the slices its moves leave to already solved:
 * won, drawn or lost for the side to move, with the distance to the end, for every position.
 *
 * <p>The method is forward iteration by distance, pass after pass over the slice:
 *
 * <pre>
 * pass 0: positions where the game is over get their value, distance 0
 * pass p: a position still undecided is won in p plies if one of its moves leads to a position
 *         lost in p - 1 plies or fewer (known before this pass); lost in p plies if every move
 *         leads to a position won in p - 1 plies or fewer
 * stop:   after a pass that decided nothing, once no position of another slice has a distance
 *         of p or more; the positions still undecided are draws (no side can force the end)
 * </pre>
 *
 * <p>A value found in pass p is not used again in pass p (its distance is p), so the result does
 * not depend on the order of the positions in a pass, nor on how the threads share them; the
 * distances are exact: the fastest win, the slowest loss. The solver asks a game for its moves
 * alone, which every game has, never for unmoves (with checkers' compulsory captures to undo, a
 * second move generator to get right).
 *
 * <p>Pass 0, shared among the threads, explores every position and keeps its moves; the moves
 * are then turned round, each position listing its predecessors, and the other passes are done
 * by the classic method backwards (one thread): what distance p decided tells its predecessors
 * what they are at p + 1, so each move is looked at once, not once a pass
 * ({@code Graph#propagate}; the same values). Where the moves would not fit in the memory the
 * passes are done as written above, each asking the game again for the moves of the positions
 * still undecided (slower, never wrong).
 *
 * <p>During a pass each position's value and distance are one {@code short}, written once, so
 * threads reading it see either the value before the pass or the one of this pass, never half.
 */
public final class RetrogradeSolver {

    /** Undecided during the passes; a draw once they end. */
    private static final int UNDECIDED = Table.DRAW;

    /** Indices a thread takes at a time. */
    private static final int CHUNK = 1 << 14;

    private RetrogradeSolver() {}

    /**
     * Solves slice number {@code number} of {@code slices}.
     *
     * @param solved the tables of the slices before it (those its moves may enter), by number
     * @param threads the threads exploring the positions, 1 or more
     * @param passDone told after each pass the number of positions it decided (from one of the threads)
     * @throws IllegalArgumentException when the slice is too large for one table, or a distance
     *     is beyond {@link Table#MAX_DISTANCE} plies
     */
    public static Table solve(List<Retrograde.Slice> slices, int number, Table[] solved, int threads, IntConsumer passDone) {
        Runtime rt = Runtime.getRuntime();
        return solve(slices, number, solved, threads, passDone, (rt.maxMemory() - (rt.totalMemory() - rt.freeMemory())) / 2);
    }

    /** {@link #solve}, the moves kept in at most {@code graphBudget} bytes (beyond, each pass asks the game again). */
    static Table solve(List<Retrograde.Slice> slices, int number, Table[] solved, int threads, IntConsumer passDone,
                       long graphBudget) {
        Retrograde.Slice slice = slices.get(number);
        if (slice.size() > Integer.MAX_VALUE - 64) {
            throw new IllegalArgumentException("slice " + slice.name() + " has " + slice.size()
                    + " indices: a table holds at most " + (Integer.MAX_VALUE - 64));
        }
        int size = (int) slice.size();
        short[] state = new short[size];
        Graph graph = new Graph(size, graphBudget);
        passDone.accept((int) Math.min(pass(slice, state, solved, 0, threads, graph), Integer.MAX_VALUE));
        if (!graph.dropped && graph.invert(state)) {
            graph.propagate(slice, state, passDone);
        } else {
            int longestBefore = 0;
            for (int i = 0; i < number; i++) {
                if (solved[i] != null) {
                    longestBefore = Math.max(longestBefore, solved[i].longest());
                }
            }
            for (int pass = 1; ; pass++) {
                long decided = pass(slice, state, solved, pass, threads, graph);
                passDone.accept((int) Math.min(decided, Integer.MAX_VALUE));
                if (decided == 0 && pass > longestBefore) {
                    break;
                }
                if (pass >= Table.MAX_DISTANCE) {
                    throw beyond(slice);
                }
            }
        }
        long[] values = new long[(size + 31) / 32];
        byte[] distances = new byte[size];
        for (int i = 0; i < size; i++) {
            values[i >>> 5] |= (long) (state[i] & 3) << ((i & 31) << 1);
            distances[i] = (byte) (state[i] >>> 2);
        }
        return new Table(slice.name(), size, values, distances);
    }

    private static IllegalArgumentException beyond(Retrograde.Slice slice) {
        return new IllegalArgumentException("slice " + slice.name() + " has positions decided beyond "
                + Table.MAX_DISTANCE + " plies: a table keeps distances up to " + Table.MAX_DISTANCE);
    }

    /**
     * The moves of the slice's positions as pass 0 found them: for each position, the indices its
     * moves reach in the slice, and what its moves leaving the slice are known to be (the fastest
     * loss among them, the slowest win, or a draw). Kept by chunks of {@link #CHUNK} positions,
     * each chunk made by the thread that explored it; then turned round ({@link #invert}: the
     * positions each position is reached from) for {@link #propagate}. Dropped (the passes then
     * explore again) when it would take more than its budget of memory.
     */
    private static final class Graph {

        /** No loss among the moves leaving the slice; a loss or a draw among them (so never all wins). */
        static final int NO_LOSS = 0xFF;
        static final int NOT_ALL_WINS = 0xFF;

        final int[][] start;
        final int[][] edges;
        final byte[] outLoss;
        final byte[] outWin;
        private final AtomicLong bytes = new AtomicLong();
        private final long budget;
        volatile boolean dropped;

        Graph(int size, long budget) {
            int chunks = (size + CHUNK - 1) / CHUNK;
            start = new int[chunks][];
            edges = new int[chunks][];
            outLoss = new byte[size];
            outWin = new byte[size];
            this.budget = budget - 2L * size;
            dropped = this.budget < 0;
        }

        /** Keeps a chunk's edges, unless that is beyond the budget (then the whole graph is dropped). */
        void keep(int chunk, int[] chunkStart, int[] chunkEdges, int count) {
            if (dropped || bytes.addAndGet(4L * (chunkStart.length + count)) > budget) {
                dropped = true;
                return;
            }
            start[chunk] = chunkStart;
            edges[chunk] = java.util.Arrays.copyOf(chunkEdges, count);
        }

        /** After pass 0, where each position's moves lead: its predecessors. */
        private int[] first;
        private int[] predecessors;
        /** For each position, its moves in the slice not yet known to lead to a win. */
        private int[] left;

        /**
         * Lists each position's predecessors (the positions with a move to it), in place of the
         * moves; false (the graph dropped) when that is beyond the budget.
         */
        boolean invert(short[] state) {
            int size = state.length;
            long count = 0;
            for (int[] e : edges) {
                count += e == null ? 0 : e.length;
            }
            if (count > Integer.MAX_VALUE - 64 || bytes.addAndGet(4 * count + 8L * size) > budget) {
                dropped = true;
                return false;
            }
            first = new int[size + 1];
            left = new int[size];
            for (int c = 0; c < edges.length; c++) {
                int from = c * CHUNK;
                for (int i = 0; i < start[c].length - 1; i++) {
                    left[from + i] = start[c][i + 1] - start[c][i];
                }
                for (int target : edges[c]) {
                    if ((state[target] & 3) == Table.NONE) {
                        throw new IllegalStateException("a move leads to index " + target + ", which names no position");
                    }
                    first[target]++;
                }
            }
            for (int i = 1; i <= size; i++) {
                first[i] += first[i - 1];
            }
            predecessors = new int[(int) count];
            for (int c = 0; c < edges.length; c++) {
                int from = c * CHUNK;
                for (int i = 0; i < start[c].length - 1; i++) {
                    for (int e = start[c][i]; e < start[c][i + 1]; e++) {
                        predecessors[--first[edges[c][e]]] = from + i;
                    }
                }
                start[c] = null;
                edges[c] = null;
            }
            return true;
        }

        /**
         * Decides the positions pass 0 left undecided, from the values known by then, distance by
         * distance: the classic method backwards from what each distance decided, which looks at
         * each move once where the passes would look at the moves of every undecided position
         * again at each distance. A position lost at distance d makes each of its predecessors
         * won at d + 1 (unless decided before); a position won at d counts down the moves of its
         * predecessors not known to lead to wins, and one left with none, and whose moves leaving
         * the slice all lead to wins too, is lost one ply after the slowest of them. The same
         * values and distances as the passes.
         */
        void propagate(Retrograde.Slice slice, short[] state, IntConsumer passDone) {
            Levels wins = new Levels();
            Levels losses = new Levels();
            // What the moves leaving the slice tell, then the positions decided in pass 0 (where the game is over).
            for (int i = 0; i < state.length; i++) {
                int loss = outLoss[i] & 0xFF;
                if ((state[i] & 3) == UNDECIDED && loss != NO_LOSS) {
                    outLoss[i] = (byte) NO_LOSS;
                    winAt(loss + 1, i, wins, slice);
                } else if ((state[i] & 3) == UNDECIDED && left[i] == 0 && (outWin[i] & 0xFF) != NOT_ALL_WINS) {
                    losses.add((outWin[i] & 0xFF) + 1, i, slice);
                }
            }
            for (int i = 0; i < state.length; i++) {
                int code = state[i] & 3;
                if (code == Table.WIN || code == Table.LOSS) {
                    decided(i, 0, code == Table.WIN, state, wins, losses, slice);
                }
            }
            for (int d = 1; d <= Math.max(wins.last, losses.last); d++) {
                int decided = 0;
                for (Levels level : new Levels[] {wins, losses}) {
                    int[] list = level.lists[d];
                    for (int n = 0; n < level.counts[d]; n++) {
                        int i = list[n];
                        if ((state[i] & 3) == UNDECIDED) {
                            state[i] = (short) (d << 2 | (level == wins ? Table.WIN : Table.LOSS));
                            decided++;
                            decided(i, d, level == wins, state, wins, losses, slice);
                        }
                    }
                    level.lists[d] = null;
                }
                passDone.accept(decided);
            }
        }

        /**
         * Position {@code i} will be won at distance {@code d} unless sooner: listed at {@code d}
         * unless listed at {@code d} or sooner already, so that each position is listed a few
         * times at most, not once a move. {@link #outLoss}, read before, keeps the distance a
         * position is listed at from then on.
         */
        private void winAt(int d, int i, Levels wins, Retrograde.Slice slice) {
            if (d > Table.MAX_DISTANCE) {
                throw beyond(slice);
            }
            if ((outLoss[i] & 0xFF) > d) {
                outLoss[i] = (byte) d;
                wins.add(d, i, slice);
            }
        }

        /** Position {@code i} is decided at distance {@code d}: what that tells its predecessors. */
        private void decided(int i, int d, boolean won, short[] state, Levels wins, Levels losses, Retrograde.Slice slice) {
            for (int p = first[i]; p < first[i + 1]; p++) {
                int pred = predecessors[p];
                if ((state[pred] & 3) != UNDECIDED) {
                    continue;
                }
                if (!won) {
                    winAt(d + 1, pred, wins, slice);
                } else if (--left[pred] == 0 && (outWin[pred] & 0xFF) != NOT_ALL_WINS) {
                    losses.add(Math.max(d, outWin[pred] & 0xFF) + 1, pred, slice);
                }
            }
        }
    }

    /** Positions to decide, by distance. */
    private static final class Levels {
        final int[][] lists = new int[Table.MAX_DISTANCE + 1][];
        final int[] counts = new int[Table.MAX_DISTANCE + 1];
        int last;

        void add(int distance, int index, Retrograde.Slice slice) {
            if (distance > Table.MAX_DISTANCE) {
                throw beyond(slice);
            }
            int[] list = lists[distance];
            if (list == null) {
                list = lists[distance] = new int[64];
            } else if (counts[distance] == list.length) {
                list = lists[distance] = java.util.Arrays.copyOf(list, 2 * list.length);
            }
            list[counts[distance]++] = index;
            last = Math.max(last, distance);
        }
    }

    /** One pass over the slice, shared among the threads; returns the positions it decided. */
    private static long pass(Retrograde.Slice slice, short[] state, Table[] solved, int pass, int threads, Graph graph) {
        AtomicLong next = new AtomicLong();
        AtomicLong decided = new AtomicLong();
        AtomicBoolean failed = new AtomicBoolean();
        List<Thread> workers = new ArrayList<>();
        RuntimeException[] failure = new RuntimeException[1];
        for (int t = 0; t < threads; t++) {
            Worker worker = new Worker(slice.walker(), state, solved, pass, graph);
            Runnable run = () -> {
                try {
                    for (long from = next.getAndAdd(CHUNK); from < state.length && !failed.get(); from = next.getAndAdd(CHUNK)) {
                        int to = (int) Math.min(state.length, from + CHUNK);
                        decided.addAndGet(worker.run((int) from, to));
                    }
                } catch (RuntimeException e) {
                    synchronized (failure) {
                        failure[0] = e;
                    }
                    failed.set(true);
                }
            };
            if (threads == 1) {
                run.run();
            } else {
                Thread thread = new Thread(run, "retrograde-" + t);
                thread.start();
                workers.add(thread);
            }
        }
        for (Thread thread : workers) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }
        synchronized (failure) {
            if (failure[0] != null) {
                throw failure[0];
            }
        }
        return decided.get();
    }

    /** One thread's work in a pass: a walker, and the successors of the position being explored. */
    private static final class Worker implements Retrograde.Successors {

        private final Retrograde.Walker walker;
        private final short[] state;
        private final Table[] solved;
        private final int pass;
        private final Graph graph;
        /** Pass 0 keeps the moves in the graph: the chunk's starts and edges so far, and the position's moves leaving the slice. */
        private final boolean record;
        private int[] chunkStart;
        private int[] chunkEdges = new int[4 * CHUNK];
        private int edgeCount;
        private int outLoss;
        private int outWin;
        /** For the position being explored: a move to a position known lost, and whether every move leads to one known won. */
        private boolean toLoss;
        private boolean allToWins;

        Worker(Retrograde.Walker walker, short[] state, Table[] solved, int pass, Graph graph) {
            this.walker = walker;
            this.state = state;
            this.solved = solved;
            this.pass = pass;
            this.graph = graph;
            record = pass == 0 && !graph.dropped;
        }

        /** Explores the indices from {@code from} to {@code to}, excluded; returns how many it decided. */
        int run(int from, int to) {
            int decided = 0;
            if (record) {
                chunkStart = new int[to - from + 1];
                edgeCount = 0;
            }
            for (int i = from; i < to; i++) {
                if (pass > 0 && (state[i] & 3) != UNDECIDED) {
                    continue;
                }
                toLoss = false;
                allToWins = true;
                outLoss = Graph.NO_LOSS;
                outWin = 0;
                int result = walker.explore(i, this);
                if (record) {
                    chunkStart[i - from + 1] = edgeCount;
                    graph.outLoss[i] = (byte) outLoss;
                    graph.outWin[i] = (byte) (result == Retrograde.IN_PLAY ? outWin : Graph.NOT_ALL_WINS);
                }
                int code;
                if (result == Retrograde.NOT_A_POSITION) {
                    code = Table.NONE;
                } else if (result != Retrograde.IN_PLAY) {
                    code = result > 0 ? Table.WIN : result < 0 ? Table.LOSS : Table.DRAW;
                } else if (toLoss) {
                    code = Table.WIN;
                } else if (allToWins) {
                    code = Table.LOSS;
                } else {
                    code = UNDECIDED;
                }
                if (pass == 0 || code != UNDECIDED) {
                    state[i] = (short) (pass << 2 | code);
                    if (code == Table.WIN || code == Table.LOSS) {
                        decided++;
                    }
                }
            }
            if (record) {
                graph.keep(from / CHUNK, chunkStart, chunkEdges, edgeCount);
            }
            return decided;
        }

        /** In pass 0, a move leaving the slice to a position of value {@code code} at {@code distance}, kept in the graph. */
        private void leaving(int code, int distance) {
            if (code == Table.LOSS) {
                outLoss = Math.min(outLoss, distance);
                outWin = Graph.NOT_ALL_WINS;
            } else if (code == Table.WIN) {
                outWin = outWin == Graph.NOT_ALL_WINS ? Graph.NOT_ALL_WINS : Math.max(outWin, distance);
            } else {
                outWin = Graph.NOT_ALL_WINS;
            }
        }

        /** A move to a position of value {@code code} at {@code distance}: known only if decided before this pass. */
        private void successor(int code, int distance) {
            boolean known = code != UNDECIDED && distance < pass;
            if (known && code == Table.LOSS) {
                toLoss = true;
            }
            if (!known || code != Table.WIN) {
                allToWins = false;
            }
        }

        @Override
        public void inSlice(long index) {
            int s = state[(int) index];
            if (pass > 0 && (s & 3) == Table.NONE) {
                throw new IllegalStateException("a move leads to index " + index + ", which names no position");
            }
            successor(s & 3, s >>> 2);
            if (record) {
                if (edgeCount == chunkEdges.length) {
                    chunkEdges = java.util.Arrays.copyOf(chunkEdges, 2 * edgeCount);
                }
                chunkEdges[edgeCount++] = (int) index;
            }
        }

        @Override
        public void inSlice(int slice, long index) {
            Table table = solved[slice];
            int code = table.code((int) index);
            if (code == Table.NONE) {
                throw new IllegalStateException("a move leads to index " + index + " of " + table.name()
                        + ", which names no position");
            }
            // A draw in a finished table is final: never a loss, never a win.
            successor(code == Table.DRAW ? -1 : code, table.distance(index));
            if (record) {
                leaving(code, table.distance(index));
            }
        }

        @Override
        public void over(int value) {
            successor(value > 0 ? Table.WIN : value < 0 ? Table.LOSS : -1, 0);
            if (record) {
                leaving(value > 0 ? Table.WIN : value < 0 ? Table.LOSS : Table.DRAW, 0);
            }
        }
    }
}
