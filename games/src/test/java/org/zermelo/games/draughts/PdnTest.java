package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

/** PDN game records: a game worked out by hand, the one-line errors, and the writer read back on random games. */
class PdnTest {

    /**
     * A short English game written for this test, its final position worked out by hand: Black's
     * 11-15 and 8-11 take the centre, 15-18 offers a man, White's 22x15x8 takes two (8 left empty
     * by 8-11) and 4x11 takes the capturing man back, 26-22 fills the hole. Black keeps 1-3, 5-7 and
     * 10-13; White 17, 19, 21, 22, 24 and 27-32.
     */
    private static final String ENGLISH_GAME = """
            [Event "A test game"]
            [White "White, A."]
            [Black "Black, B. \\"the \\\\ test\\""]
            [GameType "21"]
            [Result "*"]
            ; a comment to the end of the line
            1. 11-15 23-19 2. 8-11 {the centre} 22-17 3. 9-13 (3. 10-14? 17x10) 25-22 $1
            4. 15-18! 22x15x8 5.4x11 26-22 *
            """;

    @Test
    void aGameWorkedOutByHandEndsInItsPosition() {
        List<Pdn.Game> games = Pdn.parse(Rules.ENGLISH, ENGLISH_GAME, "test.pdn");
        assertThat(games).hasSize(1);
        Pdn.Game g = games.get(0);
        assertThat(g.end().toString()).isEqualTo("B:W17,19,21,22,24,27,28,29,30,31,32:B1,2,3,5,6,7,10,11,12,13");
        assertThat(g.moves()).hasSize(10);
        assertThat(g.tags()).containsEntry("Black", "Black, B. \"the \\ test\"").containsEntry("Event", "A test game");
        assertThat(g.result()).isEqualTo(Pdn.Result.UNKNOWN);
        assertThat(g.notation()).containsExactly("11-15", "23-19", "8-11", "22-17", "9-13", "25-22", "15-18", "22x15x8",
                "4x11", "26-22");
    }

    @Test
    void severalGamesAFenAndResultsTheRulesCheck() {
        String text = """
                [FEN "B:W18:B14"]
                1. 14x23 0-1
                [Result "1-0"]
                [FEN "W:W18:B14"]
                1. 18x9 2-0
                1. 11-15 1/2-1/2
                """;
        List<Pdn.Game> games = Pdn.parse(Rules.ENGLISH, text, "t.pdn");
        assertThat(games).extracting(Pdn.Game::result)
                .containsExactly(Pdn.Result.BLACK_WINS, Pdn.Result.WHITE_WINS, Pdn.Result.DRAW);
        assertThat(games.get(0).end().isTerminal()).isTrue();
        assertThat(games.get(2).line()).isEqualTo(6);
        assertThat(games.get(2).start().toString()).isEqualTo(new Draughts(Rules.ENGLISH).toString());
    }

    @Test
    void errorsAreOneLineNamingTheGameTheMoveAndWhatIsWrong() {
        Map<String, String> bad = new LinkedHashMap<>();
        bad.put("1. 11-15 23-19 2. 11-16 *", "t.pdn: game 1 (line 1): move 2. 11-16: '11-16' is not a legal move here");
        bad.put("[Event \"x\"]\n1. 11-15 23-19 *\n\n1. 11-15 22-18 2. 15x21 *",
                "t.pdn: game 2 (line 4): move 2. 15x21: '15x21' is not a legal move here");
        bad.put("[Event x]", "tag Event has no value in quotes");
        bad.put("[Event \"x]\n", "the value of tag Event has no closing quote on its line");
        bad.put("[Event \"x\" 1. 11-15", "tag Event is not closed by ]");
        bad.put("[Ev-ent \"x\"]", "'Ev-ent' is not a tag name");
        bad.put("[Event \"x\"]\n[Event \"y\"]", "tag Event is given twice");
        bad.put("1. 11-15 {a comment\n23-19 *", "the comment opened by { on line 1 has no closing }");
        bad.put("1. 11-15 (23-19 (22-18) *", "the variation opened by ( on line 1 has no closing )");
        bad.put("1. 11-15 23-19) *", "')' where no variation was opened");
        bad.put("[Result \"2-0\"]\n1. 11-15 0-2", "the result 0-2 after the moves is not the Result tag's, 2-0");
        bad.put("[Result \"white\"]\n1. 11-15", "Result tag 'white' is not a result");
        bad.put("[FEN \"B:W18:B14\"]\n1. 14x23 1-0", "the result 1-0 says White won, but the game is over and Black won");
        bad.put("[FEN \"B:W18:B14\"]\n1. 14x23 23-18 *", "move 1... 23-18: the game is already over (Black won)");
        bad.put("[GameType \"20\"]\n1. 11-15 *", "GameType 20 is international draughts ('draughts'), not checkers (GameType 21)");
        bad.put("[GameType \"twenty\"]\n1. 11-15 *", "GameType 'twenty' is not a number");
        bad.put("[FEN \"B:W40:B1\"]\n*", "FEN tag: ");
        bad.put("1. 11-15 3. 23-19 *", "'3.': expected move number 1");
        bad.put("1... 11-15 *", "a number with ... comes before a move of White, but Black is to move");
        bad.put("1. 11-15 e3-d4 *", "move 1... e3-d4: not a move (like 11-15 or 22x15)");
        bad.put("1. 11-15 0-0", "move 1... 0-0: '0-0': square 0 is not on the board");
        bad.put("", "t.pdn holds no game");
        bad.put("; nothing but a comment\n", "t.pdn holds no game");
        bad.forEach((text, message) -> assertThatThrownBy(() -> Pdn.parse(Rules.ENGLISH, text, "t.pdn")).as(text)
                .isInstanceOf(IllegalArgumentException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").contains(message)));
    }

    @Test
    void internationalAndBrazilianGameTypesAndTheExtendedForm() {
        List<Pdn.Game> games = Pdn.parse(Rules.INTERNATIONAL, "[GameType \"20,W,10,10,N2,0\"]\n1. 32-28 19-23 2. 28x19 14x23 1-1\n",
                "i.pdn");
        assertThat(games.get(0).end().toString()).isEqualTo("W:W31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:"
                + "B1,2,3,4,5,6,7,8,9,10,11,12,13,15,16,17,18,20,23");
        assertThat(Pdn.parse(Rules.BRAZILIAN, "[GameType \"26\"]\n1. 22-18 *", "b.pdn")).hasSize(1);
        assertThatThrownBy(() -> Pdn.parse(Rules.BRAZILIAN, "[GameType \"22\"]\n*", "b.pdn"))
                .hasMessageContaining("GameType 22 is a variant Zermelo does not play, not brazilian (GameType 26)");
    }

    /** The writer's games read back as the same games: random ones of each variant, from the start and from positions. */
    @Test
    void writtenGamesReadBackTheSame() {
        SplittableRandom random = new SplittableRandom(41);
        int multiJumps = 0;
        int fromFen = 0;
        for (Rules rules : List.of(Rules.ENGLISH, Rules.INTERNATIONAL, Rules.BRAZILIAN)) {
            StringBuilder file = new StringBuilder();
            Map<Integer, Object[]> expected = new LinkedHashMap<>();
            for (int n = 1; n <= 40; n++) {
                Draughts start = new Draughts(rules);
                if (n % 3 == 0) { // a position of a random game, as the start
                    playRandomly(start, random.nextInt(1, 40), random);
                    if (start.isTerminal()) {
                        start = new Draughts(rules);
                    } else {
                        start = Draughts.parse(rules, start.toString());
                        fromFen++;
                    }
                }
                Draughts p = (Draughts) start.copy();
                int[] moves = playRandomly(p, n % 2 == 0 ? 400 : random.nextInt(0, 60), random);
                Draughts q = (Draughts) start.copy();
                for (int m : moves) {
                    multiJumps += Draughts.count(m) > 1 ? 1 : 0;
                    q.play(m);
                }
                Pdn.Result result = p.isTerminal() ? Pdn.ended(p) : Pdn.Result.values()[random.nextInt(4)];
                Map<String, String> tags = new LinkedHashMap<>();
                tags.put("Event", "random \"game\" \\ " + n);
                tags.put("Round", String.valueOf(n));
                file.append(Pdn.write(tags, start, moves, result, n % 5 == 0 ? "a {comment}" : null));
                expected.put(n, new Object[] {start.toString(), moves, result, p.toString()});
            }
            List<Pdn.Game> games = Pdn.parse(rules, file.toString(), rules.name());
            assertThat(games).hasSize(40);
            for (Pdn.Game g : games) {
                Object[] e = expected.get(g.number());
                assertThat(g.start().toString()).isEqualTo(e[0]);
                assertThat(g.moves()).isEqualTo((int[]) e[1]);
                assertThat(g.result()).isEqualTo(e[2]);
                assertThat(g.end().toString()).isEqualTo(e[3]);
                assertThat(g.tags()).containsEntry("Event", "random \"game\" \\ " + g.number())
                        .containsEntry("GameType", String.valueOf(Pdn.gameType(rules)));
            }
            assertThat(file.toString().lines()).allMatch(line -> line.startsWith("[") || line.length() <= 80);
        }
        assertThat(multiJumps).isGreaterThan(10);
        assertThat(fromFen).isGreaterThan(10);
    }

    /** Plays up to {@code plies} random moves on {@code p}, returns them. */
    private static int[] playRandomly(Draughts p, int plies, SplittableRandom random) {
        MoveList moves = new MoveList();
        int[] played = new int[plies];
        int n = 0;
        while (n < plies && !p.isTerminal()) {
            p.legalMoves(moves);
            played[n++] = moves.get(random.nextInt(moves.size()));
            p.play(played[n - 1]);
        }
        return java.util.Arrays.copyOf(played, n);
    }

    @Test
    void publishedFilesWrongSeparatorsPlayingOnAfterADrawAndGamesAtFault() {
        // A step written as a capture (Tinsley's file writes 4. 10x14, a step there), and a capture written as a step.
        List<Pdn.Game> games = Pdn.parse(Rules.ENGLISH, "1. 11-15 23-18 2. 8-11 27-23 3. 4-8 23-19 4. 10x14 19-10 *", "t.pdn");
        assertThat(games.get(0).notation()).endsWith("10-14", "19x10");
        // Two kings shuffle: the third time the position comes back the game is drawn, and the moves played on are skipped.
        List<Pdn.Game> drawn = Pdn.parse(Rules.ENGLISH,
                "[FEN \"W:WK29:BK4\"]\n1. 29-25 4-8 2. 25-29 8-4 3. 29-25 4-8 4. 25-29 8-4 5. 29-25 4-8 6. 25-22 8-11 1-0", "t.pdn");
        assertThat(drawn.get(0).moves()).hasSize(8);
        assertThat(drawn.get(0).end().isTerminal()).isTrue();
        // A game at fault between two good ones: thrown when reading strictly, skipped and said when asked.
        String three = "[Event \"a\"]\n1. 11-15 *\n[Event \"b\"]\n1. 11-19 *\n[Event \"c\"]\n1. 9-13 *\n";
        assertThatThrownBy(() -> Pdn.parse(Rules.ENGLISH, three, "t.pdn")).hasMessageStartingWith("t.pdn: game 2 (line 4)");
        List<String> skipped = new java.util.ArrayList<>();
        List<Pdn.Game> kept = Pdn.parse(Rules.ENGLISH, three, "t.pdn", skipped);
        assertThat(kept).extracting(Pdn.Game::number).containsExactly(1, 3);
        assertThat(kept.get(1).notation()).containsExactly("9-13");
        assertThat(skipped).singleElement().asString().startsWith("t.pdn: game 2 (line 4): move 1. 11-19:");
    }
}
