package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.learn.Evaluations;
import org.zermelo.learn.RoteLearning;
import org.zermelo.learn.RoteMemory;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;

/** Samuel's rote learning: a bounded memory of searched positions that deepens the searches reading it at their leaves. */
class RoteLearningTest {

    @TempDir
    Path dir;

    @Test
    void aStoredLeafDeepensTheSearchByTheDepthOfItsOwnSearch() {
        // From the empty tic-tac-toe board no game ends within 4 plies, so the 4-ply value is the best of the 9 children's
        // 3-ply values, negated: a 1-ply search whose leaves are the stored children gives exactly the 4-ply value.
        Game ttt = Games.byName("tictactoe");
        Evaluator course = ttt.evaluator();
        Position root = ttt.start();
        int deep = Algorithms.create("alphabeta", course).search(root.copy(), SearchLimits.depth(4)).value();
        RoteMemory memory = new RoteMemory(64);
        MoveList moves = new MoveList();
        root.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            Position child = root.copy();
            child.play(moves.get(i));
            memory.store(child.hash(), Algorithms.create("alphabeta", course).search(child, SearchLimits.depth(3)).value(), 3);
        }
        assertThat(memory.size()).isEqualTo(9);
        int shallow = Algorithms.create("alphabeta", memory.evaluator(course)).search(root.copy(), SearchLimits.depth(1)).value();
        int plain = Algorithms.create("alphabeta", course).search(root.copy(), SearchLimits.depth(1)).value();
        assertThat(shallow).isEqualTo(deep).isNotEqualTo(plain);
    }

    @Test
    void theMemoryIsBoundedAndKeepsTheDeeperSearches() {
        RoteMemory memory = new RoteMemory(4);
        // Four keys of the same four slots, then a fifth: it replaces the shallowest, unless all are deeper.
        for (int k = 1; k <= 4; k++) {
            memory.store(k * 16L, 100 * k, k + 1);
        }
        memory.store(5 * 16L, 500, 1);
        assertThat(memory.find(5 * 16L)).isNegative();
        memory.store(5 * 16L, 500, 3);
        assertThat(memory.find(5 * 16L)).isNotNegative();
        assertThat(memory.find(16L)).isNegative(); // depth 2, the shallowest, forgotten
        assertThat(memory.size()).isEqualTo(4);
        memory.store(32L, 7, 1); // a shallower search of a position stored keeps the deeper value
        assertThat(memory.value(memory.find(32L))).isEqualTo(200);
        memory.store(32L, 7, 9);
        assertThat(memory.value(memory.find(32L))).isEqualTo(7);
        assertThat(memory.depth(memory.find(32L))).isEqualTo(9);
    }

    @Test
    void aRoteFileIsReadBackAsItWasWrittenAndPlaysAsAnEvaluation() throws IOException {
        Game checkers = Games.byName("checkers");
        RoteMemory memory = new RoteMemory(1024);
        long games = new RoteLearning(memory, checkers.evaluator(), checkers.start(), new RoteLearning.Settings(2, 2, 0.2, 1))
                .learn(2, n -> { }, () -> false);
        assertThat(games).isEqualTo(2);
        assertThat(memory.size()).isGreaterThan(20);
        Path file = dir.resolve("rote.json");
        memory.write(file, checkers, "classic", Map.of("method", "rote"));
        RoteMemory.Stored back = RoteMemory.read(checkers, file);
        assertThat(back.evaluation()).isEqualTo("classic");
        assertThat(back.memory().size()).isEqualTo(memory.size());
        Position start = checkers.start();
        int slot = memory.find(start.hash());
        assertThat(slot).isNotNegative();
        Evaluator rote = Evaluations.resolve(checkers, file.toString()).factory().get();
        assertThat(rote.evaluate(start)).isEqualTo(memory.value(slot));

        Files.writeString(file, Files.readString(file).replace("\"classic\"", "\"mine\""));
        assertThatThrownBy(() -> RoteMemory.read(checkers, file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"evaluation\" must name the evaluation of checkers");
    }
}
