package org.zermelo.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.search.GameGraph;
import org.zermelo.search.Minimax;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Perft;
import org.zermelo.search.Solver;

/** Facts about tic-tac-toe from the literature, and the notation's rules. */
class TicTacToeFactsTest {

    @ParameterizedTest(name = "perft({0}) = {1}")
    @CsvSource({"0, 1", "1, 9", "2, 72", "3, 504", "4, 3024", "5, 15120", "6, 54720", "7, 148176", "8, 200448",
        "9, 127872", "10, 0"})
    void perftCountsTheKnownSequences(int depth, long count) {
        TicTacToe start = new TicTacToe();
        assertThat(Perft.count(start, depth)).isEqualTo(count);
        assertThat(start.toString()).isEqualTo(".........");
    }

    /** Every position reachable from the empty board, terminal ones included, by its notation. */
    private static Map<String, Long> reachable() {
        Map<String, Long> seen = new HashMap<>();
        explore(new TicTacToe(), seen);
        return seen;
    }

    private static void explore(TicTacToe p, Map<String, Long> seen) {
        if (seen.putIfAbsent(p.toString(), p.hash()) != null) {
            return;
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            explore(p, seen);
            p.undo();
        }
    }

    @Test
    void exactly5478PositionsAreReachableWithDistinctHashes() {
        Map<String, Long> positions = reachable();
        assertThat(positions).hasSize(5478);
        assertThat(new HashSet<>(positions.values())).as("distinct hashes").hasSize(5478);
        long terminal = positions.keySet().stream().filter(s -> TicTacToe.parse(s).isTerminal()).count();
        assertThat(terminal).as("terminal positions (626 won by X, 316 by O, 16 draws)").isEqualTo(958);
    }

    @Test
    void theGameGraphHasEveryReachablePositionOnceLabelledAsTheSolverSolvesIt() {
        GameGraph graph = GameGraph.explore(new TicTacToe(), 10_000);
        Map<String, Long> reachable = reachable();
        assertThat(graph.positions()).isEqualTo(5478);
        assertThat(graph.terminalPositions()).isEqualTo(958);
        MoveList moves = new MoveList();
        long edges = 0;
        for (String board : reachable.keySet()) {
            TicTacToe.parse(board).legalMoves(moves);
            edges += moves.size();
        }
        assertThat(graph.moves()).as("the legal moves of every reachable position").isEqualTo(edges);
        GameGraph.Node root = graph.node(0);
        assertThat(root.position()).isEqualTo(".........");
        assertThat(root.value()).as("a draw").isZero();
        assertThat(root.bestMoves()).containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9");
        int[] ends = new int[3]; // won by X, won by O, drawn
        for (int i = 0; i < graph.positions(); i++) {
            GameGraph.Node node = graph.node(i);
            assertThat(reachable).containsKey(node.position());
            TicTacToe p = TicTacToe.parse(node.position());
            assertThat(node.sideToMove()).isEqualTo(p.sideToMove());
            if (node.terminal()) {
                ends[node.value() == 0 ? 2 : node.sideToMove() == 1 ? 0 : 1]++;
            }
            if (node.value() == 0) {
                // A drawn game always fills the board.
                assertThat(node.remoteness()).as(node.position()).isEqualTo(9 - p.toString().replace(".", "").length());
            }
            if (i % 7 == 0) {
                Solver.Solution s = Solver.solve(p, new NegamaxAlphaBeta(null));
                assertThat(node.value()).as(node.position()).isEqualTo(s.value());
                assertThat(node.bestMoves()).as(node.position()).isEqualTo(formatted(p, s.bestMoves()));
                if (s.value() != 0) {
                    assertThat(node.remoteness()).as(node.position()).isEqualTo(s.remoteness());
                }
            }
        }
        assertThat(ends).containsExactly(626, 316, 16);
    }

    @Test
    void theParserAcceptsExactlyTheReachableBoards() {
        Map<String, Long> reachable = reachable();
        int accepted = 0;
        char[] marks = {'.', 'X', 'O'};
        for (int code = 0; code < 19683; code++) {
            char[] board = new char[9];
            int c = code;
            for (int cell = 0; cell < 9; cell++) {
                board[cell] = marks[c % 3];
                c /= 3;
            }
            String text = new String(board);
            boolean parses;
            try {
                TicTacToe p = TicTacToe.parse(text);
                assertThat(p.toString()).isEqualTo(text);
                if (reachable.containsKey(text)) {
                    assertThat(p.hash()).as("hash of %s parsed and played", text).isEqualTo(reachable.get(text));
                }
                parses = true;
                accepted++;
            } catch (IllegalArgumentException e) {
                parses = false;
            }
            assertThat(parses).as("%s parses iff it is reachable", text).isEqualTo(reachable.containsKey(text));
        }
        assertThat(accepted).isEqualTo(5478);
    }

    @Test
    void completeGamesEndAsTheLiteratureCounts() {
        long[] ends = new long[3]; // X wins, O wins, draws
        countGames(new TicTacToe(), ends);
        assertThat(ends[0] + ends[1] + ends[2]).as("games").isEqualTo(255168);
        assertThat(ends[0]).as("won by X").isEqualTo(131184);
        assertThat(ends[1]).as("won by O").isEqualTo(77904);
        assertThat(ends[2]).as("drawn").isEqualTo(46080);
    }

    private static void countGames(TicTacToe p, long[] ends) {
        if (p.isTerminal()) {
            int value = p.terminalValue();
            if (value == 0) {
                ends[2]++;
            } else {
                // The side to move has lost: the player who just moved won.
                ends[p.sideToMove() == 1 ? 0 : 1]++;
            }
            return;
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            countGames(p, ends);
            p.undo();
        }
    }

    @Test
    void theEmptyBoardIsADrawAndEveryFirstMoveKeepsIt() {
        TicTacToe start = new TicTacToe();
        Solver.Solution solution = Solver.solve(start, new NegamaxAlphaBeta(null));
        assertThat(solution.value()).isZero();
        assertThat(solution.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(solution.bestMoves()).hasSize(9);
        assertThat(formatted(start, solution.bestMoves())).containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9");
        assertThat(solution.remoteness()).isEqualTo(-1);
        assertThat(start.toString()).isEqualTo(".........");
        for (int move = 0; move < 9; move++) {
            start.play(move);
            Solver.Solution reply = Solver.solve(start, new NegamaxAlphaBeta(null));
            assertThat(reply.value()).as("after %s", start).isZero();
            assertThat(reply.outcome()).as("after %s", start).isEqualTo(Outcome.DRAW);
            start.undo();
        }
        assertThat(Solver.solve(start, new Minimax(null)).value()).isZero();
    }

    @Test
    void aWinInOneIsFoundWithItsRemoteness() {
        TicTacToe p = TicTacToe.parse("XX.OO....");
        assertThat(p.sideToMove()).isZero();
        Solver.Solution solution = Solver.solve(p, new NegamaxAlphaBeta(null));
        assertThat(solution.value()).isEqualTo(1);
        assertThat(solution.outcome()).isEqualTo(Outcome.WIN);
        assertThat(solution.remoteness()).isEqualTo(1);
        assertThat(formatted(p, solution.bestMoves())).contains("3");
        assertThat(formatted(p, solution.pv())).containsExactly("3");
        assertThat(p.toString()).isEqualTo("XX.OO....");
        // O to move wins at 6 as well.
        Solver.Solution o = Solver.solve(TicTacToe.parse("XX.OO.X.."), new NegamaxAlphaBeta(null));
        assertThat(o.value()).isEqualTo(1);
        assertThat(o.remoteness()).isEqualTo(1);
        assertThat(formatted(TicTacToe.parse("XX.OO.X.."), o.bestMoves())).containsExactly("6");
    }

    @Test
    void finishedGamesAreSolvedAsTheyStand() {
        Solver.Solution lost = Solver.solve(TicTacToe.parse("XXXOO...."), new NegamaxAlphaBeta(null));
        assertThat(lost.value()).isEqualTo(-1);
        assertThat(lost.outcome()).isEqualTo(Outcome.LOSS);
        assertThat(lost.remoteness()).isZero();
        assertThat(lost.bestMoves()).isEmpty();
        Solver.Solution drawn = Solver.solve(TicTacToe.parse("XOXXOOOXX"), new NegamaxAlphaBeta(null));
        assertThat(drawn.value()).isZero();
        assertThat(drawn.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(drawn.remoteness()).isEqualTo(-1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "XXXX       | 9 characters",
        "XO.XO.XO.X | 9 characters",
        "XXXOOOXXXO | 9 characters",
        "X..-O.... | bad character '-' at cell 4",
        "X...0.... | bad character '0' at cell 5",
        "XX....... | X moves first",
        "OO....... | X moves first",
        "XXXO..... | X moves first",
        "XXXOOO... | both have a line",
        "XXXOOO..X | both have a line",
        "XXXOO.O.. | no mark can follow",
        "OOOXX.X.X | no mark can follow",
    })
    void impossibleBoardsAreRefusedWithAMessageSayingWhy(String text, String why) {
        String expected = why.equals("both have a line") ? "cannot both have a line" : why;
        assertThatThrownBy(() -> TicTacToe.parse(text))
                .as(text)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(expected);
    }

    @Test
    void boardsReadAsTheyAreWritten() {
        TicTacToe p = TicTacToe.parse("x...o....");
        assertThat(p.toString()).isEqualTo("X...O....");
        assertThat(p.sideToMove()).isZero();
        assertThat(TicTacToe.parse("X........").sideToMove()).isEqualTo(1);
        assertThat(TicTacToe.parse("  X...O....  ").toString()).isEqualTo("X...O....");
        TicTacToe won = TicTacToe.parse("X.O.X.O.X");
        assertThat(won.isTerminal()).isTrue();
        assertThat(won.terminalValue()).isEqualTo(-1);
        MoveList moves = new MoveList();
        won.legalMoves(moves);
        assertThat(moves.isEmpty()).isTrue();
        assertThat(new TicTacToe().diagram()).contains("1", "5", "9", "---+---+---");
        assertThat(p.diagram()).contains("X", "O").doesNotContain("1 ").contains("9");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "10", "a", "", "-1", "5 5"})
    void parseMoveRefusesWhatIsNotACell(String text) {
        assertThatThrownBy(() -> new TicTacToe().parseMove(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 to 9");
    }

    @Test
    void parseMoveRefusesAnOccupiedCellAndAFinishedGame() {
        TicTacToe p = TicTacToe.parse("X...O....");
        assertThatThrownBy(() -> p.parseMove("1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cell 1").hasMessageContaining("X");
        assertThatThrownBy(() -> p.parseMove("5")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cell 5").hasMessageContaining("O");
        assertThatThrownBy(() -> TicTacToe.parse("XXXOO....").parseMove("6"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("over");
    }

    @Test
    void movesAreCellNumbersOneToNine() {
        TicTacToe p = new TicTacToe();
        for (int cell = 1; cell <= 9; cell++) {
            int move = p.parseMove(Integer.toString(cell));
            assertThat(p.formatMove(move)).isEqualTo(Integer.toString(cell));
        }
        p.play(p.parseMove("3"));
        assertThat(p.toString()).isEqualTo("..X......");
        p.play(p.parseMove("7"));
        assertThat(p.toString()).isEqualTo("..X...O..");
    }

    @Test
    void openLinesCountsTheLinesStillOpenForEachSide() {
        OpenLines openLines = new OpenLines();
        assertThat(openLines.evaluate(new TicTacToe())).isZero();
        TicTacToe centreAndEdge = TicTacToe.parse(".O..X....");
        assertThat(centreAndEdge.sideToMove()).isZero();
        assertThat(openLines.evaluate(centreAndEdge)).isEqualTo(2);
        // O to move after X took a corner: 5 lines open for O, 8 for X.
        assertThat(openLines.evaluate(TicTacToe.parse("X........"))).isEqualTo(5 - 8);
        // X to move, X in the centre, O in a corner: the corner blocks 3 lines for X, the centre 4 for O.
        assertThat(openLines.evaluate(TicTacToe.parse("O...X...."))).isEqualTo(5 - 4);
    }

    @Test
    void theGameIsFoundByName() {
        var game = Games.byName("tictactoe");
        assertThat(game.start().toString()).isEqualTo(".........");
        assertThat(game.parse(game.example()).toString()).isEqualTo(game.example());
        assertThat(game.evaluator().evaluate(game.parse(".O..X...."))).isEqualTo(2);
        assertThatThrownBy(() -> Games.byName("tictac")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("tictactoe");
    }

    private static List<String> formatted(Position p, int[] moves) {
        List<String> out = new ArrayList<>();
        for (int move : moves) {
            out.add(p.formatMove(move));
        }
        return out;
    }
}
