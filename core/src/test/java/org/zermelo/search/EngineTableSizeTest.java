package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.game.SolveCost;

/** The engine's table grows for an exact search that the game expects long, unless its size was chosen. */
class EngineTableSizeTest {

    /** A {@link RandomGame} that says an exact search of it costs {@code cost}. */
    private record Costly(RandomGame game, long cost) implements Position, SolveCost {
        @Override public int sideToMove() { return game.sideToMove(); }
        @Override public void legalMoves(MoveList out) { game.legalMoves(out); }
        @Override public void play(int move) { game.play(move); }
        @Override public void undo() { game.undo(); }
        @Override public boolean isTerminal() { return game.isTerminal(); }
        @Override public int terminalValue() { return game.terminalValue(); }
        @Override public long hash() { return game.hash(); }
        @Override public String formatMove(int move) { return game.formatMove(move); }
        @Override public int parseMove(String text) { return game.parseMove(text); }
        @Override public Position copy() { return new Costly((RandomGame) game.copy(), cost); }
        @Override public long solveCost() { return cost; }
    }

    private static final long COST_OF_256_MB = 256L * 16_384;

    @Test
    void aLongExactSolveGetsALargerTableThatStaysAndTheSameValue() {
        RandomGame game = RandomGamePropertiesTest.games(3, true).get(0);
        int plain = Scores.gameValue(new NegamaxAlphaBeta(null).search(game, SearchLimits.exact()).value());
        Engine engine = (Engine) Algorithms.create("mtdf", null);

        engine.search(new Costly(game, 1000), SearchLimits.exact());
        assertThat(engine.tableMegabytes()).as("a short solve").isEqualTo(Engine.DEFAULT_TABLE_MB);

        SearchResult r = engine.search(new Costly(game, COST_OF_256_MB), SearchLimits.exact());
        assertThat(Scores.gameValue(r.value())).isEqualTo(plain);
        assertThat(engine.tableMegabytes()).isEqualTo(Math.min(256, ProofSearch.DEFAULT_TABLE_MB));

        engine.search(new Costly(game, 1000), SearchLimits.exact());
        assertThat(engine.tableMegabytes()).as("kept for the next searches").isEqualTo(Math.min(256, ProofSearch.DEFAULT_TABLE_MB));
    }

    @Test
    void aChosenSizeOrADepthLimitedSearchKeepsTheTable() {
        RandomGame game = RandomGamePropertiesTest.games(3, true).get(0);
        Engine chosen = (Engine) Algorithms.create("mtdf", null);
        chosen.setTableMegabytes(8);
        chosen.search(new Costly(game, COST_OF_256_MB), SearchLimits.exact());
        assertThat(chosen.tableMegabytes()).isEqualTo(8);

        Evaluator evaluator = RandomGame.evaluator();
        Engine limited = (Engine) Algorithms.create("mtdf", p -> evaluator.evaluate(((Costly) p).game()));
        limited.search(new Costly(game, COST_OF_256_MB), SearchLimits.depth(2));
        assertThat(limited.tableMegabytes()).isEqualTo(Engine.DEFAULT_TABLE_MB);
    }
}
