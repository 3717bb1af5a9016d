package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.ProbCutModel;
import org.zermelo.game.Scores;
import org.zermelo.learn.ProbCutFitting;
import org.zermelo.play.Players;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Engine;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/**
 * ProbCut in the engine, on Othello's pattern evaluation: off, or with a model that can never cut,
 * the search is alpha-beta's, node for node; with cuts, a search to the end stays exact; the
 * shipped fits are read and cut nodes; the option's bad values are refused.
 */
class ProbCutTest {

    private static final OthelloGame GAME = new OthelloGame();

    /** The patterns with a model of their own: every depth from 3 tested at half its depth, with this fit. */
    private static final class Modelled implements org.zermelo.game.Evaluator, ProbCutModel {
        private final PatternEvaluation patterns = PatternEvaluation.shipped();
        private final Fit[] fits = new Fit[64];
        private final double threshold;

        Modelled(double sigma, double threshold) {
            for (int depth = 3; depth < fits.length; depth++) {
                fits[depth] = new Fit(depth, depth / 2, 1, 0, sigma, 100);
            }
            this.threshold = threshold;
        }

        @Override
        public int evaluate(Position position) {
            return patterns.evaluate(position);
        }

        @Override
        public int shallowDepth(int depth) {
            return depth >= 3 ? depth / 2 : 0;
        }

        @Override
        public int stages() {
            return 1;
        }

        @Override
        public int stage(Position position) {
            return 0;
        }

        @Override
        public Fit fit(int depth, int stage) {
            return fits[depth];
        }

        @Override
        public double threshold() {
            return threshold;
        }
    }

    private static Engine engine(org.zermelo.game.Evaluator evaluator, boolean probCut) {
        Engine engine = (Engine) Algorithms.create("pvs", evaluator);
        engine.setProbCut(probCut);
        return engine;
    }

    /** Positions of random games at {@code empties} empty squares, from {@code seed}. */
    private static List<Othello> positions(int count, int empties, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        java.util.ArrayList<Othello> out = new java.util.ArrayList<>();
        while (out.size() < count) {
            Othello p = new Othello();
            while (!p.isTerminal() && 64 - Long.bitCount(p.mine() | p.theirs()) > empties) {
                p.legalMoves(moves);
                p.play(moves.get(random.nextInt(moves.size())));
            }
            if (!p.isTerminal()) {
                out.add(Othello.parse(p.toString()));
            }
        }
        return out;
    }

    /**
     * A model whose error is so large that no bound it asks for is an evaluation: no test is ever
     * searched, and the search is alpha-beta's, value, move and nodes.
     */
    @Test
    void aModelThatCannotCutChangesNothing() {
        for (Othello p : positions(6, 44, 1)) {
            SearchResult off = engine(new Modelled(1e9, 1), false).search(p.copy(), SearchLimits.depth(6));
            SearchResult on = engine(new Modelled(1e9, 1), true).search(p.copy(), SearchLimits.depth(6));
            assertThat(on.value()).as(p.toString()).isEqualTo(off.value());
            assertThat(on.bestMove()).as(p.toString()).isEqualTo(off.bestMove());
            assertThat(on.stats().nodes()).as(p.toString()).isEqualTo(off.stats().nodes());
        }
    }

    /**
     * A model that cuts at the least sign (no error, no margin) cuts a depth-limited search hard,
     * and marks no value exact; a search to the end of the game, with the same model on, is the
     * exact one, node for node, with the value of the plain solver.
     */
    @Test
    void cutsAreMadeAtTheHorizonAndNeverWhenSolving() {
        long nodesOff = 0;
        long nodesOn = 0;
        for (Othello p : positions(6, 40, 2)) {
            SearchResult off = engine(new Modelled(0, 0), false).search(p.copy(), SearchLimits.depth(7));
            SearchResult on = engine(new Modelled(0, 0), true).search(p.copy(), SearchLimits.depth(7));
            nodesOff += off.stats().nodes();
            nodesOn += on.stats().nodes();
            assertThat(on.exact()).isFalse();
        }
        assertThat(nodesOn).isLessThan(nodesOff / 2);
        for (Othello p : positions(8, 12, 3)) {
            SearchResult exact = engine(null, false).search(p.copy(), SearchLimits.exact());
            Engine selective = engine(new Modelled(0, 0), true);
            SearchResult solved = selective.search(p.copy(), SearchLimits.exact());
            assertThat(solved.value()).as(p.toString()).isEqualTo(exact.value());
            assertThat(solved.exact()).isTrue();
            assertThat(Scores.gameValue(solved.value())).isEqualTo(Scores.gameValue(exact.value()));
            SearchResult plain = engine(new Modelled(0, 0), false).search(p.copy(), SearchLimits.exact());
            assertThat(solved.stats().nodes()).isEqualTo(plain.stats().nodes());
        }
    }

    /** The shipped fits: read, one for each depth tested in the stages of the midgame, and they cut nodes at depth 8. */
    @Test
    void theShippedFitsAreReadAndCut() {
        PatternEvaluation patterns = PatternEvaluation.shipped();
        for (int depth = 3; depth <= 8; depth++) {
            for (int stage = 2; stage < Patterns.STAGES; stage++) {
                ProbCutModel.Fit fit = patterns.fit(depth, stage);
                assertThat(fit).as("depth " + depth + ", stage " + stage).isNotNull();
                assertThat(fit.shallow()).isEqualTo(patterns.shallowDepth(depth));
                assertThat(fit.slope()).isBetween(0.5, 1.5);
                assertThat(fit.sigma()).isBetween(10.0, 2000.0); // hundredths of a disc
                assertThat(fit.positions()).isGreaterThanOrEqualTo(ProbCutFitting.MIN_POSITIONS);
            }
        }
        long nodesOff = 0;
        long nodesOn = 0;
        for (Othello p : positions(4, 40, 4)) {
            nodesOff += engine(PatternEvaluation.shipped(), false).search(p.copy(), SearchLimits.depth(8)).stats().nodes();
            nodesOn += engine(PatternEvaluation.shipped(), true).search(p.copy(), SearchLimits.depth(8)).stats().nodes();
        }
        assertThat(nodesOn).isLessThan(nodesOff);
    }

    /** Half the depth, of the same parity, from 3 plies. */
    @Test
    void theShallowDepths() {
        PatternEvaluation patterns = PatternEvaluation.shipped();
        int[] expected = {0, 0, 0, 1, 2, 1, 2, 3, 4, 3, 4, 5, 6, 5, 6, 0};
        for (int depth = 0; depth < expected.length; depth++) {
            assertThat(patterns.shallowDepth(depth)).as("depth " + depth).isEqualTo(expected[depth]);
        }
    }

    /** The fits' text: written and read back; a line that is not a fit is refused, saying which. */
    @Test
    void theFitsTextReadsBackAndRefusesBadLines() {
        var fits = List.of(new ProbCutFitting.StagedFit(1, new ProbCutModel.Fit(6, 2, 1.0123, -3.25, 123.45, 400)));
        String text = ProbCutFitting.write(fits, List.of("a comment"));
        ProbCutModel.Fit[][] read = ProbCutFitting.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), 8, 2);
        assertThat(read[6][1]).isEqualTo(fits.get(0).fit());
        assertThat(read[6][0]).isNull();
        for (String bad : List.of("1 6 2 1.0 0 100", "2 6 2 1.0 0 100 5", "1 6 6 1.0 0 100 5", "1 6 2 -1 0 100 5", "1 6 2 x 0 100 5")) {
            assertThatThrownBy(() -> ProbCutFitting.read(new ByteArrayInputStream(bad.getBytes(StandardCharsets.UTF_8)), 8, 2))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 1 is not a ProbCut fit");
        }
    }

    /** probcut=on|off in an AI spec: other values refused in one line; on refused where the evaluation has no model. */
    @Test
    void theOptionIsCheckedAndRefusedWhereItMeansNothing() {
        assertThat(Players.parse("pvs:depth=2,eval=patterns,probcut=on", GAME, 1).spec()).contains("probcut=on");
        Players.parse("pvs:depth=2,eval=course,probcut=off", GAME, 1);
        assertThatThrownBy(() -> Players.parse("pvs:depth=2,probcut=yes", GAME, 1))
                .hasMessage("bad probcut 'yes': expected on (cut by ProbCut where the evaluation has a model) or off (plain "
                        + "alpha-beta) (in 'pvs:depth=2,probcut=yes')");
        assertThatThrownBy(() -> Players.parse("pvs:depth=2,eval=course,probcut=on", GAME, 1))
                .hasMessageStartingWith("probcut=on in 'pvs:depth=2,eval=course,probcut=on': the evaluation course has no ProbCut model");
        assertThatThrownBy(() -> Players.parse("alphabeta:depth=2,probcut=on", GAME, 1))
                .hasMessageStartingWith("unknown option 'probcut'");
    }
}
