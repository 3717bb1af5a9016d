package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.protocol.Engines;
import org.zermelo.protocol.Host;
import org.zermelo.protocol.Protocols;
import org.zermelo.protocol.Session;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/**
 * Scripted NBoard sessions, the protocol alone (its lines given one by one, the engine as
 * {@code zermelo nboard} makes it): what the GUI sends, and the shape and sense of what comes back.
 */
class NboardProtocolTest {

    private static final String GAME = "(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]"
            + "BO[8 ---------------------------O*------*O--------------------------- *]"
            + "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";
    private static final String SEARCH = "search [A-H][1-8](-([A-H][1-8]|PA))* -?\\d+\\.\\d\\d 0 (\\d+|100%)";

    /** What a session sent, and what it noted. */
    private record Transcript(List<String> sent, List<String> notes) {}

    private static Transcript transcript(String... commands) {
        List<String> sent = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Session session = new NboardProtocol().open(Engines.settable(new OthelloGame(), "pvs"), new Host() {
            @Override
            public void send(String line) {
                sent.add(line);
            }

            @Override
            public void note(String message) {
                notes.add(message);
            }
        });
        for (String command : commands) {
            if (session.ends(command)) {
                break;
            }
            session.receive(command);
        }
        return new Transcript(sent, notes);
    }

    private static List<String> session(String... commands) {
        return transcript(commands).sent();
    }

    @Test
    void othelloSpeaksNboard() {
        Protocols.Offer offer = Protocols.find(NboardProtocol.NAME);
        assertThat(offer.game()).isInstanceOf(OthelloGame.class);
        assertThat(offer.protocol()).isInstanceOf(NboardProtocol.class);
    }

    @Test
    void goAnswersTheMoveOfTheSearchAtTheDepthSet() {
        List<String> out = session("nboard 2", "set depth 4", "set game " + GAME, "ping 1", "go");
        assertThat(out.subList(0, 4)).containsExactly("set myname Zermelo", "set myname Zermelo4", "pong 1", "status Zermelo is thinking");
        // One line of thinking per depth, then the node count, the move, and an empty status.
        assertThat(out.subList(4, 8)).allSatisfy(line -> assertThat(line).matches(SEARCH));
        assertThat(out.get(8)).matches("nodestats \\d+ \\d+\\.\\d\\d");
        assertThat(out.get(9)).matches("=== [A-H][1-8]/-?\\d+\\.\\d\\d/\\d+\\.\\d\\d");
        assertThat(out.get(10)).isEqualTo("status");
        assertThat(out).hasSize(11);
        Othello p = Othello.parse("f5f6d3c5e6f7e7f4");
        SearchResult r = new NegamaxAlphaBeta(new OthelloEvaluation()).search(p, SearchLimits.depth(4));
        assertThat(out.get(9)).startsWith("=== " + p.formatMove(r.bestMove()).toUpperCase() + "/"
                + String.format(java.util.Locale.ROOT, "%.2f", r.value() / 100.0) + "/");
    }

    @Test
    void hintGivesTheBestMovesWithValuesTheFirstBeingWhatGoFinds() {
        List<String> hint = session("nboard 2", "set depth 3", "set game " + GAME, "hint 3");
        List<String> go = session("nboard 2", "set depth 3", "set game " + GAME, "go");
        List<String> lines = hint.subList(3, 6);
        assertThat(lines).allSatisfy(line -> assertThat(line).matches(SEARCH));
        assertThat(hint.get(6)).isEqualTo("status");
        double[] values = lines.stream().mapToDouble(l -> Double.parseDouble(l.split(" ")[2])).toArray();
        assertThat(values[0]).isGreaterThanOrEqualTo(values[1]);
        assertThat(values[1]).isGreaterThanOrEqualTo(values[2]);
        String best = go.stream().filter(l -> l.startsWith("=== ")).findFirst().orElseThrow();
        assertThat(best.split("/")[1]).as("go's value").isEqualTo(lines.get(0).split(" ")[2]);
    }

    @Test
    void nearTheEndTheSearchReachesTheEndAndItsValueIsTheExactScore() {
        MoveList moves = new MoveList();
        for (long seed = 0; seed < 5; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Othello p = new Othello();
            StringBuilder ggf = new StringBuilder("(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]");
            while (p.toString().substring(0, 64).chars().filter(c -> c == '-').count() > 6 && !p.isTerminal()) {
                p.legalMoves(moves);
                int move = moves.get(random.nextInt(moves.size()));
                ggf.append(p.sideToMove() == 0 ? "B[" : "W[").append(move == Othello.PASS ? "PA" : p.formatMove(move)).append(']');
                p.play(move);
            }
            if (p.isTerminal()) {
                continue;
            }
            List<String> out = session("nboard 2", "set depth 8", "set game " + ggf + ";)", "go");
            String best = out.stream().filter(l -> l.startsWith("=== ")).findFirst().orElseThrow();
            Solver.Solution exact = Solver.solve(p, new NegamaxAlphaBeta(null));
            assertThat(best).as("seed %d, %s", seed, p).contains("/" + exact.value() + ".00/");
            assertThat(out).as("seed %d", seed).anySatisfy(l -> assertThat(l).endsWith(" 0 100%"));
        }
    }

    @Test
    void aSideWithNoMovePassesAndAFinishedGameHasNoMove() {
        String board = "BO[8 *O-------------------------**------**--------------------------- O]"; // black holds the centre, as in every real game
        List<String> pass = session("set game (;GM[Othello]" + board + ";)", "go");
        assertThat(pass).anySatisfy(l -> assertThat(l).startsWith("=== PA/"));
        List<String> over = session("set game (;GM[Othello]" + board + ";)", "move PA", "move C1", "go", "ping 7");
        assertThat(over).containsExactly("status the game is over: no move to choose", "pong 7");
    }

    @Test
    void movesChangeThePositionAndAnalyzeValuesEveryPositionBackToTheStart() {
        List<String> out = session("set depth 2", "move F5", "move d6/0.5/1.0", "analyze");
        assertThat(out.get(1)).isEqualTo("status Zermelo is analyzing");
        assertThat(out.subList(2, 5)).satisfiesExactly(
                l -> assertThat(l).matches("analysis 2 -?\\d+\\.\\d\\d"),
                l -> assertThat(l).matches("analysis 1 -?\\d+\\.\\d\\d"),
                l -> assertThat(l).matches("analysis 0 -?\\d+\\.\\d\\d"));
        assertThat(out.get(5)).isEqualTo("status");
    }

    /** A refused command is answered with its reason and noted with the command; an unknown one is only noted. */
    @Test
    void aRefusedCommandIsAnsweredAndNotedAndAnUnknownOneOnlyNoted() {
        Transcript t = transcript(" set depth 0 ", "frobnicate now", "quit", "ping 1");
        assertThat(t.sent()).containsExactly("status set depth expects a whole number from 1 to 30, not '0'");
        assertThat(t.notes()).containsExactly("set depth expects a whole number from 1 to 30, not '0' (in 'set depth 0')",
                "unknown command 'frobnicate', ignored");
    }
}
