package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.cluster.ClusterSettings;
import org.zermelo.cluster.UnitRecords;

/**
 * The commands with --cluster, each the coordinator of a cluster of its own on loopback (one
 * member, itself: the three-member and member-death cases are the cluster module's tests): the
 * same book and the same values as on one machine, resumed from its saved positions; bad input
 * refused before any member starts.
 */
@Timeout(60)
class ClusterCommandsTest {

    @TempDir
    Path dir;

    /** --cluster NAME --cluster-port P for a cluster of this test's own, on a free port of loopback. */
    private static String[] cluster() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = Math.min(socket.getLocalPort(), 65535 - ClusterSettings.PORTS);
        }
        return new String[] {"--cluster", "test-" + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 1),
            "--cluster-port", Integer.toString(port)};
    }

    private static String[] with(String[] args, String... more) {
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return all;
    }

    @Test
    void aBookBuiltByTheClusterIsTheBookOfOneMachineAndResumesFromItsSavedPositions() throws Exception {
        Path alone = dir.resolve("alone.book");
        assertThat(Cli.run("book", "tictactoe", "--plies", "3", "--out", alone.toString()).code()).isZero();

        Path book = dir.resolve("cluster.book");
        Path resume = dir.resolve("resume.book");
        Path units = dir.resolve("units.csv");
        Cli.Run run = Cli.run(with(new String[] {"book", "tictactoe", "--plies", "3", "--out", book.toString(), "--resume",
            resume.toString(), "--units-out", units.toString()}, cluster()));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("wrote " + book + ": 334 positions within 3 plies of the start, solved by alphabeta-negamax "
                + "on a cluster of 1 member in ");
        assertThat(Files.readString(book)).isEqualTo(Files.readString(alone));
        assertThat(Files.readAllLines(units)).hasSize(1 + 334).first().isEqualTo(UnitRecords.HEADER);

        // A coordinator killed once the deepest ply was saved: started again, it solves the three plies above only.
        List<String> lines = Files.readAllLines(alone);
        Files.write(resume, lines.subList(0, 2 + 252)); // the comment, #plies, and ply 3's 252 positions
        run = Cli.run(with(new String[] {"book", "tictactoe", "--plies", "3", "--out", book.toString(), "--resume",
            resume.toString(), "--units-out", units.toString(), "--json"}, cluster()));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.json().get("members").asInt()).isEqualTo(1);
        assertThat(Files.readString(book)).isEqualTo(Files.readString(alone));
        assertThat(Files.readAllLines(units)).hasSize(1 + 334 - 252);
        // every position saved, in the order they were answered
        assertThat(Files.readAllLines(resume)).containsExactlyInAnyOrderElementsOf(Files.readAllLines(alone));

        // what the units cost, predicted for more machines
        run = Cli.run("predict", units.toString(), "--machines", "1,4");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("82 units").contains("      4 machines: ");
    }

    @Test
    void aBenchmarkSolvedByTheClusterHasTheValuesOfOneMachine() throws Exception {
        String file = Path.of("..", "bench", "connect4", "Test_L3_R1").toString();
        Cli.Run alone = Cli.run("bench", "connect4", file, "--limit", "20", "--json", "--each");
        Cli.Run run = Cli.run(with(new String[] {"bench", "connect4", file, "--limit", "20", "--json", "--each"}, cluster()));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.json().get("correct").asInt()).isEqualTo(20);
        assertThat(run.json().get("members").asInt()).isEqualTo(1);
        for (int i = 0; i < 20; i++) {
            assertThat(run.json().get("cases").get(i).get("value")).isEqualTo(alone.json().get("cases").get(i).get("value"));
        }
    }

    @Test
    void aProofByTheClusterHasTheValueOfOneMachineAndResumesFromItsSavedProofs() throws Exception {
        Cli.Run alone = Cli.run("solve", "domineering", "7x6", "--json");
        Path resume = dir.resolve("proof.book");
        Path units = dir.resolve("units.csv");
        String[] solve = {"solve", "domineering", "7x6", "--json", "--resume", resume.toString(), "--units-out", units.toString(),
            "--unit-nodes", "500"};
        Cli.Run run = Cli.run(with(solve, cluster()));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.json().get("value")).isEqualTo(alone.json().get("value"));
        assertThat(run.json().get("members").asInt()).isEqualTo(1);
        assertThat(run.json().get("splits").asInt()).isPositive();
        int answered = run.json().get("units").asInt();
        assertThat(Files.readAllLines(units)).hasSize(1 + answered).first().isEqualTo(UnitRecords.HEADER);
        assertThat(Files.readAllLines(resume).get(0)).startsWith("# zermelo opening book: domineering,");

        // Started again with the proofs saved: the root's moves are proved already, no unit is sent.
        run = Cli.run(with(solve, cluster()));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.json().get("value")).isEqualTo(alone.json().get("value"));
        assertThat(run.json().get("units").asInt()).isZero();
        assertThat(Files.readAllLines(units)).containsExactly(UnitRecords.HEADER);
    }

    @Test
    void badClusterOptionsAreRefusedBeforeAnyMemberStarts() throws Exception {
        Path out = dir.resolve("x.book");
        String[][] bad = {
            {"book", "tictactoe", "--plies", "1", "--out", out.toString(), "--members", "127.0.0.1"},
            {"book", "tictactoe", "--plies", "1", "--out", out.toString(), "--units-out", dir.resolve("u.csv").toString()},
            {"book", "tictactoe", "--plies", "1", "--out", out.toString(), "--cluster", "x", "--interface", "192.0.2.1"},
            {"book", "tictactoe", "--plies", "1", "--out", out.toString(), "--cluster", "x", "--members", "192.0.2.1:5701"},
            {"book", "tictactoe", "--plies", "1", "--out", out.toString(), "--cluster", "a b"},
            {"book", "connect4", "--plies", "1", "--out", out.toString(), "--cluster", "x", "--checkpoint", dir.resolve("c").toString()},
            {"solve", "pig", "0,0,0", "--cluster", "x"},
            {"solve", "domineering", "4x4", "--cluster", "x", "--one"},
            {"solve", "domineering", "4x4", "--cluster", "x", "--interface", "192.0.2.1"},
            {"solve", "domineering", "4x4", "--cluster", "x", "--members", "192.0.2.1"},
            {"solve", "domineering", "4x4", "--cluster", "x", "--split-plies", "0"},
            {"solve", "domineering", "4x4", "--resume", out.toString()},
            {"solve", "domineering", "4x4", "--unit-nodes", "5"},
            {"solve", "domineering", "1x1", "--cluster", "x"},
            {"member", "--interface", "192.0.2.1"},
            {"member", "--interface", "localhost"},
            {"member", "--port", "0"},
            {"member", "--threads", "0"},
            {"member", "--hash", "0"},
            {"member", "--members", "127.0.0.1:x"},
            {"bench"},
        };
        bad[bad.length - 1] = new String[] {"bench", "--cluster", "x"};
        for (String[] args : bad) {
            Cli.Run run = Cli.run(args);
            assertThat(run.code()).as(String.join(" ", args) + ": " + run.err()).isEqualTo(2);
            assertThat(run.err().lines().count()).as(run.err()).isEqualTo(1);
        }
        assertThat(Cli.run("member", "--interface", "192.0.2.1").err()).contains("--allow-network");
    }
}
