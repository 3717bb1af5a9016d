package org.zermelo.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

class BackgammonNotationTest {

    private final BackgammonGame game = new BackgammonGame();

    @Test
    void aPositionIdFromGnuBackgammonReadsAsItsBoard() {
        // GNU Backgammon after the first player's opening 3-1 played 8/5 6/5: the second player on roll.
        Backgammon p = (Backgammon) game.parse("sGfwATDgc/ABMA");
        int[][] b = {p.mine().clone(), p.theirs().clone()};
        assertThat(b[0]).isEqualTo(BackgammonTest.startBoard());
        assertThat(b[1][5]).isEqualTo(2);
        assertThat(b[1][6]).isEqualTo(4);
        assertThat(b[1][8]).isEqualTo(2);
        assertThat(p.pips(p.sideToMove())).isEqualTo(167);
        assertThat(p.pips(1 - p.sideToMove())).isEqualTo(163);
        assertThat(p.isChanceNode()).isTrue();
        Backgammon start = new Backgammon();
        start.play(start.parseMove("31"));
        start.play(start.parseMove("8/5 6/5"));
        assertThat(start).hasToString("sGfwATDgc/ABMA");
        assertThat(game.parse("sGfwATDgc/ABMA:64")).hasToString("sGfwATDgc/ABMA:64");
    }

    @Test
    void malformedIdsAreRejectedWithWhatIsWrong() {
        assertThatThrownBy(() -> game.parse("4HPwATDgc/ABM")).hasMessageContaining("13 characters, not 14");
        assertThatThrownBy(() -> game.parse("4HPwATDgc/AB!A")).hasMessageContaining("'!' is not a base64 character");
        assertThatThrownBy(() -> game.parse("4HPwATDgc/ABMB")).hasMessageContaining("bits beyond the 80");
        assertThatThrownBy(() -> game.parse("/////////////A")).hasMessageContaining("bits run out");
        assertThatThrownBy(() -> game.parse("4HPwATDgc/ABMA:77")).hasMessageContaining("is not a roll");
        assertThatThrownBy(() -> game.parse("4HPwATDgc/ABMA:13")).hasMessageContaining("the higher die first: :31");
        assertThatThrownBy(() -> game.parse("4HPwATDgc/ABMA:66")).hasMessageContaining("opening roll is never a double");
        assertThatThrownBy(() -> game.parse("4HPwATDgc/ABMA:")).hasMessageContaining("is not a roll");
    }

    @Test
    void impossiblePositionsAreRejected() {
        int[] sixteen = BackgammonTest.startBoard();
        sixteen[6] = 6;
        int[] fourteen = BackgammonTest.startBoard();
        fourteen[6] = 4; // 16 and 14 checkers fill the 80 bits
        assertThatThrownBy(() -> game.parse(PositionId.encode(sixteen, fourteen)))
                .hasMessageContaining("gives the player on roll 16 checkers");
        int[] clash = BackgammonTest.startBoard();
        clash[6] = 4;
        clash[1] = 1; // on the opponent's 24-point, where its two back checkers are
        assertThatThrownBy(() -> game.parse(PositionId.encode(clash, BackgammonTest.startBoard())))
                .hasMessageContaining("both players on one point").hasMessageContaining("1-point");
        int[] none = new int[26];
        assertThatThrownBy(() -> game.parse(PositionId.encode(none, BackgammonTest.startBoard())))
                .hasMessageContaining("no checker left");
        assertThatThrownBy(() -> game.parse(PositionId.encode(BackgammonTest.startBoard(), none) + ":31"))
                .hasMessageContaining("the game is over");
        assertThat(game.parse(PositionId.encode(BackgammonTest.startBoard(), none)).isTerminal()).isTrue();
    }

    @Test
    void movesReadInTheUsualNotations() {
        Position p = game.parse("4HPwATDgc/ABMA:62");
        int move = p.parseMove("24/18 13/11");
        assertThat(p.formatMove(move)).isEqualTo("24/18 13/11");
        assertThat(p.parseMove("13/11 24/18")).isEqualTo(move);
        assertThat(p.formatMove(p.parseMove("24/16"))).isEqualTo("24/16");
        assertThat(p.parseMove("24/18/16")).isEqualTo(p.parseMove("24/16"));
        assertThatThrownBy(() -> p.parseMove("24/18 13/12")).hasMessageContaining("not a legal move with 6-2");
        assertThatThrownBy(() -> p.parseMove("25/19 13/11")).hasMessageContaining("'25' in '25/19 13/11' is not a point");
        assertThatThrownBy(() -> p.parseMove("11/13")).hasMessageContaining("does not move forward");
        assertThatThrownBy(() -> p.parseMove("hello")).hasMessageContaining("is not a checker move");
        assertThatThrownBy(() -> p.parseMove("24/18* 13/11")).hasMessageContaining("hits where no legal move with 6-2 does");
        assertThatThrownBy(() -> p.parseMove("pass")).hasMessageContaining("no pass");
        // After 13/10 24/22, a 6-6 that hits the blot left on 24 with the first of two checkers from 13.
        Position hit = game.parse("4HPiASTgc/ABMA:66");
        int twoToOne = hit.parseMove("13/1*(2)");
        assertThat(hit.formatMove(twoToOne)).isEqualTo("13/1*(2)");
        assertThat(hit.parseMove("13/1(2)")).isEqualTo(twoToOne);
        assertThat(hit.parseMove("13/7/1* 13/7/1")).isEqualTo(twoToOne);
        Position roll = game.parse("sGfwATDgc/ABMA");
        assertThat(roll.formatMove(roll.parseMove("4-6"))).isEqualTo("64");
        assertThatThrownBy(() -> roll.parseMove("70")).hasMessageContaining("not a roll");
        assertThatThrownBy(() -> new Backgammon().parseMove("55")).hasMessageContaining("opening roll is never a double");
    }

    @Test
    void enteringFromTheBarHitsAndAStarLeftOutIsForgiven() {
        int[] mine = BackgammonTest.startBoard();
        mine[24] = 1;
        mine[25] = 1;
        int[] theirs = BackgammonTest.startBoard();
        theirs[6] = 4;
        theirs[5] = 1; // a blot on the mover's 20-point
        Backgammon p = new Backgammon(mine, theirs, 5 << 3 | 1);
        int move = p.parseMove("bar/20* 24/23");
        assertThat(p.formatMove(move)).isEqualTo("bar/20* 24/23");
        assertThat(p.parseMove("bar/20 24/23")).isEqualTo(move);
        assertThatThrownBy(() -> p.parseMove("13/8 6/5")).hasMessageContaining("not a legal move with 5-1");
        p.play(move);
        assertThat(p.checkers(1 - p.sideToMove(), 25)).isZero();
        assertThat(p.checkers(p.sideToMove(), 25)).as("the hit checker on the bar").isEqualTo(1);
        p.undo();
        assertThat(p.checkers(p.sideToMove(), 25)).isEqualTo(1);
        assertThat(p.checkers(1 - p.sideToMove(), 5)).isEqualTo(1);
    }

    @Test
    void bearingOffTakesTheExactPointThenTheHighestWithALargerDie() {
        int[] mine = new int[26];
        mine[0] = 11;
        mine[4] = 2;
        mine[2] = 2;
        int[] theirs = new int[26];
        theirs[13] = 15;
        Backgammon p = new Backgammon(mine, theirs, 6 << 3 | 4);
        assertThat(names(p)).containsExactlyInAnyOrder("4/off(2)");
        p = new Backgammon(mine, theirs, 3 << 3 | 1);
        // The 3 bears off nothing while a checker is on the 4-point: 2/off is not a move.
        assertThat(names(p)).containsExactlyInAnyOrder("4/1 4/3", "4/1 2/1", "4/off");
    }

    @Test
    void theLoserPaysOneTwoOrThree() {
        int[] winner = new int[26];
        winner[0] = 14;
        winner[1] = 1;
        int[] loser = new int[26];
        loser[13] = 15;
        assertThat(endAfter11(winner, loser)).isEqualTo(-2); // a gammon: the loser has borne off nothing
        loser[13] = 14;
        loser[20] = 1; // in the winner's home board
        assertThat(endAfter11(winner, loser)).isEqualTo(-3);
        loser[20] = 0;
        loser[25] = 1; // on the bar
        assertThat(endAfter11(winner, loser)).isEqualTo(-3);
        loser[25] = 0;
        loser[0] = 1;
        assertThat(endAfter11(winner, loser)).isEqualTo(-1);
    }

    private static int endAfter11(int[] winner, int[] loser) {
        Backgammon p = new Backgammon(winner, loser, 1 << 3 | 1);
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.size()).isEqualTo(1);
        assertThat(p.formatMove(moves.get(0))).isEqualTo("1/off");
        p.play(moves.get(0));
        assertThat(p.isTerminal()).isTrue();
        p.legalMoves(moves);
        assertThat(moves.isEmpty()).isTrue();
        return p.terminalValue();
    }

    @Test
    void aBlockedSidePassesAndTheBoardDrawsFromTheMoversSide() {
        int[] mine = BackgammonTest.startBoard();
        mine[24] = 1;
        mine[25] = 1;
        int[] theirs = new int[26];
        for (int p = 1; p <= 6; p++) {
            theirs[p] = 2; // a closed board
        }
        theirs[13] = 3;
        Backgammon p = new Backgammon(mine, theirs, 6 << 3 | 5);
        assertThat(names(p)).containsExactly("pass");
        assertThat(p.parseMove("pass")).isEqualTo(Backgammon.PASS);
        long hash = p.hash();
        p.play(Backgammon.PASS);
        assertThat(p.hash()).isNotEqualTo(hash);
        p.undo();
        assertThat(p.diagram()).contains("+13-14-15-16-17-18------19-20-21-22-23-24-+", "X (first player): pips 168, bar 1",
                "rolled 6-5");
    }

    private static java.util.List<String> names(Backgammon p) {
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        java.util.List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            names.add(p.formatMove(moves.get(i)));
        }
        return names;
    }
}
