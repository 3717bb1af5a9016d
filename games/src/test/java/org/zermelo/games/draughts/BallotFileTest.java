package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The 3-move ballot the repository ships ({@code bench/checkers/3-move-ballot.pdn}): the ACF's 174 openings less its 18
 * barred ones. The reader checks every move's legality; this test checks the list itself, since a typing slip would
 * still be a legal opening: numbered in order, every sequence distinct and in the ACF's order (by the squares of each move,
 * first move first), the barred numbers exactly the missing ones.
 */
class BallotFileTest {

    /** The ACF numbers of the barred openings, left out of the file. */
    private static final Set<Integer> BARRED = Set.of(3, 13, 26, 35, 44, 45, 48, 52, 77, 88, 94, 109, 114, 137, 145, 156, 168,
            171);

    private static final Pattern NUMBER = Pattern.compile("ACF 3-move ballot #(\\d+)");

    @Test
    void theFileHoldsTheBallotsUnbarredOpeningsInTheirOrder() {
        List<Pdn.Game> games = Pdn.read(Rules.ENGLISH, Path.of("..", "bench", "checkers", "3-move-ballot.pdn"));
        assertThat(games).hasSize(174 - BARRED.size());
        Set<String> positions = new HashSet<>();
        int expected = 1;
        int[] previous = null;
        for (Pdn.Game game : games) {
            while (BARRED.contains(expected)) {
                expected++;
            }
            Matcher m = NUMBER.matcher(game.tags().get("Event"));
            assertThat(m.matches()).as(game.tags().toString()).isTrue();
            assertThat(Integer.parseInt(m.group(1))).isEqualTo(expected++);
            assertThat(game.start().toString()).isEqualTo(new Draughts(Rules.ENGLISH).toString());
            assertThat(game.moves()).hasSize(3);
            assertThat(positions.add(game.end().toString())).as(game.notation().toString()).isTrue();
            int[] squares = game.notation().stream().flatMap(move -> Arrays.stream(move.split("[-x]")))
                    .mapToInt(Integer::parseInt).toArray();
            if (previous != null) {
                assertThat(Arrays.compare(previous, squares)).as(game.notation().toString()).isNegative();
            }
            previous = squares;
        }
        assertThat(expected).as("the last opening is #174").isEqualTo(175);
    }
}
