package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

/**
 * The generator against {@link NaiveDraughts}, the rules written again without bitboards, on random
 * games from random positions with men and kings, in the three variants; and the rule cases by
 * hand: free choice among English captures, majority capture, crowning at the end of the move.
 */
class DraughtsRulesTest {

    private static final Rules[] VARIANTS = {Rules.ENGLISH, Rules.INTERNATIONAL, Rules.BRAZILIAN};

    /** The generator's moves, written as the naive rules write them. */
    static Set<String> moves(Draughts p) {
        MoveList list = new MoveList();
        p.legalMoves(list);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(naive(p, list.get(i)));
        }
        assertThat(out).as("each move once, %s", p).hasSize(list.size());
        return out;
    }

    static String naive(Draughts p, int move) {
        StringBuilder s = new StringBuilder().append(p.number(Draughts.from(move)));
        if (Draughts.count(move) > 0 && !p.rules().flyingKings()) {
            for (int land : p.landings(move)) {
                s.append('-').append(p.number(land));
            }
        } else {
            s.append('-').append(p.number(Draughts.to(move)));
        }
        s.append(':');
        if (Draughts.count(move) > 0) {
            List<String> taken = new ArrayList<>();
            for (int sq : p.squares(p.taken(move))) {
                taken.add(Integer.toString(sq));
            }
            s.append(String.join(",", taken));
        }
        return s.toString();
    }

    /** A random position: about {@code pieces} pieces, a third of them kings, no man on its crowning row. */
    static String randomFen(Rules rules, SplittableRandom random, int pieces) {
        List<String> white = new ArrayList<>();
        List<String> black = new ArrayList<>();
        int perRow = rules.size() / 2;
        for (int s = 1; s <= rules.squares(); s++) {
            if (random.nextInt(rules.squares()) >= pieces) {
                continue;
            }
            boolean isWhite = random.nextBoolean();
            int row = (s - 1) / perRow;
            boolean crownRow = isWhite ? row == 0 : row == rules.size() - 1;
            boolean king = crownRow || random.nextInt(3) == 0;
            (isWhite ? white : black).add((king ? "K" : "") + s);
        }
        return (random.nextBoolean() ? "W" : "B") + ":W" + String.join(",", white) + ":B" + String.join(",", black);
    }

    @Test
    void theGeneratorAgreesWithTheNaiveRulesOnRandomGames() {
        SplittableRandom random = new SplittableRandom(41);
        int compared = 0;
        int captures = 0;
        int multiple = 0;
        for (Rules rules : VARIANTS) {
            for (int game = 0; game < 300; game++) {
                String fen = game == 0 ? new Draughts(rules).toString() : randomFen(rules, random, 4 + random.nextInt(14));
                Draughts p = Draughts.parse(rules, fen);
                NaiveDraughts naive = NaiveDraughts.of(rules, p.toString());
                for (int ply = 0; ply < 60 && !p.drawn(); ply++) {
                    Set<String> expected = naive.moves();
                    Set<String> actual = moves(p);
                    assertThat(actual).as("%s %s", rules.name(), naive.fen()).isEqualTo(expected);
                    compared++;
                    if (expected.isEmpty()) {
                        break;
                    }
                    List<String> list = new ArrayList<>(expected);
                    String chosen = list.get(random.nextInt(list.size()));
                    captures += NaiveDraughts.taken(chosen) > 0 ? 1 : 0;
                    multiple += NaiveDraughts.taken(chosen) > 1 ? 1 : 0;
                    MoveList legal = new MoveList();
                    p.legalMoves(legal);
                    for (int i = 0; i < legal.size(); i++) {
                        if (naive(p, legal.get(i)).equals(chosen)) {
                            p.play(legal.get(i));
                            break;
                        }
                    }
                    naive.play(chosen);
                    assertThat(p.fen()).as("%s after %s", rules.name(), chosen).isEqualTo(naive.fen());
                }
            }
        }
        assertThat(compared).isGreaterThan(10_000);
        assertThat(captures).isGreaterThan(1_000);
        assertThat(multiple).isGreaterThan(100);
    }

    private static Set<String> moves(Rules rules, String fen) {
        return moves(Draughts.parse(rules, fen));
    }

    @Test
    void anEnglishCaptureMayBeAnyAndCrowningEndsIt() {
        // Black's man on 22 takes 25 (to 29) or 26 (to 31): either, and on the crowning row it stops.
        assertThat(moves(Rules.ENGLISH, "B:W25,26,27:B22")).containsExactly("22-29:25", "22-31:26");
        Draughts p = Draughts.parse(Rules.ENGLISH, "B:W26,27:B22");
        p.play(p.parseMove("22x31"));
        assertThat(p.toString()).isEqualTo("W:W27:BK31");
    }

    @Test
    void theMajorityCaptureIsCompulsoryAndAManPassingTheCrowningRowStaysAMan() {
        // Brazilian: the man on 22 must take two (26, then 27 backward from 31), and ends on 24 uncrowned.
        assertThat(moves(Rules.BRAZILIAN, "B:W25,26,27:B22")).containsExactly("22-24:26,27");
        Draughts p = Draughts.parse(Rules.BRAZILIAN, "B:W25,26,27:B22");
        p.play(p.parseMove("22x24"));
        assertThat(p.toString()).isEqualTo("W:W25:B24");
    }

    @Test
    void aPieceIsNotJumpedTwiceAndTwoOrdersOfTheSameJumpsAreTwoMovesInEnglishOneInBrazilian() {
        // A king on 10 jumps round the ring of men 14, 15, 22, 23 either way and comes back to 10,
        // each man taken once. English checkers writes each landing square: two moves (and the
        // published perft counts count both); Brazilian (like international) draughts: one move.
        String ring = "W:WK10:B14,15,22,23";
        assertThat(moves(Rules.ENGLISH, ring)).contains("10-17-26-19-10:14,15,22,23", "10-19-26-17-10:14,15,22,23")
                .isEqualTo(NaiveDraughts.of(Rules.ENGLISH, ring).moves());
        // The flying king may also land beyond the last man; back on 10, one move, listed once.
        assertThat(moves(Rules.BRAZILIAN, ring)).contains("10-10:14,15,22,23")
                .isEqualTo(NaiveDraughts.of(Rules.BRAZILIAN, ring).moves());
        Draughts p = Draughts.parse(Rules.ENGLISH, ring);
        assertThat(p.formatMove(p.parseMove("10x17x26x19x10"))).isEqualTo("10x17x26x19x10");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> p.parseMove("10x10")).hasMessageContaining("ambiguous");
    }
}
