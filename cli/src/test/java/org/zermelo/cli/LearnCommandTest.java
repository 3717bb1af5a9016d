package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** zermelo learn, and the learned evaluation named by eval=FILE and --eval FILE. */
class LearnCommandTest {

    @TempDir
    Path dir;

    private String path(String name) {
        return dir.resolve(name).toString();
    }

    @Test
    void learningTicTacToeWritesItsTableAndItsCurve() throws IOException {
        Cli.Run run = Cli.run("learn", "tictactoe", "--games", "2000", "--seed", "1", "--out", path("t.json"), "--curve",
                path("c.csv"), "--curve-every", "1000", "--curve-games", "20", "--plot", path("c.png"));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("tictactoe: table learned by td in 2,000 games").contains("weights written to " + path("t.json"))
                .contains("curve written to " + path("c.csv"));
        List<String> curve = Files.readAllLines(dir.resolve("c.csv"));
        assertThat(curve).hasSize(4).first().isEqualTo("games,seconds,score,low,high,wins,draws,losses");
        assertThat(curve.get(3)).startsWith("2000,");
        assertThat(Files.size(dir.resolve("c.png"))).isPositive();
        // The learned table plays: one ply of it never loses to random play here.
        Cli.Run match = Cli.run("match", "tictactoe", "--a", "alphabeta:depth=1,eval=" + path("t.json"), "--b", "random", "--games",
                "20", "--seed", "3", "--json");
        assertThat(match.code()).as(match.err()).isZero();
        assertThat(match.json().get("a").asText()).isEqualTo("alphabeta:depth=1,eval=" + path("t.json"));
    }

    @Test
    void aNetworkLearnsAndIsNamedBySearchEvalAndMatch() throws IOException {
        JsonNode learned = Cli.run("learn", "othello", "--encoding", "features:othello-course", "--games", "20", "--seed", "2",
                "--out", path("o.json"), "--json").json();
        assertThat(learned.get("encoding").asText()).isEqualTo("features:othello-course");
        assertThat(learned.get("games").asLong()).isEqualTo(20);
        assertThat(Cli.run("search", "othello", "f5d6c3", "--eval", path("o.json"), "--depth", "2").code()).isZero();
        Cli.Run eval = Cli.run("eval", "othello", "f5d6c3", "--eval", path("o.json"));
        assertThat(eval.out()).contains("mobility (opening)").contains("learned value tanh(sum)");
        assertThat(Cli.run("compare", "othello", "--eval", path("o.json"), "--depth", "2", "--algos", "alphabeta,pvs").out())
                .contains("all algorithms that reached the same depth agree");
        assertThat(Cli.run("learn", "othello", "--method", "gradient", "--encoding", "features:othello-course", "--init", "hand-set",
                "--games", "2", "--depth", "2", "--out", path("g.json")).code()).isZero();
        assertThat(Cli.run("learn", "othello", "--method", "regression", "--encoding", "ntuple3", "--positions", "300", "--epochs",
                "2", "--solve-nodes", "10000", "--out", path("r.json")).out()).contains("learned by regression on 300 positions");
        assertThat(Cli.run("learn", "othello", "--encoding", "ntuple3", "--games", "100000000", "--time", "1s", "--out",
                path("timed.json"), "--json").json().get("games").asLong()).isBetween(1L, 99_999_999L);
        assertThat(Cli.run("learn", "connect4", "--encoding", "walk10x4", "--games", "50", "--opening-plies", "2",
                "--cut-at-exploration", "--out", path("c.json")).code()).isZero();
        assertThat(Files.readString(Path.of(path("c.json")))).contains("\"openingPlies\": 2", "\"cutAtExploration\": true");
        assertThat(Cli.run("eval", "connect4", "44", "--eval", path("c.json")).code()).isZero();
    }

    /**
     * Othello's patterns learn by least squares on game values, several regularisations tried and
     * the best on the held-out positions kept; the file is then an evaluation in hundredths of a
     * disc whose terms eval shows, pattern by pattern.
     */
    @Test
    void patternsLearnByLeastSquaresAndShowTheirParts() throws IOException {
        Cli.Run run = Cli.run("learn", "othello", "--method", "least-squares", "--encoding", "patterns", "--positions", "600",
                "--solve-nodes", "2000", "--epochs", "20", "--l2", "1,1000000", "--seed", "4", "--out", path("p.json"));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("othello: patterns learned by least squares on ").contains("held out)")
                .contains("mean absolute error: ");
        String file = Files.readString(dir.resolve("p.json"));
        assertThat(file).contains("\"encoding\": \"patterns\"", "\"method\": \"least-squares\"", "\"l2Kept\"", "\"heldOutError\"");
        Cli.Run eval = Cli.run("eval", "othello", "f5d6c3", "--eval", path("p.json"));
        assertThat(eval.code()).as(eval.err()).isZero();
        assertThat(eval.out()).contains("edge+2X").contains("corner2x5").contains("their potential mobility").contains("total");
        assertThat(Cli.run("eval", "othello", "f5d6c3", "--eval", "patterns").out()).contains("line4");
        // Against exact values: the mean absolute error is the evaluation, in discs, less the value, on average.
        String[] lines = {"X-OOOOO--XOOOX--XXOXOXO--XOXOOX-OXOXOXXX-OOOXO-O--OO-XO-------XO X; E7:+0;",
            "--O-OOO--XO-OO-X-OOXOXXX-XOXXXXX--OXXXXX-OOXXXXX---XXOXX-----XXX X; E8:+46;"};
        Files.writeString(dir.resolve("two.obf"), String.join("\n", lines) + "\n");
        double error = 0;
        for (String line : lines) {
            int total = Cli.run("eval", "othello", line.substring(0, 66), "--eval", "patterns", "--json").json().get("total").asInt();
            error += Math.abs(total / 100.0 - Integer.parseInt(line.substring(line.indexOf(':') + 1, line.lastIndexOf(';')))) / 2;
        }
        JsonNode against = Cli.run("eval", "othello", "--eval", "patterns", "--against", path("two.obf"), "--json").json();
        assertThat(against.get("positions").asInt()).isEqualTo(2);
        assertThat(against.get("meanAbsoluteError").asDouble()).isCloseTo(error, org.assertj.core.data.Offset.offset(0.006));
        assertThat(against.get("rows").get(0).get("empty").asInt()).isEqualTo(20);
        String[][] cases = {
            {"learn", "othello", "--method", "least-squares", "--encoding", "ntuple3"}, {"ntuple3 is not one (othello's are patterns)"},
            {"learn", "othello", "--method", "least-squares", "--encoding", "patterns", "--l2", "-1"}, {"--l2 must be 1 to 20 numbers"},
            {"learn", "othello", "--l2", "3"}, {"--l2 is for least-squares"},
        };
        for (int i = 0; i < cases.length; i += 2) {
            Cli.Run bad = Cli.run(cases[i]);
            assertThat(bad.code()).as(String.join(" ", cases[i]) + ": " + bad.err()).isEqualTo(2);
            assertThat(bad.err()).as(String.join(" ", cases[i])).contains(cases[i + 1][0]);
        }
    }

    /**
     * play's default AI uses Othello's learned patterns and its opening book, and says so; an AI named in full keeps its own
     * evaluation and no book.
     */
    @Test
    void playOthelloUsesTheLearnedPatternsByDefault() {
        assertThat(Cli.runWithInput("quit\n", "play", "othello").out()).contains("  O: pvs:time=1s,eval=patterns,book=othello\n");
        assertThat(Cli.runWithInput("quit\n", "play", "othello", "--second", "pvs:depth=2").out()).contains("  O: pvs:depth=2\n");
        assertThat(Cli.runWithInput("quit\n", "play", "connect4").out()).contains("  O: pvs:time=1s\n");
    }

    /** Checkers' play uses quiescence and its learned network (eval=td); the other games keep pvs. */
    @Test
    void playCheckersUsesTheLearnedNetworkByDefault() {
        assertThat(Cli.runWithInput("quit\n", "play", "checkers").out()).contains("  White: quiescence:time=1s,eval=td");
    }

    @Test
    void samuelsLearningOnCheckersWritesFilesThatPlay() throws IOException {
        Cli.Run book = Cli.run("learn", "checkers", "--method", "book", "--book", "../docs/games/checkers-depth6.pdn", "--out",
                path("book.json"), "--json");
        assertThat(book.code()).as(book.err()).isZero();
        assertThat(book.json().get("games").asInt()).isEqualTo(27);
        assertThat(book.json().get("heldOut").asInt()).isEqualTo(3);
        assertThat(book.json().get("share").asDouble()).isBetween(0.0, 1.0);
        assertThat(book.json().get("coefficient").asDouble()).isBetween(-1.0, 1.0);
        assertThat(book.json().get("playedShare").asDouble()).isBetween(0.0, 1.0);
        assertThat(Files.readString(Path.of(path("book.json")))).contains("\"base\": \"classic\"", "\"weight\": 50");
        assertThat(Cli.run("learn", "checkers", "--method", "rote", "--depth", "2", "--games", "2", "--seed", "1", "--out",
                path("rote.json")).out()).contains("rote memory written to");
        assertThat(Cli.run("learn", "checkers", "--method", "gradient", "--encoding", "features:samuel", "--init", "hand-set",
                "--depth", "2", "--games", "4", "--alpha-beta", "2", "--powers-of-two", "--seed", "1", "--out", path("g.json")).code())
                .isZero();
        assertThat(Files.readString(Path.of(path("g.json")))).contains("\"alphaBeta\": 2", "\"powersOfTwo\": true", "\"betaUpdates\"");
        // Samuel's pool: the terms in use and the reserve in the file, each swap on standard error, the terms at each curve point.
        Cli.Run pool = Cli.run("learn", "checkers", "--method", "gradient", "--encoding", "features:samuel", "--init", "hand-set",
                "--depth", "1", "--games", "6", "--in-use", "16", "--swap-after", "1", "--seed", "1", "--out", path("pool.json"),
                "--curve", path("pool.csv"), "--curve-every", "3", "--curve-games", "2", "--curve-openings", "2");
        assertThat(pool.code()).as(pool.err()).isZero();
        assertThat(pool.err()).contains("out (the smallest weight 1 times)", " in");
        assertThat(pool.out()).contains("in use: men, kings");
        var written = new com.fasterxml.jackson.databind.ObjectMapper().readTree(Path.of(path("pool.json")).toFile()).get("training");
        assertThat(written.get("inUse").asInt()).isEqualTo(16);
        assertThat(written.get("termsInUse")).hasSize(16);
        assertThat(written.get("reserve")).hasSize(22);
        assertThat(written.get("swaps").asInt()).isEqualTo(6);
        List<String> csv = Files.readAllLines(Path.of(path("pool.csv")));
        assertThat(csv.get(0)).isEqualTo("games,seconds,score,low,high,wins,draws,losses,inUse");
        assertThat(csv).hasSize(4);
        assertThat(csv.get(1)).endsWith(",\"men;kings;back rank;centre;advancement;mobility;runaway men;trapped kings;exchanges;"
                + "advance;king centre;threat;exposure;node;hole;dyke\"");
        for (String file : new String[] {"book.json", "rote.json", "g.json", "pool.json"}) {
            Cli.Run m = Cli.run("match", "checkers", "--a", "alphabeta:depth=2,eval=" + path(file), "--b", "alphabeta:depth=2",
                    "--games", "2", "--seed", "1");
            assertThat(m.code()).as(file + ": " + m.err()).isZero();
        }
    }

    @Test
    void badOptionsAndBadWeightsAreRefusedWithOneLine() throws IOException {
        Cli.run("learn", "tictactoe", "--games", "10", "--out", path("t.json"));
        String[][] cases = {
            {"learn", "othello", "--method", "genetic"}, {"--method must be td, gradient, regression, least-squares or rote"},
            {"learn", "othello", "--encoding", "ntuple9"}, {"an n-tuple has 2 to 8 cells"},
            {"learn", "othello", "--encoding", "squares"}, {"no encoding 'squares' for othello"},
            {"learn", "tictactoe", "--method", "gradient"}, {"a table learns by td"},
            {"learn", "othello", "--rate", "0"}, {"--rate and --rate-last must be above 0"},
            {"learn", "othello", "--lambda", "2"}, {"--lambda must be from 0 to 1"},
            {"learn", "connect4", "--opening-plies", "61"}, {"--opening-plies must be from 0 to 60, not 61"},
            {"learn", "tictactoe", "--opening-plies", "2"}, {"--opening-plies is for td with a network"},
            {"learn", "othello", "--method", "gradient", "--cut-at-exploration"}, {"--cut-at-exploration is for td with a network"},
            {"learn", "othello", "--out", path("nowhere/w.json")}, {"the folder " + path("nowhere") + " does not exist"},
            {"learn", "othello", "--from", path("t.json")}, {"the weights are for tictactoe, not for othello"},
            {"learn", "othello", "--init", "hand-set"}, {"--init hand-set starts the game's features"},
            {"learn", "othello", "--curve", path("c.txt")}, {"--curve writes a .csv or a .json file"},
            {"search", "othello", "--eval", path("missing.json")}, {"no such file"},
            {"search", "othello", "--eval", path("t.json")}, {"the weights are for tictactoe, not for othello"},
            {"search", "othello", "--eval", "strong"}, {"unknown evaluation 'strong' for othello: expected course, patterns"},
            {"match", "othello", "--a", "alphabeta:eval=" + path("t.json"), "--b", "random"}, {"bad eval in 'alphabeta:eval="},
            {"match", "othello", "--a", "alphabeta", "--b", "random", "--sprt", "20,0"}, {"ELO0 < ELO1"},
            {"match", "othello", "--a", "alphabeta", "--b", "random", "--sprt", "fast"}, {"--sprt expects two Elo differences"},
            {"learn", "checkers", "--alpha-beta", "4"}, {"--alpha-beta is Samuel's protocol for gradient, not td"},
            {"learn", "checkers", "--encoding", "diagonal4", "--method", "gradient", "--powers-of-two"},
                {"--powers-of-two is Samuel's form of the weights of features:SET"},
            {"learn", "checkers", "--method", "rote", "--encoding", "diagonal4"}, {"rote learning stores positions and their values"},
            {"learn", "checkers", "--in-use", "16"}, {"--in-use is Samuel's pool of the terms of features:SET learned by gradient"},
            {"learn", "checkers", "--method", "gradient", "--encoding", "features:samuel", "--in-use", "38"},
                {"--in-use must be from 1 to 37 (features:samuel has 38 terms; 0: all in use), not 38"},
            {"learn", "checkers", "--method", "gradient", "--encoding", "features:samuel", "--in-use", "16", "--swap-after", "0"},
                {"--swap-after must be from 1 to 1000000 games, not 0"},
            {"learn", "checkers", "--method", "rote", "--baseline", path("t.json")}, {"the weights are for tictactoe"},
            {"learn", "checkers", "--method", "book"}, {"--method book learns from the master games of --book FILE"},
            {"learn", "checkers", "--book", path("t.json")}, {"--book is for --method book"},
            {"learn", "checkers", "--method", "book", "--book", path("t.json")}, {"--book reads a PDN file, not"},
            {"learn", "connect4", "--method", "book", "--book", path("t.json")}, {"connect4 has none"},
        };
        for (int i = 0; i < cases.length; i += 2) {
            Cli.Run run = Cli.run(cases[i]);
            assertThat(run.code()).as(String.join(" ", cases[i]) + ": " + run.err()).isEqualTo(2);
            assertThat(run.err()).as(String.join(" ", cases[i])).contains(cases[i + 1][0]);
            assertThat(run.err().strip().lines().count()).as(run.err()).isEqualTo(1);
        }
        Files.writeString(dir.resolve("cut.json"), Files.readString(dir.resolve("t.json")).substring(0, 200));
        Cli.Run cut = Cli.run("search", "tictactoe", "--eval", path("cut.json"));
        assertThat(cut.code()).isEqualTo(2);
        assertThat(cut.err()).contains("not a weights file (not JSON at line");
    }

    /** The table of a weights file, by position. */
    private static java.util.Map<String, Double> table(Path file) throws IOException {
        JsonNode table = new com.fasterxml.jackson.databind.ObjectMapper().readTree(file.toFile()).get("table");
        java.util.Map<String, Double> values = new java.util.TreeMap<>();
        table.fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().asDouble()));
        return values;
    }

    private static long count(String position, char stone) {
        return position.chars().filter(c -> c == stone).count();
    }

    /**
     * Learning one recorded game gives the table that learning it in play gave: the self-play
     * game of a seed (no exploratory move), read back from its table (each position valued is
     * the one before it plus one stone; the last move is the one that ends the game), written as
     * a games file and learned from.
     */
    @Test
    void learningAGameFromAFileIsLearningItInPlay() throws IOException {
        for (int seed = 1; seed <= 5; seed++) {
            Path played = dir.resolve("played" + seed + ".json");
            assertThat(Cli.run("learn", "tictactoe", "--games", "1", "--rate", "0.1", "--epsilon", "0", "--seed", "" + seed, "--out",
                    played.toString()).code()).isZero();
            java.util.Map<String, Double> inPlay = table(played);
            List<String> positions = new java.util.ArrayList<>(inPlay.keySet());
            positions.sort(java.util.Comparator.comparingLong(p -> 9 - count(p, '.')));
            List<String> moves = new java.util.ArrayList<>();
            String before = ".........";
            for (String p : positions) {
                assertThat(9 - count(p, '.')).as("one stone more than the position before").isEqualTo(9 - count(before, '.') + 1);
                for (int cell = 0; cell < 9; cell++) {
                    if (before.charAt(cell) != p.charAt(cell)) {
                        moves.add(String.valueOf(cell + 1));
                    }
                }
                before = p;
            }
            // The last move: the one cell whose stone ends the game (here the only one that does).
            List<String> ends = new java.util.ArrayList<>();
            for (int cell = 0; cell < 9; cell++) {
                if (before.charAt(cell) == '.') {
                    String text = String.join(" ", moves) + " " + (cell + 1);
                    Files.writeString(dir.resolve("try.txt"), text + "\n");
                    if (Cli.run("learn", "tictactoe", "--games-file", path("try.txt"), "--out", path("try.json")).code() == 0) {
                        ends.add(text);
                    }
                }
            }
            assertThat(ends).as("seed %d: the game's last move", seed).hasSize(1);
            Files.writeString(dir.resolve("game.txt"), ends.get(0) + "\n");
            Path replayed = dir.resolve("replayed" + seed + ".json");
            Cli.Run run = Cli.run("learn", "tictactoe", "--games-file", path("game.txt"), "--rate", "0.1", "--out", replayed.toString());
            assertThat(run.code()).as(run.err()).isZero();
            assertThat(run.out()).contains("learned by td from " + path("game.txt") + " (1 recorded game, 1 pass) in 1 games");
            assertThat(table(replayed)).as("seed %d, game %s", seed, ends.get(0)).isEqualTo(inPlay);
        }
    }

    /**
     * The slide's step through a file: one recorded game won by X, one pass at alpha 0.1: X's last
     * position before its win goes from 0.5 to 0.55, O's last to 0.45, as eval says.
     */
    @Test
    void oneRecordedGameOneUpdate() throws IOException {
        Files.writeString(dir.resolve("edge.txt"), "5 2 1 9 7 4 3\n");
        assertThat(Cli.run("learn", "tictactoe", "--games-file", path("edge.txt"), "--rate", "0.1", "--out", path("edge.json")).code())
                .isZero();
        assertThat(Cli.run("eval", "tictactoe", "XO..X.X.O", "--eval", path("edge.json")).out())
                .contains("table value 0.5500 for X, who has just moved");
        assertThat(Cli.run("eval", "tictactoe", "XO.OX.X.O", "--eval", path("edge.json")).out())
                .contains("table value 0.4500 for O, who has just moved");
        assertThat(Cli.run("eval", "tictactoe", "....X....", "--eval", path("edge.json"), "--json").json().get("tableValue").asDouble())
                .isEqualTo(0.5);
        assertThat(Cli.run("eval", "tictactoe", "....X....", "--json").json().has("tableValue")).isFalse();
    }

    /** The learner plays its games against the AI spec, and only its own positions are valued. */
    @Test
    void againstAnOpponentOnlyTheLearnersPositionsLearn() throws IOException {
        Cli.Run run = Cli.run("learn", "tictactoe", "--opponent", "alphabeta:depth=1", "--games", "1", "--seed", "4", "--out",
                path("o1.json"));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("tictactoe: table learned by td against alphabeta:depth=1 in 1 games");
        assertThat(table(dir.resolve("o1.json")).keySet()).as("X's positions only: the learner moves first in the first game")
                .isNotEmpty().allSatisfy(p -> assertThat(count(p, 'X')).isEqualTo(count(p, 'O') + 1));
        JsonNode two = Cli.run("learn", "tictactoe", "--opponent", "random", "--games", "2", "--seed", "4", "--out", path("o2.json"),
                "--json").json();
        assertThat(two.get("opponent").asText()).isEqualTo("random");
        assertThat(table(dir.resolve("o2.json")).keySet()).anySatisfy(p -> assertThat(count(p, 'X')).isEqualTo(count(p, 'O')));
        assertThat(Files.readString(dir.resolve("o2.json"))).contains("\"opponent\": \"random\"");
        assertThat(Cli.run("learn", "connect4", "--encoding", "walk10x4", "--opponent", "alphabeta:depth=1", "--games", "20", "--threads",
                "2", "--out", path("c.json")).code()).isZero();
    }

    /** match --games-out writes the file learn --games-file reads. */
    @Test
    void theGamesOfAMatchAreLearnedFrom() throws IOException {
        Cli.Run match = Cli.run("match", "connect4", "--a", "alphabeta:depth=2", "--b", "random", "--games", "4", "--opening-plies",
                "2", "--seed", "1", "--games-out", path("g.txt"));
        assertThat(match.code()).as(match.err()).isZero();
        assertThat(match.out()).contains("games written to " + path("g.txt"));
        List<String> lines = Files.readAllLines(dir.resolve("g.txt"));
        assertThat(lines).hasSize(5).first().asString().startsWith("# zermelo match connect4: alphabeta:depth=2 (A) against random (B)");
        assertThat(lines.get(1)).matches("[1-7]( [1-7])+");
        assertThat(lines.get(1).substring(0, 3)).as("both colours of an opening").isEqualTo(lines.get(2).substring(0, 3));
        JsonNode learned = Cli.run("learn", "connect4", "--encoding", "ntuple3", "--games-file", path("g.txt"), "--epochs", "3", "--out",
                path("n.json"), "--json").json();
        assertThat(learned.get("games").asInt()).isEqualTo(12);
        assertThat(Files.readString(dir.resolve("n.json"))).contains("\"recordedGames\": 4", "\"epochs\": 3");
        Cli.Run bg = Cli.run("match", "backgammon", "--a", "random", "--b", "random", "--games", "2", "--seed", "1", "--games-out",
                path("bg.txt"));
        assertThat(bg.code()).as(bg.err()).isZero();
        assertThat(Cli.run("learn", "backgammon", "--hidden", "5", "--games-file", path("bg.txt"), "--out", path("bg.json")).code())
                .isZero();
    }

    @Test
    void opponentsAndGamesFilesAreRefusedWhereTheyDoNotApply() throws IOException {
        Files.writeString(dir.resolve("g.txt"), "1 4 2 5 3\n5 1 5\n");
        Files.writeString(dir.resolve("ok.txt"), "1 4 2 5 3\n");
        String[][] cases = {
            {"learn", "othello", "--method", "gradient", "--opponent", "random"}, {"--opponent is for td"},
            {"learn", "othello", "--method", "regression", "--games-file", path("ok.txt")}, {"--games-file is for td"},
            {"learn", "tictactoe", "--opponent", "random", "--games-file", path("ok.txt")}, {"two sources of games: give one"},
            {"learn", "tictactoe", "--games-file", path("ok.txt"), "--games", "5"}, {"--games counts games played"},
            {"learn", "tictactoe", "--games-file", path("ok.txt"), "--epsilon", "0.1"}, {"a recorded game has no exploratory move"},
            {"learn", "connect4", "--games-file", path("ok.txt"), "--threads", "2"}, {"--games-file learns on one thread"},
            {"learn", "tictactoe", "--epochs", "3"}, {"--epochs is for regression"},
            {"learn", "tictactoe", "--opponent", "deep-blue"}, {"bad --opponent: unknown AI 'deep-blue'"},
            {"learn", "tictactoe", "--games-file", path("g.txt")}, {path("g.txt") + " line 2, ply 3 (5): cell 5 is taken by X"},
            {"learn", "tictactoe", "--games-file", path("none.txt")}, {"cannot read " + path("none.txt") + ": no such file"},
            {"learn", "connect4", "--games-file", path("ok.txt")}, {path("ok.txt") + " line 1: the game is not over after its 5 plies"},
            {"match", "tictactoe", "--a", "random", "--b", "random", "--position", "X........", "--games-out", path("x.txt")},
            {"--games-out records games from the start of tictactoe"},
            {"match", "tictactoe", "--a", "random", "--b", "random", "--games-out", path("nowhere/x.txt")}, {"does not exist"},
        };
        for (int i = 0; i < cases.length; i += 2) {
            Cli.Run run = Cli.run(cases[i]);
            assertThat(run.code()).as(String.join(" ", cases[i]) + ": " + run.err()).isEqualTo(2);
            assertThat(run.err()).as(String.join(" ", cases[i])).contains(cases[i + 1][0]);
            assertThat(run.err().strip().lines().count()).as(run.err()).isEqualTo(1);
        }
    }

    /** The sequential test stops a match as soon as it has decided, far before its maximum. */
    @Test
    void aSequentialTestStopsTheMatchOnceDecided() {
        JsonNode j = Cli.run("match", "tictactoe", "--a", "alphabeta:depth=2", "--b", "random", "--games", "1000", "--sprt", "0,50",
                "--seed", "1", "--json").json();
        assertThat(j.get("games").asInt()).isLessThan(1000).isEven();
        assertThat(j.get("sprt").get("decision").asText()).isEqualTo("H1");
        assertThat(j.get("sprt").get("llr").asDouble()).isGreaterThanOrEqualTo(j.get("sprt").get("upper").asDouble());
    }

    /** TD-Gammon's network: learned by td on Tesauro's encoding, then named by eval=FILE in match and --eval in search. */
    @Test
    void backgammonLearnsANetworkWithAHiddenLayer() {
        JsonNode learned = Cli.run("learn", "backgammon", "--games", "20", "--hidden", "10", "--seed", "1", "--out", path("bg.json"),
                "--curve", path("bg.csv"), "--curve-games", "2", "--curve-every", "10", "--curve-openings", "0", "--baseline", "pubeval",
                "--json").json();
        assertThat(learned.get("encoding").asText()).isEqualTo("tesauro");
        assertThat(learned.get("games").asInt()).isEqualTo(20);
        assertThat(learned.get("curve")).hasSize(3);
        Cli.Run match = Cli.run("match", "backgammon", "--a", "expectiminimax:depth=1,eval=" + path("bg.json"), "--b",
                "expectiminimax:depth=1,eval=pubeval", "--games", "2", "--seed", "1", "--json");
        assertThat(match.code()).as(match.err()).isZero();
        assertThat(match.json().get("games").asInt()).isEqualTo(2);
        assertThat(Cli.run("search", "backgammon", "4HPwATDgc/ABMA:31", "--algo", "expectiminimax", "--eval", path("bg.json"),
                "--depth", "2").code()).isZero();
        String[][] cases = {
            {"learn", "backgammon", "--hidden", "-1"}, {"--hidden must be from 0 to 1000, not -1"},
            {"learn", "backgammon", "--method", "gradient"}, {"a network with a hidden layer learns by td, not by gradient"},
            {"learn", "tictactoe", "--hidden", "5"}, {"--hidden is for a network: a table has no hidden layer"},
            {"learn", "othello", "--encoding", "tesauro"}, {"no encoding 'tesauro' for othello"},
            {"learn", "backgammon", "--from", path("bg.json"), "--hidden", "20"}, {"has 10 hidden units, not 20"},
        };
        for (int i = 0; i < cases.length; i += 2) {
            Cli.Run run = Cli.run(cases[i]);
            assertThat(run.code()).as(String.join(" ", cases[i]) + ": " + run.err()).isEqualTo(2);
            assertThat(run.err()).as(String.join(" ", cases[i])).contains(cases[i + 1][0]);
            assertThat(run.err().strip().lines().count()).as(run.err()).isEqualTo(1);
        }
    }

    /** Stopped as Ctrl-C or a kill stops it, learning writes the weights learned so far, which read back. */
    @Test
    void aStoppedRunWritesWhatItHasLearned() throws Exception {
        Path weights = dir.resolve("stopped.json");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "learn", "othello", "--encoding", "ntuple3",
                "--games", "100000000", "--out", weights.toString())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectError(dir.resolve("err.txt").toFile()).start();
        // The seed line comes just before learning starts (no --seed: it is printed).
        String first = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream())).readLine();
        assertThat(first).startsWith("seed ");
        Thread.sleep(2_000);
        p.destroy(); // SIGTERM, as a kill or Ctrl-C ends it
        assertThat(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(weights).exists();
        JsonNode saved = new com.fasterxml.jackson.databind.ObjectMapper().readTree(weights.toFile());
        long games = saved.get("training").get("games").asLong();
        assertThat(games).isPositive().isLessThan(100_000_000);
        // Said on standard error: where the weights went, after how many games.
        String err = Files.readString(dir.resolve("err.txt"));
        assertThat(err.lines().filter(line -> !line.matches("zermelo learn: [0-9,]+ games \\(.*")).toList()).singleElement()
                .isEqualTo(String.format(java.util.Locale.ROOT, "zermelo learn: stopped after %,d of 100,000,000 games: the weights "
                        + "learned so far written to %s", games, weights));
        assertThat(Cli.run("search", "othello", "--eval", weights.toString(), "--depth", "1").code()).isZero();
    }

    /**
     * Each point of the curve is printed once: in the output's table at the end, and on standard
     * error as it is measured only where standard error is a terminal, which someone watches (a
     * log of both, 2>&1, held each point twice).
     */
    @Test
    void curvePointsArePrintedOnce() {
        String[] args = {"learn", "tictactoe", "--games", "2000", "--seed", "1", "--out", path("t.json"), "--curve", path("c.csv"),
            "--curve-every", "1000", "--curve-games", "20"};
        Cli.Run logged = Cli.run(args);
        assertThat(logged.code()).as(logged.err()).isZero();
        assertThat(logged.err()).isEmpty();
        assertThat(logged.out().lines().filter(line -> line.matches(" +1000 +0\\.\\d+ .*"))).hasSize(1);
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        int code = Main.run(args, new java.io.BufferedReader(new java.io.StringReader("")), new java.io.PrintWriter(out),
                new java.io.PrintWriter(err), false, true);
        assertThat(code).isZero();
        assertThat(err.toString().lines()).containsExactly(
                "zermelo learn: after 0 games: score 0.475 (0.262-0.688) against the baseline",
                "zermelo learn: after 1,000 games: score 0.475 (0.262-0.688) against the baseline",
                "zermelo learn: after 2,000 games: score 0.475 (0.262-0.688) against the baseline");
        // The same output, its first line's time apart.
        assertThat(out.toString().lines().skip(1)).containsExactlyElementsOf(logged.out().lines().skip(1).toList());
    }

    /** A version written as a string is not a version 1 file: said so, with what was found. */
    @Test
    void aVersionThatIsNotANumberIsSaidSo() throws IOException {
        assertThat(Cli.run("learn", "tictactoe", "--games", "10", "--seed", "1", "--out", path("t.json")).code()).isZero();
        String text = Files.readString(dir.resolve("t.json"));
        assertThat(text).contains("\"version\": 1,");
        String[][] cases = {
            {"\"version\": \"1\",", "\"version\" must be a number, 1 or 2, not the string \"1\""},
            {"\"version\": true,", "\"version\" must be a number, 1 or 2, not true"},
            {"\"version\": 3,", "a weights file of version 3: this zermelo reads versions 1 and 2"},
            {"", "no \"version\": a weights file says its version, 1 or 2"},
        };
        for (String[] c : cases) {
            Files.writeString(dir.resolve("v.json"), text.replace("\"version\": 1,", c[0]));
            Cli.Run run = Cli.run("search", "tictactoe", "--eval", path("v.json"));
            assertThat(run.code()).as(run.err()).isEqualTo(2);
            assertThat(run.err()).isEqualTo("zermelo search: " + path("v.json") + ": " + c[1] + System.lineSeparator());
        }
    }
}
