package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithms;
import org.zermelo.search.MoveAnalysis;
import org.zermelo.search.MoveAnalysis.Kind;
import org.zermelo.search.MoveAnalysis.MoveValue;
import org.zermelo.search.MoveAnalysis.Options;
import org.zermelo.search.MoveAnalysis.Ply;
import org.zermelo.search.MoveAnalysis.Result;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/** Every legal move's value, on the real games: exact ones against the solvers (and Pons' own), heuristic ones against a search. */
class MoveAnalysisTest {

    @Test
    void connectFourScoresArePonsScores() throws IOException {
        Game game = Games.byName("connect4");
        List<String> lines = new ArrayList<>();
        try (InputStream in = getClass().getResourceAsStream("connect4/pons-analyze.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line.strip());
                }
            }
        }
        assertThat(lines).hasSizeGreaterThanOrEqualTo(20);
        for (String line : lines) {
            String[] words = line.split(" ");
            Position position = game.parse(words[0]);
            Result result = MoveAnalysis.analyze(game, position, new Options(60_000, null, 4, 0));
            int[] scores = new int[7];
            Arrays.fill(scores, -1000);
            for (MoveValue m : result.moves()) {
                assertThat(m.value().kind()).as(line).isEqualTo(Kind.EXACT);
                scores[Integer.parseInt(m.notation()) - 1] = m.value().gameValue();
            }
            String ours = words[0] + " " + String.join(" ", Arrays.stream(scores).mapToObj(Integer::toString).toList());
            assertThat(ours).isEqualTo(line);
        }
    }

    @Test
    void ticTacToeFromTheStartIsADrawWhateverTheFirstMove() {
        Game game = Games.byName("tictactoe");
        Result result = MoveAnalysis.analyze(game, game.start(), Options.DEFAULT);
        assertThat(result.moves()).hasSize(9);
        assertThat(result.exact()).isTrue();
        for (MoveValue m : result.moves()) {
            assertThat(m.value().outcome()).isEqualTo(Outcome.DRAW);
            assertThat(result.mistake(m)).isFalse();
        }
    }

    @Test
    void everyExactMoveValueAgreesWithTheSolverAndTheBestMovesAreItsBestMoves() {
        for (String name : List.of("tictactoe", "nim", "chomp", "sautemouton", "toads", "grundy")) {
            Game game = Games.byName(name);
            Position position = game.parse(game.example());
            Result result = MoveAnalysis.analyze(game, position, Options.DEFAULT);
            Solver.Solution solution = Solver.solve(position, Algorithms.create(game.solver(position), null));
            assertThat(result.best().gameValue()).as(name).isEqualTo(solution.value());
            List<String> best = result.moves().stream().filter(m -> m.value().rank() == result.best().rank())
                    .map(MoveValue::notation).toList();
            List<String> solverBest = Arrays.stream(solution.bestMoves()).mapToObj(position::formatMove).toList();
            // The solver names every move reaching the value; the analysis ranks them by distance too.
            assertThat(solverBest).as(name).containsAll(best);
            for (MoveValue m : result.moves()) {
                boolean reaches = solverBest.contains(m.notation());
                assertThat(m.value().gameValue() == solution.value()).as(name + " " + m.notation()).isEqualTo(reaches);
            }
            if (result.best().remoteness() >= 0 && solution.remoteness() >= 0) {
                assertThat(result.best().remoteness()).as(name).isEqualTo(solution.remoteness());
            }
        }
    }

    @Test
    void withoutSolvingTheBestMoveHasTheValueOfTheSearchToTheFullDepth() {
        for (String name : List.of("tictactoe", "connect4", "othello", "domineering")) {
            Game game = Games.byName(name);
            Position position = game.parse(game.example());
            for (int depth = 1; depth <= 3; depth++) {
                Result result = MoveAnalysis.analyze(game, position, new Options(0, "alphabeta", depth, 0));
                SearchResult root = Algorithms.create("alphabeta", game.evaluator()).search(position, SearchLimits.depth(depth));
                assertThat((int) result.best().rank()).as(name + " depth " + depth).isEqualTo(root.value());
                assertThat(result.moves()).allMatch(m -> m.value().kind() == Kind.HEURISTIC || m.value().exact());
            }
        }
    }

    @Test
    void pigGivesExactProbabilitiesOfWinning() {
        Game game = Games.byName("pig");
        Position position = game.parse("0,0,0/20");
        Result result = MoveAnalysis.analyze(game, position, Options.DEFAULT);
        assertThat(result.moves()).extracting(MoveValue::notation).containsExactly("roll");
        assertThat(result.best().kind()).isEqualTo(Kind.PROBABILITY);
        double solved = ((org.zermelo.game.SelfSolving) game).solve(position).value();
        assertThat(result.best().probability()).isCloseTo(solved, org.assertj.core.data.Offset.offset(1e-9));
        Position midTurn = game.parse("10,12,8/20");
        Result both = MoveAnalysis.analyze(game, midTurn, Options.DEFAULT);
        assertThat(both.moves()).extracting(MoveValue::notation).containsExactlyInAnyOrder("roll", "hold");
        assertThat(both.best().probability()).isCloseTo(((org.zermelo.game.SelfSolving) game).solve(midTurn).value(),
                org.assertj.core.data.Offset.offset(1e-6));
    }

    @Test
    void aGameReviewMarksTheMovesThatThrowAwayTheResult() {
        Game game = Games.byName("tictactoe");
        // X takes the centre, O an edge: a mistake (X then forces a win).
        List<Ply> plies = MoveAnalysis.review(game, game.start(), List.of("5", "2", "1", "9", "3", "7"), Options.DEFAULT);
        assertThat(plies).hasSize(6);
        assertThat(plies.get(0).mistake()).isFalse();
        assertThat(plies.get(1).mistake()).as("O's edge loses").isTrue();
        assertThat(plies.get(1).before().outcome()).isEqualTo(Outcome.DRAW);
        assertThat(plies.get(1).played().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(plies.get(1).after().outcome()).as("for X, who moves first").isEqualTo(Outcome.WIN);
        assertThatThrownBy(() -> MoveAnalysis.review(game, game.start(), List.of("5", "5"), Options.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("ply 2: ");
    }

    @Test
    void anAnalysisStoppedFromAnotherThreadEndsAtOnce() throws Exception {
        Game game = Games.byName("othello");
        MoveAnalysis analysis = new MoveAnalysis(game, new Options(0, "pvs", 30, 0));
        analysis.limitTables(8);
        java.util.concurrent.CompletableFuture<Result> running = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> analysis.moves(game.start()));
        Thread.sleep(200);
        long start = System.nanoTime();
        analysis.stop();
        assertThatThrownBy(running::join).hasCauseInstanceOf(java.util.concurrent.CancellationException.class);
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(2);
    }
}
