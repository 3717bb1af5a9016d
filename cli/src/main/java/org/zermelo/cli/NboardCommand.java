package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.LinkedBlockingQueue;
import org.zermelo.protocol.Engine;
import org.zermelo.protocol.Engines;
import org.zermelo.protocol.Host;
import org.zermelo.protocol.Protocols;
import org.zermelo.protocol.Session;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The NBoard protocol on standard input and output: the game that speaks it (found by the
 * protocol's name) holds the protocol; this command carries its lines, gives it the engine, and
 * stops when the input ends.
 */
@Command(name = "nboard", mixinStandardHelpOptions = true,
        description = {"An Othello engine speaking the NBoard protocol on standard input and output, for the NBoard GUI " +
            "and other NBoard clients: nboard, set depth, set game (GGF), set contempt, move, hint, go, ping, learn, analyze, " +
            "quit. It searches with the engine (pvs and its table) and the course's evaluation to the depth set (default "
                    + NboardCommand.DEFAULT_DEPTH + "). Evaluations are in discs " +
            "for the side to move: exact when the search reaches the end of the game, else the evaluation divided by "
                    + NboardCommand.EVAL_PER_DISC + ". " +
            "A malformed command is answered with a 'status' line (and a line on standard error) and the engine goes on. " +
            "When the input ends (or at quit), the commands already read are carried out; a search still running " +
            NboardCommand.GRACE_MILLIS / 1000 + " s later is stopped, and the commands after it dropped."})
final class NboardCommand implements Callable<Integer> {

    /** The protocol this command serves, by the name its game gives it. */
    static final String PROTOCOL = "nboard";
    /** The search of the session: the engine (principal variation search), its table kept for the whole session. */
    static final String ALGORITHM = "pvs";
    /** The protocol's depth until the client sets one, as the help says it (the protocol's own, which a test compares). */
    static final int DEFAULT_DEPTH = 6;
    /** The protocol's evaluation units per disc, as the help says it (the protocol's own, which a test compares). */
    static final double EVAL_PER_DISC = 100.0;
    /**
     * How long the commands read before the end of the input (or quit) may still take: a GUI that
     * closes the input has gone, and a search of depth 30 would not end in a lifetime.
     */
    static final long GRACE_MILLIS = 10_000;

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    /** Set when the input ended long ago: the commands still queued are dropped. */
    private volatile boolean quitting;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Protocols.Offer offer = Protocols.find(PROTOCOL);
        // The game's own evaluation (the course's, for the game that speaks NBoard).
        Engine engine = Engines.settable(offer.game(), ALGORITHM);
        Session session = offer.protocol().open(engine, new Host() {
            @Override
            public void send(String line) {
                out.println(line);
                out.flush();
            }

            @Override
            public void note(String message) {
                err.println(spec.name() + ": " + message);
                err.flush();
            }
        });
        // The session carries out the commands on a thread of its own, in order, while this one reads
        // them: so that the end of the input (the GUI gone) is seen during a long search too.
        BlockingQueue<Optional<String>> commands = new LinkedBlockingQueue<>();
        Throwable[] failure = new Throwable[1];
        Thread thinking = new Thread(null, () -> {
            try {
                for (Optional<String> command = commands.take(); command.isPresent(); command = commands.take()) {
                    if (!quitting) {
                        session.receive(command.get());
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException | Error e) {
                failure[0] = e;
            }
        }, "zermelo-" + spec.name(), 64L << 20); // the stack the launcher gives the main thread
        thinking.setDaemon(true); // abandoned, it does not keep the program alive
        thinking.start();
        String line;
        while ((line = main.in.readLine()) != null && !session.ends(line)) {
            commands.add(Optional.of(line));
        }
        commands.add(Optional.empty());
        thinking.join(GRACE_MILLIS);
        if (thinking.isAlive()) {
            err.println(spec.name() + ": the input ended " + GRACE_MILLIS / 1000 + " s ago and a search is still running: it is "
                    + "stopped (keep the input open to wait for a long search)");
            err.flush();
            quitting = true;
            engine.stop();
            thinking.join(GRACE_MILLIS);
            return 0;
        }
        if (failure[0] instanceof RuntimeException e) {
            throw e;
        }
        if (failure[0] instanceof Error e) {
            throw e;
        }
        return 0;
    }
}
