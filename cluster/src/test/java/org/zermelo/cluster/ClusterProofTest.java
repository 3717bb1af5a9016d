package org.zermelo.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.zermelo.cluster.ClusterBookTest.freePort;
import static org.zermelo.cluster.ClusterBookTest.settings;

import com.hazelcast.map.IMap;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.search.Solver;

/** One position proved by three members in this JVM, on loopback: the value of one machine, every proof in the map true. */
@Timeout(60)
class ClusterProofTest {

    private final List<ClusterMember> members = new ArrayList<>();

    @AfterEach
    void leave() {
        for (ClusterMember m : members) {
            m.instance().getLifecycleService().terminate();
        }
    }

    private List<ClusterMember> cluster(int size) throws Exception {
        ClusterSettings settings = settings(freePort());
        for (int i = 0; i < size; i++) {
            members.add(ClusterMember.start(settings));
        }
        return members;
    }

    /** The value one machine finds, by the game's solver from an empty table. */
    private static int alone(Game game, Position p) {
        return Solver.solve(p, Solver.searchFor(game, p, null), false).value();
    }

    /** Every proof of the cluster's map for {@code proof}'s positions equals one machine's value. */
    private static void assertMapTrue(ClusterMember member, Game game, Position root, ClusterProof proof, List<Coordinator.Done> units) {
        IMap<String, UnitResult> map = member.instance().getMap(ClusterProof.job(game, root, game.solver(root)));
        Map<String, String> positions = new HashMap<>();
        proof.proved().forEach(p -> positions.put(ClusterProof.key(Games.position(game, p.position())), p.position()));
        units.forEach(d -> positions.put(d.unit().key(), d.unit().position()));
        int checked = 0;
        for (Map.Entry<String, UnitResult> e : map.entrySet()) {
            String position = positions.get(e.getKey());
            assertThat(position).as("the position of the proof " + e.getKey()).isNotNull();
            assertThat(e.getValue().value()).as(position).isEqualTo(alone(game, Games.position(game, position)));
            checked++;
        }
        assertThat(checked).as("proofs in the map of " + root).isGreaterThan(0);
    }

    @Test
    void threeMembersOneTerminatedMidProofFindTheValueOfOneMachine() throws Exception {
        List<ClusterMember> cluster = cluster(3);
        ClusterMember coordinator = cluster.get(0);
        ClusterMember doomed = cluster.get(2);
        String doomedAddress = doomed.address();
        Game game = Games.byName("domineering");
        for (String board : List.of("6x6", "5x6:H", "6x8")) {
            Position root = Games.position(game, board);
            ClusterProof proof = new ClusterProof(coordinator, game, root, game.solver(root), 2, 20_000, Map.of());
            List<Coordinator.Done> units = new ArrayList<>();
            Set<String> solvers = new HashSet<>();
            ClusterProof.Result r = proof.run(done -> {
                units.add(done);
                solvers.add(done.member());
                if (units.size() == 6 && board.equals("6x6")) {
                    doomed.instance().getLifecycleService().terminate();
                }
            });
            assertThat(r.value()).as(board).isEqualTo(alone(game, root));
            assertMapTrue(coordinator, game, root, proof, units);
            if (board.equals("6x8")) {
                assertThat(coordinator.instance().getMap(Unit.costly(ClusterProof.job(game, root, game.solver(root)))).size())
                        .as("costly proofs shared by the members").isPositive();
            }
            if (board.equals("6x6")) {
                assertThat(solvers).as("the members that answered units").contains(doomedAddress).hasSizeGreaterThan(1);
            }
        }
        assertThat(coordinator.size()).isEqualTo(2);
    }

    @Test
    void aGameWithDrawsIsProvedByItsOwnSolverBelowTheTop() throws Exception {
        ClusterMember coordinator = cluster(3).get(0);
        Game game = Games.byName("tictactoe");
        for (String board : List.of(game.start().toString(), "X...O....", "XO.......")) {
            Position root = Games.position(game, board);
            List<Coordinator.Done> units = new ArrayList<>();
            ClusterProof proof = new ClusterProof(coordinator, game, root, game.solver(root), 2, 0, Map.of());
            assertThat(proof.run(units::add).value()).as(board).isEqualTo(alone(game, root));
            assertMapTrue(coordinator, game, root, proof, units);
        }
    }

    @Test
    void unitsThatSpendTheirBudgetAreSplitAndGiveTheSameValue() throws Exception {
        ClusterMember coordinator = cluster(2).get(0);
        Game game = Games.byName("domineering");
        for (String board : List.of("6x6", "6x6:H", "7x7")) {
            Position root = Games.position(game, board);
            ClusterProof.Result r = new ClusterProof(coordinator, game, root, game.solver(root), 1, 30, Map.of()).run(d -> {});
            assertThat(r.value()).as(board).isEqualTo(alone(game, root));
            assertThat(r.splits()).as(board + ": units split").isGreaterThan(0);
            Position after = root.copy();
            after.play(r.bestMove());
            assertThat(-alone(game, after)).as(board + ": the best move named").isEqualTo(r.value());
        }
    }

    @Test
    void aCoordinatorStartedAgainFromItsSavedProofsDoesNotRedoThem(@TempDir Path dir) throws Exception {
        Game game = Games.byName("domineering");
        Position root = Games.position(game, "7x6");
        Path saved = dir.resolve("proof.book");
        // The first coordinator dies after 12 units, its proofs saved (as the command saves them on its way out).
        ClusterMember first = cluster(2).get(0);
        ClusterProof dying = new ClusterProof(first, game, root, game.solver(root), 2, 3_000, Map.of());
        int[] answered = {0};
        assertThatThrownBy(() -> dying.run(done -> {
            if (++answered[0] == 12) {
                throw new IllegalStateException("killed");
            }
        })).hasMessage("killed");
        ClusterProof.save(saved, game, root, dying.proved());
        Set<String> provedBefore = new HashSet<>();
        dying.proved().forEach(p -> provedBefore.add(ClusterProof.key(Games.position(game, p.position()))));
        assertThat(provedBefore).hasSizeGreaterThanOrEqualTo(10);
        leave();
        members.clear();

        // A cluster started afresh (its map empty), the coordinator given the file.
        ClusterMember again = cluster(2).get(0);
        Map<String, Integer> known = ClusterProof.load(saved, game);
        assertThat(known.keySet()).isEqualTo(provedBefore);
        List<String> redone = new ArrayList<>();
        ClusterProof.Result r = new ClusterProof(again, game, root, game.solver(root), 2, 3_000, known).run(done -> {
            if (provedBefore.contains(done.unit().key())) {
                redone.add(done.unit().position());
            }
        });
        assertThat(r.value()).isEqualTo(alone(game, root));
        assertThat(redone).as("units proved before the restart, sent again").isEmpty();
        assertThat(Files.size(saved)).isGreaterThan(0);
    }

    @Test
    void aFinishedGameHasNothingToProve() throws Exception {
        ClusterMember coordinator = cluster(1).get(0);
        Game game = Games.byName("domineering");
        Position over = Games.position(game, "2x1:H");
        assertThatThrownBy(() -> new ClusterProof(coordinator, game, over, "proof", 2, 0, Map.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("nothing to prove");
    }
}
