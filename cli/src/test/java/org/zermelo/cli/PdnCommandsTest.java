package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.games.draughts.Pdn;
import org.zermelo.games.draughts.Rules;

/** PDN files at the command line: match --games-out FILE.pdn writes them, analyze --game and learn --games-file read them. */
class PdnCommandsTest {

    @TempDir
    Path dir;

    private String path(String name) {
        return dir.resolve(name).toString();
    }

    @Test
    void aMatchWritesItsGamesInPdnThatAnalyzeAndLearnRead() throws IOException {
        JsonNode match = Cli.run("match", "checkers", "--a", "alphabeta:depth=2", "--b", "random", "--games", "4", "--opening-plies",
                "2", "--seed", "1", "--games-out", path("m.pdn"), "--json").json();
        List<Pdn.Game> games = Pdn.read(Rules.ENGLISH, dir.resolve("m.pdn"));
        assertThat(games).hasSize(4);
        int aWins = 0;
        int bWins = 0;
        for (Pdn.Game g : games) {
            // A moves first in odd games: in English checkers Black moves first
            boolean aBlack = g.number() % 2 == 1;
            assertThat(g.tags()).containsEntry("Event", "zermelo match").containsEntry("Round", String.valueOf(g.number()))
                    .containsEntry("Black", aBlack ? "alphabeta:depth=2" : "random")
                    .containsEntry("White", aBlack ? "random" : "alphabeta:depth=2").containsEntry("GameType", "21");
            assertThat(g.end().isTerminal()).isTrue();
            boolean aWon = g.result() == (aBlack ? Pdn.Result.BLACK_WINS : Pdn.Result.WHITE_WINS);
            boolean bWon = g.result() == (aBlack ? Pdn.Result.WHITE_WINS : Pdn.Result.BLACK_WINS);
            aWins += aWon ? 1 : 0;
            bWins += bWon ? 1 : 0;
        }
        assertThat(aWins).isEqualTo(match.get("aWins").asInt());
        assertThat(bWins).isEqualTo(match.get("bWins").asInt());
        assertThat(games.get(0).notation().subList(0, 2)).as("both colours of an opening")
                .isEqualTo(games.get(1).notation().subList(0, 2));

        JsonNode review = Cli.run("analyze", "checkers", "--game", path("m.pdn") + "#3", "--depth", "1", "--no-solve", "--json").json();
        assertThat(review.get("plies").size()).isEqualTo(games.get(2).moves().length);
        assertThat(review.get("plies").get(0).get("move").asText()).isEqualTo(games.get(2).notation().get(0));

        JsonNode learned = Cli.run("learn", "checkers", "--games-file", path("m.pdn"), "--out", path("w.json"), "--json").json();
        assertThat(learned.get("games").asInt()).isEqualTo(4);
    }

    @Test
    void aMatchPlaysEachOpeningOfAFileWithBothColours() throws IOException {
        // Two openings: an 11-man ballot position (Black to move), and three moves from the start (a 3-move ballot's form).
        Files.writeString(dir.resolve("o.pdn"), "[FEN \"B:W19,21-23,25-27,29-32:B1-7,9-12\"] *\n\n1. 9-13 21-17 2. 5-9 *\n");
        Cli.Run run = Cli.run("match", "checkers", "--a", "alphabeta:depth=2", "--b", "random", "--games", "6", "--seed", "3",
                "--openings", path("o.pdn"), "--games-out", path("m.pdn"));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("6 games from the openings of " + path("o.pdn"));
        List<Pdn.Game> games = Pdn.read(Rules.ENGLISH, dir.resolve("m.pdn"));
        assertThat(games).hasSize(6);
        for (int i = 0; i < 6; i += 2) {
            Pdn.Game first = games.get(i);
            Pdn.Game second = games.get(i + 1);
            assertThat(first.tags().get("Black")).isEqualTo("alphabeta:depth=2");
            assertThat(second.tags().get("White")).isEqualTo("alphabeta:depth=2");
            assertThat(first.start().toString()).isEqualTo(second.start().toString());
        }
        assertThat(games.get(0).start().toString()).startsWith("B:W19,21,22,23,25");
        assertThat(games.get(2).notation().subList(0, 3)).containsExactly("9-13", "21-17", "5-9");
        assertThat(games.get(4).start().toString()).isEqualTo(games.get(0).start().toString()); // in order, again from the first

        Cli.Run both = Cli.run("match", "checkers", "--a", "random", "--b", "random", "--openings", path("o.pdn"), "--position",
                "W:WK14:BK1");
        assertThat(both.code()).isEqualTo(2);
        assertThat(both.err()).contains("give one");
        Files.writeString(dir.resolve("o.txt"), "9-13 21-17\n");
        Cli.Run text = Cli.run("match", "checkers", "--a", "random", "--b", "random", "--openings", path("o.txt"));
        assertThat(text.code()).isEqualTo(2);
        assertThat(text.err()).contains("is not a file of checkers games in its record format (PDN)");
    }

    @Test
    void aMatchFromAPositionWritesItsFen() throws IOException {
        Cli.Run run = Cli.run("match", "brazilian", "--a", "random", "--b", "random", "--games", "1", "--seed", "2", "--position",
                "W:W21-31:B1-12", "--games-out", path("b.pdn"));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(Files.readString(dir.resolve("b.pdn"))).contains("[GameType \"26\"]\n[SetUp \"1\"]\n"
                + "[FEN \"W:W21,22,23,24,25,26,27,28,29,30,31:B1,2,3,4,5,6,7,8,9,10,11,12\"]\n1. ");
        JsonNode review = Cli.run("analyze", "brazilian", "--game", path("b.pdn"), "--depth", "1", "--no-solve", "--json").json();
        assertThat(review.get("position").asText()).isEqualTo("W:W21,22,23,24,25,26,27,28,29,30,31:B1,2,3,4,5,6,7,8,9,10,11,12");
        Cli.Run learn = Cli.run("learn", "brazilian", "--games-file", path("b.pdn"), "--out", path("w.json"));
        assertThat(learn.err()).contains("b.pdn: game 1 (line 1) starts from W:W21,22,23,24,25,26,27,28,29,30,31:B1,2,3,4,5,6,7,8,9,10,11,12: "
                + "a recorded game to learn from starts at the start of brazilian");
    }

    @Test
    void pdnFilesAreRefusedWhereTheyDoNotApplyInOneLine() throws IOException {
        Files.writeString(dir.resolve("two.pdn"), "1. 11-15 *\n1. 9-13 *\n");
        Files.writeString(dir.resolve("open.pdn"), "1. 11-15 23-19 *\n");
        Files.writeString(dir.resolve("bad.pdn"), "[Event \"x\"]\n1. 11-15 23-19 2. 15-19 *\n");
        String[][] cases = {
            {"analyze", "checkers", "--game", path("two.pdn")}, {"holds 2 games: name one, like --game " + path("two.pdn") + "#1"},
            {"analyze", "checkers", "--game", path("two.pdn") + "#3"}, {"holds 2 games: there is no game 3"},
            {"analyze", "checkers", "B:W21-32:B1-12", "--game", path("open.pdn")}, {"starts where its game does (a PDN file says it): give no POSITION"},
            {"analyze", "checkers", "--game", path("bad.pdn")}, {"bad.pdn: game 1 (line 2): move 2. 15-19: '15-19' is not a legal move"},
            {"analyze", "draughts", "--game", path("open.pdn")}, {"move 1. 11-15: '11-15' is not a legal move here"},
            {"analyze", "checkers", "--game", path("none.pdn")}, {"cannot read " + path("none.pdn") + ": no such file"},
            {"learn", "checkers", "--games-file", path("open.pdn")}, {"open.pdn: game 1 (line 1): the game is not over after its 2 plies: a recorded game to learn from is played to its end"},
        };
        for (int i = 0; i < cases.length; i += 2) {
            Cli.Run run = Cli.run(cases[i]);
            assertThat(run.code()).as(String.join(" ", cases[i]) + ": " + run.err()).isEqualTo(2);
            assertThat(run.err()).as(String.join(" ", cases[i])).contains(cases[i + 1][0]);
            assertThat(run.err().strip().lines().count()).as(run.err()).isEqualTo(1);
        }
    }
}
