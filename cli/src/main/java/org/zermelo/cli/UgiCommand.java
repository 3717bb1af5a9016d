package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.zermelo.game.Game;
import org.zermelo.protocol.Engine;
import org.zermelo.protocol.Engines;
import org.zermelo.protocol.Host;
import org.zermelo.protocol.Session;
import org.zermelo.protocol.Ugi;
import org.zermelo.search.Algorithm;
import org.zermelo.search.Algorithms;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Zermelo as a UGI engine on standard input and output, for any deterministic game: the
 * protocol ({@link Ugi}) holds the conversation and runs the searches on a thread of its own;
 * this command reads the lines, gives it the engine, and stops when the input ends.
 */
@Command(name = "ugi", mixinStandardHelpOptions = true,
        description = {"An engine for GAME speaking UGI (the Universal Game Interface, chess's UCI for any game) on standard "
                + "input and output, for interfaces, referees and tournament runners: ugi, isready, setoption (Hash, Threads, "
                + "Eval, Book), uginewgame, position startpos | fen POSITION [moves ...], go (p1time p2time p1inc p2inc in ms, "
                + "movetime, depth, nodes, infinite), stop, query gameover | p1turn | result, quit. Positions and moves are in the "
                + "game's notations ('zermelo games'). A go without a limit thinks " + Ugi.DEFAULT_MOVE_MILLIS / 1000 + " s. "
                + "Scores are for the side to move: cp, the evaluation; mate N, a proven end N plies away (negative: lost). "
                + "A bad command is answered with 'info string error: ...' and the engine goes on. When the input ends, a "
                + "search still running " + UgiCommand.GRACE_MILLIS / 1000 + " s later is stopped; quit stops it at once. "
                + "Games of chance are refused (backgammon speaks GNU Backgammon's protocol: zermelo gnubg)."})
final class UgiCommand implements Callable<Integer> {

    /** How long a search may still run once the input has ended: the interface has gone. */
    static final long GRACE_MILLIS = 10_000;

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (see 'zermelo games'), not a game of chance.")
    String gameName;

    @Option(names = "--algo", paramLabel = "NAME", description = "The search: one of ${bundle:ugi.algos} (default "
            + "${bundle:engine.default}).")
    String algo;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Game game = Inputs.game(gameName);
        Ugi ugi = new Ugi(game);
        String name = algo == null ? Algorithms.engineDefault(false) : algo;
        Algorithm algorithm = Algorithms.search(name);
        if (!usable(algorithm)) {
            throw new IllegalArgumentException("--algo: UGI's searches deepen on a clock: " + name + " does not; use one of "
                    + Algorithms.sentence(Algorithms.names(UgiCommand::usable)));
        }
        Engine engine = Engines.settable(game, name);
        Session session = ugi.open(engine, new Host() {
            @Override
            public void send(String line) {
                synchronized (out) {
                    out.println(line);
                    out.flush();
                }
            }

            @Override
            public void note(String message) {
                synchronized (err) {
                    err.println(spec.name() + ": " + message);
                    err.flush();
                }
            }
        });
        String line;
        while ((line = main.in.readLine()) != null && !session.ends(line)) {
            session.receive(line);
        }
        if (line != null) { // quit: at once
            engine.stop();
        } else if (!session.awaitIdle(GRACE_MILLIS)) {
            err.println(spec.name() + ": the input ended " + GRACE_MILLIS / 1000 + " s ago and a search is still running: it is "
                    + "stopped (keep the input open to wait for a long search)");
            err.flush();
            engine.stop();
        }
        session.awaitIdle(GRACE_MILLIS);
        return 0;
    }

    /** The searches UGI can drive: those of a deterministic game that stop at a horizon, deepened on a clock. */
    static boolean usable(Algorithm a) {
        return a.depthLimited() && a.family() != Algorithm.Family.CHANCE && !a.claims(Algorithm.Claim.EXPECTED_VALUE);
    }
}
