package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.zermelo.cluster.ClusterMember;
import org.zermelo.cluster.ClusterSettings;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import picocli.CommandLine.Option;

/**
 * The options of a command that runs as a member of a cluster ({@code member}, and {@code book} and
 * {@code bench} with {@code --cluster}): which cluster, where its members are, where this one listens.
 */
final class ClusterOptions {

    @Option(names = "--cluster", paramLabel = "NAME",
            description = "Run as the coordinator of the cluster NAME, a member itself: its members (started with "
                    + "'zermelo member --cluster NAME') solve the positions too (docs/cluster.md).")
    String name;

    @Option(names = "--members", paramLabel = "HOSTS",
            description = "With --cluster: where to look for members, HOST or HOST:PORT separated by commas (default: the "
                    + "interface, on every port from --port on).")
    String members;

    @Option(names = "--interface", paramLabel = "IP",
            description = "With --cluster: the address this member listens on (default " + ClusterSettings.LOOPBACK
                    + ", this machine only).")
    String iface;

    @Option(names = "--cluster-port", paramLabel = "P",
            description = "With --cluster: the first port tried (default " + ClusterSettings.DEFAULT_PORT + "; the next "
                    + (ClusterSettings.PORTS - 1) + " when it is taken).")
    Integer port;

    @Option(names = "--allow-network",
            description = "With --cluster: allow an interface or members other than loopback. The cluster's traffic is "
                    + "neither encrypted nor authenticated and a member runs what it is sent: a trusted network only.")
    boolean allowNetwork;

    /** True when {@code --cluster} was given; bad input when another of these options was given without it. */
    boolean on() {
        if (name == null && (members != null || iface != null || port != null || allowNetwork)) {
            throw new IllegalArgumentException("--members, --interface, --cluster-port and --allow-network are for a cluster: "
                    + "give --cluster NAME too");
        }
        return name != null;
    }

    /** The settings, checked, for a member whose solver has {@code hash} MB and {@code threads} (null: the defaults). */
    ClusterSettings settings(String cluster, Integer port, Integer hash, Integer threads) {
        return new ClusterSettings(cluster, ClusterSettings.members(members), iface == null ? ClusterSettings.LOOPBACK : iface,
                port == null ? ClusterSettings.DEFAULT_PORT : port, allowNetwork, hash, threads);
    }

    /** Starts this JVM's member, saying on {@code err} which cluster it joined, as whom. */
    ClusterMember start(String command, Integer hash, Integer threads, PrintWriter err) {
        ClusterSettings settings = settings(name, port, hash, threads);
        ClusterMember member = ClusterMember.start(settings);
        err.printf(Locale.ROOT, "%s: member %s of the cluster '%s', %d member%s%n", command, member.address(), settings.name(),
                member.size(), member.size() == 1 ? "" : "s");
        err.flush();
        return member;
    }

    /**
     * Bad input unless {@code position}'s notation names it alone (the members read it back with the
     * game's parser): a position that depends on an option of the command (pig's --goal) cannot be sent.
     */
    static void checkSendable(Game game, Position position) {
        String text = position.toString();
        boolean same;
        try {
            same = Games.position(Games.byName(game.name()), text).hash() == position.hash();
        } catch (IllegalArgumentException e) {
            same = false;
        }
        if (!same) {
            throw new IllegalArgumentException("--cluster: the members read positions in " + game.name()
                    + "'s notation alone, and '" + text + "' does not say all of this one (an option such as --goal): "
                    + "solve it on one machine");
        }
    }

    /** A job that a coordinator runs on its cluster. */
    interface Job<T> {
        T run() throws InterruptedException;
    }

    /**
     * Runs {@code job} as the coordinator {@code member}. Meanwhile Ctrl-C or a kill runs {@code save}
     * (what is done so far, or nothing), closes the member and says {@code COMMAND: stopped} and
     * {@code saved}; a job that fails leaves the cluster before saying so. The member stays open
     * after a job that ends: the caller closes it.
     *
     * @return the job's answer, or null when the program is ending (the hook has saved and left)
     */
    static <T> T coordinate(ClusterMember member, String command, PrintWriter err, Runnable save, String saved, Job<T> job) {
        Thread onExit = new Thread(() -> {
            save.run();
            member.close();
            err.println(command + ": stopped" + saved);
            err.flush();
        }, "zermelo-cluster-stop");
        Runtime.getRuntime().addShutdownHook(onExit);
        T answer;
        try {
            answer = job.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            leave(member, onExit);
            throw new IllegalStateException("interrupted", e);
        } catch (RuntimeException e) { // a unit that failed (a bug), or this member stopped: leave before saying so
            if (!leave(member, onExit)) {
                return null; // stopped by Ctrl-C or a kill: the hook saves, leaves and says so
            }
            throw e;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(onExit);
        } catch (IllegalStateException shuttingDown) {
            return null; // the hook saves and leaves
        }
        return answer;
    }

    /**
     * A coordinator that failed leaves the cluster now, unless the program is ending, when the shutdown hook {@code onExit} does.
     *
     * @return false when the program is ending (Ctrl-C, a kill): the failure is the hook's closing of the member
     */
    private static boolean leave(ClusterMember member, Thread onExit) {
        try {
            Runtime.getRuntime().removeShutdownHook(onExit);
        } catch (IllegalStateException shuttingDown) {
            return false;
        }
        member.close();
        return true;
    }
}
