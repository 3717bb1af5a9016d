package org.zermelo.games.domineering;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.conformance.NaiveSolver;
import org.zermelo.search.AndOr;
import org.zermelo.search.ProofSearch;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchProgress;
import org.zermelo.search.SearchResult;

/**
 * What the proof search takes from Domineering, checked against the naive solver on seeded
 * random positions (boards of up to 30 cells with random filled cells, and positions reached
 * by random play): the values it finds, the oracle's proofs, the move ordering and the moves it
 * skips, the symmetric key, and the course's evaluation.
 */
class DomineeringProofPropertiesTest {

    private static final DomineeringGame GAME = new DomineeringGame();
    /** Shared by the tests: the boards it has solved are remembered. */
    private static final NaiveDomineering NAIVE = new NaiveDomineering();

    /** Random filled boards, then positions of random games (mostly past their opening). */
    private static List<String> sample() {
        List<String> positions = new ArrayList<>(RandomBoards.filled(20_260_001, 1200, 0.2, 0.7));
        positions.addAll(RandomBoards.played(20_260_002, 800, 2));
        return positions;
    }

    private static boolean won(String position) {
        return NAIVE.won(NaiveDomineering.Board.of(position));
    }

    private static int value(Search search, Position p) {
        return Scores.gameValue(search.search(p, SearchLimits.exact()).value());
    }

    private static int freeCells(String position) {
        return (int) position.chars().filter(c -> c == '.').count();
    }

    /**
     * A fresh proof search, AND/OR, and one proof search with the smallest table kept for every
     * position of a board size all find the naive value.
     */
    @Test
    void theProofSearchAndAndOrFindTheNaiveValue() {
        int andOrChecked = 0;
        Map<String, ProofSearch> bySize = new HashMap<>();
        for (String text : sample()) {
            int expected = won(text) ? 1 : -1;
            Position p = GAME.parse(text);
            if (p.isTerminal()) {
                assertThat(p.terminalValue()).as(text).isEqualTo(expected);
                continue;
            }
            assertThat(value(new ProofSearch(1), p)).as("proof on %s", text).isEqualTo(expected);
            assertThat(p.toString()).as("restored after proof").isEqualTo(text);
            NaiveDomineering.Board board = NaiveDomineering.Board.of(text);
            ProofSearch shared = bySize.computeIfAbsent(board.rows() + "x" + board.cols(), size -> new ProofSearch(1));
            assertThat(value(shared, p)).as("proof kept for the board size, on %s", text).isEqualTo(expected);
            // AND/OR labels every position below: only on the smaller ones
            if (freeCells(text) <= 20) {
                assertThat(value(new AndOr(), p)).as("andor on %s", text).isEqualTo(expected);
                andOrChecked++;
            }
        }
        assertThat(andOrChecked).isGreaterThan(1000);
    }

    /**
     * Threads sharing one table (the smallest, so that they replace each other's proofs and
     * race through its growth) find the naive value, and the value of one thread on the 6x6
     * boards, beyond the naive solver.
     */
    @Test
    void proofsOnSeveralThreadsFindTheSameValues() {
        Map<String, ProofSearch> bySize = new HashMap<>();
        int checked = 0;
        for (String text : sample()) {
            Position p = GAME.parse(text);
            if (p.isTerminal() || freeCells(text) < 12) {
                continue;
            }
            NaiveDomineering.Board board = NaiveDomineering.Board.of(text);
            ProofSearch parallel = bySize.computeIfAbsent(board.rows() + "x" + board.cols(), size -> {
                ProofSearch search = new ProofSearch(1);
                search.setThreads(2 + size.length() % 2, null); // 2 or 3 threads
                return search;
            });
            assertThat(value(parallel, p)).as("threads on %s", text).isEqualTo(won(text) ? 1 : -1);
            assertThat(p.toString()).as("restored after proof").isEqualTo(text);
            checked++;
        }
        assertThat(checked).isGreaterThan(200);
        for (String board : new String[] {"6x7:V", "6x7:H", "7x6:V", "7x6:H"}) {
            ProofSearch parallel = new ProofSearch(1);
            parallel.setThreads(2, null);
            assertThat(value(parallel, GAME.parse(board))).as(board).isEqualTo(value(new ProofSearch(1), GAME.parse(board)));
        }
    }

    /**
     * A proof told where it is at every check (every 1,024 nodes) names the root move it is
     * proving, in the order it tries them, up to the winning move at a won board; telling it
     * undoes and replays the line, and changes nothing: the same value, the same nodes, the
     * board as it was.
     */
    @Test
    void progressFollowsTheProofAndChangesNothing() {
        for (String board : new String[] {"6x7:V", "6x7:H", "7x6:V", "7x6:H"}) {
            List<SearchProgress> told = new ArrayList<>();
            ProofSearch proof = new ProofSearch(1);
            proof.setProgress(told::add, 0);
            Position p = GAME.parse(board);
            long hash = p.hash();
            SearchResult r = proof.search(p, SearchLimits.exact());
            SearchResult quiet = new ProofSearch(1).search(GAME.parse(board), SearchLimits.exact());
            assertThat(r.value()).as(board).isEqualTo(quiet.value());
            assertThat(r.stats().nodes()).as(board).isEqualTo(quiet.stats().nodes());
            assertThat(p.toString()).isEqualTo(GAME.parse(board).toString());
            assertThat(p.hash()).isEqualTo(hash);
            assertThat(told).as(board).hasSizeGreaterThan(2);
            MoveList moves = new MoveList();
            p.legalMoves(moves);
            long nodes = 0;
            int rootIndex = 1;
            for (SearchProgress at : told) {
                assertThat(at.nodes()).isGreaterThanOrEqualTo(nodes);
                nodes = at.nodes();
                assertThat(at.line()).isNotEmpty().hasSizeLessThanOrEqualTo(SearchProgress.PLIES);
                SearchProgress.Step root = at.line().get(0);
                assertThat(root.count()).isEqualTo(moves.size());
                assertThat(p.parseMove(root.move())).isBetween(0, Integer.MAX_VALUE);
                assertThat(root.index()).as("the root's moves in order").isGreaterThanOrEqualTo(rootIndex).isLessThanOrEqualTo(moves.size());
                rootIndex = root.index();
                for (SearchProgress.Step step : at.line()) {
                    assertThat(step.index()).isBetween(1, step.count());
                }
            }
            if (Scores.gameValue(r.value()) > 0) {
                assertThat(told.get(told.size() - 1).line().get(0).move()).as("proving the winning move last")
                        .isEqualTo(p.formatMove(r.bestMove()));
            }
        }
    }

    /**
     * A proof cut short leaves the position as it was, and nothing false in the table: the
     * same search then finds what a fresh one finds (6x6 is beyond the naive solver).
     */
    @Test
    void aProofStoppedByANodeLimitLeavesThePositionAndTheTableExact() {
        for (String side : new String[] {"V", "H"}) {
            ProofSearch proof = new ProofSearch(1);
            Position p = GAME.parse("6x6:" + side);
            String text = p.toString();
            long hash = p.hash();
            SearchResult cut = proof.search(p, SearchLimits.exact().withNodes(300));
            assertThat(cut.complete()).as("stopped").isFalse();
            assertThat(p.toString()).isEqualTo(text);
            assertThat(p.hash()).isEqualTo(hash);
            assertThat(value(proof, p)).as("then to the end, %s", text).isEqualTo(value(new ProofSearch(1), p));
        }
    }

    @Test
    void theOracleIsNeverWrongAndOftenKnows() {
        int wins = 0;
        int losses = 0;
        int positions = 0;
        List<String> sample = sample();
        sample.addAll(RandomBoards.played(20_260_003, 2000, 6));
        for (String text : sample) {
            Domineering p = (Domineering) GAME.parse(text);
            int known = p.knownValue();
            positions++;
            if (known != Oracle.UNKNOWN) {
                assertThat(known).as("the oracle on %s", text).isEqualTo(won(text) ? 1 : -1);
                if (known > 0) {
                    wins++;
                } else {
                    losses++;
                }
            }
        }
        // Not a vacuous check: the counts prove a good share of the sample both ways.
        assertThat(wins).as("proved won, of %d", positions).isGreaterThan(positions / 20);
        assertThat(losses).as("proved lost, of %d", positions).isGreaterThan(positions / 20);
    }

    /**
     * The counts Bullock's Obsequi adds to the safe moves, on a board where they decide:
     * Vertical, to move, is sure of 7 moves (2 safe ones in column 1, then of three areas each
     * walled on one side only, by the edge or by column 2, and two places, taking an area
     * first: 5), and Horizontal can make no more than 6 (of the 28 free cells, Vertical's 6
     * protected ones and the 9 more its moves cover leave 13). The proof search with the rules
     * alone agrees.
     */
    @Test
    void areasWalledOnOneSideProveAWin() {
        String text = ".#..../.#..##/....../....../.#.##./.#....:V";
        Domineering p = (Domineering) GAME.parse(text);
        assertThat(p.safeMoves(Domineering.VERTICAL)).isEqualTo(2);
        assertThat(p.safeMoves(Domineering.VERTICAL)).isLessThanOrEqualTo(p.realMoves(Domineering.HORIZONTAL));
        assertThat(p.knownValue()).isEqualTo(1);
        assertThat(value(new ProofSearch(1), new RulesOnly(p))).isEqualTo(1);
    }

    /**
     * The places decide who begins in the options: Horizontal, moving second, has one place
     * (1,1, whose cell 1,2 is protected) and a safe move (4,3) with an option, the cell 4,2,
     * whose shift onto it denies Vertical 3,2 as well. Vertical can spoil the place or the
     * option, not both, and Horizontal takes the other: Vertical, to move, loses, as the naive
     * solver finds. With the opponent beginning in the options, the counts would not know.
     */
    @Test
    void aRemainderOfThePlacesLetsTheSecondPlayerBeginInTheOptions() {
        String text = "..#./.###/#.##/#...:V";
        Domineering p = (Domineering) GAME.parse(text);
        assertThat(p.safeMoves(Domineering.HORIZONTAL)).isEqualTo(1);
        assertThat(p.realMoves(Domineering.HORIZONTAL)).isEqualTo(p.realMoves(Domineering.VERTICAL));
        assertThat(p.knownValue()).isEqualTo(-1);
        assertThat(won(text)).isFalse();
    }

    /**
     * Where the safe moves go matters: cells 2 to 4 of Vertical's column 1 are protected, not
     * cell 1. Its safe move on 3,1 leaves 1,1 a place of Vertical's (with the protected 2,1);
     * on 2,1 it would leave 1,1 and 4,1 alone. With the place, Vertical, to move, is sure of
     * two moves against Horizontal's two (1,1 and 3,3), of which the place takes one.
     */
    @Test
    void aSafeMoveLeavesItsOddCellWhereItMakesAPlace() {
        assertThat(Domineering.safeStarts(0b11100, 0b11110)).isEqualTo(0b01000);
        assertThat(Domineering.pairStarts(0b11100)).isEqualTo(0b00100);
        String text = "..##/.###/.#../.###:V";
        assertThat(((Domineering) GAME.parse(text)).knownValue()).isEqualTo(1);
        assertThat(won(text)).isTrue();
    }

    /**
     * The safe moves are packed as many as the protected cells hold, on protected cells, and
     * leave the cells around them at least as many places as packed from the start of each run.
     */
    @Test
    void theSafeMovesAreAllThereAndLeaveNoFewerPlaces() {
        SplittableRandom random = new SplittableRandom(20_261_125);
        for (int n = 0; n < 100_000; n++) {
            int cells = ((1 << (1 + random.nextInt(30))) - 1) << 1; // a line of 1 to 30 cells, from bit 1
            int avail = random.nextInt() & cells;
            int prot = random.nextInt() & random.nextInt() & avail;
            int starts = Domineering.safeStarts(prot, avail);
            int safeCells = starts | starts << 1;
            assertThat(Integer.bitCount(starts)).isEqualTo(Domineering.packing(prot));
            assertThat(safeCells & ~prot).isZero();
            assertThat(Integer.bitCount(safeCells)).isEqualTo(2 * Integer.bitCount(starts));
            int fromStart = Domineering.pairStarts(prot);
            assertThat(Domineering.packing(avail & ~safeCells))
                    .isGreaterThanOrEqualTo(Domineering.packing(avail & ~(fromStart | fromStart << 1)));
        }
    }

    /**
     * Two ways of packing areas: on Vertical's columns 1 and 2, the squares on rows 1-2 and
     * 2-3 are walled by the edge, the second by column 3 too. Taking the square walled on both
     * sides leaves 1,1 and 4,1 alone; taking the first in order leaves the place 3,1 (its cell
     * 4,1 protected). Only that way does the count prove Vertical, to move, the winner.
     */
    @Test
    void theAreasPackedInOrderOfTheLineProveWhatTheOtherPackingCannot() {
        String text = "..../..#./..##/.#.#:V";
        assertThat(((Domineering) GAME.parse(text)).knownValue()).isEqualTo(1);
        assertThat(won(text)).isTrue();
    }

    /**
     * The oracle on many more positions of random games from the empty board, where the areas,
     * places and options it counts are most often found: never wrong.
     */
    @Test
    void theOracleIsNeverWrongOnPositionsOfRandomGames() {
        int known = 0;
        for (String text : RandomBoards.played(20_261_124, 6000, 1)) {
            Domineering p = (Domineering) GAME.parse(text);
            int value = p.knownValue();
            if (value != Oracle.UNKNOWN) {
                known++;
                assertThat(value).as("the oracle on %s", text).isEqualTo(won(text) ? 1 : -1);
            }
        }
        assertThat(known).isGreaterThan(1000);
    }

    /**
     * Domineering seen through the Position interface alone: a proof search on it uses no
     * oracle, no ordering and no symmetry, only the rules and its table.
     */
    private record RulesOnly(Position p) implements Position {
        @Override
        public int sideToMove() {
            return p.sideToMove();
        }

        @Override
        public void legalMoves(MoveList out) {
            p.legalMoves(out);
        }

        @Override
        public void play(int move) {
            p.play(move);
        }

        @Override
        public void undo() {
            p.undo();
        }

        @Override
        public boolean isTerminal() {
            return p.isTerminal();
        }

        @Override
        public int terminalValue() {
            return p.terminalValue();
        }

        @Override
        public long hash() {
            return p.hash();
        }

        @Override
        public String formatMove(int move) {
            return p.formatMove(move);
        }

        @Override
        public int parseMove(String text) {
            return p.parseMove(text);
        }

        @Override
        public Position copy() {
            return new RulesOnly(p.copy());
        }
    }

    /**
     * On boards too large for the naive solver (6x6 to 10x10, about half filled), a proof search
     * that sees only the rules agrees with what the oracle proves, and (up to 22 free cells)
     * finds a win among the moves the ordering says to try whenever the position is won.
     */
    @Test
    void aSearchThatSeesOnlyTheRulesAgreesWithTheOracleAndTheSkippedMovesOnLargerBoards() {
        SplittableRandom random = new SplittableRandom(20_260_004);
        int known = 0;
        int skipping = 0;
        MoveList moves = new MoveList();
        for (int n = 0; n < 6000; n++) {
            String text = RandomBoards.board(random, 6 + random.nextInt(5), 6 + random.nextInt(5), 0.45 + 0.35 * random.nextDouble());
            Domineering p = (Domineering) GAME.parse(text);
            if (p.isTerminal()) {
                continue;
            }
            Position rules = new RulesOnly(p);
            int oracle = p.knownValue();
            if (oracle != Oracle.UNKNOWN) {
                known++;
                assertThat(oracle).as("the oracle on %s", text).isEqualTo(value(new ProofSearch(1), rules));
            }
            p.legalMoves(moves);
            int tries = p.orderMoves(moves);
            // without the oracle the search is slow: the moves skipped only on the smaller positions
            if (tries < moves.size() && freeCells(text) <= 22 && value(new ProofSearch(1), rules) > 0) {
                skipping++;
                boolean wins = false;
                for (int i = 0; i < tries && !wins; i++) {
                    p.play(moves.get(i));
                    wins = value(new ProofSearch(1), rules) < 0;
                    p.undo();
                }
                assertThat(wins).as("%s is won, but not by the %d moves to try", text, tries).isTrue();
            }
        }
        assertThat(known).isGreaterThan(500);
        assertThat(skipping).isGreaterThan(100);
    }

    /**
     * The ordering only reorders the legal moves and leaves the position as it was; the moves
     * it says a solver may skip (the safe ones, while another move exists) never hold the only
     * win: in a won position one of the moves to try wins.
     */
    @Test
    void theMoveOrderingIsAPermutationAndSkipsNoWin() {
        int skipped = 0;
        for (String text : sample()) {
            Domineering p = (Domineering) GAME.parse(text);
            if (p.isTerminal()) {
                continue;
            }
            long hash = p.hash();
            MoveList legal = new MoveList();
            p.legalMoves(legal);
            MoveList ordered = new MoveList();
            p.legalMoves(ordered);
            int tries = p.orderMoves(ordered);
            assertThat(ordered.toArray()).as("ordered moves of %s", text).containsExactlyInAnyOrder(legal.toArray());
            assertThat(tries).as("moves to try in %s", text).isBetween(1, legal.size());
            assertThat(p.toString()).as("after ordering").isEqualTo(text);
            assertThat(p.hash()).as("hash after ordering %s", text).isEqualTo(hash);
            skipped += legal.size() - tries;
            if (won(text)) {
                NaiveDomineering.Board board = NaiveDomineering.Board.of(text);
                List<String> tried = new ArrayList<>();
                boolean wins = false;
                for (int i = 0; i < tries && !wins; i++) {
                    tried.add(p.formatMove(ordered.get(i)));
                    wins = !NAIVE.won(board.after(tried.get(i)));
                }
                assertThat(wins).as("%s is won, but none of the moves to try %s wins", text, tried).isTrue();
            }
        }
        assertThat(skipped).as("moves skipped in the sample").isPositive();
    }

    /** The course's evaluation: my legal moves minus the opponent's, counted by the naive rules. */
    @Test
    void theMoveBalanceCountsTheMovesOfEachSide() {
        MoveBalance balance = new MoveBalance();
        for (String text : sample()) {
            NaiveDomineering.Board board = NaiveDomineering.Board.of(text);
            int mine = board.moves(board.vertical()).size();
            int theirs = board.moves(!board.vertical()).size();
            assertThat(balance.evaluate(GAME.parse(text))).as(text).isEqualTo(mine - theirs);
        }
    }

    /**
     * The symmetric key is the same for the four mirror images (read from their notation), and
     * on a square board for the transposed ones with the other player to move: the same game
     * with the roles swapped.
     */
    @Test
    void mirrorImagesAndTheTransposeForTheOtherSideShareTheSymmetricKey() {
        int transposed = 0;
        for (String text : sample()) {
            NaiveDomineering.Board board = NaiveDomineering.Board.of(text);
            long key = ((Domineering) GAME.parse(text)).symmetricHash();
            List<NaiveDomineering.Board> images = new ArrayList<>(List.of(board, board.rowsReversed(),
                    board.columnsReversed(), board.rowsReversed().columnsReversed()));
            if (board.rows() == board.cols()) {
                for (NaiveDomineering.Board mirror : List.copyOf(images)) {
                    images.add(mirror.transposedForTheOtherSide());
                }
                transposed++;
            }
            for (NaiveDomineering.Board image : images) {
                Domineering p = (Domineering) GAME.parse(image.notation());
                assertThat(p.symmetricHash()).as("%s, image %s", text, image.notation()).isEqualTo(key);
            }
        }
        assertThat(transposed).as("square boards in the sample").isGreaterThan(100);
    }

    /** On one board size, positions that share the symmetric key share the value (the table relies on it). */
    @Test
    void positionsOfDifferentValuesNeverShareASymmetricKeyOnOneBoardSize() {
        Map<String, Map<Long, String>> bySize = new HashMap<>();
        for (String text : sample()) {
            NaiveDomineering.Board board = NaiveDomineering.Board.of(text);
            Map<Long, String> keys = bySize.computeIfAbsent(board.rows() + "x" + board.cols(), size -> new HashMap<>());
            String other = keys.putIfAbsent(((Domineering) GAME.parse(text)).symmetricHash(), text);
            if (other != null) {
                assertThat(won(text)).as("%s shares its key with %s", text, other).isEqualTo(won(other));
            }
        }
    }

    /** The moves listed, formatted, are the naive rules' moves of the side to move. */
    @Test
    void theLegalMovesAreTheNaiveOnesForEitherSide() {
        for (String text : sample()) {
            NaiveDomineering.Board board = NaiveDomineering.Board.of(text);
            Position p = GAME.parse(text);
            MoveList moves = new MoveList();
            p.legalMoves(moves);
            assertThat(NaiveSolver.typed(p, moves.toArray())).as(text).containsExactlyInAnyOrderElementsOf(
                    board.moves(board.vertical()));
            assertThat(moves.size()).as("%s: no move twice", text).isEqualTo(board.moves(board.vertical()).size());
            assertThat(p.isTerminal()).as(text).isEqualTo(moves.isEmpty());
        }
    }
}
