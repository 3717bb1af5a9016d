package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zermelo.game.Chance;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.play.Player;
import org.zermelo.play.Players;
import org.zermelo.search.SearchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play a game in the terminal: human against AI by default (you move first). " +
            "Each side is 'human' or an AI spec NAME[:key=value,...]: alphabeta:depth=6, alphabeta:time=2s, " +
            "minimax:depth=4, expectiminimax:depth=3, montecarlo:playouts=200, mcts:iterations=10000, " +
            "mcts-solver:time=1s, random, perfect (solves exactly). A search with no limit thinks for " + Players.DEFAULT_TIME + ". " +
            "Levels for a person to play against: pvs:level=1 (a beginner that errs often) to pvs:level=10 (the full engine), " +
            "each stronger than the one below. An outside program speaking UGI: ext:COMMAND. " +
            "At your turn type a move; 'help' lists the legal moves, 'quit' ends the game."})
final class PlayCommand implements Callable<Integer> {

    static final String HUMAN = "human";
    /**
     * The engine, not the course's plain alpha-beta: its table and move ordering see deeper in
     * the same time (docs/measurements.md).
     */
    static final String DEFAULT_AI = "pvs:time=" + Players.DEFAULT_TIME;

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (see 'zermelo games').")
    String gameName;

    @Parameters(index = "1", arity = "0..1", paramLabel = "POSITION",
            description = "Start from this position instead of the start (as the other commands take it).")
    String positionArgument;

    @Option(names = "--position", paramLabel = "P", description = "The same as POSITION.")
    String positionOption;

    @Mixin
    GoalOption goal;

    @Option(names = "--first", paramLabel = "human|AI", defaultValue = HUMAN, description = "Who moves first (default: human).")
    String first;

    @Option(names = "--second", paramLabel = "human|AI", defaultValue = DEFAULT_AI,
            description = "Who moves second (default: " + DEFAULT_AI + ", with the game's strongest evaluation where it names one: "
                    + "Othello's learned patterns, eval=patterns; and the game's opening book where it ships one: Othello's, book=othello).")
    String second;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the random choices (random and perfect players); printed when not given.")
    Long seed;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Game game = Inputs.game(gameName);
        if (positionArgument != null && positionOption != null) {
            throw new IllegalArgumentException("the position is given twice, as POSITION and as --position: give it once");
        }
        Position position = goal.position(game, positionArgument != null ? positionArgument : positionOption);
        long s = Inputs.seed(seed);
        boolean chance = Chance.inGame(position);
        String defaultAi = Players.defaultAi(game, position);
        Player[] players = {player(first.equals(DEFAULT_AI) ? defaultAi : first, game, s),
            player(second.equals(DEFAULT_AI) ? defaultAi : second, game, s + 1)};
        String[] names = {game.playerName(0), game.playerName(1)};
        for (Player player : players) {
            if (player != null) { // a long think says how far it has come
                player.setProgress(Progress.to(spec, "(" + player.spec() + " thinking)"), Progress.EVERY_NANOS);
            }
        }
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is already over at " + position + ": nothing to play");
        }
        out.println(game.description());
        for (int side = 0; side < 2; side++) {
            out.println("  " + names[side] + ": " + (players[side] == null ? "you" : players[side].spec()));
        }
        if (seed == null && (Chance.inGame(position) || uses(first, "random", "perfect") || uses(second, "random", "perfect"))) {
            out.println("  seed " + s + " (replay with --seed " + s + ")");
        }
        out.println("Moves: " + game.moveNotation() + ". Type 'help' for the legal moves, 'quit' to stop.");
        List<String> moves = new ArrayList<>();
        Position start = position.copy();
        List<Integer> played = new ArrayList<>(); // every move from the start, for the players that pass the game on
        java.util.SplittableRandom dice = new java.util.SplittableRandom(s + 2);
        MoveList scratch = new MoveList();
        while (!position.isTerminal()) {
            if (Chance.isChanceNode(position)) {
                int outcome = Chance.draw(position, scratch, dice);
                out.println("chance: " + position.formatMove(outcome));
                moves.add(position.formatMove(outcome));
                played.add(outcome);
                position.play(outcome);
                continue;
            }
            out.println();
            out.println(draw(position));
            int side = position.sideToMove();
            Player player = players[side];
            int move;
            int forcedPass = forcedPass(position);
            if (forcedPass >= 0) {
                out.println(names[side] + " has no move and passes.");
                move = forcedPass;
            } else if (player == null) {
                Integer typed = ask(out, position, names[side]);
                if (typed == null) {
                    out.println("Game stopped after " + moves.size() + (moves.size() == 1 ? " move" : " moves")
                            + (moves.isEmpty() ? "." : ": " + String.join(" ", moves)));
                    return 0;
                }
                move = typed;
            } else {
                Player.Choice choice;
                player.onHistory(start, played.stream().mapToInt(Integer::intValue).toArray());
                try {
                    choice = player.choose(position);
                } catch (org.zermelo.play.OutsideEngine.Forfeit e) {
                    out.println(names[side] + " (" + player.spec() + ") forfeits, and loses: " + e.getMessage());
                    out.println("Moves: " + String.join(" ", moves));
                    player.close();
                    return 0;
                }
                move = choice.move();
                out.println(names[side] + " (" + player.spec() + ") plays " + position.formatMove(move)
                        + (choice.search() == null && player.spec().matches(".*[:,]" + Players.BOOK + "=.*") ? "  (from the book)"
                        : explain(choice.search(), chance)));
            }
            moves.add(position.formatMove(move));
            played.add(move);
            position.play(move);
        }
        out.println();
        out.println(draw(position));
        out.println(result(game, position, players));
        out.println("Moves: " + String.join(" ", moves));
        for (Player player : players) {
            if (player != null) {
                player.close();
            }
        }
        return 0;
    }

    private static boolean uses(String spec, String... names) {
        for (String name : names) {
            if (spec.strip().equals(name)) {
                return true;
            }
        }
        return false;
    }

    private static Player player(String spec, Game game, long seed) {
        return spec.strip().equals(HUMAN) ? null : Players.parse(spec, game, seed);
    }

    /** Asks for a move until a legal one is typed; null when the player quits or the input ends. */
    private Integer ask(PrintWriter out, Position position, String name) throws IOException {
        while (true) {
            out.print(name + " to move: ");
            out.flush();
            String line = main.in.readLine();
            if (line == null) {
                out.println();
                out.println("(end of input)");
                return null;
            }
            String text = line.strip();
            if (!main.interactive) {
                out.println(text);
            }
            if (text.isEmpty()) {
                continue;
            }
            if (text.equals("quit") || text.equals("q")) {
                return null;
            }
            if (text.equals("help") || text.equals("?")) {
                List<String> legal = legal(position);
                // Moves written with spaces (backgammon's 24/18 13/11) are told apart by commas.
                boolean spaced = legal.stream().anyMatch(m -> m.contains(" "));
                out.println("legal moves: " + String.join(spaced ? ", " : " ", legal));
                continue;
            }
            try {
                return position.parseMove(text);
            } catch (IllegalArgumentException e) {
                out.println(e.getMessage());
            }
        }
    }

    /** The pass move when it is the only legal move (Othello, saute-mouton), else -1: no one is asked. */
    private static int forcedPass(Position position) {
        MoveList list = new MoveList();
        position.legalMoves(list);
        return list.size() == 1 && position.formatMove(list.get(0)).equals("pass") ? list.get(0) : -1;
    }

    private static List<String> legal(Position position) {
        MoveList list = new MoveList();
        position.legalMoves(list);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            names.add(position.formatMove(list.get(i)));
        }
        return names;
    }

    private static String explain(SearchResult r, boolean chance) {
        if (r == null) {
            return "";
        }
        String value = chance ? String.format(Locale.ROOT, "expected value %+.4f, depth %d", r.expected(), r.depth())
                : r.exact() ? Scores.describe(r.value()).replace("win", "a win").replace("loss", "a loss")
                .replaceFirst("^0$", "a draw") + ", exact" : "value " + Scores.describe(r.value()) + ", depth " + r.depth();
        return "  (" + value + ", " + r.stats().nodes() + " nodes, " + r.stats().timeMillis() + " ms)";
    }

    /**
     * The board shown before each move: the game's own diagram; for a game with none, its
     * drawing as text; else its notation.
     */
    static String draw(Position position) {
        if (position instanceof Diagram d) {
            return d.diagram();
        }
        return position instanceof Drawable drawable ? drawable.drawing().text() : position.toString();
    }

    private static String result(Game game, Position end, Player[] players) {
        int value = end.terminalValue();
        if (value == 0) {
            return "Game over: draw.";
        }
        int winner = value > 0 ? end.sideToMove() : 1 - end.sideToMove();
        String who = game.playerName(winner);
        String by = game.describeWin(Math.abs(value));
        String note = players[0] == null ^ players[1] == null ? (players[winner] == null ? " You win!" : " The AI wins.") : "";
        // "won", not "wins": player names may be plural (toads, frogs).
        return "Game over: " + who + " won" + by + "." + note;
    }
}
