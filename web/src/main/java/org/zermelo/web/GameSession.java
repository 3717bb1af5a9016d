package org.zermelo.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.zermelo.game.Chance;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.play.Player;
import org.zermelo.play.Players;
import org.zermelo.search.Solver;
import org.zermelo.search.SearchResult;

/**
 * One game in the browser: the position reached from a start by the moves played, the moves
 * undone (to redo them), and who plays each side, a person or an AI spec, as {@code zermelo
 * play} has them. Chance outcomes (a die) are drawn from the session's seed as soon as the game
 * reaches them and recorded as moves, so that a link with the seed replays them. Every method is
 * synchronized: requests for one session are served one at a time, and an AI thinks on a copy
 * of the position, so that the session answers while it thinks.
 */
final class GameSession {

    static final String HUMAN = "human";

    final String id;
    final Game game;
    private final Position start;
    private final long seed;
    private Position position;
    private final List<Integer> moves = new ArrayList<>();
    private final List<String> notations = new ArrayList<>();
    private final List<Integer> redo = new ArrayList<>();
    private final String[] players = new String[2];
    private final Player[] ai = new Player[2];
    private final SplittableRandom dice;
    /** Counts every change, so that an AI's move is played only on the position it was chosen for. */
    private long version;
    private Player thinking;
    private Map<String, Object> lastAi;
    private volatile long lastUsed = System.nanoTime();

    /**
     * A game of {@code game} from {@code start}, with {@code moves} (in notation) played.
     *
     * @throws IllegalArgumentException for an illegal move, or a bad AI spec
     */
    GameSession(String id, Game game, Position start, List<String> moves, List<String> players, long seed) {
        this.id = id;
        this.game = game;
        this.start = start.copy();
        this.seed = seed;
        this.position = start.copy();
        this.dice = new SplittableRandom(seed + 2);
        setPlayers(players);
        if (moves.size() > Limits.MAX_MOVES) {
            throw new IllegalArgumentException("too many moves: at most " + Limits.MAX_MOVES);
        }
        for (int i = 0; i < moves.size(); i++) {
            if (position.isTerminal()) {
                throw new IllegalArgumentException("move " + (i + 1) + " (" + moves.get(i) + "): the game is already over");
            }
            try {
                play(position.parseMove(moves.get(i)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("move " + (i + 1) + ": " + e.getMessage());
            }
        }
        rollDice();
    }

    /** Sets who plays each side: {@code human} or an AI spec. */
    synchronized void setPlayers(List<String> specs) {
        if (specs.size() != 2) {
            throw new IllegalArgumentException("two players are needed, the first's and the second's: 'human' or an AI spec");
        }
        for (int side = 0; side < 2; side++) {
            String spec = specs.get(side) == null ? HUMAN : specs.get(side).strip();
            if (spec.equals(HUMAN)) {
                ai[side] = null;
            } else {
                ai[side] = Players.parse(Limits.text("an AI spec", spec), game, seed + side, Limits.AI);
                ai[side].limitTable(Limits.AI_TABLE_MB);
            }
            players[side] = spec;
        }
        version++;
    }

    void touch() {
        lastUsed = System.nanoTime();
    }

    long lastUsed() {
        return lastUsed;
    }

    /** Plays the move typed or clicked by a person. */
    synchronized void move(String text) {
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move can be played");
        }
        int move = position.parseMove(text);
        play(move);
        redo.clear();
        rollDice();
    }

    /** Takes back moves: one, then on while an AI or chance is to move (so that a person moves next), if {@code toHuman}. */
    synchronized void undo(boolean toHuman) {
        if (moves.isEmpty()) {
            throw ApiError.conflict("nothing to undo: this is the position the game started from");
        }
        do {
            position.undo();
            redo.add(moves.removeLast());
            notations.removeLast();
        } while (!moves.isEmpty() && (Chance.isChanceNode(position) || toHuman && ai[position.sideToMove()] != null && hasHuman()));
        version++;
    }

    /** Plays again moves taken back: one, then on while chance or an AI is to move, if {@code toHuman}. */
    synchronized void redo(boolean toHuman) {
        if (redo.isEmpty()) {
            throw ApiError.conflict("nothing to redo");
        }
        do {
            play(redo.removeLast());
        } while (!redo.isEmpty() && !position.isTerminal()
                && (Chance.isChanceNode(position) || toHuman && ai[position.sideToMove()] != null && hasHuman()));
    }

    /**
     * Goes to the position after {@code ply} moves of this game (moves taken back and not played
     * again since included), as a click on the value chart asks; a die in the air is thrown again as it was.
     */
    synchronized void goTo(int ply) {
        if (ply < 0 || ply > moves.size() + redo.size()) {
            throw new IllegalArgumentException("ply must be from 0 to " + (moves.size() + redo.size()) + ", not " + ply);
        }
        while (moves.size() > ply) {
            position.undo();
            redo.add(moves.removeLast());
            notations.removeLast();
        }
        while (moves.size() < ply) {
            play(redo.removeLast());
        }
        while (!redo.isEmpty() && !position.isTerminal() && Chance.isChanceNode(position)) {
            play(redo.removeLast());
        }
        version++;
    }

    private boolean hasHuman() {
        return ai[0] == null || ai[1] == null;
    }

    private void play(int move) {
        notations.add(position.formatMove(move));
        position.play(move);
        moves.add(move);
        version++;
    }

    /** Draws and plays the outcomes of chance nodes, from the session's seed. */
    private void rollDice() {
        MoveList scratch = new MoveList();
        while (!position.isTerminal() && Chance.isChanceNode(position)) {
            play(Chance.draw(position, scratch, dice));
        }
    }

    /** A copy of the position and the player to think on it, or an error when it is a person's turn or the game is over. */
    synchronized Thinking startThinking() {
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move to choose");
        }
        if (thinking != null) {
            throw ApiError.conflict("the AI is thinking already");
        }
        Player player = ai[position.sideToMove()];
        if (player == null) {
            throw ApiError.conflict("it is " + game.playerName(position.sideToMove()) + "'s turn, played by a person: "
                    + "make the move, or set an AI for that side");
        }
        if (player.spec().equals("perfect") && Solver.outOfReach(position)) {
            throw new IllegalArgumentException("perfect cannot solve this position in any reasonable time (the game estimates "
                    + "solving it " + Solver.estimate(position) + "): choose a search with a time limit, like pvs:time=2s");
        }
        thinking = player;
        return new Thinking(player, position.copy(), version);
    }

    /** What an AI thinks with. */
    record Thinking(Player player, Position position, long version) {}

    /** Plays the AI's choice if the game is still where it was when it started thinking. */
    synchronized void finishThinking(Thinking t, Player.Choice choice, long millis) {
        thinking = null;
        if (choice == null) {
            return;
        }
        if (t.version != version) {
            throw ApiError.conflict("the game changed while the AI was thinking: its move is dropped");
        }
        if (choice.move() < 0) {
            throw new IllegalArgumentException(t.player.spec() + " found no move within " + Limits.MAX_THINK.toSeconds()
                    + " s: give it a time limit, like time=2s");
        }
        Map<String, Object> info = new LinkedHashMap<>();
        info.put("player", t.player.spec());
        info.put("for", game.playerName(t.position.sideToMove()));
        info.put("move", position.formatMove(choice.move()));
        SearchResult r = choice.search();
        if (r != null) {
            info.put("value", Scores.describe(r.value()));
            info.put("exact", r.exact());
            info.put("depth", r.depth());
            info.put("nodes", r.stats().nodes());
        }
        info.put("timeMs", millis);
        lastAi = info;
        play(choice.move());
        redo.clear();
        rollDice();
    }

    /** Stops the AI thinking now, if any (it answers with what it has). */
    synchronized void stopThinking() {
        if (thinking != null) {
            thinking.stop();
        }
    }

    /** A copy of the position now. */
    synchronized Position position() {
        return position.copy();
    }

    /** The session as the pages read it. */
    synchronized Map<String, Object> state() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("id", id);
        s.put("game", game.name());
        s.put("start", start.toString());
        s.put("position", position.toString());
        s.put("moves", List.copyOf(notations));
        s.put("redo", redo.size());
        s.put("seed", seed);
        s.put("players", List.of(players));
        s.put("names", List.of(game.playerName(0), game.playerName(1)));
        int side = position.sideToMove();
        s.put("toMove", side);
        s.put("terminal", position.isTerminal());
        if (position.isTerminal()) {
            int value = position.terminalValue();
            int winner = value == 0 ? -1 : value > 0 ? side : 1 - side;
            s.put("winner", winner);
            s.put("result", winner < 0 ? "draw" : game.playerName(winner) + " won" + game.describeWin(Math.abs(value)));
        }
        s.put("aiToMove", !position.isTerminal() && ai[side] != null);
        s.put("thinking", thinking != null);
        s.put("lastAi", lastAi);
        s.put("board", BoardView.board(position));
        s.put("legal", position.isTerminal() ? List.of() : BoardView.targets(position));
        if (!notations.isEmpty()) {
            // The cells the last move changed: the move taken back and played again on the game's own
            // position (the contract of undo), not on a copy, which need not know the moves before it.
            int last = moves.getLast();
            List<int[]> changed = new ArrayList<>();
            position.undo();
            try {
                for (BoardView.Target t : BoardView.targets(position)) {
                    if (t.move().equals(notations.getLast())) {
                        changed = t.cells();
                    }
                }
            } finally {
                position.play(last);
            }
            s.put("lastMove", Map.of("move", notations.getLast(), "cells", changed));
        }
        return s;
    }
}
