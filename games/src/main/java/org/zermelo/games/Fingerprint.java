package org.zermelo.games;

import java.util.List;
import java.util.function.Consumer;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;
import org.zermelo.search.TableSize;

/**
 * The node-count fingerprint of the searches, as Stockfish's {@code bench} has one: a fixed set
 * of searches over the games (depth-limited and exact, each with a new search object, one
 * thread, a table of {@value #TABLE_MB} MB) whose total node count is one number. A change
 * that should not change what the searches do (a refactoring, a faster move generator) must
 * leave it as it is; a change that does on purpose (a better ordering) says so with the old
 * and the new number. {@code zermelo bench} with no file prints it; a test pins it.
 */
public final class Fingerprint {

    /** The table size of every search, in MB: fixed, so that the count does not depend on the JVM's memory. */
    public static final int TABLE_MB = 16;

    /** What is run: a depth-limited search, a search to the end, or a solution with every best move checked. */
    public enum Kind {
        SEARCH, EXACT, SOLVE
    }

    /**
     * One search of the fingerprint.
     *
     * @param game the game's name
     * @param position the position in the game's notation
     * @param algo the algorithm's name
     * @param kind what is run
     * @param depth the depth of a {@link Kind#SEARCH}; 0 for the others
     */
    public record Case(String game, String position, String algo, Kind kind, int depth) {

        /** The case as one line of text: {@code connect4 4453 pvs depth 12}. */
        @Override
        public String toString() {
            String where = game + " " + (position.isEmpty() ? "(start)" : position.contains(" ") ? "'" + position + "'" : position);
            return where + " " + algo + switch (kind) {
                case SEARCH -> " depth " + depth;
                case EXACT -> " to the end";
                case SOLVE -> " solved, every best move";
            };
        }
    }

    /** A case and the nodes it took. */
    public record Run(Case c, long nodes, long nanos) {}

    /** The whole fingerprint: the total nodes, and each case. */
    public record Result(long nodes, long nanos, List<Run> runs) {}

    /**
     * The searches. Each exercises one part of the machinery: the course's plain searches, each
     * enhancement of the engine at a depth, the engine's exact solving with each game's
     * knowledge (Connect Four's oracle, bounds, ordering and mirror images, Othello's endgame loop and
     * stability, Nim's XOR), the proof search, AND/OR, expectiminimax, and the solver's check of
     * every best move.
     */
    public static final List<Case> CASES = List.of(
            new Case("tictactoe", "X...O....", "minimax", Kind.SEARCH, 5),
            new Case("tictactoe", ".........", "negamax", Kind.SEARCH, 6),
            new Case("tictactoe", ".........", "alphabeta", Kind.SEARCH, 9),
            new Case("connect4", "4453", "alphabeta-negamax", Kind.SEARCH, 8),
            new Case("connect4", "4453", "alphabeta-tt", Kind.SEARCH, 10),
            new Case("connect4", "4453", "pvs", Kind.SEARCH, 12),
            new Case("connect4", "4453", "mtdf", Kind.SEARCH, 12),
            new Case("connect4", "44", "aspiration", Kind.SEARCH, 12),
            new Case("connect4", "44", "quiescence", Kind.SEARCH, 10),
            new Case("othello", "f5d6c3d3c4f4", "quiescence", Kind.SEARCH, 6),
            new Case("domineering", "8x8", "quiescence", Kind.SEARCH, 5),
            new Case("othello", "f5d6c3", "pvs", Kind.SEARCH, 8),
            new Case("othello", "f5d6c3d3c4", "mtdf", Kind.SEARCH, 7),
            new Case("othello", "f5d6", "alphabeta-history", Kind.SEARCH, 6),
            new Case("domineering", "6x6", "pvs", Kind.SEARCH, 6),
            new Case("chomp", "5x6", "alphabeta-killers", Kind.SEARCH, 6),
            new Case("toads", "TTTT___FFFF", "alphabeta-negamax", Kind.SEARCH, 10),
            new Case("pig", "0,0,0/30", "star2", Kind.SEARCH, 8),
            new Case("pig", "0,0,0/30", "expectiminimax", Kind.SEARCH, 6),
            new Case("connect4", "274552224131661", "mtdf", Kind.EXACT, 0),
            new Case("connect4", "25246364", "mtdf", Kind.EXACT, 0), // its own mirror image: mirror images meet below
            new Case("connect4", "2416615552", "pvs", Kind.EXACT, 0),
            new Case("othello", "OO-OOOOXXOOXXXXXOOXOOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X", "mtdf", Kind.EXACT, 0),
            new Case("othello", "OO-OOOOXXOOXXXXXOOXOOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X", "pvs", Kind.EXACT, 0),
            new Case("nim", "7,5,3,1", "pvs", Kind.EXACT, 0),
            new Case("domineering", "6x6", "proof", Kind.EXACT, 0),
            new Case("chomp", "6x7", "proof", Kind.EXACT, 0),
            new Case("grundy", "17", "andor", Kind.EXACT, 0),
            new Case("sautemouton", "RRR_BBB", "andor", Kind.EXACT, 0),
            new Case("tictactoe", ".........", "alphabeta-negamax", Kind.SOLVE, 0),
            new Case("tictactoe", "X...O....", "alphabeta", Kind.SOLVE, 0),
            new Case("connect4", "2416615552", "mtdf", Kind.SOLVE, 0),
            new Case("domineering", "5x5", "proof", Kind.SOLVE, 0),
            new Case("toads", "TTT__FFF", "andor", Kind.SOLVE, 0));

    private Fingerprint() {}

    /** Runs every case, telling {@code each} of it when it is done, and returns the total. */
    public static Result run(Consumer<Run> each) {
        long total = 0;
        long nanos = 0;
        List<Run> runs = new java.util.ArrayList<>();
        for (Case c : CASES) {
            Run run = run(c);
            total += run.nodes();
            nanos += run.nanos();
            runs.add(run);
            each.accept(run);
        }
        return new Result(total, nanos, List.copyOf(runs));
    }

    /** Runs one case, with a new search object. */
    public static Run run(Case c) {
        Game game = Games.byName(c.game());
        Position position = game.parse(c.position());
        Search search = Algorithms.create(c.algo(), game.evaluator());
        if (search instanceof TableSize table) {
            table.setTableMegabytes(TABLE_MB);
        }
        long start = System.nanoTime();
        long nodes = switch (c.kind()) {
            case SEARCH -> search.search(position, SearchLimits.depth(c.depth())).stats().nodes();
            case EXACT -> {
                SearchResult r = search.search(position, SearchLimits.exact());
                yield r.stats().nodes();
            }
            case SOLVE -> Solver.solve(position, search).nodes();
        };
        return new Run(c, nodes, System.nanoTime() - start);
    }
}
