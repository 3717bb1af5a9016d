package org.zermelo.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Oracle;
import org.zermelo.game.Scores;
import org.zermelo.conformance.PlayUndoProperties;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Perft;
import org.zermelo.search.SearchLimits;

/** Facts about Connect Four: perft counts, solved positions from Pons' benchmark, hashes, undo. */
class Connect4FactsTest {

    @ParameterizedTest(name = "perft({0}) = {1}")
    @CsvSource({"0, 1", "1, 7", "2, 49", "3, 343", "4, 2401", "5, 16807"})
    void perftCountsThePublishedNumbers(int depth, long count) {
        assertThat(Perft.count(new Connect4(), depth)).isEqualTo(count);
    }

    @Test
    void perftToDepthEightCountsWhatTheNaiveRulesCount() {
        Connect4 start = new Connect4();
        NaiveConnectFour naive = new NaiveConnectFour();
        for (int depth = 1; depth <= 8; depth++) {
            assertThat(Perft.count(start, depth)).as("depth %d", depth).isEqualTo(naive.perft(depth));
        }
        // From a position where columns fill and fours come sooner.
        String middle = "4444443333332";
        for (int depth = 1; depth <= 6; depth++) {
            assertThat(Perft.count(Connect4.parse(middle), depth)).as("depth %d from %s", depth, middle)
                    .isEqualTo(NaiveConnectFour.of(middle).perft(depth));
        }
        assertThat(start.toString()).isEmpty();
    }

    /** The first lines of Pons' set Test_L3_R1 (positions and their scores): plain alpha-beta solves them. */
    @ParameterizedTest(name = "{0} scores {1}")
    @CsvSource(delimiter = ' ', value = {
        "2252576253462244111563365343671351441 -1",
        "7422341735647741166133573473242566 1",
        "23163416124767223154467471272416755633 0",
        "71255763773133525731261364622167124446454 0",
        "65214673556155731566316327373221417 -1",
        "52677675164321472411331752454 0",
        "3135151421347443544172316522225776773566 0",
        "562154564361751726662253737734213275114 0",
        "233377345754465174223731671122611552 1",
        "6763525635134453444361412671365712 -1",
    })
    void positionsOfPonsBenchmarkHaveTheirPublishedScores(String position, int score) {
        Connect4 p = Connect4.parse(position);
        int value = Scores.gameValue(new NegamaxAlphaBeta(null).search(p, SearchLimits.exact()).value());
        assertThat(value).isEqualTo(score);
        assertThat(NaiveConnectFour.of(position).value()).isEqualTo(score);
        assertThat(p.toString()).isEqualTo(position);
    }

    @Test
    void scoresFollowPonsConvention() {
        // X completes four up column 1 with its 4th stone (move 7): O to move has lost, -(22 - 4).
        Connect4 vertical = Connect4.parse("1212121");
        assertThat(vertical.isTerminal()).isTrue();
        assertThat(vertical.terminalValue()).isEqualTo(-18);
        // O completes four along the bottom row with its 4th stone (move 8): X to move has lost.
        Connect4 row = Connect4.parse("12131465");
        assertThat(row.isTerminal()).isTrue();
        assertThat(row.terminalValue()).isEqualTo(-18);
        // One move before the vertical four, X wins at once with its 4th stone.
        Connect4 winInOne = Connect4.parse("121212");
        assertThat(winInOne.knownValue()).as("X wins with its 4th stone").isEqualTo(18);
        MoveList moves = new MoveList();
        vertical.legalMoves(moves);
        assertThat(moves.isEmpty()).isTrue();
    }

    @Test
    void aFullBoardWithoutFourIsADraw() {
        String drawn = RandomEndgames.drawnGame(20_260_404);
        assertThat(NaiveConnectFour.of(drawn).over()).isTrue();
        Connect4 p = Connect4.parse(drawn);
        assertThat(p.isTerminal()).isTrue();
        assertThat(p.terminalValue()).isZero();
        assertThat(p.knownValue()).isZero();
        assertThat(p.toString()).isEqualTo(drawn).hasSize(42);
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.isEmpty()).isTrue();
        p.undo();
        assertThat(p.isTerminal()).isFalse();
        // The last stone neither wins nor loses: the oracle does not say so, the bounds do.
        assertThat(p.knownValue()).isEqualTo(Oracle.UNKNOWN);
        assertThat(p.knownBounds()).isEqualTo(Oracle.bounds(0, 0));
    }

    /**
     * Every board reached in six plies has a hash of its own, and shares its symmetric key with
     * its mirror image and no other board (the key the exact search uses through the first plies).
     */
    @Test
    void everyBoardReachedInSixPliesHasItsOwnHashAndSharesItsSymmetricKeyWithItsMirrorImageOnly() {
        Map<String, Long> byBoard = new HashMap<>();
        Map<Long, String> byHash = new HashMap<>();
        Map<String, Long> byPair = new HashMap<>();
        Map<Long, String> bySymmetricKey = new HashMap<>();
        visit(new Connect4(), new NaiveConnectFour(), 6, (p, board) -> {
            Long seen = byBoard.putIfAbsent(board, p.hash());
            assertThat(seen == null || seen == p.hash()).as("one board, one hash: %s", p).isTrue();
            byHash.put(p.hash(), board);
            // The board and its mirror image, the columns in reverse order: one pair, one key.
            StringBuilder mirror = new StringBuilder();
            for (int col = NaiveConnectFour.COLUMNS - 1; col >= 0; col--) {
                mirror.append(board, col * NaiveConnectFour.ROWS, (col + 1) * NaiveConnectFour.ROWS);
            }
            String pair = board.compareTo(mirror.toString()) <= 0 ? board : mirror.toString();
            Long key = byPair.putIfAbsent(pair, p.symmetricHash());
            assertThat(key == null || key == p.symmetricHash()).as("a board and its mirror image, one key: %s", p).isTrue();
            bySymmetricKey.put(p.symmetricHash(), pair);
        });
        assertThat(byHash).hasSameSizeAs(byBoard);
        assertThat(byBoard.size()).isGreaterThan(10_000);
        assertThat(bySymmetricKey).hasSameSizeAs(byPair);
        assertThat(byPair.size()).isGreaterThan(5_000).isLessThan(byBoard.size());
    }

    private static void visit(Connect4 p, NaiveConnectFour naive, int depth, BiConsumer<Connect4, String> each) {
        each.accept(p, naive.board());
        if (depth == 0) {
            return;
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        for (int move : moves.toArray()) {
            p.play(move);
            naive.play(move);
            visit(p, naive, depth - 1, each);
            naive.undo();
            p.undo();
        }
    }

    @Test
    void randomGamesUndoneMoveByMoveRestoreEveryPositionAndHash() {
        for (long seed = 0; seed < 100; seed++) {
            PlayUndoProperties.randomGamesUndoneMoveByMove(new Connect4(), Connect4::parse, seed);
            PlayUndoProperties.randomWalk(new Connect4(), Connect4::parse, seed, 80);
        }
    }

    @Test
    void theGameIsFoundByName() {
        var game = Games.byName("connect4");
        assertThat(game.start().toString()).isEmpty();
        assertThat(game.parse(game.example()).toString()).isEqualTo("4453");
        assertThat(game.playerName(0)).isEqualTo("X");
        assertThat(game.playerName(1)).isEqualTo("O");
        assertThat(game.evaluator().evaluate(game.parse("4"))).isEqualTo(-7);
    }
}
