package org.zermelo.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.search.Algorithms;
import org.zermelo.search.OpeningBook;

/**
 * Three JVMs on loopback: this one the coordinator, two members started as processes of their
 * own (the test's class path), one of them killed with SIGKILL in the middle of the job. The book
 * is the book of one machine: no unit lost with the member.
 */
@Timeout(90)
class SeveralJvmsTest {

    private final List<Process> processes = new ArrayList<>();
    private ClusterMember coordinator;

    @AfterEach
    void stop() {
        for (Process p : processes) {
            p.destroyForcibly();
        }
        if (coordinator != null) {
            coordinator.instance().getLifecycleService().terminate();
        }
    }

    private Process member(String cluster, int port) throws Exception {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1"));
        command.addAll(List.of(System.getProperty("hazelcast.opens", "").split(" ")).stream().filter(s -> !s.isBlank()).toList());
        command.addAll(List.of("-cp", classPath, TestMember.class.getName(), cluster, Integer.toString(port)));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        processes.add(p);
        return p;
    }

    private static void awaitJoined(Process p) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        assertThat(line).as("the member's first line").startsWith("joined ");
    }

    @Test
    void aMemberKilledMidJobLosesNoUnit() throws Exception {
        Game game = Games.byName("tictactoe");
        OpeningBook alone = OpeningBook.build(game, game.start(), 4, Algorithms.create(game.solver(), game.evaluator()), line -> {});
        ClusterSettings settings = ClusterBookTest.settings(ClusterBookTest.freePort());
        coordinator = ClusterMember.start(settings);
        Process first = member(settings.name(), settings.port());
        Process doomed = member(settings.name(), settings.port());
        awaitJoined(first);
        awaitJoined(doomed);
        assertThat(coordinator.size()).isEqualTo(3);
        Set<String> solvers = new HashSet<>();
        int[] answered = {0};
        OpeningBook book = ClusterBook.build(coordinator, game, game.start(), 4, game.solver(), null, solved -> {
            solvers.add(solved.result().member());
            if (++answered[0] == 300) {
                doomed.destroyForcibly(); // SIGKILL: no goodbye
            }
        }, line -> {});
        assertThat(answered[0]).isEqualTo(alone.size());
        assertThat(book.entries()).isEqualTo(alone.entries());
        assertThat(solvers).as("the members that solved units").hasSize(3);
        assertThat(coordinator.size()).isEqualTo(2);
    }
}
