package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

/** PDN notation (positions, moves) and the draw rules with what carries them: counts, repetitions, the hash. */
class DraughtsNotationTest {

    @Test
    void positionsReadAndWriteAsPdnFenWithRanges() {
        Draughts start = new Draughts(Rules.ENGLISH);
        assertThat(start.toString()).isEqualTo("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        assertThat(Draughts.parse(Rules.ENGLISH, "B:W21-32:B1-12").hash()).isEqualTo(start.hash());
        assertThat(Draughts.parse(Rules.INTERNATIONAL, "W:B1-20:W31-50").toString())
                .isEqualTo(new Draughts(Rules.INTERNATIONAL).toString());
        assertThat(Draughts.parse(Rules.ENGLISH, "W:WK1-3,30:B").toString()).isEqualTo("W:WK1,K2,K3,30:B");
    }

    @Test
    void badPositionsAreRefusedSayingWhatIsExpected() {
        String[] bad = {"", "X:W1:B2", "B:W21,21:B1", "B:W33:B1", "B:W1:B30", "B:W21:B1:W3", "B:W21:B1 foo", "B:W21:X1",
            "B:W21;B1", "B:W21:B1 endgame=3", "B:W5-3:B1", "B:WK:B1", "W:WK1,K2,K3:BK32 endgame=40"};
        for (String text : bad) {
            assertThatThrownBy(() -> Draughts.parse(Rules.ENGLISH, text)).as(text)
                    .isInstanceOf(IllegalArgumentException.class)
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").containsAnyOf("expected", "write K",
                            "squares are 1 to", "twice"));
        }
    }

    @Test
    void movesReadAndWriteWithEveryLandingSquareInEnglish() {
        Draughts p = Draughts.parse(Rules.ENGLISH, "B:W10,19:B6");
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.size()).isEqualTo(1);
        assertThat(p.formatMove(moves.get(0))).isEqualTo("6x15x24");
        assertThat(p.parseMove("6x15x24")).isEqualTo(moves.get(0));
        assertThat(p.parseMove("6x24")).isEqualTo(moves.get(0));
        assertThatThrownBy(() -> p.parseMove("6x15")).hasMessageContaining("legal moves: 6x15x24");
        assertThatThrownBy(() -> p.parseMove("6-10")).hasMessageContaining("a capture is compulsory");
        assertThatThrownBy(() -> p.parseMove("6+10")).hasMessageContaining("expected a step like 11-15");
        assertThatThrownBy(() -> p.parseMove("6x40")).hasMessageContaining("squares are 1 to 32");
        Draughts start = new Draughts(Rules.ENGLISH);
        assertThat(start.formatMove(start.parseMove("11-15"))).isEqualTo("11-15");
        assertThatThrownBy(() -> start.parseMove("22-18")).hasMessageContaining("not a legal move here");
    }

    @Test
    void internationalCapturesAreWrittenFromAndToAndTheSquaresTakenOnlyWhereNeeded() {
        Draughts p = Draughts.parse(Rules.INTERNATIONAL, "W:W28,31,33-50:B1-18,20,23");
        assertThat(p.formatMove(p.parseMove("28x19"))).isEqualTo("28x19");
        assertThat(p.parseMove("28x19x23")).isEqualTo(p.parseMove("28x19"));
        assertThatThrownBy(() -> p.parseMove("28x19x22")).hasMessageContaining("not a legal move");
    }

    /**
     * A position of {@code fen} after {@code plies} king steps chosen at random among those that
     * leave the opponent no capture and draw nothing before the last ply, which draws nothing by
     * repetition.
     */
    private static Draughts after(Rules rules, String fen, int plies) {
        SplittableRandom random = new SplittableRandom(7);
        Draughts p = Draughts.parse(rules, fen);
        MoveList moves = new MoveList();
        MoveList replies = new MoveList();
        for (int ply = 0; ply < plies; ply++) {
            p.legalMoves(moves);
            moves.shuffle(random);
            boolean played = false;
            for (int i = 0; i < moves.size() && !played; i++) {
                p.play(moves.get(i));
                p.legalMoves(replies);
                boolean quiet = replies.isEmpty() || Draughts.count(replies.get(0)) == 0;
                if (Draughts.count(moves.get(i)) == 0 && quiet && !repeated(p) && (ply == plies - 1 || !p.isTerminal())) {
                    played = true;
                } else {
                    p.undo();
                }
            }
            assertThat(played).as("a quiet king step at ply %d of %s", ply, fen).isTrue();
        }
        return p;
    }

    /** True when the position is drawn by repetition alone. */
    private static boolean repeated(Draughts p) {
        return p.drawn() && p.reversiblePlies() < p.rules().reversiblePlies() && p.sixteenCount() < Draughts.SIXTEEN_PLIES
                && p.fiveCount() < Draughts.FIVE_PLIES;
    }

    @Test
    void fortyMovesEachWithoutAManMovedOrACaptureDrawInEnglish() {
        Draughts p = after(Rules.ENGLISH, "W:WK1,K2,K3:BK30,K31,K32", 80);
        assertThat(p.reversiblePlies()).isEqualTo(80);
        assertThat(p.isTerminal()).isTrue();
        assertThat(p.terminalValue()).isZero();
        p.undo();
        assertThat(p.isTerminal()).isFalse();
        assertThat(Draughts.parse(Rules.ENGLISH, p.toString()).hash()).isEqualTo(p.hash());
    }

    @Test
    void twentyFiveMovesEachOfKingsDrawInInternationalDraughts() {
        Draughts p = after(Rules.INTERNATIONAL, "W:WK1,K2:BK49,K50", 50);
        assertThat(p.reversiblePlies()).isEqualTo(50);
        assertThat(p.isTerminal()).isTrue();
        p.undo();
        assertThat(p.isTerminal()).isFalse();
    }

    @Test
    void aLoneKingAgainstThreePiecesDrawsAfterSixteenMovesEachAndAgainstTwoAfterFive() {
        Draughts p = after(Rules.INTERNATIONAL, "W:WK1,K2,K3:BK50", 32);
        assertThat(p.sixteenCount()).isEqualTo(32);
        assertThat(p.isTerminal()).isTrue();
        p.undo();
        assertThat(p.isTerminal()).isFalse();
        Draughts q = after(Rules.INTERNATIONAL, "W:WK1,K2:BK50", 10);
        assertThat(q.fiveCount()).isEqualTo(10);
        assertThat(q.isTerminal()).isTrue();
        // English checkers has neither rule.
        Draughts e = Draughts.parse(Rules.ENGLISH, "W:WK1,K2,K3:BK32");
        assertThat(e.sixteenCount()).isEqualTo(-1);
    }

    @Test
    void aThirdRepetitionDrawsAndTheHashTellsApartWhatDecidesTheDraws() {
        Draughts p = Draughts.parse(Rules.ENGLISH, "W:WK29:BK4");
        String[] shuttle = {"29-25", "4-8", "25-29", "8-4"};
        for (int i = 0; i < 8; i++) {
            assertThat(p.isTerminal()).as("ply %d", i).isFalse();
            p.play(p.parseMove(shuttle[i % 4]));
        }
        assertThat(p.isTerminal()).isTrue();
        assertThat(p.terminalValue()).isZero();
        assertThat(p.toString()).isEqualTo("W:WK29:BK4 then 29-25 4-8 25-29 8-4 29-25 4-8 25-29 8-4");
        // The same board, with and without repetitions behind it, or with another endgame count: other keys.
        Draughts fresh = Draughts.parse(Rules.ENGLISH, "W:WK29:BK4");
        assertThat(p.hash()).isNotEqualTo(fresh.hash());
        assertThat(Draughts.parse(Rules.INTERNATIONAL, "W:WK1,K2,K3:BK50 endgame=4").hash())
                .isNotEqualTo(Draughts.parse(Rules.INTERNATIONAL, "W:WK1,K2,K3:BK50").hash());
        assertThat(Draughts.parse(Rules.ENGLISH, p.toString()).hash()).isEqualTo(p.hash());
    }

    @Test
    void aSideWithNoMoveLoses() {
        Draughts p = Draughts.parse(Rules.ENGLISH, "B:W:B1");
        assertThat(p.isTerminal()).isFalse();
        Draughts blocked = Draughts.parse(Rules.ENGLISH, "W:W29:B25,22");
        assertThat(blocked.isTerminal()).isTrue();
        assertThat(blocked.terminalValue()).isEqualTo(-1);
    }
}
