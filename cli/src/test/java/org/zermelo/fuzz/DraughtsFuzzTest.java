package org.zermelo.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * PDN notation of checkers and draughts, fuzzed where the generic {@link NotationFuzzTest} rarely
 * goes: FEN built from fuzzed pieces (kings, ranges, counts and moves after it), and moves typed
 * in positions with kings. A position read writes itself back as the same position (hash, side,
 * terminal); a move read is legal and writes itself back; anything else is refused with a message.
 */
class DraughtsFuzzTest {

    private static final List<Game> GAMES = List.of(Games.byName("checkers"), Games.byName("draughts"),
            Games.byName("brazilian"));

    /** A FEN-like text from fuzzed parts: mostly well formed, so that the parser's deeper checks are reached. */
    private static String fen(FuzzedDataProvider data, String tail) {
        StringBuilder s = new StringBuilder(data.consumeBoolean() ? "W" : "B");
        for (String colour : new String[] {":W", ":B"}) {
            s.append(colour);
            int items = data.consumeInt(0, 6);
            for (int i = 0; i < items; i++) {
                s.append(i > 0 ? "," : "").append(data.consumeBoolean() ? "K" : "").append(data.consumeInt(0, 52));
                if (data.consumeInt(0, 7) == 0) {
                    s.append('-').append(data.consumeInt(0, 52));
                }
            }
        }
        return s.append(tail).toString();
    }

    @FuzzTest(maxDuration = "60s")
    void positions(FuzzedDataProvider data) {
        Game game = GAMES.get(data.consumeInt(0, 2));
        Position position;
        try {
            position = game.parse(fen(data, data.consumeRemainingAsString()));
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
            return;
        }
        NotationFuzzTest.readsBack(game, position);
    }

    @FuzzTest(maxDuration = "60s")
    void moves(FuzzedDataProvider data) {
        Game game = GAMES.get(data.consumeInt(0, 2));
        Position position;
        try {
            position = game.parse(fen(data, data.consumeString(24)));
        } catch (IllegalArgumentException e) {
            return;
        }
        String before = position.toString();
        int move;
        try {
            move = position.parseMove(data.consumeRemainingAsString());
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
            return;
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        if (!position.toString().equals(before) || !moves.contains(move)) {
            throw new AssertionError(game.name() + " " + before + ": parseMove returned an illegal move or changed the position");
        }
    }
}
