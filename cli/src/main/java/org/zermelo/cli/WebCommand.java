package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.zermelo.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "web", mixinStandardHelpOptions = true,
        description = {"The web workbench: play any game against any AI, analyse a position while the engine thinks, and "
            + "step through alpha-beta on the slides' trees, in the browser. Starts a server on this machine only "
            + "(127.0.0.1), prints its address, and serves until Ctrl-C. No database, no build step, no network access: "
            + "the pages come from the jar, and every number on them is one the command line gives too."})
final class WebCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "" + WebServer.DEFAULT_PORT,
            description = "The port (default: ${DEFAULT-VALUE}); 0 picks a free one, printed.")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = WebServer.DEFAULT_HOST,
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only): one of this machine's. "
                    + "An address other than 127.0.0.1 lets other machines drive the engine: the command warns.")
    String host;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // An unknown host or another machine's address is bad input (exit 2), a port in use the
        // machine's state (exit 1): one line each, from WebServer.start, and no warning before it.
        WebServer server = WebServer.start(host, port);
        if (!host.equals("127.0.0.1") && !host.equals("localhost") && !host.equals("::1")) {
            err.println("zermelo web: warning: listening on " + host + ", not 127.0.0.1: anyone who can reach this address "
                    + "can use the engine (and your processor); the server has no password");
            err.flush();
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            err.println("zermelo web: stopped");
            err.flush();
            stopped.countDown();
        }, "zermelo-web-stop"));
        out.println("Zermelo web workbench: " + server.url());
        out.println("Open it in a browser; Ctrl-C stops the server.");
        out.flush();
        stopped.await();
        return 0;
    }
}
