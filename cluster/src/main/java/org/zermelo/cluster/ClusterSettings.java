package org.zermelo.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.zermelo.search.Parallel;
import org.zermelo.search.TranspositionTable;

/**
 * Where a member of a Zermelo cluster listens and whom it looks for: the cluster's name, the
 * members' addresses (TCP, listed: no multicast, no discovery), the interface it binds to and its
 * first port, and what its solver may use (table size, threads).
 *
 * <p>Hazelcast's members neither encrypt nor authenticate what they send one another (that is
 * its Enterprise edition), and a member runs the tasks it is sent: whoever reaches a member's port
 * can run code in it. So a member binds to the loopback interface unless told otherwise, and
 * an interface or a member that is not a loopback address is refused unless {@code allowNetwork}
 * says that the network is trusted (docs/cluster.md).
 *
 * @param name the cluster's name: members of other clusters on the same addresses are not joined
 * @param members the addresses to look for members at, each {@code HOST} or {@code HOST:PORT}
 * @param iface the IP address of the interface to bind to
 * @param port the first port tried: the next ones when it is taken (several members on one machine)
 * @param allowNetwork true to bind to, and join, addresses other than loopback
 * @param hashMegabytes the member's solver's table size in MB, or null for the solver's default
 * @param threads the member's solver's threads, or null for one
 */
public record ClusterSettings(String name, List<String> members, String iface, int port, boolean allowNetwork,
        Integer hashMegabytes, Integer threads) {

    /** The port a member tries first, Hazelcast's own default. */
    public static final int DEFAULT_PORT = 5701;
    /** How many ports from the first a member tries: as many members on one machine. */
    public static final int PORTS = 10;
    /** The interface a member binds to by default. */
    public static final String LOOPBACK = "127.0.0.1";

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9.:\\[\\]-]{1,255}");

    /** Checks every field, with messages that say what is expected. */
    public ClusterSettings {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("--cluster: expected a name of 1 to 64 letters, digits, '.', '_' or '-', not '"
                    + name + "'");
        }
        if (port < 1 || port > 65535 - PORTS) {
            throw new IllegalArgumentException("--port: expected a port from 1 to " + (65535 - PORTS) + ", not " + port);
        }
        InetAddress bind = literal(iface, "--interface");
        if (!allowNetwork && !bind.isLoopbackAddress()) {
            throw new IllegalArgumentException("--interface " + iface + " is not a loopback address: the cluster's traffic has "
                    + "no encryption and no authentication, so bind to another interface only on a trusted network, with "
                    + "--allow-network (docs/cluster.md)");
        }
        members = members == null || members.isEmpty() ? List.of(iface) : List.copyOf(members);
        for (String member : members) {
            checkMember(member, allowNetwork);
        }
        try {
            if (hashMegabytes != null) {
                TranspositionTable.checkedMegabytes(hashMegabytes);
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--hash: " + e.getMessage());
        }
        try {
            if (threads != null) {
                Parallel.checkedThreads(threads);
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--threads: " + e.getMessage());
        }
    }

    /** The settings with the members written as one comma-separated argument ({@code --members}), or none for the interface alone. */
    public static List<String> members(String text) {
        if (text == null) {
            return List.of();
        }
        List<String> members = new ArrayList<>();
        for (String member : text.split(",", -1)) {
            if (member.isBlank()) {
                throw new IllegalArgumentException("--members: expected HOST or HOST:PORT separated by commas, not '" + text + "'");
            }
            members.add(member.strip());
        }
        return members;
    }

    private static void checkMember(String member, boolean allowNetwork) {
        String host = member;
        int colon = member.lastIndexOf(':');
        if (colon > 0 && member.indexOf(':') == colon) { // HOST:PORT (an IPv6 address has several colons)
            host = member.substring(0, colon);
            String port = member.substring(colon + 1);
            int p;
            try {
                p = Integer.parseInt(port);
            } catch (NumberFormatException e) {
                p = -1;
            }
            if (p < 1 || p > 65535) {
                throw new IllegalArgumentException("--members: expected HOST or HOST:PORT with a port from 1 to 65535, not '"
                        + member + "'");
            }
        }
        if (!HOST.matcher(host).matches()) {
            throw new IllegalArgumentException("--members: expected HOST or HOST:PORT separated by commas, not '" + member + "'");
        }
        if (!allowNetwork) {
            InetAddress address;
            try {
                address = InetAddress.getByName(host);
            } catch (UnknownHostException e) {
                throw new IllegalArgumentException("--members: unknown host '" + host + "'");
            }
            if (!address.isLoopbackAddress()) {
                throw new IllegalArgumentException("--members: " + host + " is not a loopback address: the cluster's traffic has "
                        + "no encryption and no authentication, so join other machines only on a trusted network, with "
                        + "--allow-network (docs/cluster.md)");
            }
        }
    }

    /** {@code text} as an IP address written as digits (never a name looked up), or bad input naming {@code option}. */
    private static InetAddress literal(String text, String option) {
        if (text == null || !text.matches("[0-9.]{7,15}|[0-9A-Fa-f:]{2,39}")) {
            throw new IllegalArgumentException(option + ": expected an IP address such as 127.0.0.1, not '" + text + "'");
        }
        try {
            return InetAddress.getByName(text); // an address literal: no look-up
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(option + ": expected an IP address such as 127.0.0.1, not '" + text + "'");
        }
    }

    /** Hazelcast's configuration for these settings, the member's worker given in its user context. */
    Config config(Worker worker) {
        Config config = new Config();
        config.setClusterName(name);
        config.setInstanceName("zermelo-" + name + "-" + Integer.toHexString(System.identityHashCode(worker)));
        // No report of the member's use to Hazelcast's servers; no banner or notices on the user's terminal.
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.logging.type", "jdk");
        // Ctrl-C is the command's to handle: it leaves the cluster itself, and says so.
        config.setProperty("hazelcast.shutdownhook.enabled", "false");
        // A member that died is noticed within seconds, not the default minute, and its units run elsewhere.
        config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        config.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
        config.setProperty("hazelcast.wait.seconds.before.join", "1");
        config.setProperty("hazelcast.health.monitoring.level", "OFF");
        NetworkConfig network = config.getNetworkConfig();
        network.setPort(port).setPortAutoIncrement(true).setPortCount(PORTS);
        network.getInterfaces().setEnabled(true).addInterface(iface);
        config.setProperty("hazelcast.socket.bind.any", "false");
        // A member listed without a port is looked for on every port a member of this machine may have taken.
        config.setProperty("hazelcast.tcp.join.port.try.count", Integer.toString(PORTS));
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setMembers(members).setConnectionTimeoutSeconds(2);
        config.getExecutorConfig(Coordinator.EXECUTOR).setPoolSize(1);
        config.getUserContext().put(Worker.KEY, worker);
        return config;
    }
}
