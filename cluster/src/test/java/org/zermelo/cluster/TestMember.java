package org.zermelo.cluster;

import java.util.List;

/**
 * A member in a JVM of its own, for {@link SeveralJvmsTest}: joins the cluster named by its first
 * argument on loopback from the port of its second, says "joined" on standard output, and solves
 * units until its process is killed.
 */
public final class TestMember {

    private TestMember() {}

    public static void main(String[] args) throws InterruptedException {
        ClusterMember member = ClusterMember.start(new ClusterSettings(args[0], List.of(), ClusterSettings.LOOPBACK,
                Integer.parseInt(args[1]), false, 4, null));
        System.out.println("joined " + member.address());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
