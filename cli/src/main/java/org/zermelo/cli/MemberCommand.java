package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.zermelo.cluster.ClusterMember;
import org.zermelo.cluster.ClusterSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "member", mixinStandardHelpOptions = true,
        description = {"Join a cluster of Zermelo members, or start one, and solve the positions its coordinators hand out "
            + "(a 'book' or 'bench' run with --cluster) until stopped: Ctrl-C (or a kill) leaves the cluster cleanly, its "
            + "results moved to the other members first. Listens on " + ClusterSettings.LOOPBACK + " unless told otherwise: "
            + "the cluster's traffic is neither encrypted nor authenticated (docs/cluster.md)."})
final class MemberCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--cluster", paramLabel = "NAME", defaultValue = "zermelo",
            description = "The cluster's name (default: ${DEFAULT-VALUE}); members of another cluster are not joined.")
    String cluster;

    @Option(names = "--members", paramLabel = "HOSTS",
            description = "Where to look for members, HOST or HOST:PORT separated by commas (default: the interface, on "
                    + "every port from --port on).")
    String members;

    @Option(names = "--interface", paramLabel = "IP",
            description = "The address to listen on (default " + ClusterSettings.LOOPBACK + ", this machine only).")
    String iface;

    @Option(names = "--port", paramLabel = "P",
            description = "The first port tried (default " + ClusterSettings.DEFAULT_PORT + "; the next "
                    + (ClusterSettings.PORTS - 1) + " when it is taken, for several members on one machine).")
    Integer port;

    @Option(names = "--allow-network",
            description = "Allow an interface or members other than loopback. The cluster's traffic is neither encrypted "
                    + "nor authenticated and a member runs what it is sent: a trusted network only.")
    boolean allowNetwork;

    @Option(names = "--hash", paramLabel = "MB", description = "The most this member's solver's table grows to, in MB "
            + "(default: the solver's, as solve has it).")
    Integer hash;

    @Option(names = "--threads", paramLabel = "N", description = "Threads of this member's solver (default 1).")
    Integer threads;

    @Override
    public Integer call() throws InterruptedException {
        ClusterOptions options = new ClusterOptions();
        options.members = members;
        options.iface = iface;
        options.allowNetwork = allowNetwork;
        ClusterSettings settings = options.settings(cluster, port, hash, threads);
        PrintWriter err = spec.commandLine().getErr();
        ClusterMember member = ClusterMember.start(settings);
        String name = spec.qualifiedName();
        member.watch(line -> {
            err.println(name + ": " + line);
            err.flush();
        });
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            member.close();
            err.println(name + ": left the cluster '" + cluster + "'");
            err.flush();
            stopped.countDown();
        }, "zermelo-member-stop"));
        PrintWriter out = spec.commandLine().getOut();
        out.println(name + ": member " + member.address() + " of the cluster '" + cluster + "', " + member.size()
                + (member.size() == 1 ? " member" : " members") + "; Ctrl-C leaves");
        out.flush();
        stopped.await();
        return 0;
    }
}
