package org.zermelo.games.chomp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.endgame.Databases;
import org.zermelo.endgame.Probe;
import org.zermelo.endgame.RetrogradeSolver;
import org.zermelo.endgame.Table;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;
import org.zermelo.search.AndOr;
import org.zermelo.search.Solver;

/** The generic retrograde solver on Chomp's staircases, against the project's AND/OR solver; the database files. */
class StaircasesRetrogradeTest {

    @TempDir
    Path dir;

    private final ChompGame game = new ChompGame();

    @Test
    void theIndexNumbersEveryStaircaseOnceAndBack() {
        Staircases slice = new Staircases(6);
        assertThat(slice.size()).isEqualTo(924); // C(12, 6)
        Retrograde.Walker walker = slice.walker();
        int positions = 0;
        for (long i = 0; i < slice.size(); i++) {
            Position p = walker.position(i);
            if (p != null) {
                positions++;
                assertThat(slice.indexOf(p)).isEqualTo(i);
            }
        }
        // Only the empty board, the poisoned square eaten, is no position.
        assertThat(positions).isEqualTo(923);
        assertThat(slice.indexOf(Chomp.rectangle(7, 2))).isEqualTo(-1);
    }

    @Test
    void everyStaircaseWithin6x6HasTheValueAndRemotenessOfAndOr() {
        List<Retrograde.Slice> slices = game.slices(6);
        Table table = RetrogradeSolver.solve(slices, 0, new Table[1], 2, decided -> { });
        Retrograde.Walker walker = slices.get(0).walker();
        int checked = 0;
        for (long i = 0; i < table.size(); i++) {
            Position p = walker.position(i);
            if (p == null) {
                assertThat(table.value(i)).isEqualTo(Retrograde.NOT_A_POSITION);
                continue;
            }
            Solver.Solution s = Solver.solve(p, new AndOr());
            assertThat(table.value(i)).as(p.toString()).isEqualTo(s.value());
            assertThat(table.distance(i)).as(p.toString()).isEqualTo(Math.max(0, s.remoteness()));
            checked++;
        }
        assertThat(checked).isEqualTo(924 - 1);
        assertThat(table.positions()).isEqualTo(checked);
        assertThat(table.draws()).isZero();
    }

    @Test
    void aBuildIsReadBackResumedAndRefusedWhenDamaged() throws IOException {
        Databases db = new Databases(game, 5, dir);
        List<Boolean> read = new ArrayList<>();
        Databases.Listener listener = new Databases.Listener() {
            @Override
            public void started(Retrograde.Slice slice, int number, int count) { }

            @Override
            public void pass(int pass, int decided) { }

            @Override
            public void finished(Table table, int number, int count, long nanos, boolean fromFile) {
                read.add(fromFile);
            }
        };
        db.build(1, listener);
        Path file = dir.resolve("staircases-5x5.db");
        assertThat(file).exists();
        assertThat(dir.resolve("staircases-5x5.db.part")).doesNotExist();
        new Databases(game, 5, dir).build(1, listener);
        assertThat(read).containsExactly(false, true);

        Probe probe = new Probe(game, dir);
        Position p = Chomp.parse("5,5,3");
        Probe.Answer a = probe.solve(p);
        Solver.Solution s = Solver.solve(p, new AndOr());
        assertThat(a.value()).isEqualTo(s.value());
        assertThat(a.distance()).isEqualTo(s.remoteness());
        assertThat(a.bestMoves()).containsExactlyInAnyOrder(s.bestMoves());
        assertThat(probe.value(Chomp.rectangle(6, 6))).isNull();

        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 4;
        Files.write(file, bytes);
        assertThatThrownBy(() -> new Databases(game, 5, dir).build(1, listener)).isInstanceOf(IOException.class)
                .hasMessageContaining("damaged");

        // A half-written file is never read: the build starts that slice again.
        Files.delete(file);
        Files.write(dir.resolve("staircases-5x5.db.part"), new byte[] {1, 2, 3});
        read.clear();
        new Databases(game, 5, dir).build(1, listener);
        assertThat(read).containsExactly(false);
        assertThat(dir.resolve("staircases-5x5.db.part")).doesNotExist();

        // The distances beside the values: damaged or missing, refused too.
        Path distances = dir.resolve("staircases-5x5.dist");
        byte[] deflated = Files.readAllBytes(distances);
        deflated[deflated.length - 6] ^= 1;
        Files.write(distances, deflated);
        assertThatThrownBy(() -> new Databases(game, 5, dir).build(1, listener)).isInstanceOf(IOException.class)
                .hasMessageContaining("staircases-5x5.dist");
        Files.delete(distances);
        assertThatThrownBy(() -> new Databases(game, 5, dir).build(1, listener)).isInstanceOf(IOException.class)
                .hasMessageContaining("staircases-5x5.dist is missing");
    }
}
