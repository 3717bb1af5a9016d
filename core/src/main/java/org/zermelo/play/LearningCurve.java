package org.zermelo.play;

import java.util.function.Supplier;
import org.zermelo.game.Chance;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;

/**
 * How a learned evaluation is validated, as the course says: by making strategies play each
 * other. A point of a learning curve is a match, at the same search depth, between the learned
 * evaluation as it is at that moment (a frozen copy) and a fixed baseline (the course's
 * evaluation), over a fixed set of random openings each played with both colours, so that the
 * points of a curve differ only by what was learned.
 *
 * @param start where the games start, before their random openings
 * @param depth the depth of both sides' alpha-beta
 * @param games the games of each point (an even number gives both sides each colour equally)
 * @param openingPlies the random plies of each opening
 * @param seed the seed of the openings: the same at every point
 */
public record LearningCurve(Position start, int depth, int games, int openingPlies, long seed) {

    /**
     * A point of the curve.
     *
     * @param games the learning games played when it was measured
     * @param seconds the learning time then
     * @param result the match, A the learned evaluation and B the baseline
     * @param inUse Samuel's pool: the terms in use when it was measured; empty when every term is
     */
    public record Point(long games, double seconds, MatchResult result, java.util.List<String> inUse) {

        /** The learned evaluation's score, 0 to 1. */
        public double score() {
            return result.score();
        }

        /** The lower end of the score's 95% interval. */
        public double low() {
            return Math.max(0, result.score() - result.scoreMargin());
        }

        /** The upper end of the score's 95% interval. */
        public double high() {
            return Math.min(1, result.score() + result.scoreMargin());
        }
    }

    public LearningCurve {
        if (depth < 1 || games < 1) {
            throw new IllegalArgumentException("a learning curve needs a depth and games of 1 or more");
        }
    }

    /** The match of {@code learned} against {@code baseline}, each searching alpha-beta to the depth (expectiminimax in a game of chance). */
    public MatchResult measure(Supplier<Evaluator> learned, Supplier<Evaluator> baseline) {
        String algorithm = Algorithms.courseDefault(Chance.inGame(start)); // alpha-beta refuses chance nodes
        Match match = new Match(start, openingPlies, seed,
                random -> new SearchPlayer("learned", Algorithms.create(algorithm, learned.get()), SearchLimits.depth(depth),
                        random.nextLong()),
                random -> new SearchPlayer("baseline", Algorithms.create(algorithm, baseline.get()), SearchLimits.depth(depth),
                        random.nextLong()));
        return match.play(games, game -> { });
    }
}
