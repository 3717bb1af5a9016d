package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.endgame.Databases;
import org.zermelo.endgame.LoadedDatabases;
import org.zermelo.endgame.Probe;
import org.zermelo.endgame.Table;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;
import org.zermelo.game.Scores;
import org.zermelo.game.Tablebase;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.TablebaseProbing;

/**
 * The engine's probe of English checkers' databases up to 4 pieces: the same values as the files
 * ({@code zermelo solve}'s answers) and as plain search, and a won position converted into a win
 * within its stored distance, never drawn by the 40-move rule.
 */
class DatabaseProbeTest {

    private static final CheckersGame GAME = new CheckersGame();

    @TempDir
    static Path dir;

    private static LoadedDatabases loaded;
    private static List<Retrograde.Slice> slices;

    @BeforeAll
    static void build() throws IOException {
        new Databases(GAME, 4, dir).build(2, new Databases.Listener() {
            @Override
            public void started(Retrograde.Slice slice, int number, int count) { }

            @Override
            public void pass(int pass, int decided) { }

            @Override
            public void finished(Table table, int number, int count, long nanos, boolean read) { }
        });
        loaded = LoadedDatabases.open(GAME, dir);
        slices = GAME.slices(4);
    }

    /** Random positions of the databases, {@code each} a slice (those naming a position). */
    private static List<Draughts> positions(int each, long seed) {
        return positions(each, seed, ".*");
    }

    /** {@code each} random positions of every slice of kings alone (named w0mNk-b0mMk). */
    private static List<Draughts> kingsOnly(int each, long seed) {
        return positions(each, seed, "w0m\\d+k-b0m\\d+k");
    }

    /** {@code each} random positions of every slice whose name matches {@code names}. */
    private static List<Draughts> positions(int each, long seed, String names) {
        Random random = new Random(seed);
        List<Draughts> out = new ArrayList<>();
        for (Retrograde.Slice slice : slices) {
            if (slice.name().matches(names)) {
                Retrograde.Walker walker = slice.walker();
                for (int t = 0; t < each; t++) {
                    Position p = walker.position(random.nextLong(slice.size()));
                    if (p != null) {
                        out.add((Draughts) p);
                    }
                }
            }
        }
        return out;
    }

    /** The score a position of the files must have at the root: as {@link Tablebase#score} says, from its value and distance. */
    private static int expected(Databases.Value v, int pliesLeft) {
        if (v.value() == 0) {
            return 0;
        }
        return v.distance() <= pliesLeft ? Scores.terminal(v.value(), v.distance()) : v.value() * (Tablebase.NEAR_WIN - v.distance());
    }

    @Test
    void everySliceIsLoadedAndFoundAtOnce() throws IOException {
        assertThat(loaded.size()).isEqualTo(4);
        assertThat(loaded.slices()).isEqualTo(slices.size());
        assertThat(LoadedDatabases.open(GAME, dir)).isSameAs(loaded);
        for (Draughts p : positions(5, 1)) {
            int n = GAME.sliceOf(slices, p);
            assertThat(slices.get(n).indexOf(p)).as(p.toString()).isNotNegative();
            // The game's answer at once is what asking each slice in turn finds.
            int asked = -1;
            for (int i = 0; i < slices.size() && asked < 0; i++) {
                asked = slices.get(i).indexOf(p) >= 0 ? i : -1;
            }
            assertThat(n).isEqualTo(asked);
        }
        assertThat(GAME.sliceOf(slices, Draughts.parse(Rules.ENGLISH, "B:W21,22,23:B1,2"))).isEqualTo(-1);
        assertThat(loaded.score(Draughts.parse(Rules.ENGLISH, "B:W21,22,23:B1,2"))).isEqualTo(Tablebase.UNKNOWN);
    }

    @Test
    void theProbeGivesTheFilesValuesAsSolveReadsThem() throws IOException {
        Probe probe = new Probe(GAME, dir);
        int near = 0;
        for (Draughts p : positions(15, 2)) {
            Databases.Value v = probe.value(p);
            assertThat(loaded.score(p)).as(p.toString()).isEqualTo(expected(v, 80));
            near += v.value() != 0 && v.distance() > 80 ? 1 : 0;
        }
        assertThat(near).as("wins beyond the 40-move rule's reach, which stay near wins").isPositive();
    }

    @Test
    void aWinOrLossTheFortyMoveRuleMayStopIsNotProven() throws IOException {
        Probe probe = new Probe(GAME, dir);
        Random random = new Random(5);
        MoveList moves = new MoveList();
        int checked = 0;
        int stopped = 0;
        for (Draughts p : kingsOnly(200, 6)) {
            if ((p.kings() & (p.white() | p.black())) != (p.white() | p.black()) || probe.value(p).distance() < 15) {
                continue; // long wins of kings only: their moves count toward the rule
            }
            // A walk of king moves, every position on it checked, until the rule's end or a capture.
            while (!p.isTerminal() && p.moveCount() > 0) {
                Databases.Value v = probe.value(p);
                assertThat(loaded.score(p)).as(p.toString()).isEqualTo(expected(v, p.pliesBeforeDrawRule()));
                stopped += v.value() != 0 && v.distance() > p.pliesBeforeDrawRule() ? 1 : 0;
                checked++;
                p.legalMoves(moves);
                int move = moves.get(random.nextInt(moves.size()));
                if (p.formatMove(move).contains("x")) {
                    break;
                }
                p.play(move);
            }
        }
        assertThat(checked).isGreaterThan(1000);
        assertThat(stopped).isPositive();
    }

    private static Search engine(Tablebase tablebase) {
        Search search = Algorithms.create(Algorithms.engineDefault(false), GAME.evaluator());
        ((TablebaseProbing) search).setTablebase(tablebase);
        return search;
    }

    @Test
    void aSearchWithTheDatabasesFindsWhatPlainSearchFinds() throws IOException {
        Probe probe = new Probe(GAME, dir);
        Search plain = engine(null);
        Search probing = engine(loaded);
        int checked = 0;
        for (Draughts p : positions(3, 3)) {
            Databases.Value v = probe.value(p);
            if (p.isTerminal() || v.distance() > 9 || v.value() == 0 && p.moveCount() > 6) {
                continue;
            }
            // Plain alpha-beta to the distance sees every line of the best play end.
            SearchResult deep = plain.search(p.copy(), SearchLimits.depth(Math.max(1, v.distance())));
            SearchResult one = probing.search(p.copy(), SearchLimits.depth(1));
            if (v.value() != 0) {
                assertThat(deep.value()).as(p.toString()).isEqualTo(Scores.terminal(v.value(), v.distance()));
            }
            assertThat(one.value()).as(p.toString()).isEqualTo(expected(v, 80));
            checked++;
        }
        assertThat(checked).isGreaterThan(40);
    }

    /** Plays from {@code start} to the end, at most {@code limit} plies; the plies played, the winner's search moving first. */
    private static int play(Draughts start, Search winner, Search defender, int limit) {
        Draughts p = (Draughts) start.copy();
        int plies = 0;
        while (!p.isTerminal() && plies < limit) {
            Search mover = plies % 2 == 0 ? winner : defender;
            p.play(mover.search(p.copy(), SearchLimits.depth(3)).bestMove());
            plies++;
        }
        assertThat(p.isTerminal()).as("over after " + plies + " plies from " + start).isTrue();
        assertThat(p.terminalValue()).as("won from " + start + " in " + plies + " plies, not drawn").isEqualTo(plies % 2 == 1 ? -1 : 1);
        return plies;
    }

    @Test
    void aWonPositionIsConvertedWithinItsDistance() throws IOException {
        Probe probe = new Probe(GAME, dir);
        Search winner = engine(loaded);
        Search perfect = engine(loaded);
        Search plain = engine(null);
        int games = 0;
        int beyondTheRule = 0;
        for (Draughts p : positions(4, 4)) {
            Databases.Value v = probe.value(p);
            if (v.value() != 1 || v.distance() < 15 || Long.bitCount(p.white() | p.black()) < 3) {
                continue;
            }
            if (v.distance() <= 80) {
                // Every position on the way is a proven win: it ends within the distance, whatever the defence.
                assertThat(play(p, winner, perfect, v.distance())).as(p.toString()).isLessThanOrEqualTo(v.distance());
                assertThat(play(p, winner, plain, v.distance())).as(p.toString()).isLessThanOrEqualTo(v.distance());
            } else {
                // Beyond the rule's reach at first: won all the same, men's moves starting the count again.
                play(p, winner, perfect, 4 * v.distance());
                play(p, winner, plain, 4 * v.distance());
                beyondTheRule++;
            }
            games++;
        }
        assertThat(games).isGreaterThan(20);
        assertThat(beyondTheRule).as("wins longer than the 40-move rule, converted by men's moves").isPositive();
    }
}
