package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DbCommandTest {

    @TempDir
    Path dir;

    @Test
    void buildsResumesAndSolveAnswersFromTheDatabases() {
        Cli.Run first = Cli.run("db", "build", "checkers", "--pieces", "2", "--dir", dir.toString());
        assertThat(first.code()).as(first.err()).isZero();
        assertThat(first.out()).contains("checkers up to 2 pieces", "w0m1k-b0m1k              1984          460         1308          216       11");
        assertThat(dir.resolve("checkers").resolve("w1m0k-b1m0k-w1b1.db")).exists();
        Cli.Run again = Cli.run("db", "build", "checkers", "--pieces", "2", "--dir", dir.toString());
        assertThat(again.code()).isZero();
        assertThat(again.out()).contains("w1m0k-b1m0k              1520          204         1222           94       13   (built)");

        Cli.Run solve = Cli.run("solve", "checkers", "W:WK14:BK1", "--db", dir.toString());
        assertThat(solve.code()).as(solve.err()).isZero();
        assertThat(solve.out()).contains("endgame database w0m1k-b0m1k (draw rules ignored)");
    }

    @Test
    void refusesAFileOfTheEarlierFormatWithWhatToDo() throws Exception {
        Files.createDirectories(dir.resolve("checkers"));
        Files.writeString(dir.resolve("checkers").resolve("w0m1k-b0m1k.db"), "zermelo-db 1\nw0m1k-b0m1k 1984 460 1308 216\n");
        Cli.Run run = Cli.run("db", "build", "checkers", "--pieces", "2", "--dir", dir.toString());
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.err()).contains("w0m1k-b0m1k.db was written in the earlier format").contains("remove the folder's files");
    }

    @Test
    void theEngineProbesTheDatabasesItIsGiven() {
        assertThat(Cli.run("db", "build", "checkers", "--pieces", "2", "--dir", dir.toString()).code()).isZero();
        // A king against a king: a draw, which the search knows at once from the databases (exact, at depth 1).
        Cli.Run search = Cli.run("search", "checkers", "W:WK14:BK1", "--algo", "pvs", "--depth", "4", "--db", dir.toString());
        assertThat(search.code()).as(search.err()).isZero();
        assertThat(search.out()).contains("best move 14-9, value 0 (exact)");
        Cli.Run without = Cli.run("search", "checkers", "W:WK14:BK1", "--algo", "pvs", "--depth", "4", "--db", "none");
        assertThat(without.code()).as(without.err()).isZero();
        assertThat(without.out()).contains("(depth 4)");
        Cli.Run match = Cli.run("match", "checkers", "--a", "pvs:depth=2,db=" + dir, "--b", "pvs:depth=2,db=none", "--games", "2",
                "--position", "W:WK14,K23:BK1", "--seed", "1");
        assertThat(match.code()).as(match.err()).isZero();
        assertThat(match.out()).contains("pvs:depth=2,db=" + dir + " (A)");

        Cli.Run missing = Cli.run("match", "checkers", "--a", "pvs:db=" + dir.resolve("nothing"), "--b", "random", "--games", "2");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).contains("no complete endgame databases of checkers in").contains("zermelo db build checkers");
        Cli.Run course = Cli.run("search", "checkers", "W:WK14:BK1", "--algo", "alphabeta", "--depth", "2", "--db", dir.toString());
        assertThat(course.code()).isEqualTo(2);
        assertThat(course.err()).contains("--db is for");
        // Each way of naming the folder is named back in the message: --db, and ugi's Databases option.
        Cli.Run searchMissing = Cli.run("search", "checkers", "W:WK14:BK1", "--algo", "pvs", "--db", dir.resolve("nothing").toString());
        assertThat(searchMissing.err()).contains("--db " + dir.resolve("nothing") + ": no complete endgame databases of checkers");
        Cli.Run ugi = Cli.runWithInput("setoption name Databases value " + dir.resolve("nothing") + "\nquit\n", "ugi", "checkers");
        assertThat(ugi.out()).contains("info string error: Databases " + dir.resolve("nothing") + ": no complete endgame databases");
        Cli.Run nim = Cli.run("match", "nim", "--a", "pvs:db=" + dir, "--b", "random", "--games", "2");
        assertThat(nim.code()).isEqualTo(2);
        assertThat(nim.err()).contains("nim has no endgame databases");
    }

    @Test
    void refusesGamesWithoutDatabasesAndBadSizes() {
        Cli.Run nim = Cli.run("db", "build", "nim", "--pieces", "3", "--dir", dir.toString());
        assertThat(nim.code()).isEqualTo(2);
        assertThat(nim.err()).contains("nim has no endgame databases: expected one of").contains("checkers");
        Cli.Run one = Cli.run("db", "build", "checkers", "--pieces", "1", "--dir", dir.toString());
        assertThat(one.code()).isEqualTo(2);
        assertThat(one.err()).contains("2 to 24 pieces");
        Cli.Run threads = Cli.run("db", "build", "chomp", "--size", "3", "--threads", "0", "--dir", dir.toString());
        assertThat(threads.code()).isEqualTo(2);
        assertThat(Files.exists(dir.resolve("chomp"))).isFalse();
    }
}
