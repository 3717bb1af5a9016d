package org.zermelo.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.zermelo.game.BenchmarkCase;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * Every game's notations, fuzzed: positions ({@link Game#parse}), moves
 * ({@link Position#parseMove}) and benchmark lines ({@link Game#benchmarkCase}). Each returns a
 * valid result, which reads back the same, or refuses with a one-line message; nothing else.
 */
class NotationFuzzTest {

    private static final List<Game> GAMES = Games.all();

    private static Game game(FuzzedDataProvider data) {
        return GAMES.get(data.consumeInt(0, GAMES.size() - 1));
    }

    @FuzzTest(maxDuration = "60s")
    void positions(FuzzedDataProvider data) {
        Game game = game(data);
        Position position;
        try {
            position = game.parse(data.consumeRemainingAsString());
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
            return;
        }
        readsBack(game, position);
    }

    /**
     * A position read is written in the notation and reads back as the same position (its text,
     * hash, side to move and end), and each of its legal moves, written, reads back as itself.
     */
    static void readsBack(Game game, Position position) {
        Position again = game.parse(position.toString());
        if (!again.toString().equals(position.toString()) || again.hash() != position.hash()
                || again.sideToMove() != position.sideToMove() || again.isTerminal() != position.isTerminal()) {
            throw new AssertionError(game.name() + ": '" + position + "' reads back as '" + again + "'");
        }
        movesReadBack(game, position);
    }

    /** Each legal move, written, reads back as itself. */
    private static void movesReadBack(Game game, Position position) {
        if (position.isTerminal()) {
            return;
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            String text = position.formatMove(moves.get(i));
            if (position.parseMove(text) != moves.get(i)) {
                throw new AssertionError(game.name() + " " + position + ": move '" + text + "' reads back as another");
            }
        }
    }

    @FuzzTest(maxDuration = "60s")
    void moves(FuzzedDataProvider data) {
        Game game = game(data);
        Position position = game.start();
        // A position a few random legal moves from the start, chosen by the fuzzer.
        MoveList moves = new MoveList();
        for (int plies = data.consumeInt(0, 12); plies > 0 && !position.isTerminal(); plies--) {
            position.legalMoves(moves);
            position.play(moves.get(data.consumeInt(0, moves.size() - 1)));
        }
        String before = position.toString();
        int move;
        try {
            move = position.parseMove(data.consumeRemainingAsString());
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
            return;
        }
        if (!position.toString().equals(before)) {
            throw new AssertionError(game.name() + ": parseMove changed the position " + before);
        }
        position.legalMoves(moves);
        if (!moves.contains(move)) {
            throw new AssertionError(game.name() + " " + before + ": parseMove returned a move that is not legal: " + move);
        }
    }

    @FuzzTest(maxDuration = "60s")
    void benchmarkLines(FuzzedDataProvider data) {
        Game game = game(data);
        BenchmarkCase c;
        try {
            c = game.benchmarkCase(data.consumeRemainingAsString());
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
            return;
        }
        if (Math.abs(c.expected()) > game.maxValue()) {
            throw new AssertionError(game.name() + ": a benchmark value beyond the game's range: " + c.expected());
        }
        game.parse(c.position().toString());
    }
}
