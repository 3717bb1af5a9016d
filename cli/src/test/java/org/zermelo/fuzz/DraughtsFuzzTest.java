package org.zermelo.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import java.util.Map;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.games.draughts.Draughts;
import org.zermelo.games.draughts.Pdn;
import org.zermelo.games.draughts.Rules;

/**
 * PDN notation of checkers and draughts, fuzzed where the generic {@link NotationFuzzTest} rarely
 * goes: FEN built from fuzzed pieces (kings, ranges, counts and moves after it), and moves typed
 * in positions with kings. A position read writes itself back as the same position (hash, side,
 * terminal); a move read is legal and writes itself back; anything else is refused with a message.
 * PDN files ({@link Pdn}) of fuzzed text: the games read write themselves back as the same games.
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

    /** A PDN text read as games of a variant: each game, written back, reads as the same game. */
    @FuzzTest(maxDuration = "60s")
    void pdn(FuzzedDataProvider data) {
        Game game = GAMES.get(data.consumeInt(0, 2));
        Rules rules = ((Draughts) game.start()).rules();
        List<Pdn.Game> games;
        try {
            games = Pdn.parse(rules, data.consumeRemainingAsString(), "fuzz.pdn");
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
            return;
        }
        for (Pdn.Game g : games) {
            String written = Pdn.write(g.tags(), g.start(), g.moves(), g.result(), null);
            Pdn.Game again = Pdn.parse(rules, written, "written").get(0);
            if (!again.start().toString().equals(g.start().toString()) || !java.util.Arrays.equals(again.moves(), g.moves())
                    || again.result() != g.result() || !again.end().toString().equals(g.end().toString())) {
                throw new AssertionError(game.name() + ": game " + g.number() + " reads back as another game:\n" + written);
            }
            for (Map.Entry<String, String> tag : g.tags().entrySet()) {
                if (!tag.getValue().contains("\r") && !List.of("Result", "GameType", "SetUp", "FEN").contains(tag.getKey())
                        && !tag.getValue().equals(again.tags().get(tag.getKey()))) {
                    throw new AssertionError(game.name() + ": tag " + tag.getKey() + " reads back as " + again.tags().get(tag.getKey()));
                }
            }
        }
    }
}
