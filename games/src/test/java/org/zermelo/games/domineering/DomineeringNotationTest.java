package org.zermelo.games.domineering;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.conformance.PlayUndoProperties;

/**
 * Domineering's notation, its strict parsers, and the Position contract along random games:
 * undo restores everything the bitboards keep up to date, which is what reading the position
 * afresh computes, and what the naive rules count.
 */
class DomineeringNotationTest {

    private static final DomineeringGame GAME = new DomineeringGame();

    @ParameterizedTest(name = "{0} reads as {1}")
    @CsvSource(delimiter = ';', value = {
        "2x3; .../...:V",
        "2X3:H; .../...:H",
        " 3x1 : h ; ././.:H",
        "#..#/..../..../#..#:H; #..#/..../..../#..#:H",
        "..#/.#.; ..#/.#.:V",
        ".:v; .:V"})
    void positionsReadBackAsTheirNotation(String text, String expected) {
        Position p = GAME.parse(text);
        assertThat(p.toString()).isEqualTo(expected);
        assertThat(GAME.parse(p.toString()).hash()).isEqualTo(p.hash());
        assertThat(p.sideToMove()).isEqualTo(expected.endsWith(":H") ? Domineering.HORIZONTAL : Domineering.VERTICAL);
    }

    @ParameterizedTest(name = "''{0}'' is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "0x3; 1 to 30 rows and columns",
        "3x0; 1 to 30 rows and columns",
        "-2x2; is not a Domineering board",
        "31x2; 1 to 30 rows and columns",
        "..#/..; every row has the same length",
        "..x/...; is not a Domineering board",
        "8x8:Q; is not a side",
        "''; is not a Domineering board",
        "8x8:; is not a side",
        ":V; is not a Domineering board",
        "8x8/8x8; is not a Domineering board"})
    void badPositionsAreRefusedWithAOneLineMessage(String text, String message) {
        assertThatThrownBy(() -> GAME.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }

    @Test
    void aBoardOfMoreThanThirtyRowsOrColumnsIsRefused() {
        String wide = ".".repeat(31);
        String tall = String.join("/", java.util.Collections.nCopies(31, "."));
        for (String text : new String[] {wide, tall, "30x31", "999x2"}) {
            assertThatThrownBy(() -> GAME.parse(text)).as(text).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("1 to 30").hasMessageNotContaining("\n");
        }
        assertThat(GAME.parse("30x30").toString()).hasSize(30 * 31 - 1 + 2);
    }

    @ParameterizedTest(name = "move ''{1}'' on .#../..../...#:{0} is refused: {2}")
    @CsvSource(delimiter = ';', value = {
        "V; 3,1; would leave the 3x4 board",
        "V; 0,2; there is no cell 0,2",
        "V; 1,5; there is no cell 1,5",
        "V; -1,1; is not a move",
        "V; 1,2; cell 1,2 is taken",
        "V; 2,4; cell 3,4 is taken",
        "V; x; is not a move",
        "V; 1; is not a move",
        "V; 1,; is not a move",
        "V; ,2; is not a move",
        "V; 1,2,3; is not a move",
        "V; ''; is not a move",
        "V; 99999999999,1; is not a move",
        "H; 1,4; would leave the 3x4 board",
        "H; 4,1; there is no cell 4,1",
        "H; 1,1; cell 1,2 is taken",
        "H; 3,3; cell 3,4 is taken",
        "H; a,b; is not a move",
        "H; +2,1; is not a move"})
    void badMovesAreRefusedWithAOneLineMessage(String side, String text, String message) {
        Position p = GAME.parse(".#../..../...#:" + side);
        assertThatThrownBy(() -> p.parseMove(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }

    /**
     * A row or column number so large that the domino's other cell overflows an int is off the
     * board like any other.
     */
    @ParameterizedTest(name = "move ''{0}'' on .#../..../...#:{1} is refused")
    @CsvSource({"2147483647,1, V", "1,2147483647, H", "2147483647,2147483647, V", "2147483647,2147483647, H"})
    void aHugeRowOrColumnIsOffTheBoard(String r, String c, String side) {
        Position p = GAME.parse(".#../..../...#:" + side);
        assertThatThrownBy(() -> p.parseMove(r + "," + c)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageNotContaining("\n");
    }

    /** A player with no move has lost: the game is over, worth -1 to them, and no move is read. */
    @ParameterizedTest(name = "{0} is over")
    @ValueSource(strings = {"1x5:V", "5x1:H", ".#./#.#/.#.:V", "#:H", "##/##:V"})
    void aPlayerWithoutAMoveHasLost(String text) {
        Position p = GAME.parse(text);
        assertThat(p.isTerminal()).isTrue();
        assertThat(p.terminalValue()).isEqualTo(-1);
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.isEmpty()).isTrue();
        assertThatThrownBy(() -> p.parseMove("1,1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the game is over").hasMessageNotContaining("\n");
        // The opponent might still have moves: the side to move alone decides.
        Position other = GAME.parse(text.replace(":V", ":X").replace(":H", ":V").replace(":X", ":H"));
        other.legalMoves(moves);
        assertThat(other.isTerminal()).isEqualTo(moves.isEmpty());
    }

    @ParameterizedTest(name = "from {0}")
    @ValueSource(strings = {"8x8", "5x6:H", "1x30", "30x1:H", "30x30", "#..#/..../..../#..#:H", ".#.../...#./#....:V"})
    void randomGamesAndWalksKeepThePositionContract(String start) {
        int seeds = start.equals("30x30") ? 1 : 6;
        for (long seed = 0; seed < seeds; seed++) {
            PlayUndoProperties.randomGamesUndoneMoveByMove(GAME.parse(start), GAME::parse, seed);
            PlayUndoProperties.randomWalk(GAME.parse(start), GAME::parse, seed, 120);
        }
    }

    /**
     * Along random walks of plays and undos, what the bitboards keep move by move (the hashes,
     * the real and safe move counts, the protected and free cells) is what reading the position
     * afresh gives, and the counts are the naive rules' most dominoes (all, and safe) of each
     * player; undo restores them all.
     */
    @Test
    void walksKeepTheCountsAndTheSymmetricKeyOfTheBoard() {
        String[] starts = {"6x6", "5x7:H", "7x4", "1x9", "8x8:H", ".#.../...#./#....:V"};
        MoveList moves = new MoveList();
        for (String start : starts) {
            for (long seed = 0; seed < 6; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                Domineering p = (Domineering) GAME.parse(start);
                Deque<String> states = new ArrayDeque<>();
                List<String> walk = new ArrayList<>();
                for (int step = 0; step < 150; step++) {
                    String where = "from " + start + ", seed " + seed + ", walk " + walk;
                    String state = state(p);
                    assertThat(state).as(where + ": kept up to date").isEqualTo(state((Domineering) GAME.parse(p.toString())));
                    NaiveDomineering.Board board = NaiveDomineering.Board.of(p.toString());
                    for (int side = 0; side < 2; side++) {
                        boolean vertical = side == Domineering.VERTICAL;
                        assertThat(p.realMoves(side)).as(where + ": real moves of " + side)
                                .isEqualTo(board.mostDominoes(vertical, false));
                        assertThat(p.safeMoves(side)).as(where + ": safe moves of " + side)
                                .isEqualTo(board.mostDominoes(vertical, true));
                        assertThat(p.moveCount(side)).as(where + ": moves of " + side).isEqualTo(board.moves(vertical).size());
                    }
                    p.legalMoves(moves);
                    if (!states.isEmpty() && (moves.isEmpty() || random.nextInt(3) == 0)) {
                        p.undo();
                        walk.add("undo");
                        assertThat(state(p)).as(where + ": undo restores").isEqualTo(states.pop());
                    } else if (!moves.isEmpty()) {
                        states.push(state);
                        int move = moves.get(random.nextInt(moves.size()));
                        walk.add(p.formatMove(move));
                        p.play(move);
                    }
                }
            }
        }
    }

    /** Everything the bitboards keep up to date, and the notation. */
    private static String state(Domineering p) {
        return p + " hash " + p.hash() + " key " + p.symmetricHash() + " real " + p.realMoves(0) + "/" + p.realMoves(1)
                + " safe " + p.safeMoves(0) + "/" + p.safeMoves(1) + " guarded " + p.guardedCells(0) + "/" + p.guardedCells(1)
                + " free " + p.freeCells();
    }

    @Test
    void aCopyIsIndependent() {
        Position p = GAME.parse("4x4");
        p.play(p.parseMove("1,1"));
        Position copy = p.copy();
        copy.play(copy.parseMove("1,2"));
        assertThat(p.toString()).isEqualTo("#.../#.../..../....:H");
        assertThat(copy.toString()).isEqualTo("###./#.../..../....:V");
        p.play(p.parseMove("4,1"));
        assertThat(copy.toString()).isEqualTo("###./#.../..../....:V");
        copy.undo();
        assertThat(copy.hash()).isEqualTo(GAME.parse("#.../#.../..../....:H").hash());
    }

    @Test
    void theGameIsRegisteredAsDomineering() {
        Game game = Games.byName("domineering");
        assertThat(game.solver()).isEqualTo("proof");
        assertThat(game.start().toString()).isEqualTo(GAME.parse("8x8:V").toString());
        assertThat(game.parse(game.example()).toString()).isEqualTo(game.example());
        assertThat(game.playerName(Domineering.VERTICAL)).isEqualTo("Vertical");
        assertThat(game.playerName(Domineering.HORIZONTAL)).isEqualTo("Horizontal");
    }
}
