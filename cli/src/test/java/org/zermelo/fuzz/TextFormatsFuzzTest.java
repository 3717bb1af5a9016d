package org.zermelo.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.games.backgammon.FibsBoard;
import org.zermelo.games.othello.Ggf;
import org.zermelo.games.othello.Othello;
import org.zermelo.learn.WeightsFile;
import org.zermelo.play.Players;
import org.zermelo.search.Algorithms;
import org.zermelo.search.OpeningBook;
import org.zermelo.search.SearchLimits;
import org.zermelo.tree.GameTree;
import org.zermelo.tree.MultiPlayerAnalysis;
import org.zermelo.tree.TreeAnalysis;

/**
 * The other parsers, fuzzed: trees, AI specs, durations, opening books, weights files, GGF games and FIBS board lines. Each
 * returns a valid result or refuses with a one-line message; nothing else, and never a hang.
 */
class TextFormatsFuzzTest {

    private static final List<Game> GAMES = Games.all();

    @FuzzTest(maxDuration = "60s")
    void trees(FuzzedDataProvider data) {
        boolean chance = data.consumeBoolean();
        GameTree tree;
        try {
            tree = GameTree.parse(data.consumeRemainingAsString());
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
            return;
        }
        if (tree.hasVectorLeaves()) {
            multiPlayer(tree);
            return;
        }
        // A tree read is searched: minimax and alpha-beta, or expectiminimax and star2, agree on its value.
        String exact = tree.hasChanceNodes() || chance ? "expectiminimax" : "minimax";
        String pruning = tree.hasChanceNodes() || chance ? "star2" : "alphabeta";
        try {
            TreeAnalysis a = TreeAnalysis.run(tree, Algorithms.create(exact, null));
            TreeAnalysis b = TreeAnalysis.run(tree, Algorithms.create(pruning, null));
            if (a.value().compareTo(b.value()) != 0) {
                throw new AssertionError(exact + " and " + pruning + " disagree: " + a.value() + ", " + b.value());
            }
        } catch (IllegalArgumentException e) {
            Refusal.check(e); // a tree the algorithm cannot search (a chance node for minimax) is refused too
        }
    }

    /** A tree of payoff vectors: paranoid agrees with minimax on its reduction, and shallow pruning (where it runs) with max^n. */
    private static void multiPlayer(GameTree tree) {
        MultiPlayerAnalysis maxn = MultiPlayerAnalysis.run(tree, MultiPlayerAnalysis.Method.MAXN);
        MultiPlayerAnalysis paranoid = MultiPlayerAnalysis.run(tree, MultiPlayerAnalysis.Method.PARANOID);
        TreeAnalysis minimax = TreeAnalysis.run(tree.paranoid(), Algorithms.create("minimax", null));
        if (paranoid.rootPayoff().compareTo(minimax.value()) != 0) {
            throw new AssertionError("paranoid and minimax disagree: " + paranoid.rootPayoff() + ", " + minimax.value());
        }
        try {
            MultiPlayerAnalysis shallow = MultiPlayerAnalysis.run(tree, MultiPlayerAnalysis.Method.MAXN_SHALLOW);
            if (!shallow.payoffs().equals(maxn.payoffs())) {
                throw new AssertionError("maxn and maxn-shallow disagree: " + maxn.payoffs() + ", " + shallow.payoffs());
            }
        } catch (IllegalArgumentException e) {
            Refusal.check(e); // payoffs below 0, or sums that differ
        }
    }

    @FuzzTest(maxDuration = "60s")
    void fibsBoards(FuzzedDataProvider data) {
        FibsBoard board;
        try {
            board = FibsBoard.parse(data.consumeRemainingAsString());
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
            return;
        }
        // A board read is a game going on: the side on roll has its rolls or its moves, and each move reads back as itself.
        Position p = board.position();
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        if (p.isTerminal() || moves.size() == 0) {
            throw new AssertionError("a board read with no move: " + p);
        }
        for (int i = 0; i < moves.size() && board.rolled(); i++) {
            if (p.parseMove(p.formatMove(moves.get(i))) != moves.get(i)) {
                throw new AssertionError("the move " + p.formatMove(moves.get(i)) + " of " + p + " does not read back");
            }
        }
    }

    @FuzzTest(maxDuration = "60s")
    void aiSpecs(FuzzedDataProvider data) {
        Game game = GAMES.get(data.consumeInt(0, GAMES.size() - 1));
        long seed = data.consumeLong();
        try {
            Players.parse(data.consumeRemainingAsString(), game, seed);
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
        }
    }

    @FuzzTest(maxDuration = "60s")
    void durations(FuzzedDataProvider data) {
        Duration d;
        try {
            d = SearchLimits.parseDuration(data.consumeRemainingAsString());
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
            return;
        }
        if (d.toMillis() < 1 || d.compareTo(Duration.ofDays(7)) > 0) {
            throw new AssertionError("a duration out of its range: " + d);
        }
    }

    @FuzzTest(maxDuration = "60s")
    void books(FuzzedDataProvider data) throws IOException {
        Game game = GAMES.get(data.consumeInt(0, GAMES.size() - 1));
        // Most inputs start as a book does, so that the fuzzer gets past the first line.
        String header = data.consumeBoolean() ? "# zermelo opening book: " + game.name() + ", fuzzed\n#plies 2\n" : "";
        Path file = Files.createTempFile("fuzzed", ".book");
        try {
            Files.write(file, (header + data.consumeRemainingAsString()).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            OpeningBook book = OpeningBook.read(game, file);
            if (book.size() < 0) {
                throw new AssertionError("a book of negative size");
            }
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
        } catch (CharacterCodingException e) {
            // not text in UTF-8: the command line says so in words
        } finally {
            Files.delete(file);
        }
    }

    @FuzzTest(maxDuration = "60s")
    void weights(FuzzedDataProvider data) throws IOException {
        Game game = GAMES.get(data.consumeInt(0, GAMES.size() - 1));
        // Most inputs start as a weights file does, so that the fuzzer gets past its first fields.
        String[] encodings = {"table", "ntuple3", "ntuple4", "features:othello-course", "features:connect4-open-fours"};
        String header = data.consumeBoolean() ? "{\"format\": \"zermelo weights\", \"version\": 1, \"game\": \"" + game.name()
                + "\", \"encoding\": \"" + encodings[data.consumeInt(0, encodings.length - 1)] + "\", " : "";
        Path file = Files.createTempFile("fuzzed", ".json");
        try {
            Files.write(file, (header + data.consumeRemainingAsString()).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            WeightsFile.Learned learned = WeightsFile.read(game, file);
            // What is read evaluates positions of the game without failing.
            learned.evaluator().evaluate(game.start());
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
        } finally {
            Files.delete(file);
        }
    }

    @FuzzTest(maxDuration = "60s")
    void ggf(FuzzedDataProvider data) {
        Othello position;
        try {
            position = Ggf.parse(data.consumeRemainingAsString());
        } catch (IllegalArgumentException e) {
            Refusal.check(e);
            return;
        }
        Othello.parse(position.toString());
    }
}
