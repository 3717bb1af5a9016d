package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithm;
import org.zermelo.search.AlgorithmProvider;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.web.WebServer;

/**
 * A search added to the catalogue alone (a row from a provider listed in this module's test
 * resources, {@code META-INF/services/org.zermelo.search.AlgorithmProvider}) is in every front-end:
 * the help, {@code search}, {@code compare}, the AI specs and the web's list of algorithms.
 */
class CatalogueTest {

    /** The row a user adds: a one-function minimax under a name of its own. */
    public static final class DemoProvider implements AlgorithmProvider {
        @Override
        public List<Algorithm> algorithms() {
            return List.of(new Algorithm("demo-negamax", Algorithm.Family.COURSE, "a test of the catalogue",
                    "negamax under another name, added by a provider of the tests", EnumSet.of(Algorithm.Setting.DEPTH,
                    Algorithm.Setting.TIME, Algorithm.Setting.NODES, Algorithm.Setting.EVAL), Set.of(Algorithm.Claim.SAME_VALUE_AS_MINIMAX),
                    false, false, null, DemoNegamax::new));
        }
    }

    /** Negamax, as the tutorial of a search of one's own would write it. */
    static final class DemoNegamax extends Search {
        DemoNegamax(Evaluator evaluator) {
            super("demo-negamax", evaluator);
        }

        @Override
        protected int root(int depth, int alpha, int beta) {
            return negamax(depth, 0);
        }

        private int negamax(int depth, int ply) {
            enter(ply, -Scores.INFINITY, Scores.INFINITY);
            if (isLeaf(depth)) {
                return exit(ply, leafValue(ply, false));
            }
            int side = position.sideToMove();
            int best = -Scores.INFINITY;
            MoveList moves = moves(ply);
            for (int i = 0; i < moves.size(); i++) {
                int move = moves.get(i);
                play(move);
                int e = position.sideToMove() == side ? negamax(depth - 1, ply + 1) : -negamax(depth - 1, ply + 1);
                undo();
                if (e > best) {
                    best = e;
                    newBest(ply, move);
                }
            }
            return exit(ply, best);
        }
    }

    @Test
    void aRowOfTheCatalogueIsInEveryFrontEnd() throws IOException, InterruptedException {
        assertThat(Algorithms.named("demo-negamax").family()).isEqualTo(Algorithm.Family.COURSE);
        assertThat(Cli.run("search", "--help").out()).contains("demo-negamax").contains("negamax under another name");

        Cli.Run search = Cli.run("search", "tictactoe", "--algo", "demo-negamax", "--depth", "3");
        assertThat(search.code()).as(search.err()).isZero();
        assertThat(search.out()).contains("demo-negamax");

        Cli.Run compare = Cli.run("compare", "tictactoe", "--depth", "4", "--algos", "negamax,demo-negamax");
        assertThat(compare.code()).as(compare.err()).isZero();
        assertThat(compare.out()).contains("demo-negamax").contains("all algorithms that reached the same depth agree on the value");

        Cli.Run match = Cli.run("match", "tictactoe", "--a", "demo-negamax:depth=2", "--b", "random", "--games", "2", "--seed", "1");
        assertThat(match.code()).as(match.err()).isZero();
        assertThat(Cli.run("match", "tictactoe", "--a", "demo-negamax:reuse=deeper", "--b", "random").err())
                .contains("unknown option 'reuse'").contains("expected depth, time, nodes or eval");

        try (WebServer server = WebServer.start("127.0.0.1", 0)) {
            HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + "api/algorithms"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(answer.body()).contains("\"demo-negamax\":\"negamax under another name");
        }
    }

    /** docs/architecture.md shows this provider as the worked example of adding a search: its Java blocks are excerpts of this file. */
    @Test
    void theArchitecturePagesExampleIsThisTest() throws IOException {
        String page = Files.readString(Path.of("..", "docs", "architecture.md"));
        String source = Files.readString(Path.of("src", "test", "java", "org", "zermelo", "cli", "CatalogueTest.java"))
                .replaceAll("\\s+", " ");
        Matcher block = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(page);
        int blocks = 0;
        while (block.find()) {
            blocks++;
            assertThat(source).as("docs/architecture.md's Java block %d", blocks).contains(block.group(1).replaceAll("\\s+", " ").strip());
        }
        assertThat(blocks).as("Java blocks in docs/architecture.md").isPositive();
    }

    @Test
    void everySearchOfTheCatalogueIsWhatItsRowSays() {
        for (Algorithm row : Algorithms.where(Algorithm::isSearch)) {
            Search search = row.create(p -> 0);
            assertThat(search.name()).as(row.name()).isEqualTo(row.name());
            assertThat(search.usesWindow()).as(row.name() + " window").isEqualTo(row.accepts(Algorithm.Setting.WINDOW));
            assertThat(search.handlesChance()).as(row.name() + " chance").isEqualTo(row.family() == Algorithm.Family.CHANCE);
            assertThat(search instanceof org.zermelo.search.TableSize).as(row.name() + " table").isEqualTo(row.accepts(Algorithm.Setting.TABLE));
            assertThat(search instanceof org.zermelo.search.Parallel).as(row.name() + " threads").isEqualTo(row.accepts(Algorithm.Setting.THREADS));
            assertThat(search instanceof org.zermelo.search.BookReader).as(row.name() + " book").isEqualTo(row.accepts(Algorithm.Setting.BOOK));
            assertThat(search instanceof org.zermelo.search.Checkpointing).as(row.name() + " checkpoint")
                    .isEqualTo(row.accepts(Algorithm.Setting.CHECKPOINT));
            assertThat(search instanceof org.zermelo.search.TableReuse).as(row.name() + " reuse").isEqualTo(row.accepts(Algorithm.Setting.REUSE));
            assertThat(search instanceof org.zermelo.search.ProbCutting).as(row.name() + " probcut").isEqualTo(row.accepts(Algorithm.Setting.PROBCUT));
        }
    }
}
