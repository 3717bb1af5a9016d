package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;

/**
 * The slices by material and leading rows, on checkers and international draughts: every move
 * leaving a slice enters one listed before it, a man's move that stays in the material never
 * takes its side's leading row back, each position is found in its own slice, and the slices of a
 * material share its indices out (their sizes add up to the material's).
 */
class MaterialSlicesTest {

    /** Explores sampled positions of each slice up to {@code size} pieces and checks where their moves lead. */
    private static void movesLeadToSlicesBefore(VariantGame game, int size, int samples) {
        List<Retrograde.Slice> slices = game.slices(size);
        Random random = new Random(1992);
        for (int number = 0; number < slices.size(); number++) {
            Retrograde.Slice slice = slices.get(number);
            Retrograde.Walker walker = slice.walker();
            int current = number;
            int[] seen = new int[1];
            for (int t = 0; t < samples; t++) {
                long index = random.nextLong(slice.size());
                Position p = walker.position(index);
                if (p == null) {
                    continue;
                }
                assertThat(game.sliceOf(slices, p)).as(p.toString()).isEqualTo(number);
                assertThat(slice.indexOf(p)).isEqualTo(index);
                walker.explore(index, new Retrograde.Successors() {
                    @Override
                    public void inSlice(long i) {
                        assertThat(i).isBetween(0L, slice.size() - 1);
                        seen[0]++;
                    }

                    @Override
                    public void inSlice(int other, long i) {
                        assertThat(other).as(slice.name() + " " + p + " leads to a slice before it").isLessThan(current);
                        assertThat(i).isBetween(0L, slices.get(other).size() - 1);
                        if (slices.get(other).group().equals(slice.group())) {
                            assertThat(slices.get(other).name()).as("a man advanced the leading row of its side")
                                    .isNotEqualTo(slice.name());
                        }
                    }

                    @Override
                    public void over(int value) {
                        assertThat(value).isEqualTo(-1);
                    }
                });
            }
        }
    }

    @Test
    void checkersMovesLeadToSlicesBefore() {
        movesLeadToSlicesBefore(new CheckersGame(), 4, 60);
    }

    @Test
    void draughtsMovesLeadToSlicesBefore() {
        movesLeadToSlicesBefore(new InternationalGame(), 4, 20);
    }

    @Test
    void theSlicesOfAMaterialShareItsIndices() {
        CheckersGame game = new CheckersGame();
        long men = 0;
        for (Retrograde.Slice s : game.slices(4)) {
            if (s.group().equals("w2m0k-b1m1k")) {
                men += s.size();
            }
        }
        // Two white men off White's crowning row, one black man off Black's, a black king on one of the 29 squares left.
        assertThat(men).isEqualTo(2 * 378 * 28 * 29);
        assertThat(game.slices(4).stream().filter(s -> s.group().equals("w2m0k-b1m1k")).map(Retrograde.Slice::name))
                .startsWith("w2m0k-b1m1k-w7b7", "w2m0k-b1m1k-w7b6").endsWith("w2m0k-b1m1k-w1b1")
                .hasSize(7 * 7);
    }
}
