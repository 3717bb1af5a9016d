package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Outputs that misled a newcomer, now saying the truth (issue 45), each on its known case. */
class TruthfulMessagesTest {

    /** Six black discs and no white one: the game is over with 58 empty squares (before, "estimated beyond any count of nodes"). */
    private static final String FINISHED_OTHELLO = "-------------------XX------XX------XX--------------------------- O";

    @Test
    void compareSaysWhichAlgorithmsDoNotClaimMinimaxsValue() {
        Cli.Run run = Cli.run("compare", "connect4", "347154524426441721121227", "--depth", "4",
                "--algos", "alphabeta,pvs,quiescence,secondary");
        assertThat(run.out()).doesNotContain("all algorithms that reached the same depth agree on the value")
                .contains("all algorithms that claim minimax's value and reached the same depth agree on it; quiescence and "
                        + "secondary do not claim it");
        // The value column is as wide as its widest value.
        assertThat(run.out()).contains("quiescence         win (value +7) in 5 plies      5      4");
        assertThat(Cli.run("compare", "connect4", "347154524426441721121227", "--depth", "4", "--algos", "alphabeta,pvs", "--json")
                .out()).contains("\"ownValues\" : [ ]");
    }

    @Test
    void compareSaysNothingOfTheSameAlgorithmWrittenAnotherWay() {
        Cli.Run run = Cli.run("compare", "tictactoe", "--depth", "4", "--algos", "alphabeta,alphabeta-negamax-failhard");
        assertThat(run.code()).isZero();
        assertThat(run.out()).doesNotContain("by another road");
    }

    @Test
    void aFinishedGameIsSolvedWithoutAWarning() {
        Cli.Run run = Cli.run("solve", "othello", FINISHED_OTHELLO);
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.err()).doesNotContain("warning");
        assertThat(run.out()).contains("the game is over");
    }

    @Test
    void anUnknownCommandIsCalledOneAndTheCommandsAreListed() {
        Cli.Run run = Cli.run("championship", "tictactoe");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("zermelo: unknown command 'championship': expected one of ").contains("solve", "compare", "web")
                .doesNotContain("Unmatched argument").hasLineCount(1);
    }

    /** A game with a wrong move is refused before any ply is analysed (10,000 moves, the 7th illegal: 14.7 s of analysis before). */
    @Test
    void aGameIsCheckedWholeBeforeItIsAnalysed() {
        Cli.Run run = Cli.run("analyze", "connect4", "--game", "4 ".repeat(10_000));
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("ply 7: column 4 is full");
        org.zermelo.game.Game game = org.zermelo.game.Games.byName("connect4");
        java.util.List<Object> analysed = new java.util.ArrayList<>();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new org.zermelo.search.MoveAnalysis(game,
                org.zermelo.search.MoveAnalysis.Options.DEFAULT).review(game.start(), java.util.List.of("4 4 4 4 4 4 4".split(" ")),
                analysed::add)).hasMessageContaining("ply 7");
        assertThat(analysed).as("plies analysed before the wrong one was found").isEmpty();
    }

    /** The course's slide: one TD update with alpha 0.1 takes 0.5 to 0.55 (docs/learning.md shows the command). */
    @Test
    void oneGameAtAlphaOneTenthIsTheSlidesUpdate(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path out = dir.resolve("ttt1.json");
        Cli.Run run = Cli.run("learn", "tictactoe", "--games", "1", "--rate", "0.1", "--epsilon", "0", "--seed", "1", "--out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        String file = java.nio.file.Files.readString(out);
        assertThat(file).contains("\"XXO..XXOO\": 0.55").contains("\"XXO.OXXOO\": 0.45");
    }
}
