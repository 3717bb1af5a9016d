package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/**
 * The double threats of docs/horizon.md: each line of bench/connect4/double-threats.txt names the
 * moves that let the opponent make two threats at once, which is checked here (the opponent then
 * wins by force within three plies, and after any other move it does not); then how many of the
 * hundred positions each search escapes at each depth, the figures the page gives.
 */
class DoubleThreatTest {

    private static final Game GAME = Games.byName("connect4");

    private static List<String[]> positions() throws IOException {
        return Files.readAllLines(Path.of("../bench/connect4/double-threats.txt")).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#")).map(line -> line.strip().split(" ")).toList();
    }

    @Test
    void theBadMovesAreExactlyThoseThatLoseToADoubleThreat() throws IOException {
        List<String[]> lines = positions();
        assertThat(lines).hasSize(100);
        for (String[] line : lines) {
            Position position = Games.position(GAME, line[0]);
            MoveList moves = new MoveList();
            position.legalMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                int move = moves.get(i);
                position.play(move);
                // The opponent's move, the reply, its win: a forced win within 3 plies is a proof at depth 3.
                int value = Algorithms.create("alphabeta", GAME.evaluator()).search(position, SearchLimits.depth(3)).value();
                position.undo();
                boolean bad = line[1].contains(position.formatMove(move));
                assertThat(Scores.isDecided(value) && value > 0).as("%s then %s", line[0], position.formatMove(move)).isEqualTo(bad);
            }
        }
    }

    @ParameterizedTest(name = "{0} at depth {1}: {2} escape")
    @CsvSource({
        "alphabeta, 3, 88", "alphabeta, 4, 100", "quiescence, 2, 97", "quiescence, 3, 100", "secondary, 1, 89",
        "secondary, 2, 100"})
    void escapesByDepth(String algorithm, int depth, int escaped) throws IOException {
        int count = 0;
        for (String[] line : positions()) {
            Position position = Games.position(GAME, line[0]);
            SearchResult r = Algorithms.create(algorithm, GAME.evaluator()).search(position, SearchLimits.depth(depth));
            if (!line[1].contains(position.formatMove(r.bestMove()))) {
                count++;
            }
        }
        assertThat(count).isEqualTo(escaped);
    }
}
