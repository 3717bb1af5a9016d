package org.zermelo.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * The properties every position keeps, checked along random games (seeded): undo restores the
 * exact notation, hash and side to move; the notation reads back to the same position (the
 * same hash, when the notation carries the side to move as it is); every legal move reads back
 * from its notation; a copy is independent.
 */
public final class PlayUndoProperties {

    private PlayUndoProperties() {}

    /** Plays random games from {@code start} to their end and undoes them move by move. */
    public static void randomGamesUndoneMoveByMove(Position start, Function<String, Position> parse, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = start.copy();
        String first = p.toString();
        List<String> boards = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        List<Integer> sides = new ArrayList<>();
        List<String> played = new ArrayList<>();
        MoveList moves = new MoveList();
        while (true) {
            String what = "seed " + seed + ", from " + first + ", moves " + played;
            boards.add(p.toString());
            hashes.add(p.hash());
            sides.add(p.sideToMove());
            readsBack(p, parse, what);
            p.legalMoves(moves);
            assertThat(moves.isEmpty()).as(what).isEqualTo(p.isTerminal());
            if (moves.isEmpty()) {
                break;
            }
            int move = moves.get(random.nextInt(moves.size()));
            played.add(p.formatMove(move));
            p.play(move);
            assertThat(p.hash()).as("a move changes the hash, %s", what).isNotEqualTo(hashes.get(hashes.size() - 1));
        }
        for (int i = boards.size() - 2; i >= 0; i--) {
            p.undo();
            String what = "seed " + seed + ", from " + first + ", moves " + played + ", undone back to " + i + " moves";
            assertThat(p.toString()).as(what).isEqualTo(boards.get(i));
            assertThat(p.hash()).as(what).isEqualTo(hashes.get(i));
            assertThat(p.sideToMove()).as(what).isEqualTo(sides.get(i));
        }
    }

    /**
     * A random walk of plays and undos from {@code start}: a random legal move, or (one time in
     * three, and always at the end of the game) an undo, which must restore the exact notation,
     * hash and side to move; at every position the checks of {@link #readsBack}.
     */
    public static void randomWalk(Position start, Function<String, Position> parse, long seed, int steps) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = start.copy();
        List<String> walk = new ArrayList<>();
        Deque<String> texts = new ArrayDeque<>();
        Deque<Long> hashes = new ArrayDeque<>();
        Deque<Integer> sides = new ArrayDeque<>();
        MoveList moves = new MoveList();
        for (int step = 0; step < steps; step++) {
            String what = "seed " + seed + ", from " + start + ", walk " + walk;
            readsBack(p, parse, what);
            p.legalMoves(moves);
            if (moves.isEmpty() && texts.isEmpty()) {
                return;
            }
            if (!texts.isEmpty() && (moves.isEmpty() || random.nextInt(3) == 0)) {
                p.undo();
                walk.add("undo");
                assertThat(p.toString()).as("undo restores the position, %s", what).isEqualTo(texts.pop());
                assertThat(p.hash()).as("undo restores the hash, %s", what).isEqualTo(hashes.pop());
                assertThat(p.sideToMove()).as("undo restores the side, %s", what).isEqualTo(sides.pop());
            } else {
                texts.push(p.toString());
                hashes.push(p.hash());
                sides.push(p.sideToMove());
                int move = moves.get(random.nextInt(moves.size()));
                walk.add(p.formatMove(move));
                p.play(move);
                assertThat(p.hash()).as("a move changes the hash, %s", what).isNotEqualTo(hashes.peek());
            }
        }
    }

    /** The notation, the legal moves' notations and a copy give back the same position. */
    private static void readsBack(Position p, Function<String, Position> parse, String what) {
        Position parsed = parse.apply(p.toString());
        assertThat(parsed.toString()).as(what).isEqualTo(p.toString());
        assertThat(parsed.isTerminal()).as(what).isEqualTo(p.isTerminal());
        if (parsed.sideToMove() == p.sideToMove()) {
            assertThat(parsed.hash()).as("hash of %s against the parsed one, %s", p, what).isEqualTo(p.hash());
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.isEmpty()).as("no move exactly when over, %s", what).isEqualTo(p.isTerminal());
        assertThat(moves.toArray()).as("each move listed once, %s", what).doesNotHaveDuplicates();
        for (int i = 0; i < moves.size(); i++) {
            assertThat(p.parseMove(p.formatMove(moves.get(i)))).as(what).isEqualTo(moves.get(i));
        }
        Position copy = p.copy();
        assertThat(copy.toString()).as(what).isEqualTo(p.toString());
        assertThat(copy.hash()).as(what).isEqualTo(p.hash());
        if (!moves.isEmpty()) {
            String before = p.toString();
            copy.play(moves.get(0));
            assertThat(p.toString()).as("the original after a move on its copy, %s", what).isEqualTo(before);
            copy.undo();
            assertThat(copy.hash()).as(what).isEqualTo(p.hash());
        }
    }
}
