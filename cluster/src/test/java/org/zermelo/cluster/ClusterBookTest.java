package org.zermelo.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.search.Algorithms;
import org.zermelo.search.OpeningBook;

/** Books built by three members in this JVM, on loopback, equal to the book one machine builds. */
@Timeout(60)
class ClusterBookTest {

    private final List<ClusterMember> members = new ArrayList<>();

    @AfterEach
    void leave() {
        for (ClusterMember m : members) {
            m.instance().getLifecycleService().terminate();
        }
    }

    /** A free port on loopback, the first of the members' range (the next ones are very likely free too). */
    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return Math.min(socket.getLocalPort(), 65535 - ClusterSettings.PORTS);
        }
    }

    /** Settings of a cluster of its own on loopback: no other test's members join it. */
    static ClusterSettings settings(int port) {
        return new ClusterSettings("test-" + Long.toHexString(ThreadLocalRandom.current().nextLong()).replace('-', 'x'),
                List.of(), ClusterSettings.LOOPBACK, port, false, 4, null);
    }

    private List<String> lines(OpeningBook book) {
        return book.entries().stream().map(e -> e.value() + " " + e.position()).toList();
    }

    @Test
    void threeMembersOneTerminatedMidJobBuildTheBookOfOneMachine() throws Exception {
        Game game = Games.byName("tictactoe");
        OpeningBook alone = OpeningBook.build(game, game.start(), 3, Algorithms.create(game.solver(), game.evaluator()), line -> {});
        ClusterSettings base = settings(freePort());
        for (int i = 0; i < 3; i++) {
            members.add(ClusterMember.start(new ClusterSettings(base.name(), base.members(), base.iface(), base.port(), false, 4, null)));
        }
        assertThat(members.get(0).size()).isEqualTo(3);
        ClusterMember coordinator = members.get(0);
        ClusterMember doomed = members.get(2);
        Set<String> solvers = new HashSet<>();
        int[] answered = {0};
        OpeningBook book = ClusterBook.build(coordinator, game, game.start(), 3, game.solver(), null, solved -> {
            solvers.add(solved.result().member());
            if (++answered[0] == 100) {
                doomed.instance().getLifecycleService().terminate();
            }
        }, line -> {});
        assertThat(answered[0]).isEqualTo(alone.size());
        assertThat(lines(book)).isEqualTo(lines(alone));
        assertThat(solvers).as("the members that solved units").hasSize(3);
        assertThat(coordinator.size()).isEqualTo(2);
    }

    @Test
    void aCoordinatorGivenTheSavedPositionsSolvesOnlyTheOthers() throws Exception {
        Game game = Games.byName("tictactoe");
        OpeningBook alone = OpeningBook.build(game, game.start(), 2, Algorithms.create(game.solver(), game.evaluator()), line -> {});
        // the deepest ply saved, as a coordinator killed after it would have saved it
        OpeningBook saved = OpeningBook.empty(game, 2);
        for (OpeningBook.Entry e : alone.entries().subList(0, 72)) {
            saved.add(game.parse(e.position()), e.value());
        }
        members.add(ClusterMember.start(settings(freePort())));
        List<ClusterBook.Solved> told = new ArrayList<>();
        OpeningBook book = ClusterBook.build(members.get(0), game, game.start(), 2, game.solver(), saved, told::add, line -> {});
        assertThat(lines(book)).isEqualTo(lines(alone));
        assertThat(told.stream().filter(ClusterBook.Solved::known).count()).isEqualTo(72);
        assertThat(told.stream().filter(s -> !s.known()).map(ClusterBook.Solved::ply).distinct()).containsExactlyInAnyOrder(0, 1);
    }

    @Test
    void aCoordinatorStartedAgainFindsTheUnitsSolvedBeforeItDiedInTheMembersMap() throws Exception {
        Game game = Games.byName("tictactoe");
        OpeningBook alone = OpeningBook.build(game, game.start(), 2, Algorithms.create(game.solver(), game.evaluator()), line -> {});
        ClusterSettings settings = settings(freePort());
        members.add(ClusterMember.start(settings));
        // what a coordinator killed after ply 2's first 40 units leaves in the members' map
        com.hazelcast.map.IMap<String, UnitResult> map = members.get(0).instance()
                .getMap(ClusterBook.job(game, game.start(), 2, game.solver()));
        for (OpeningBook.Entry e : alone.entries().subList(0, 40)) {
            map.set(e.position(), new UnitResult(e.value(), 7, 7, "the coordinator that died"));
        }
        members.add(ClusterMember.start(settings)); // the coordinator started again
        List<ClusterBook.Solved> told = new ArrayList<>();
        OpeningBook book = ClusterBook.build(members.get(1), game, game.start(), 2, game.solver(), null, told::add, line -> {});
        assertThat(lines(book)).isEqualTo(lines(alone));
        assertThat(told.stream().filter(s -> s.result().member().equals("the coordinator that died")).count()).isEqualTo(40);
        assertThat(told).hasSize(alone.size());
    }
}
