package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Bad input on every command: exit 2, one line on stderr saying what is expected, no stack trace. */
class BadInputTest {

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of(new String[] {"solve", "chess"}, "unknown game 'chess'"),
                Arguments.of(new String[] {"solve", "tictactoe", "XXX"}, "9 characters"),
                Arguments.of(new String[] {"solve", "tictactoe", "XXXXXXXXX"}, "impossible board"),
                Arguments.of(new String[] {"solve", "tictactoe", "X..Z....."}, "bad character 'Z'"),
                Arguments.of(new String[] {"solve", "tictactoe", "--algo", "magic"}, "unknown algorithm 'magic'"),
                Arguments.of(new String[] {"solve"}, "Missing required parameter"),
                Arguments.of(new String[] {"search", "tictactoe", "--depth", "-1"}, "--depth must be"),
                Arguments.of(new String[] {"search", "tictactoe", "--depth", "0"}, "--depth must be"),
                Arguments.of(new String[] {"search", "tictactoe", "--depth", "two"}, "Invalid value"),
                Arguments.of(new String[] {"search", "tictactoe", "--time", "0s"}, "at least 1 ms"),
                Arguments.of(new String[] {"search", "tictactoe", "--time", "soon"}, "not a duration"),
                Arguments.of(new String[] {"search", "tictactoe", "--nodes", "0"}, "--nodes must be"),
                Arguments.of(new String[] {"search", "tictactoe", "--algo", "andor", "--depth", "3"}, "no --depth"),
                Arguments.of(new String[] {"search", "tictactoe", "XXXOO...."}, "the game is over"),
                Arguments.of(new String[] {"search", "othello9"}, "unknown game"),
                Arguments.of(new String[] {"search", "tictactoe", "--depth", "1001"}, "--depth must be"),
                Arguments.of(new String[] {"search", "tictactoe", "--algo", "proof", "--depth", "3"}, "no --depth"),
                Arguments.of(new String[] {"search", "tictactoe", "--algo", "alphabeta", "--hash", "16"}, "is for the engine"),
                Arguments.of(new String[] {"search", "tictactoe", "--algo", "pvs", "--hash", "0"}, "1 to 65536 MB"),
                Arguments.of(new String[] {"compare", "tictactoe"}, "either --depth N or --time"),
                Arguments.of(new String[] {"compare", "tictactoe", "--depth", "3", "--time", "1s"}, "either --depth N or --time"),
                Arguments.of(new String[] {"compare", "tictactoe", "--depth", "3", "--algos", "pvs,magic"}, "unknown algorithm 'magic'"),
                Arguments.of(new String[] {"compare", "tictactoe", "--depth", "3", "--algos", "pvs,pvs"}, "given twice"),
                Arguments.of(new String[] {"compare", "tictactoe", "--depth", "3", "--algos", "andor"}, "to the end of the game"),
                Arguments.of(new String[] {"compare", "tictactoe", "XXXOO....", "--depth", "3"}, "the game is over"),
                Arguments.of(new String[] {"perft", "tictactoe", "-1"}, "DEPTH must be 0 or more"),
                Arguments.of(new String[] {"perft", "tictactoe", "x"}, "Invalid value"),
                Arguments.of(new String[] {"perft", "tictactoe", "99"}, "more than 64"),
                Arguments.of(new String[] {"tree", "(A (B 3 12 8) (C 2 4 6)"}, "missing ')'"),
                Arguments.of(new String[] {"tree", "(A (B 3 12 8)) 7"}, "after the end of the tree"),
                Arguments.of(new String[] {"tree", "(A)"}, "has no children"),
                Arguments.of(new String[] {"tree", "(A 3x 4)"}, "in a number"),
                Arguments.of(new String[] {"tree", ""}, "the tree is empty"),
                Arguments.of(new String[] {"tree", "(A (A 1 2) 3)"}, "names two nodes"),
                Arguments.of(new String[] {"tree", "(A 1 2)", "--algo", "andor", "--json"}, "leaves 1"),
                Arguments.of(new String[] {"tree", "(A 1 0.5)", "--algo", "andor"}, "leaves 1"),
                Arguments.of(new String[] {"tree", "(max (chance 0.5:(min 1 2) 0.5:3))"}, "chance nodes"),
                Arguments.of(new String[] {"tree", "(max (chance 0.5:(min 1 2) 0.6:3))", "--algo", "expectiminimax"}, "sum to 1.1"),
                Arguments.of(new String[] {"tree", "(max (chance -1:(min 1 2) 2:3))", "--algo", "star1"}, "bad probability"),
                Arguments.of(new String[] {"tree", "(min 1 2)"}, "root is MAX"),
                Arguments.of(new String[] {"solve", "nim", "--goal", "3"}, "nim has no goal"),
                Arguments.of(new String[] {"solve", "pig", "--goal", "0"}, "the goal must be from 1 to"),
                Arguments.of(new String[] {"solve", "pig", "10,20,5/40", "--goal", "50"}, "played to 40, but --goal says 50"),
                Arguments.of(new String[] {"play", "pig", "--goal", "x"}, "--goal"),
                Arguments.of(new String[] {"match", "pig", "--a", "random", "--b", "random", "--goal", "201"}, "the goal must be from 1 to 200"),
                Arguments.of(new String[] {"tree", "(A 1 2)", "--algo", "bogus"}, "unknown algorithm"),
                Arguments.of(new String[] {"tree", "(A 1 2)", "--dot", "/nonexistent/dir/t.dot"}, "cannot write"),
                Arguments.of(new String[] {"graph", "tictactoe", "--limit", "100"}, "more than 100 positions"),
                Arguments.of(new String[] {"graph", "tictactoe", "--limit", "0"}, "--limit must be from 1 to 1000000"),
                Arguments.of(new String[] {"graph", "tictactoe", "--limit", "1000001"}, "--limit must be from 1 to 1000000"),
                Arguments.of(new String[] {"graph", "tictactoe", "--limit", "many"}, "Invalid value"),
                Arguments.of(new String[] {"graph", "tictactoe", "--json", "--dot", "-"}, "both write to standard output"),
                Arguments.of(new String[] {"graph", "tictactoe", "--dot", "/nonexistent/dir/g.dot"}, "cannot write"),
                Arguments.of(new String[] {"graph", "tictactoe", "XXX"}, "9 characters"),
                Arguments.of(new String[] {"graph", "chess"}, "unknown game 'chess'"),
                Arguments.of(new String[] {"play", "tictactoe", "--second", "alphabeta:depth=-2"}, "bad depth"),
                Arguments.of(new String[] {"play", "tictactoe", "--second", "alphabeta:speed=3"}, "unknown option 'speed'"),
                Arguments.of(new String[] {"play", "tictactoe", "--second", "deepblue"}, "unknown AI 'deepblue'"),
                Arguments.of(new String[] {"play", "tictactoe", "--second", "alphabeta:depth"}, "expected key=value"),
                Arguments.of(new String[] {"play", "tictactoe", "--second", "random:depth=2"}, "takes no options"),
                Arguments.of(new String[] {"play", "tictactoe", "--second", "alphabeta:time=0ms"}, "at least 1 ms"),
                Arguments.of(new String[] {"play", "tictactoe", "--position", "XXXOO...."}, "already over"),
                Arguments.of(new String[] {"play", "tictactoe", "--position", "OOOOO...."}, "impossible board"),
                Arguments.of(new String[] {"solve", "nim", "7,5,x"}, "'x' is not a heap size"),
                Arguments.of(new String[] {"solve", "nim", "600,600"}, "too many objects: at most 1000 in all"),
                Arguments.of(new String[] {"solve", "nim", "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1"}, "at most 16 heaps"),
                Arguments.of(new String[] {"solve", "nim", ""}, "not an empty text"),
                Arguments.of(new String[] {"solve", "grundy", "7,0"}, "a pile has at least 1 coin"),
                Arguments.of(new String[] {"solve", "grundy", "-7"}, "'-7' is not a pile size"),
                Arguments.of(new String[] {"perft", "grundy", "3", "1001"}, "too many coins"),
                Arguments.of(new String[] {"table", "grundy"}, "Missing required parameter: 'SIZE'"),
                Arguments.of(new String[] {"table", "grundy", "-1"}, "SIZE for grundy is the largest heap"),
                Arguments.of(new String[] {"table", "grundy", "ten"}, "SIZE for grundy is the largest heap"),
                Arguments.of(new String[] {"table", "grundy", "99999999999"}, "a whole number from 0 to 10000"),
                Arguments.of(new String[] {"table", "grundy", "20000"}, "a table goes up to heaps of 10000"),
                Arguments.of(new String[] {"table", "grundy", "5000"}, "too large for grundy: a pile has 0 to 1000 coins"),
                Arguments.of(new String[] {"table", "nim", "1001", "--json"}, "too large for nim: a heap has 0 to 1000 objects"),
                Arguments.of(new String[] {"eval", "othello", "XXX" + "-".repeat(61) + " O"}, "the game is over"),
                Arguments.of(new String[] {"eval", "othello", "f5f5"}, "move 2 'f5' of f5f5 is illegal for O: the square is occupied"),
                Arguments.of(new String[] {"perft", "othello", "3", "-".repeat(63) + " X"}, "this one has 63 characters"),
                Arguments.of(new String[] {"solve", "othello", "-".repeat(64) + " W"}, "the side to move must be X or O"),
                Arguments.of(new String[] {"table", "tictactoe", "3"}, "table needs a game of heaps or of boards (chomp, domineering, grundy, nim"),
                Arguments.of(new String[] {"table", "domineering", "0x3"}, "SIZE 0x3 has no cells"),
                Arguments.of(new String[] {"table", "domineering", "9x9"}, "a table of domineering goes up to 7x7"),
                Arguments.of(new String[] {"table", "domineering", "3x1000"}, "SIZE for domineering is the largest board, RxC"),
                Arguments.of(new String[] {"table", "chomp", "abc"}, "SIZE for chomp is the largest board, RxC"),
                Arguments.of(new String[] {"table", "chomp", "4x"}, "SIZE for chomp is the largest board, RxC"),
                Arguments.of(new String[] {"table", "chomp", "11", "--json"}, "a table of chomp goes up to 10x10"),
                Arguments.of(new String[] {"table", "chess", "3"}, "unknown game 'chess'"),
                Arguments.of(new String[] {"match", "chess", "--a", "random", "--b", "random"}, "unknown game 'chess'"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "random", "--b", "deepblue"}, "unknown AI 'deepblue'"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "alphabeta:depth=0", "--b", "random"}, "bad depth '0'"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "random"}, "Missing required option: '--b=AI'"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "random", "--b", "random", "--games", "0"},
                        "the number of games must be from 1 to 100000, not 0"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "random", "--b", "random", "--games", "100001"},
                        "the number of games must be from 1 to 100000"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "random", "--b", "random", "--games", "many"}, "Invalid value"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "random", "--b", "random", "--opening-plies", "-1"},
                        "the opening plies must be from 0 to 4096, not -1"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "random", "--b", "random", "--opening-plies", "5000"},
                        "the opening plies must be from 0 to 4096"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "random", "--b", "random", "--opening-plies", "9"},
                        "all ended the game: ask for fewer opening plies"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "random", "--b", "random", "--position", "XXXOO...."}, "already over"),
                Arguments.of(new String[] {"match", "tictactoe", "--a", "random", "--b", "random", "--position", "XX"}, "9 characters"),
                Arguments.of(new String[] {"solve", "connect4", "4458"}, "'8' at place 4 is not a column"),
                Arguments.of(new String[] {"solve", "connect4", "4444444"}, "column 4 is full at move 7"),
                Arguments.of(new String[] {"solve", "connect4", "12121213"}, "the game is over after move 7 (four in a row)"),
                Arguments.of(new String[] {"play", "connect4", "--position", "1212121"}, "already over"),
                Arguments.of(new String[] {"bench", "connect4", "/nonexistent/bench.txt"}, "cannot read /nonexistent/bench.txt: no such file"),
                Arguments.of(new String[] {"bench", "connect4", "/"}, "cannot read /: not a readable file"),
                Arguments.of(new String[] {"bench", "connect4", "x.txt", "--limit", "0"}, "--limit must be 1 or more"),
                Arguments.of(new String[] {"bench", "connect4"}, "Missing required parameter: 'FILE'"),
                Arguments.of(new String[] {"bench", "chess", "x.txt"}, "unknown game 'chess'"),
                Arguments.of(new String[] {"games", "--bogus"}, "Unknown option"),
                Arguments.of(new String[] {"frobnicate"}, "Unmatched argument"));
    }

    @ParameterizedTest
    @MethodSource("cases")
    void isRejectedWithOneLineAndExitTwo(String[] args, String expected) {
        Cli.Run run = Cli.run(args);
        assertThat(run.code()).as(String.join(" ", args)).isEqualTo(2);
        assertThat(run.err()).as(String.join(" ", args)).contains(expected);
        assertThat(run.err().strip().lines().count()).as("one line: " + run.err()).isEqualTo(1);
        assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(run.out()).isEmpty();
    }
}
