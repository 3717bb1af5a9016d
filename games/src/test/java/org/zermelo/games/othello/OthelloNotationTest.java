package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.conformance.PlayUndoProperties;

/** Othello's two notations, their strict parsers, and play/undo along random games. */
class OthelloNotationTest {

    private static final String START = "---------------------------OX------XO--------------------------- X";

    @Test
    void theGameIsRegisteredWithItsStartAndSides() {
        Game game = Games.byName("othello");
        assertThat(game.start().toString()).isEqualTo(START);
        assertThat(game.parse(game.example()).toString()).isNotEqualTo(START);
        assertThat(game.playerName(0)).isEqualTo("X");
        assertThat(game.playerName(1)).isEqualTo("O");
        assertThat(game.parse("").toString()).isEqualTo(START);
    }

    @ParameterizedTest(name = "{0} reads as {1}")
    @CsvSource(delimiter = ';', value = {
        // f5 flips e5; d6 (white) flips d5; c3 (black) flips d4.
        "f5; ---------------------------OX------XXX-------------------------- O",
        "F5D6; ---------------------------OX------OXX-----O-------------------- X",
        " f5d6c3 ; ------------------X--------XX------OXX-----O-------------------- O",
        "---------------------------OX------XO---------------------------   X; " + START})
    void movesAndBoardsReadBackAsTheBoard(String text, String expected) {
        Othello p = Othello.parse(text);
        assertThat(p.toString()).isEqualTo(expected);
        assertThat(Othello.parse(p.toString()).hash()).isEqualTo(p.hash());
        assertThat(Othello.parse(p.toString()).toString()).isEqualTo(expected);
    }

    @Test
    void aMoveListPassesForASideWithNoMoveAndCanBeUndoneToTheStart() {
        // The first random game in which a side passes, written without its passes.
        Othello reached = null;
        MoveList moves = new MoveList();
        for (long seed = 0; reached == null; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Othello p = new Othello();
            StringBuilder list = new StringBuilder();
            StringBuilder written = new StringBuilder();
            boolean passed = false;
            while (!p.isTerminal()) {
                p.legalMoves(moves);
                int move = moves.get(random.nextInt(moves.size()));
                if (move == Othello.PASS) {
                    passed = true;
                } else {
                    list.append(p.formatMove(move));
                }
                written.append(p.formatMove(move)).append(' ');
                p.play(move);
            }
            if (passed) {
                for (String text : new String[] {list.toString(), written.toString()}) {
                    Othello parsed = Othello.parse(text);
                    assertThat(parsed.toString()).as(text).isEqualTo(p.toString());
                    assertThat(parsed.hash()).as(text).isEqualTo(p.hash());
                    reached = parsed;
                }
            }
        }
        while (!reached.toString().equals(START)) {
            reached.undo();
        }
        assertThat(reached.hash()).isEqualTo(new Othello().hash());
    }

    @ParameterizedTest(name = "''{0}'' is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "---------------------------OX------XO-------------------------- X; 64 characters (X, O or -) row by row from a1",
        "---------------------------OX------XO----------------------------- X; this one has 66 characters",
        "---------------------------OX------XO---------------------------; followed by a space and the side to move",
        "---------------------------OX------XO--------------------------- B; the side to move must be X or O, not 'B'",
        "---------------------------OX------XO--------------------------- x; the side to move must be X or O, not 'x'",
        "---------------------------OX------XO--------------------------- X O; must be X or O, not 'X O'",
        "--------------------------*OX------XO--------------------------- X; bad character '*' on c4",
        // boards no game reaches: the four centre squares hold discs from the start
        "---------------------------------------------------------------- X; the board cannot arise in a game: d4 e4 d5 e5 are empty",
        "XXX------------------------------------------------------------- O; d4 e4 d5 e5 are empty, and the four centre squares",
        "---------------------------O-------XO--------------------------- X; the board cannot arise in a game: e4 is empty",
        "f5f5; move 2 'f5' of f5f5 is illegal for O: the square is occupied by X",
        "f5a1; move 2 'a1' of f5a1 is illegal for O: it flips no disc",
        "f5z9; move 2 'z9' of f5z9 is not a square",
        "f5d; move 2 'd' of f5d is not a square",
        "f5 d6 c3 d4; move 4 'd4' of f5d6c3d4 is illegal for O: the square is occupied by X",
        "pass; move 1 'pa' of pa is illegal: X has a move, so it may not pass",
        "f5 PS; move 2 'ps' of f5ps is not a square"})
    void badPositionsAreRefusedWithAOneLineMessage(String text, String message) {
        assertThatThrownBy(() -> Othello.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }

    @Test
    void aMoveListEndsWithTheGameAndHasAtMostSixtyMoves() {
        // The shortest games last 9 moves (perft: 9 plies is the first depth where games end).
        String shortest = shortestGame(new Othello(), "", 9);
        assertThat(shortest).hasSize(18);
        assertThat(Othello.parse(shortest).isTerminal()).isTrue();
        assertThatThrownBy(() -> Othello.parse(shortest + "a1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 10 'a1' of " + shortest + "a1 comes after the end of the game");
        assertThatThrownBy(() -> Othello.parse("f5".repeat(61))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move 2 'f5' of f5f5");
        assertThatThrownBy(() -> Othello.parse("f5".repeat(129))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 60 moves and their passes");
    }

    /** The first game over within {@code depth} moves, as a move list, or null. */
    private static String shortestGame(Othello p, String list, int depth) {
        if (p.isTerminal()) {
            return list;
        }
        if (depth == 0) {
            return null;
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            p.play(move);
            String found = shortestGame(p, list + p.formatMove(move), depth - 1);
            p.undo();
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    @ParameterizedTest(name = "move ''{0}'' at the start is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "d4; d4 is not legal for X: the square is occupied by O; legal moves: d3 c4 f5 e6",
        "e4; the square is occupied by X",
        "a1; a1 is not legal for X: it flips no disc",
        "pass; X has 4 legal moves, so it may not pass: d3 c4 f5 e6",
        "i9; is not a move: type a square",
        "f; is not a move",
        "''; is not a move"})
    void badMovesAreRefusedSayingWhy(String text, String message) {
        assertThatThrownBy(() -> new Othello().parseMove(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }

    @Test
    void aSideWithNoMoveMustPass() {
        Othello p = Othello.parse("XO-------------------------XX------XX--------------------------- O"); // X holds the centre
        assertThat(p.parseMove("PASS")).isEqualTo(Othello.PASS);
        assertThatThrownBy(() -> p.parseMove("c1")).hasMessageContaining("O has no move and must pass");
        Othello over = Othello.parse("XXX------------------------XX------XX--------------------------- O");
        assertThatThrownBy(() -> over.parseMove("pass")).hasMessageContaining("the game is over");
    }

    @Test
    void theDiagramMarksTheLegalMovesWithCoordinates() {
        String diagram = new Othello().diagram();
        assertThat(diagram).startsWith("   a b c d e f g h\n 1 . . . . . . . . 1\n 2 . . . . . . . . 2\n 3 . . . * . . . . 3\n"
                + " 4 . . * O X . . . 4\n 5 . . . X O * . . 5\n 6 . . . . * . . . 6\n");
        assertThat(diagram).endsWith("X (black) 2, O (white) 2; X to move, legal moves marked *");
    }

    static long[] seeds() {
        long[] seeds = new long[100];
        for (int i = 0; i < seeds.length; i++) {
            seeds[i] = 5000 + i;
        }
        return seeds;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomGamesUndoneMoveByMoveRestoreEveryPositionAndHash(long seed) {
        PlayUndoProperties.randomGamesUndoneMoveByMove(new Othello(), Othello::parse, seed);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomWalksOfPlayAndUndoKeepTheHashOfTheBoard(long seed) {
        PlayUndoProperties.randomWalk(new Othello(), Othello::parse, seed, 150);
    }

    @Test
    void aCopyIsIndependentAndUndoesTheMovesBeforeIt() {
        Othello p = Othello.parse("f5d6");
        Position copy = p.copy();
        copy.play(copy.parseMove("c3"));
        assertThat(p.toString()).isEqualTo(Othello.parse("f5d6").toString());
        copy.undo();
        copy.undo();
        assertThat(copy.toString()).isEqualTo(Othello.parse("f5").toString());
        assertThat(copy.hash()).isEqualTo(Othello.parse("f5").hash());
    }
}
