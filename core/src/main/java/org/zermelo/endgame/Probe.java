package org.zermelo.endgame;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;

/**
 * Answers positions from the endgame databases of a {@link Retrograde} game in a folder: the
 * value and distance of a position, and its best moves (each move's position looked up in turn).
 * Not thread-safe: one per thread.
 */
public final class Probe {

    /**
     * A position solved from the databases.
     *
     * @param value +1 won, 0 drawn, -1 lost for the side to move, the draw rules that count moves ignored
     * @param distance plies to the end under best play (0 for a draw)
     * @param bestMoves every move that keeps the value (as {@code zermelo solve} lists them), the faster wins and the
     *     slower losses first
     * @param slice the slice the position is in
     */
    public record Answer(int value, int distance, int[] bestMoves, String slice) {}

    private final Retrograde game;
    private final Path dir;
    private final Map<Integer, Databases> bySize = new HashMap<>();

    public Probe(Retrograde game, Path dir) {
        this.game = game;
        this.dir = dir;
    }

    /**
     * The value of {@code position} in the databases: from the smallest size whose slices hold it
     * up, the first whose database is built (a game whose slices of one size do not hold those of
     * the sizes below, as Chomp's boxes, finds it in a larger one); null when none is.
     */
    public Databases.Value value(Position position) throws IOException {
        for (int size = game.sizeOf(position); size >= 0; size++) {
            Databases db = bySize.get(size);
            if (db == null) {
                try {
                    db = new Databases(game, size, dir);
                } catch (IllegalArgumentException beyond) {
                    return null; // no slices that large
                }
                bySize.put(size, db);
            }
            Databases.Value value = db.probe(position);
            if (value != null) {
                return value;
            }
        }
        return null;
    }

    /**
     * {@code position} solved from the databases, its moves' positions looked up there too (or
     * valued where the game ends); null when a database it needs is not built.
     */
    public Answer solve(Position position) throws IOException {
        Databases.Value root = value(position);
        if (root == null) {
            return null;
        }
        Position p = position.copy();
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        int[] best = new int[moves.size()];
        int[] order = new int[moves.size()];
        int count = 0;
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            int value;
            int distance;
            Databases.Value next = value(p);
            if (next != null) {
                value = -next.value();
                distance = next.distance() + 1;
            } else if (game.sizeOf(p) < 0 && p.isTerminal()) {
                value = -Integer.signum(p.terminalValue());
                distance = 1;
            } else {
                p.undo();
                return null;
            }
            p.undo();
            if (value == root.value()) {
                // Sorted by the distance, shortest first for a win, longest first for a loss; then in move order.
                order[count] = (root.value() >= 0 ? distance : 1000 - distance) << 16 | count;
                best[count++] = moves.get(i);
            }
        }
        java.util.Arrays.sort(order, 0, count);
        int[] sorted = new int[count];
        for (int i = 0; i < count; i++) {
            sorted[i] = best[order[i] & 0xFFFF];
        }
        return new Answer(root.value(), root.distance(), sorted, root.slice());
    }
}
