package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/** The Position contract checked along random walks of moves and undos, for any game. */
public final class RandomWalks {

    private RandomWalks() {}

    /**
     * Walks {@code steps} random steps from {@code start}: a random legal move, or (one time in
     * three, and always at the end of the game) an undo. At every position: undo restores the exact
     * notation, hash and side to move; the notation reads back to the same notation and, when the
     * side to move is the same, the same hash (the incremental hash is the one computed from
     * scratch); every legal move is listed once and its notation reads back to it; there is no
     * move exactly when the game is over.
     */
    public static void check(Position start, Function<String, Position> parse, long seed, int steps) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = start;
        int side = p.sideToMove();
        Deque<String> texts = new ArrayDeque<>();
        Deque<Long> hashes = new ArrayDeque<>();
        List<String> walk = new ArrayList<>();
        MoveList moves = new MoveList();
        for (int step = 0; step < steps; step++) {
            String where = "seed " + seed + ", walk " + walk + ", at " + p;
            p.legalMoves(moves);
            assertThat(moves.isEmpty()).as(where + ": no move exactly when over").isEqualTo(p.isTerminal());
            assertThat(moves.toArray()).as(where + ": each move once").doesNotHaveDuplicates();
            for (int i = 0; i < moves.size(); i++) {
                assertThat(p.parseMove(p.formatMove(moves.get(i)))).as(where + ": move " + p.formatMove(moves.get(i)))
                        .isEqualTo(moves.get(i));
            }
            Position parsed = parse.apply(p.toString());
            assertThat(parsed.toString()).as(where + ": read back").isEqualTo(p.toString());
            if (parsed.sideToMove() == p.sideToMove()) {
                assertThat(parsed.hash()).as(where + ": incremental hash").isEqualTo(p.hash());
            }
            if (!texts.isEmpty() && (moves.isEmpty() || random.nextInt(3) == 0)) {
                p.undo();
                walk.add("undo");
                assertThat(p.toString()).as(where + ": undo restores the position").isEqualTo(texts.pop());
                assertThat(p.hash()).as(where + ": undo restores the hash").isEqualTo(hashes.pop());
            } else if (!moves.isEmpty()) {
                texts.push(p.toString());
                hashes.push(p.hash());
                int move = moves.get(random.nextInt(moves.size()));
                walk.add(p.formatMove(move));
                p.play(move);
                assertThat(p.hash()).as(where + ": a move changes the hash").isNotEqualTo(hashes.peek());
            }
            assertThat(p.sideToMove()).as(where + ": side to move").isEqualTo((side + texts.size()) % 2);
        }
    }
}
