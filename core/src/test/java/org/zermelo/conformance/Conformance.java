package org.zermelo.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.zermelo.game.Chance;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.game.SymmetricMoves;
import org.zermelo.search.Algorithms;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.Solver;

/**
 * The checks every game passes, in one call for the tests of a game of one's own (shipped in
 * zermelo-core's test-jar; see docs/adding-a-game.md). With a seed, along random games:
 * <ol>
 *   <li>play and undo restore the exact position, hash and side to move; the notation reads
 *       back; every legal move reads back from its notation; a copy is independent
 *       ({@link PlayUndoProperties});</li>
 *   <li>near the end of those games, where plain alpha-beta is quick (up to {@value #ALPHA_BETA_NODES}
 *       nodes), every exact search finds
 *       the same game value and the same best moves: the course's alpha-beta, which looks at
 *       none of the game's abilities, against the engine (which uses its oracle, bounds, move
 *       ordering, shallow solver and moves left) and the game's own solver;</li>
 *   <li>what the oracle knows holds: the value is inside its bounds, and is the value where it
 *       says it knows it;</li>
 *   <li>a game that translates moves for its symmetric key ({@link SymmetricMoves}): the key is
 *       the same after each move played and undone, each translation undoes itself, and where
 *       the key is the position's own, moves are not translated;</li>
 *   <li>a game that draws its board ({@link Drawable}): each move played and undone leaves the
 *       drawing as it was, a copy draws the same, and the drawing keeps its form and its size
 *       through a game (a grid its rows and columns, a race board its points, a score line its
 *       goal), since a viewer finds a move's cells by comparing the drawings before and after it
 *       place by place.</li>
 * </ol>
 * {@link OracleCheck} checks more of an oracle in a game without draws, {@link NaiveSolver} a
 * game against its rules written again on strings.
 * A game of chance is checked for the first only: its values are not those of a search to the end.
 */
public final class Conformance {

    /** The plies before the end of each random game where the exact searches are compared, at most. */
    static final int LAST_PLIES = 8;
    /** The most nodes plain alpha-beta may take on a position compared: the walk back from the end stops there. */
    static final long ALPHA_BETA_NODES = 100_000;

    private Conformance() {}

    /** Runs every check on {@code game}, along {@code games} random games from its start and its example. */
    public static void check(Game game, long seed, int games) {
        SplittableRandom random = new SplittableRandom(seed);
        for (Position start : List.of(game.start(), game.parse(game.example()))) {
            for (int g = 0; g < games; g++) {
                long s = random.nextLong();
                PlayUndoProperties.randomGamesUndoneMoveByMove(start, game::parse, s);
                PlayUndoProperties.randomWalk(start, game::parse, s, 100);
                if (!Chance.inGame(start)) {
                    nearTheEnd(game, start, s);
                }
                if (start instanceof SymmetricMoves) {
                    symmetricMoves(start, s);
                }
                if (start instanceof Drawable) {
                    drawings(start, s);
                }
            }
        }
    }

    /** Plays a random game from {@code start} and compares the exact searches on its last plies. */
    private static void nearTheEnd(Game game, Position start, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = start.copy();
        List<Integer> played = new ArrayList<>();
        MoveList moves = new MoveList();
        while (!p.isTerminal()) {
            p.legalMoves(moves);
            int move = moves.get(random.nextInt(moves.size()));
            played.add(move);
            p.play(move);
        }
        for (int back = 0; back < Math.min(LAST_PLIES, played.size()); back++) {
            p.undo();
            if (!new NegamaxAlphaBeta(null).search(p, SearchLimits.exact().withNodes(ALPHA_BETA_NODES)).complete()) {
                return; // too far from the end for plain alpha-beta: the positions before are larger still
            }
            agree(game, p);
        }
    }

    /** Along a random game from {@code start}: the symmetric key and its moves' translation (see the class comment). */
    private static void symmetricMoves(Position start, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = start.copy();
        MoveList moves = new MoveList();
        while (!p.isTerminal()) {
            SymmetricMoves s = (SymmetricMoves) p;
            long key = s.symmetricHash();
            boolean own = key == p.hash();
            p.legalMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                int move = moves.get(i);
                String what = p + ", move " + p.formatMove(move);
                assertThat(s.symmetricMove(s.symmetricMove(move))).as("%s: translated twice", what).isEqualTo(move);
                if (own) {
                    assertThat(s.symmetricMove(move)).as("%s: the key is the position's own", what).isEqualTo(move);
                }
                p.play(move);
                p.undo();
                assertThat(s.symmetricHash()).as("%s: the symmetric key after play and undo", what).isEqualTo(key);
            }
            p.play(moves.get(random.nextInt(moves.size())));
        }
    }

    /** Along a random game from {@code start}: the drawing through play and undo (see the class comment). */
    private static void drawings(Position start, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = start.copy();
        MoveList moves = new MoveList();
        Drawing first = ((Drawable) p).drawing();
        while (true) {
            Drawing drawing = ((Drawable) p).drawing();
            String what = p.toString();
            assertThat(drawing).as("%s: a drawing", what).isNotNull();
            assertThat(((Drawable) p.copy()).drawing()).as("%s: a copy's drawing", what).isEqualTo(drawing);
            assertSameSize(first, drawing, what);
            if (p.isTerminal()) {
                return;
            }
            p.legalMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                int move = moves.get(i);
                String played = what + ", move " + p.formatMove(move);
                p.play(move);
                assertSameSize(first, ((Drawable) p).drawing(), played);
                p.undo();
                assertThat(((Drawable) p).drawing()).as("%s: the drawing after it is played and undone", played)
                        .isEqualTo(drawing);
            }
            p.play(moves.get(random.nextInt(moves.size())));
        }
    }

    /** The drawing has the form and the size of the game's first. */
    private static void assertSameSize(Drawing first, Drawing drawing, String what) {
        assertThat(drawing.getClass()).as("%s: the drawing's form", what).isEqualTo(first.getClass());
        switch (first) {
            case Drawing.Grid a -> {
                Drawing.Grid b = (Drawing.Grid) drawing;
                assertThat(b.rows() + "x" + b.columns()).as("%s: the grid's rows and columns", what)
                        .isEqualTo(a.rows() + "x" + a.columns());
            }
            case Drawing.Points a -> assertThat(((Drawing.Points) drawing).points()).as("%s: the points", what)
                    .hasSameSizeAs(a.points());
            case Drawing.ScoreLine a -> assertThat(((Drawing.ScoreLine) drawing).goal()).as("%s: the goal", what)
                    .isEqualTo(a.goal());
            case Drawing.Piles a -> { } // piles come and go (Grundy's split)
        }
    }

    /** The exact searches agree on {@code p}, a position that is not over, and the oracle holds. */
    private static void agree(Game game, Position p) {
        String what = game.name() + " " + p;
        long hash = p.hash();
        String text = p.toString();
        Solver.Solution reference = Solver.solve(p, new NegamaxAlphaBeta(null));
        List<Search> others = new ArrayList<>(List.of(Algorithms.create("pvs", null), Algorithms.create("mtdf", null)));
        others.add(Algorithms.create(game.solver(p), null));
        for (Search search : others) {
            Solver.Solution s = Solver.solve(p, search);
            assertThat(s.value()).as("%s: %s's value against alpha-beta's", what, search.name()).isEqualTo(reference.value());
            assertThat(s.bestMoves()).as("%s: %s's best moves against alpha-beta's", what, search.name())
                    .containsExactlyInAnyOrder(reference.bestMoves());
        }
        assertThat(p.toString()).as("%s: the position as it was after the searches", what).isEqualTo(text);
        assertThat(p.hash()).as("%s: the hash as it was after the searches", what).isEqualTo(hash);
        if (p instanceof Oracle oracle) {
            long bounds = oracle.knownBounds();
            assertThat(reference.value()).as("%s: inside the oracle's bounds", what)
                    .isBetween(Oracle.lower(bounds), Oracle.upper(bounds));
            int known = oracle.knownValue();
            if (known != Oracle.UNKNOWN) {
                assertThat(known).as("%s: the oracle's value", what).isEqualTo(reference.value());
                assertThat(bounds).as("%s: its bounds meet where the oracle knows the value", what).isEqualTo(Oracle.bounds(known, known));
            }
            int quick = oracle.quickValue();
            if (quick != Oracle.UNKNOWN) {
                assertThat(quick).as("%s: the oracle's quick value", what).isEqualTo(known);
            }
        }
    }
}
