package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Features;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.RecordFiles;
import org.zermelo.learn.BookLearning;
import org.zermelo.learn.Evaluations;
import org.zermelo.learn.SignatureTables;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;

/**
 * Samuel's book learning on a small PDN file this test makes: games of the classic evaluation
 * searching 3 plies (the "master"), from random openings.
 */
class BookLearningTest {

    private static final Game CHECKERS = Games.byName("checkers");

    @TempDir
    Path dir;

    /** Writes {@code n} games of the master, each from 4 random plies, to a PDN file, and reads them back. */
    private List<RecordFiles.Recorded> masterGames(int n) throws IOException {
        SplittableRandom random = new SplittableRandom(1967);
        Search master = Algorithms.create("alphabeta", CHECKERS.evaluator());
        master.breakTiesWith(random.split());
        RecordFiles pdn = (RecordFiles) CHECKERS;
        StringBuilder text = new StringBuilder();
        MoveList moves = new MoveList();
        for (int g = 0; g < n; g++) {
            Position p = CHECKERS.start();
            List<Integer> played = new ArrayList<>();
            while (!p.isTerminal() && played.size() < 120) {
                int move;
                if (played.size() < 4) {
                    p.legalMoves(moves);
                    move = moves.get(random.nextInt(moves.size()));
                } else {
                    move = master.search(p.copy(), SearchLimits.depth(3)).bestMove();
                }
                p.play(move);
                played.add(move);
            }
            text.append(pdn.writeRecord(Map.of("Event", "test " + g), CHECKERS.start(),
                    played.stream().mapToInt(Integer::intValue).toArray(), null, null)).append('\n');
        }
        Path file = dir.resolve("master.pdn");
        Files.writeString(file, text);
        return pdn.readRecords(file);
    }

    @Test
    void everyEntryCountsTheMastersMoveAgainstTheMovesHeRejected() throws IOException {
        List<RecordFiles.Recorded> games = masterGames(12);
        SignatureTables tables = BookLearning.learn((Features) CHECKERS.start(), games);
        // Each position of k moves counts A = k - 1 once and D = 1 k - 1 times, in one entry of every table.
        long expected = 0;
        MoveList moves = new MoveList();
        for (RecordFiles.Recorded g : games) {
            Position p = g.start().copy();
            for (int m : g.moves()) {
                p.legalMoves(moves);
                expected += moves.size() >= 2 ? moves.size() - 1 : 0;
                p.play(m);
            }
        }
        assertThat(expected).isGreaterThan(500);
        int terms = Math.min(SignatureTables.MAX_TERMS, ((Features) CHECKERS.start()).featureNames().length); // in threes at level 1, their outputs in threes at level 2
        int level1 = (terms + 2) / 3;
        int level2 = (level1 + 2) / 3;
        assertThat(tables.tables()).isEqualTo(level1 + level2 + 1);
        for (int t = 0; t < tables.tables(); t++) {
            long a = 0;
            long d = 0;
            for (int e = 0; e < tables.entries(t); e++) {
                a += tables.agreeCount(t, e);
                d += tables.disagreeCount(t, e);
                double c = tables.coefficient(t, e);
                assertThat(c).isBetween(-1.0, 1.0);
            }
            assertThat(a).as("table %d", t).isEqualTo(expected);
            assertThat(d).as("table %d", t).isEqualTo(expected);
        }
        assertThat(tables.entries(0)).isEqualTo(5 * 5 * 3); // men, kings, back rank
        assertThat(tables.entries(level1)).isEqualTo(125); // three level-1 outputs of 5 levels each
        assertThat(tables.entries(level1 + level2)).isEqualTo((int) Math.pow(5, level2)); // the level-2 outputs
    }

    @Test
    void theTablesPickTheMastersMovesMoreOftenThanChanceAndPlayFromTheirFile() throws IOException {
        List<RecordFiles.Recorded> games = masterGames(20);
        SignatureTables tables = BookLearning.learn((Features) CHECKERS.start(), games);
        BookLearning.Agreement learned = BookLearning.agreement(tables.evaluator(), games);
        Evaluator random = position -> 0; // every move tied: the share is the mean of 1/k, the coefficient 0
        BookLearning.Agreement chance = BookLearning.agreement(random, games);
        assertThat(chance.coefficient()).isZero();
        assertThat(learned.positions()).isEqualTo(chance.positions());
        assertThat(learned.share()).isGreaterThan(chance.share() + 0.05);
        assertThat(learned.coefficient()).isGreaterThan(0.2);

        Path file = dir.resolve("tables.json");
        tables.write(file, CHECKERS, "classic", 50, Map.of("method", "book"));
        Evaluator fromFile = Evaluations.resolve(CHECKERS, file.toString()).factory().get();
        Evaluator original = tables.evaluator(CHECKERS.evaluator(), 50);
        Evaluator alone = tables.evaluator();
        Position p = games.get(0).start().copy();
        for (int m : games.get(0).moves()) {
            assertThat(fromFile.evaluate(p)).isEqualTo(original.evaluate(p))
                    .isEqualTo(CHECKERS.evaluator().evaluate(p) + Math.round(50.0 * alone.evaluate(p) / 10_000));
            p.play(m);
        }
    }
}
