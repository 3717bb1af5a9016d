package org.zermelo.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.example.TakeAwayGame;
import org.zermelo.game.Game;
import org.zermelo.game.Outcome;

/**
 * Matches on take-away, whose theory is known: the side to move loses exactly when the pile
 * is a multiple of 4 (21 is won for the first player, 20 lost).
 */
class MatchTest {

    private static final Game TAKE_AWAY = new TakeAwayGame();

    private static List<Match.Finished> play(String pile, String a, String b, int games, int openingPlies, long seed) {
        List<Match.Finished> finished = new ArrayList<>();
        MatchResult result = new Match(TAKE_AWAY, TAKE_AWAY.parse(pile), a, b, openingPlies, seed).play(games, finished::add);
        assertThat(finished).hasSize(games);
        assertThat(finished.get(games - 1).tally()).isEqualTo(result);
        return finished;
    }

    @Test
    void coloursAlternateAndTheFirstPlayerWinsAWonPosition() {
        List<Match.Finished> games = play("21", "perfect", "perfect", 5, 0, 1);
        for (Match.Finished game : games) {
            assertThat(game.aFirst()).as("game %d", game.number()).isEqualTo(game.number() % 2 == 1);
            assertThat(game.outcome()).as("game %d", game.number()).isEqualTo(game.aFirst() ? Outcome.WIN : Outcome.LOSS);
        }
        assertThat(games.get(4).tally()).isEqualTo(new MatchResult(3, 2, 0, 5));
    }

    @Test
    void theFirstPlayerNeverWinsALostPosition() {
        MatchResult tally = play("20", "perfect", "perfect", 6, 0, 1).get(5).tally();
        assertThat(tally).isEqualTo(new MatchResult(3, 3, 0, 0));
        assertThat(tally.eloDiff()).isZero();
    }

    @Test
    void thePerfectPlayerWinsEveryGameItStartsFromAWonPosition() {
        for (Match.Finished game : play("21", "perfect", "random", 10, 0, 7)) {
            if (game.aFirst()) {
                assertThat(game.outcome()).as("game %d", game.number()).isEqualTo(Outcome.WIN);
            }
        }
    }

    @Test
    void aMovesFirstInEveryGameWhenAskedEachFromItsOwnOpening() {
        List<Match.Finished> games = new ArrayList<>();
        MatchResult result = new Match(TAKE_AWAY, TAKE_AWAY.parse("21"), "perfect", "random", 0, 3).aFirstEveryGame()
                .play(7, games::add);
        assertThat(games).allMatch(Match.Finished::aFirst).allMatch(g -> g.outcome() == Outcome.WIN);
        assertThat(result).isEqualTo(new MatchResult(7, 0, 0, 7));
        // The perfect player holds the lost side no better: every game lost.
        assertThat(new Match(TAKE_AWAY, TAKE_AWAY.parse("20"), "perfect", "perfect", 0, 3).aFirstEveryGame()
                .play(4, g -> { }).aWins()).isZero();
        List<Match.Finished> opened = new ArrayList<>();
        new Match(TAKE_AWAY, TAKE_AWAY.parse("21"), "random", "random", 3, 5).aFirstEveryGame().play(12, opened::add);
        assertThat(opened.stream().map(Match.Finished::opening).distinct().count()).as("an opening a game").isGreaterThan(6);
    }

    @Test
    void theSameSeedReplaysTheSameMatch() {
        List<Match.Finished> once = play("21", "random", "alphabeta:depth=2", 8, 3, 42);
        assertThat(play("21", "random", "alphabeta:depth=2", 8, 3, 42)).isEqualTo(once);
        assertThat(play("21", "random", "alphabeta:depth=2", 8, 3, 43)).isNotEqualTo(once);
    }

    @Test
    void bothGamesOfAPairStartFromTheSameRandomOpening() {
        List<Match.Finished> games = play("21", "alphabeta:depth=3", "alphabeta:depth=3", 20, 4, 5);
        for (int i = 0; i < games.size(); i += 2) {
            assertThat(games.get(i).opening()).hasSize(4).isEqualTo(games.get(i + 1).opening());
        }
        assertThat(games.stream().map(Match.Finished::opening).distinct().count()).as("varied openings").isGreaterThan(1);
    }

    @Test
    void anOpeningThatEndsTheGameIsDrawnAgain() {
        // From 3 sticks, of the openings 1 1, 1 2 and 2 1 only the first leaves a stick to take.
        for (Match.Finished game : play("3", "random", "random", 10, 2, 3)) {
            assertThat(game.opening()).containsExactly("1", "1");
            assertThat(game.moves()).containsExactly("1");
        }
    }

    @Test
    void openingsThatAlwaysEndTheGameAreRefused() {
        Match match = new Match(TAKE_AWAY, TAKE_AWAY.parse("3"), "random", "random", 3, 1);
        assertThatThrownBy(() -> match.play(2, g -> { })).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("all ended the game").hasMessageContaining("fewer opening plies");
    }

    @Test
    void badSettingsAreRefused() {
        Match match = new Match(TAKE_AWAY, TAKE_AWAY.start(), "random", "random", 0, 1);
        assertThatThrownBy(() -> match.play(0, g -> { })).hasMessageContaining("from 1 to 100000, not 0");
        assertThatThrownBy(() -> match.play(100_001, g -> { })).hasMessageContaining("from 1 to 100000");
        assertThatThrownBy(() -> new Match(TAKE_AWAY, TAKE_AWAY.start(), "random", "random", -1, 1))
                .hasMessageContaining("opening plies must be from 0 to 4096, not -1");
        assertThatThrownBy(() -> new Match(TAKE_AWAY, TAKE_AWAY.start(), "random", "random", 5000, 1))
                .hasMessageContaining("opening plies must be from 0 to 4096");
        assertThatThrownBy(() -> new Match(TAKE_AWAY, TAKE_AWAY.parse("0"), "random", "random", 0, 1))
                .hasMessageContaining("already over");
        assertThatThrownBy(() -> new Match(TAKE_AWAY, TAKE_AWAY.start(), "random", "deepblue", 0, 1))
                .hasMessageContaining("unknown AI 'deepblue'");
    }

    @Test
    void aSearchWithNoLimitShowsItsDefaultTime() {
        Match match = new Match(TAKE_AWAY, TAKE_AWAY.start(), "alphabeta", "random", 0, 1);
        assertThat(match.a()).isEqualTo("alphabeta:time=" + Players.DEFAULT_TIME);
        assertThat(match.b()).isEqualTo("random");
    }

    /** A player whose move takes longer than its clock holds loses the game on time; the other one's clock is not touched. */
    @Test
    void aPlayerWhoseClockRunsOutLosesOnTime() {
        java.util.function.Function<java.util.SplittableRandom, Player> slow = r -> new Player() {
            @Override
            public String spec() {
                return "slow";
            }

            @Override
            public Choice choose(org.zermelo.game.Position position) {
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                org.zermelo.game.MoveList moves = new org.zermelo.game.MoveList();
                position.legalMoves(moves);
                return new Choice(moves.get(0), null);
            }
        };
        List<Match.Finished> games = new ArrayList<>();
        try (Match match = new Match(TAKE_AWAY.start(), 0, 1, slow, r -> new RandomPlayer(r.nextLong()))) {
            match.withClock(TimeControl.parse("0.02")).play(2, games::add);
        }
        assertThat(games).allSatisfy(g -> {
            assertThat(g.outcome()).isEqualTo(Outcome.LOSS);
            assertThat(g.forfeit()).matches("A forfeits: slow lost on time: its move took \\d+ ms with 20 ms left");
        });
    }

    /**
     * Two players that think on the opponent's time, on a clock: the replies they expect come (both
     * play perfectly), so their searches on the opponent's time answer their moves; those answers
     * are for the position on the board (the first player still wins every won game), no clock runs
     * out, and no search goes on once a game has ended.
     */
    @Test
    void playersThatPonderHitAndAnswerForThePositionOnTheBoardWithinTheirClocks() {
        List<SearchPlayer> players = new ArrayList<>();
        java.util.function.Function<java.util.SplittableRandom, Player> ponderer = r -> {
            SearchPlayer p = (SearchPlayer) Players.parse("pvs:ponder=on", TAKE_AWAY, r.nextLong());
            players.add(p);
            return p;
        };
        List<Match.Finished> games = new ArrayList<>();
        try (Match match = new Match(TAKE_AWAY.parse("41"), 0, 1, ponderer, ponderer)) {
            match.withClock(TimeControl.parse("2+0.01")).play(4, g -> {
                games.add(g);
                assertThat(Thread.getAllStackTraces().keySet()).as("searches still running after game %d", g.number())
                        .noneMatch(t -> t.getName().equals("zermelo-ponder") && t.isAlive());
            });
            int[] counts = players.get(0).ponderCounts();
            assertThat(match.pondering().getFirst()).isEqualTo(String.format(java.util.Locale.ROOT, "A thought on the opponent's "
                    + "time %d times: the reply expected came %d times (%.0f%%)", counts[0], counts[1], 100.0 * counts[1] / counts[0]));
        }
        assertThat(games).allSatisfy(g -> {
            assertThat(g.forfeit()).isNull();
            assertThat(g.outcome()).isEqualTo(g.aFirst() ? Outcome.WIN : Outcome.LOSS);
        });
        int[] a = players.get(0).ponderCounts();
        int[] b = players.get(1).ponderCounts();
        assertThat(a[1] + b[1]).as("ponder hits").isPositive();
        assertThat(a[1]).isLessThanOrEqualTo(a[0]);
    }

    @Test
    void clockAndPonderAreReadFromTheSpecOfASearchOnTime() {
        assertThat(Players.parse("pvs:ponder=on", TAKE_AWAY, 1).spec()).isEqualTo("pvs:time=1s,ponder=on");
        assertThat(Players.parse("pvs:time=2s,clock=fixed", TAKE_AWAY, 1).spec()).isEqualTo("pvs:time=2s,clock=fixed");
        assertThatThrownBy(() -> Players.parse("pvs:clock=slow", TAKE_AWAY, 1)).hasMessageStartingWith("bad clock 'slow' in 'pvs:clock=slow': expected clock=plan");
        assertThatThrownBy(() -> Players.parse("pvs:ponder=yes", TAKE_AWAY, 1)).hasMessage("bad ponder 'yes' in 'pvs:ponder=yes': expected ponder=on or ponder=off");
        assertThatThrownBy(() -> Players.parse("mcts:ponder=on", TAKE_AWAY, 1)).hasMessage("'mcts:ponder=on': clock and ponder are for the searches that think on time, which mcts does not");
    }
}
