package org.zermelo.games.backgammon;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.SelfSolving;
import org.zermelo.learn.Encoding;
import org.zermelo.learn.GameEncodings;
import org.zermelo.learn.WeightsFile;
import org.zermelo.protocol.Protocol;
import org.zermelo.protocol.Protocols;

/**
 * Backgammon for the tools: notations, start, parser, the evaluations pubeval (two forms), race
 * and td-gammon (a network learned by Zermelo's TD self-play, shipped in the jar), Tesauro's raw
 * board encoding for learned networks, the exact values of races ({@link RaceSolver}), and GNU
 * Backgammon's external-player protocol ({@link GnubgExternalPlayer}).
 */
public final class BackgammonGame implements Game, GameEncodings, SelfSolving, Protocols {

    @Override
    public String name() {
        return "backgammon";
    }

    @Override
    public String description() {
        return "Backgammon, cubeless money game: single 1, gammon 2, backgammon 3 (no doubling cube, no match play)";
    }

    @Override
    public String positionNotation() {
        return "GNU Backgammon's position ID, the board from the player on roll's side, like 4HPwATDgc/ABMA (the start); "
                + "then :HL once that player has rolled H and L, like 4HPwATDgc/ABMA:31";
    }

    @Override
    public String moveNotation() {
        return "checker moves from the mover's side, 24 towards 1: 24/18 13/11, bar/20* (entering, hitting), 6/off, "
                + "8/2(2) (two checkers), pass when no die plays; a roll as its dice, 31";
    }

    @Override
    public String example() {
        return "sGfwATDgc/ABMA:64";
    }

    @Override
    public Position start() {
        return new Backgammon();
    }

    @Override
    public Position parse(String text) {
        String t = text.strip();
        int colon = t.indexOf(':');
        String id = colon < 0 ? t : t.substring(0, colon);
        int[][] boards = PositionId.decode(id);
        int dice = 0;
        if (colon >= 0) {
            String roll = t.substring(colon + 1);
            if (!roll.matches("[1-6][1-6]")) {
                throw new IllegalArgumentException("'" + roll + "' after the position ID is not a roll: expected two dice 1 to 6, "
                        + "the higher first, like :31 or :66");
            }
            int high = roll.charAt(0) - '0';
            int low = roll.charAt(1) - '0';
            if (low > high) {
                throw new IllegalArgumentException("the roll :" + roll + " is written the higher die first: :" + low + high);
            }
            if (high == low && Backgammon.isStartingBoard(boards[0]) && Backgammon.isStartingBoard(boards[1])) {
                throw new IllegalArgumentException("the opening roll is never a double: " + id + " is the starting board");
            }
            if (boards[1][Backgammon.OFF] == Backgammon.CHECKERS) {
                throw new IllegalArgumentException("the game is over at " + id + ": no roll is played");
            }
            dice = high << 3 | low;
        }
        return new Backgammon(boards[0], boards[1], dice);
    }

    /** Game values are a single game, a gammon or a backgammon: 1 to 3. */
    @Override
    public int maxValue() {
        return 3;
    }

    /**
     * Pubeval's symmetric form: deeper than one move, Tesauro's pubeval sees only the opponent's
     * board after its reply (a search to depth 3 with it lost 100 games of 100 to pubeval at one
     * ply), its symmetric form holds its own there (49 of 100); docs/measurements.md.
     */
    @Override
    public Evaluator evaluator() {
        return new PubEval(true);
    }

    /** Pubeval's symmetric form (the default: searches deeper than one move), Tesauro's pubeval, the pip count. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        Map<String, Supplier<Evaluator>> evaluations = new LinkedHashMap<>();
        evaluations.put("pubeval-symmetric", () -> new PubEval(true));
        evaluations.put("pubeval", () -> new PubEval(false));
        evaluations.put("race", PipCountLead::new);
        evaluations.put("td-gammon", () -> Shipped.TD_GAMMON.evaluator());
        return evaluations;
    }

    /** Races (no contact left) are solved exactly, in points; a position with contact is refused, saying why. */
    @Override
    public Solution solve(Position position) {
        return new RaceSolver().solve((Backgammon) position);
    }

    @Override
    public String method() {
        return "expectiminimax to the end, for races (no contact left)";
    }

    /**
     * The network shipped as {@code td-gammon}: Tesauro's 198 inputs, 40 hidden units, learned by
     * {@code zermelo learn backgammon} from random weights in 15 minutes of self-play on one thread
     * (754,640 games, seed 2; its file records the command). Read the first time it is asked for.
     */
    private static final class Shipped {
        static final WeightsFile.Learned TD_GAMMON = WeightsFile.resource(new BackgammonGame(), BackgammonGame.class,
                "td-gammon.json");
    }

    @Override
    public String describeWin(int value) {
        return value == 3 ? " by a backgammon" : value == 2 ? " by a gammon" : "";
    }

    @Override
    public List<String> encodingNames() {
        return List.of(TesauroEncoding.NAME);
    }

    @Override
    public Encoding encoding(String name) {
        return name.equals(TesauroEncoding.NAME) ? new TesauroEncoding() : null;
    }

    /** GNU Backgammon's external-player protocol, by which gnubg asks Zermelo for its moves ({@code zermelo gnubg}). */
    @Override
    public List<Protocol> protocols() {
        return List.of(new GnubgExternalPlayer());
    }
}
